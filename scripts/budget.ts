// The public critical-path budget, run by `npm test` right after the build: starts the built app on the
// embedded database with the demo data and measures a real cold Chromium load of every public page the
// sitemap lists (one job page standing for all), in English and in Hungarian, exactly as
// `npm run lighthouse` does (scripts/lib/coldLoad.ts): every script and stylesheet fetched until the
// network is idle, in gzip, service worker blocked, no interaction, fonts apart. Fails when a page passes
// the budget, printing what that page loaded.
//
// `--budget-bytes N` and `--only /path` exist for the guard's own trial: `npm test` runs it once more
// with a budget below what / loads and requires it to fail, so a budget that cannot fail is caught.
import fs from 'node:fs';
import path from 'node:path';
import { BUDGET_BYTES, coldLoads } from './lib/coldLoad.ts';
import { ROOT, freePort, startServer } from './lib/serve.ts';

if (!fs.existsSync(path.join(ROOT, 'dist', 'index.html'))) {
  console.error('No dist/index.html: build the app first (npx vite build).');
  process.exit(1);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const budget = arg('--budget-bytes') ? Number(arg('--budget-bytes')) : BUDGET_BYTES;
if (!Number.isInteger(budget) || budget <= 0) throw new Error(`--budget-bytes wants a whole number of bytes`);
const only = arg('--only');
const port = await freePort();
const server = await startServer(port);
let over = false;
try {
  const base = `http://127.0.0.1:${port}`;
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const jobPage = listed.find((p) => p.startsWith('/jobs/'));
  if (!jobPage) throw new Error('The sitemap lists no job page to measure');
  const listedPages = [...new Set([...listed.filter((p) => !p.startsWith('/jobs/')), jobPage])];
  if (listedPages.length < 10)
    throw new Error(`The sitemap lists only ${listedPages.length} pages: ${listedPages.join(' ')}`);
  if (only && !listedPages.includes(only)) throw new Error(`--only ${only}: the sitemap does not list it`);
  const pages = only ? [only] : listedPages;
  const loads = await coldLoads(base, [...pages, ...pages.map((p) => `${p}?lang=hu`)]);
  console.log(`Public critical path, cold Chromium load (gzip, fonts apart), budget ${kb(budget)}:`);
  console.log('| Page | JS | CSS | Total | Files | Budget |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const load of loads) {
    const total = load.js + load.css;
    const fails = total > budget;
    over ||= fails;
    console.log(
      `| ${load.page} | ${kb(load.js)} | ${kb(load.css)} | ${kb(total)} | ${load.files.length} | ${fails ? 'OVER' : 'ok'} |`,
    );
    if (fails) {
      for (const file of [...load.files].sort((a, b) => b.bytes - a.bytes))
        console.log(`    ${kb(file.bytes)}  ${file.url}`);
    }
  }
} finally {
  server.kill('SIGTERM');
}
if (over) {
  console.error(`The public critical path is over the ${kb(budget)} budget.`);
  process.exit(1);
}
