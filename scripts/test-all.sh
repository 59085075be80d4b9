#!/usr/bin/env bash
# `npm test`'s checks (bootstrap.sh runs this as `pnpm test:all`), in order, stopping at the first that fails. Each step
# prints its time and the machine's load average, so a slow run (CI must finish well inside its limit) says where its
# time went and whether the machine was busy.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

started=$SECONDS
step() {
  local name=$1 start=$SECONDS
  shift
  echo "› $name"
  "$@"
  echo "› $name took $((SECONDS - start)) s (load average $(cut -d' ' -f1-3 /proc/loadavg))"
}

step lint pnpm lint
step typecheck pnpm typecheck
step unit pnpm test:unit
step build pnpm build
step e2e pnpm test:e2e
echo "› all checks passed in $((SECONDS - started)) s"
