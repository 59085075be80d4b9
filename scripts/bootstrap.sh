#!/usr/bin/env bash
# Entry point of `npm start` and `npm test` (README's two commands).
# The machine may only have an old Node and npm, so this script, not npm, owns the toolchain:
# it installs the pinned Node 24 and pnpm 10 from the npm registry into tools/toolchain,
# puts them first on PATH, installs the workspace from the frozen lockfile, then runs
# `pnpm run <task>` so every later step runs on Node 24.
set -euo pipefail

task="${1:?usage: bootstrap.sh <pnpm script> [args...]}"
shift
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

toolchain="$root/tools/toolchain"
if [ ! -x "$toolchain/node_modules/.bin/node" ] || [ ! -x "$toolchain/node_modules/.bin/pnpm" ] \
  || [ "$toolchain/package-lock.json" -nt "$toolchain/node_modules/.package-lock.json" ]; then
  echo "› installing the pinned toolchain (Node 24, pnpm 10) into tools/toolchain"
  npm ci --prefix "$toolchain" --no-audit --no-fund --loglevel=error
fi
export PATH="$toolchain/node_modules/.bin:$PATH"
echo "› node $(node --version), pnpm $(pnpm --version)"

# A fresh clone has no node_modules; a pull may have changed the lockfile. pnpm is quick when nothing changed.
pnpm install --frozen-lockfile --reporter=append-only --config.confirmModulesPurge=false | grep -v '^Progress' || true
test -d node_modules/.pnpm || { echo "pnpm install failed" >&2; exit 1; }

exec pnpm run "$task" "$@"
