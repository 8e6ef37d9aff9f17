#!/usr/bin/env bash
# Every check: lint, typecheck, the production build, then the unit and API tests (PGlite and PostgreSQL) beside the
# browser tests. The two suites share no port, folder or database, and the API tests wait on processes, timers and
# PostgreSQL much of the time: side by side they took 562 s on the 2-core machine, one after the other 714 s
# (decision record 023).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system.sh
npm run lint
npm run typecheck
npm run build

# The unit and API tests write to a log of their own, printed whole when they end (interleaved with the browser
# tests' lines, neither could be read). Started as node_modules/.bin/vitest, not through npx: the PID held is then
# Vitest's own, which the trap can stop (killing npx's wrapper left Vitest and its workers running).
unit_log="$(mktemp)"
node_modules/.bin/vitest run >"$unit_log" 2>&1 &
unit_pid=$!
trap 'kill "$unit_pid" 2>/dev/null || true; rm -f "$unit_log"' EXIT

e2e_status=0
npx vitest run --config vitest.e2e.config.ts || e2e_status=$?
unit_status=0
wait "$unit_pid" || unit_status=$?
echo
echo "── Unit and API tests (vitest run) ──"
cat "$unit_log"

[ "$unit_status" -eq 0 ] || echo "Unit and API tests failed (exit $unit_status)"
[ "$e2e_status" -eq 0 ] || echo "Browser tests failed (exit $e2e_status)"
[ "$unit_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]
