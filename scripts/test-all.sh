#!/usr/bin/env bash
# `npm test`: the whole suite — types, lint (ESLint, Prettier, knip), unit and server tests (real
# PostgreSQL + PGlite), the web build, then Playwright in Debian's Chromium against the real server
# on a real PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
# The lowest supported Node.js (22.19) when the machine's is older (scripts/node.sh).
. scripts/node.sh

echo "== Type check"
npm run --silent typecheck

echo "== Lint, format and dead-code check"
npm run --silent lint

rm -rf reports && mkdir -p reports

echo "== Unit and server tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json

if [ -f app/index.html ]; then
  echo "== Build"
  # The web app, the server's page renderer and the server itself (dist-server/), as `npm run build` makes them.
  npx vite build --logLevel warn && npx vite build --ssr --logLevel warn
  npx vite build --config vite.server.config.ts --logLevel warn
  echo "== Public critical-path budget (at most 170 KB gzipped JS + CSS)"
  npx tsx scripts/budget.ts
  echo "== The budget's own trial: / measured against 10 KB must fail"
  if npx tsx scripts/budget.ts --budget-bytes 10240 --only / >reports/budget-trial.txt 2>&1; then
    cat reports/budget-trial.txt
    echo "The budget passed a page over a 10 KB budget: the guard cannot fail."
    exit 1
  fi
  grep -q '| / .*| OVER |' reports/budget-trial.txt || { cat reports/budget-trial.txt; echo "The trial failed for another reason than the budget."; exit 1; }
fi

if [ -d e2e ] && ls e2e/*.spec.ts >/dev/null 2>&1; then
  echo "== End-to-end tests (Playwright, Chromium)"
  PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npx playwright test --reporter=list,json || e2e_status=$?
fi

node scripts/test-summary.mjs
exit "${e2e_status:-0}"
