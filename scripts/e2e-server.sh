#!/usr/bin/env bash
# The server Playwright drives: a throwaway PostgreSQL cluster plus the real server on it, with the
# demo data seeded (SEED_DEMO=1), serving dist/ (the web app, page renderer and server rebuilt first when stale), sending its mail over SMTP
# to a capturing server (scripts/smtp-capture.ts) that writes each message into $E2E_MAIL_DIR (default
# $TMPDIR/portal-e2e-mail-<port>, read by e2e/mail.ts). Stops both when Playwright stops the server.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/build-if-stale.mjs >&2
out=$(bash scripts/pg-cluster.sh start)
DIR=$(sed -n 's/^DIR=//p' <<<"$out")
export DATABASE_URL=$(sed -n 's/^DATABASE_URL=//p' <<<"$out")
cleanup() {
  kill "${SERVER_PID:-}" 2>/dev/null || true; wait "${SERVER_PID:-}" 2>/dev/null || true
  kill "${SMTP_PID:-}" 2>/dev/null || true; wait "${SMTP_PID:-}" 2>/dev/null || true
  bash scripts/pg-cluster.sh stop "$DIR"
}
trap cleanup EXIT
trap 'exit 0' INT TERM
export UV_THREADPOOL_SIZE="${UV_THREADPOOL_SIZE:-8}" PORT="${E2E_PORT:-4173}" SEED_DEMO=1 NODE_ENV=test LOGIN_LIMIT_PER_ADDRESS=10000 FORM_LIMIT_PER_ADDRESS=10000
# Links in mail, the sitemap and canonical tags: the address Playwright opens (playwright.config.ts).
export PUBLIC_URL="${PUBLIC_URL:-http://127.0.0.1:$PORT}"
MAIL_DIR="${E2E_MAIL_DIR:-${TMPDIR:-/tmp}/portal-e2e-mail-$PORT}"
rm -f "$MAIL_DIR/.url"
npx tsx scripts/smtp-capture.ts "$MAIL_DIR" &
SMTP_PID=$!
for _ in $(seq 1 300); do [[ -s "$MAIL_DIR/.url" ]] && break; kill -0 "$SMTP_PID" || exit 1; sleep 0.1; done
export SMTP_URL=$(cat "$MAIL_DIR/.url") MAIL_RETRY_BASE_MS=500
# The database, for specs that make an account no screen creates (a staff user of their own: e2e/staff.ts).
printf '%s' "$DATABASE_URL" >"$MAIL_DIR/.database-url"
# The built server, as `npm start` runs it (scripts/start.mjs): the specs drive what production runs.
node --enable-source-maps dist-server/server.mjs &
SERVER_PID=$!
wait "$SERVER_PID"
