#!/usr/bin/env bash
# `npm test`'s checks (bootstrap.sh runs this as `pnpm test:all`), in order, stopping at the first that fails. Each step
# prints its time, the CPU seconds its processes used and the machine's load average, so a slow run (CI must finish well
# inside its limit) says where its time went and whether the work grew or the machine was busy.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

started=$SECONDS
times_file=$(mktemp)
trap 'rm -f "$times_file"' EXIT
# CPU seconds (user + system) of this script's finished child processes so far, from `times` run in this shell (in a
# command substitution's subshell it would count only that subshell's children): its second line, added up.
cpu_seconds() {
  awk 'NR == 2 { n = 0; for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); n += t[1] * 60 + t[2] } printf "%.0f", n }' \
    "$times_file"
}
step() {
  local name=$1 start=$SECONDS cpu
  shift
  echo "› $name"
  times >"$times_file"
  cpu=$(cpu_seconds)
  "$@"
  times >"$times_file"
  echo "› $name took $((SECONDS - start)) s, $(($(cpu_seconds) - cpu)) CPU-s (load average $(cut -d' ' -f1-3 /proc/loadavg))"
}

step lint pnpm lint
step typecheck pnpm typecheck
step unit pnpm test:unit
step build pnpm build
step e2e pnpm test:e2e
echo "› all checks passed in $((SECONDS - started)) s"
