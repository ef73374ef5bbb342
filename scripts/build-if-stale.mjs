// Builds what the server runs, serves and draws with when it is missing or older than what goes into it: the
// web app (dist/), the server's page renderer (dist-server/render.js, `vite build --ssr`) and the server
// itself (dist-server/server.mjs, vite.server.config.ts), in that order: the renderer's build empties
// dist-server/, and the server's build comes after it. Used by `npm start` and the e2e server (all three)
// and by the server tests (the renderer; the start-up test also the server), so none runs a stale build.
// SKIP_BUILD=1 skips it. Run directly: `node scripts/build-if-stale.mjs`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
// The kit's stylesheet is generated from Blueprint's by scripts/lib/kitCss.ts.
const APP_SOURCES = [
  'app',
  'server/contract',
  'vite.config.ts',
  'scripts/lib/kitCss.ts',
  'node_modules/@blueprintjs/core/lib/css/blueprint.css',
];

/** Each build: the file whose age says when it was made, what it is, what goes into it, and its arguments. */
const BUILDS = {
  web: {
    marker: 'dist/index.html',
    what: 'the web app',
    sources: APP_SOURCES,
    args: ['vite', 'build', '--logLevel', 'warn'],
  },
  renderer: {
    marker: 'dist-server/render.js',
    what: "the server's page renderer",
    sources: APP_SOURCES,
    args: ['vite', 'build', '--ssr', '--logLevel', 'warn'],
  },
  // The server reads the app's texts for page titles (server/features/seo/texts.ts), hence app/.
  server: {
    marker: 'dist-server/server.mjs',
    what: 'the server',
    sources: ['server', 'migrations', 'app', 'vite.server.config.ts'],
    args: ['vite', 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'],
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
export function buildIfStale(which = ['web', 'renderer', 'server']) {
  if (process.env.SKIP_BUILD === '1') return;
  for (const name of which) {
    const { marker, what, sources, args } = BUILDS[name];
    const file = path.join(root, marker);
    const newest = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
    if (fs.existsSync(file) && newest <= fs.statSync(file).mtimeMs) continue;
    console.log(`Building ${what} (first start, or its sources changed)...`);
    const built = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
