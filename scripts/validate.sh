#!/usr/bin/env bash
# Every check, in order: lint, typecheck, unit and API tests (PGlite and PostgreSQL), browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system.sh
npm run lint
npm run typecheck
npx vitest run
npm run test:e2e
