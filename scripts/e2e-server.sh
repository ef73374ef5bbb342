#!/usr/bin/env bash
# The server Playwright drives: a throwaway PostgreSQL cluster plus the real server on it, with the
# demo data seeded (SEED_DEMO=1), serving dist/ (rebuilt first when stale). Stops the cluster when
# Playwright stops the server.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/build-if-stale.mjs >&2
out=$(bash scripts/pg-cluster.sh start)
DIR=$(sed -n 's/^DIR=//p' <<<"$out")
export DATABASE_URL=$(sed -n 's/^DATABASE_URL=//p' <<<"$out")
cleanup() { kill "${SERVER_PID:-}" 2>/dev/null || true; wait "${SERVER_PID:-}" 2>/dev/null || true; bash scripts/pg-cluster.sh stop "$DIR"; }
trap cleanup EXIT
trap 'exit 0' INT TERM
export PORT="${E2E_PORT:-4173}" SEED_DEMO=1 NODE_ENV=test LOGIN_LIMIT_PER_ADDRESS=10000 FORM_LIMIT_PER_ADDRESS=10000
npx tsx server/main.ts &
SERVER_PID=$!
wait "$SERVER_PID"
