#!/usr/bin/env bash
# End-to-end tests need Chromium and a font that can draw Khmer. Playwright's own browser
# download cannot work on machines without internet, so we use the distribution's Chromium.
set -euo pipefail

browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
has_khmer_font() { command -v fc-list >/dev/null && fc-list :lang=km | grep -q .; }

if [ -x "$browser" ] && has_khmer_font; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "› installing Debian's chromium and a Khmer font (fonts-khmeros)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium fonts-khmeros fontconfig >/dev/null
  exit 0
fi
cat >&2 <<MSG
The end-to-end tests need Chromium at $browser and a Khmer-capable font.
Install them, for example on Debian or Ubuntu as root:
  apt-get install chromium fonts-khmeros
or point CHROMIUM_PATH at an existing Chromium binary.
MSG
exit 1
