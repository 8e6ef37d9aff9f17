#!/usr/bin/env bash
# Every check: the production build, then the browser tests beside the unit and API tests (PGlite and PostgreSQL)
# and lint and typecheck (decision records 023, 024), then a summary: each suite's counts and duration, and the host's benchmark
# index before and after (decision record 024). Run through `npm test`, so `node` is the project's Node 24.
set -euo pipefail
cd "$(dirname "$0")/.."
report=.tmp/test-report
rm -rf "$report"
mkdir -p "$report"
now_ms() { date +%s%3N; }
now_ms >"$report/started"

bash scripts/ensure-system.sh
node bench/host-index.ts >"$report/host-before.json" || echo "The host's benchmark index could not be measured"
# The build first (the browser tests and process-lifecycle's servers serve it), then the browser tests, the long
# pole, beside the unit and API tests and lint and typecheck (decision record 024).
checks_started=$SECONDS
npm run build
build_seconds=$((SECONDS - checks_started))

# Vitest writes a JSON report beside its usual output, read by the summary. The unit and API tests, and lint and
# typecheck, write to logs of their own, printed whole when they end (interleaved with the browser tests' lines,
# none could be read). Started as node_modules/.bin/vitest, not through npx: the PID held is then Vitest's own,
# which the trap can stop (killing npx's wrapper left Vitest and its workers running).
unit_log="$(mktemp)"
checks_log="$(mktemp)"
now_ms >"$report/unit.start"
node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json="$report/unit.json" >"$unit_log" 2>&1 &
unit_pid=$!
(
  started=$SECONDS
  npm run lint && npm run typecheck
  status=$?
  echo "{\"seconds\": $((build_seconds + SECONDS - started))}" >"$report/checks.json"
  exit "$status"
) >"$checks_log" 2>&1 &
checks_pid=$!
trap 'kill "$unit_pid" "$checks_pid" 2>/dev/null || true; rm -f "$unit_log" "$checks_log"' EXIT

e2e_status=0
now_ms >"$report/e2e.start"
node_modules/.bin/vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json="$report/e2e.json" ||
  e2e_status=$?
checks_status=0
wait "$checks_pid" || checks_status=$?
unit_status=0
wait "$unit_pid" || unit_status=$?
echo
echo "── Lint and typecheck ──"
cat "$checks_log"
echo
echo "── Unit and API tests (vitest run) ──"
cat "$unit_log"

node bench/host-index.ts >"$report/host-after.json" || echo "The host's benchmark index could not be measured"
node scripts/test-summary.ts "$report"
[ "$checks_status" -eq 0 ] || echo "Lint or typecheck failed (exit $checks_status)"
[ "$unit_status" -eq 0 ] || echo "Unit and API tests failed (exit $unit_status)"
[ "$e2e_status" -eq 0 ] || echo "Browser tests failed (exit $e2e_status)"
[ "$checks_status" -eq 0 ] && [ "$unit_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]
