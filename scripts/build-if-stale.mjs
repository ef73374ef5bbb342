// Builds what the server serves and draws with when it is missing or older than what goes into it (app/,
// the shared contract, vite.config.ts): the web app (dist/) and the server's page renderer (dist-server/,
// `vite build --ssr`). Used by `npm start` and by the e2e server (both), and by the server tests (the
// renderer), so none serves a stale build. SKIP_BUILD=1 skips it. Run directly:
// `node scripts/build-if-stale.mjs`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['app', 'server/contract', 'vite.config.ts'];

/** Each build: the file whose age says when it was made, what it is, and the build's arguments. */
const BUILDS = {
  web: { marker: 'dist/index.html', what: 'the web app', args: ['vite', 'build', '--logLevel', 'warn'] },
  renderer: {
    marker: 'dist-server/render.js',
    what: "the server's page renderer",
    args: ['vite', 'build', '--ssr', '--logLevel', 'warn'],
  },
};

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** @param {Array<keyof typeof BUILDS>} which */
export function buildIfStale(which = ['web', 'renderer']) {
  if (process.env.SKIP_BUILD === '1') return;
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  for (const name of which) {
    const { marker, what, args } = BUILDS[name];
    const file = path.join(root, marker);
    if (fs.existsSync(file) && sources <= fs.statSync(file).mtimeMs) continue;
    console.log(`Building ${what} (first start, or its sources changed)...`);
    const built = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
