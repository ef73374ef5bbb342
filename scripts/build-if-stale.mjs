// Builds the web app when dist/ is missing or older than what goes into it (app/, the shared contract,
// vite.config.ts). Used by `npm start` and by the e2e server, so neither serves a stale build.
// SKIP_BUILD=1 skips it. Run directly: `node scripts/build-if-stale.mjs`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['app', 'server/contract', 'vite.config.ts'];

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function buildIfStale() {
  const index = path.join(root, 'dist', 'index.html');
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  const stale = !fs.existsSync(index) || sources > fs.statSync(index).mtimeMs;
  if (!stale || process.env.SKIP_BUILD === '1') return;
  console.log('Building the web app (first start, or its sources changed)...');
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
