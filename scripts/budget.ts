// The public critical-path budget (issue 11), run by `npm test` right after the build: starts the built
// app on the embedded database with the demo data and measures a real cold Chromium load of /, /jobs and
// a job page, exactly as `npm run lighthouse` does (scripts/lib/coldLoad.ts): every script and stylesheet
// fetched until the network is idle, service worker blocked, no interaction, fonts apart. Fails when a
// page passes the budget, printing what each page loaded.
import fs from 'node:fs';
import path from 'node:path';
import { BUDGET_BYTES, coldLoads } from './lib/coldLoad.ts';
import { ROOT, freePort, startServer } from './lib/serve.ts';

if (!fs.existsSync(path.join(ROOT, 'dist', 'index.html'))) {
  console.error('No dist/index.html: build the app first (npx vite build).');
  process.exit(1);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const port = await freePort();
const server = await startServer(port);
let over = false;
try {
  const base = `http://127.0.0.1:${port}`;
  const jobs = (await (await fetch(`${base}/api/jobs`)).json()) as { slug: string }[];
  if (!jobs[0]) throw new Error('The demo data has no active job to measure a job page with');
  const loads = await coldLoads(base, ['/', '/jobs', `/jobs/${jobs[0].slug}`]);
  console.log(`Public critical path, cold Chromium load (gzip, fonts apart), budget ${kb(BUDGET_BYTES)}:`);
  console.log('| Page | JS | CSS | Total | Files | Budget |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const load of loads) {
    const total = load.js + load.css;
    const fails = total > BUDGET_BYTES;
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
  console.error(`The public critical path is over the ${kb(BUDGET_BYTES)} budget (issue 11).`);
  process.exit(1);
}
