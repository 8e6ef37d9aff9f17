#!/usr/bin/env bash
# Every check: the production build, then the browser tests beside the unit tests, the API tests (PGlite and PostgreSQL)
# and lint and typecheck (decision records 023, 024), then a summary: each suite's counts and duration, and the host's benchmark
# index before and after (decision record 024). Run through `npm test`, so `node` is the project's Node 24.
set -euo pipefail
cd "$(dirname "$0")/.."
report=.tmp/test-report
rm -rf "$report"
mkdir -p "$report"
now_ms() { date +%s%3N; }
now_ms >"$report/started"
# Every node process of the run (npm, the build, lint, Vitest and its workers, the servers the tests start)
# keeps the code V8 compiled for its modules in one cache, so that the next process loading the same module
# deserializes it instead of compiling it again: a server's start 3.8 → 3.3 core-seconds (decision record 024).
export NODE_COMPILE_CACHE="$PWD/.tmp/node-compile-cache"

bash scripts/ensure-system.sh
# Three measurements, about a second each, before the checks and after them, then one in each of one page per core at
# once: the tests keep every core busy, and on some hosts the cores slow each other (bench/host-index.ts).
node bench/host-index.ts 3 1 >"$report/host-before.json" || echo "The host's benchmark index could not be measured"

# Vitest writes a JSON report beside its usual output, read by the summary. The unit tests, the API tests (one file
# at a time: they share the PostgreSQL test database) and lint and typecheck run as processes of their own beside the
# browser tests: the API files' chain, which waits on processes and PostgreSQL much of the time, starts at once
# instead of after the unit files (decision record 024). Each writes to a log of its own, printed whole when it ends
# (interleaved with the browser tests' lines, none could be read). Started as node_modules/.bin/vitest, not through
# npx: the PID held is then Vitest's own, which the trap can stop (killing npx's wrapper left Vitest and its workers
# running).
# Priorities: the API files' chain, one file at a time, is the long pole, so it runs at the usual priority beside the
# unit tests; the browser tests (two files at a time, which use whatever CPU is left) and lint and typecheck at a lower
# one. Side by side at one priority, the chain waited on the browser tests' work and took three times as long as alone;
# lint and typecheck at the lowest priority waited behind any other work on the host, up to 40 minutes (decision
# record 024).
unit_log="$(mktemp)"
api_log="$(mktemp)"
checks_log="$(mktemp)"
trap 'kill ${unit_pid:-} ${api_pid:-} ${checks_pid:-} 2>/dev/null || true; rm -f "$unit_log" "$api_log" "$checks_log"' EXIT
vitest_project() { # name log
  now_ms >"$report/$1.start"
  node_modules/.bin/vitest run --project "$1" --reporter=default --reporter=json --outputFile.json="$report/$1.json" >"$2" 2>&1
}
# The unit tests need no build, so they start beside it: the build alone left a core idle for part of its time.
vitest_project unit "$unit_log" &
unit_pid=$!

# The build before the rest (the browser tests and process-lifecycle's servers serve it), then the browser tests, the
# long pole, beside the API tests and lint and typecheck (decision record 024).
checks_started=$SECONDS
npm run build
build_seconds=$((SECONDS - checks_started))

vitest_project api "$api_log" &
api_pid=$!
(
  started=$SECONDS
  nice -n 10 npm run lint && nice -n 10 npm run typecheck
  status=$?
  echo "{\"seconds\": $((build_seconds + SECONDS - started))}" >"$report/checks.json"
  exit "$status"
) >"$checks_log" 2>&1 &
checks_pid=$!

e2e_status=0
now_ms >"$report/e2e.start"
nice -n 10 node_modules/.bin/vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json="$report/e2e.json" ||
  e2e_status=$?
checks_status=0
wait "$checks_pid" || checks_status=$?
unit_status=0
wait "$unit_pid" || unit_status=$?
api_status=0
wait "$api_pid" || api_status=$?
echo
echo "── Lint and typecheck ──"
cat "$checks_log"
echo
echo "── Unit tests (vitest run --project unit) ──"
cat "$unit_log"
echo
echo "── API tests (vitest run --project api) ──"
cat "$api_log"

node bench/host-index.ts 3 1 >"$report/host-after.json" || echo "The host's benchmark index could not be measured"
node scripts/test-summary.ts "$report"
[ "$checks_status" -eq 0 ] || echo "Lint or typecheck failed (exit $checks_status)"
[ "$unit_status" -eq 0 ] || echo "Unit tests failed (exit $unit_status)"
[ "$api_status" -eq 0 ] || echo "API tests failed (exit $api_status)"
[ "$e2e_status" -eq 0 ] || echo "Browser tests failed (exit $e2e_status)"
[ "$checks_status" -eq 0 ] && [ "$unit_status" -eq 0 ] && [ "$api_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]
