// The public critical-path budget (issue 11), run by `npm test` right after the build: for /, /jobs and
// /jobs/:slug it sums the gzipped JS and CSS a cold load fetches before the first render — the entry
// chunk, everything it imports statically, its CSS, and the route's lazy chunk with its own static
// imports and CSS — read from the Vite manifest in dist/. Fonts are apart (as in the issue). Fails when a
// route passes the budget, printing a table of what each route loads. `npm run lighthouse` measures the
// same from a real Chromium load.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget for the public critical path, gzipped JS + CSS. */
const BUDGET_BYTES = 170 * 1024;

/** Route → the module whose chunk the route loads (null: the entry already holds the page). */
const ROUTES: Record<string, string | null> = {
  '/': null,
  '/jobs': 'features/jobs/JobsPage.tsx',
  '/jobs/:slug': 'features/jobs/JobDetailPage.tsx',
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No ${path.relative(process.cwd(), manifestPath)}: build the app first (npx vite build).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The Vite manifest names no entry chunk');

const gzipCache = new Map<string, number>();
function gzipped(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(dist, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The files a chunk brings before it runs: itself, its static imports (transitively) and their CSS. */
function collect(key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The Vite manifest has no ${key} (was it renamed? update scripts/budget.ts)`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  chunk.css?.forEach((css) => files.add(css));
  chunk.imports?.forEach((imported) => collect(imported, files));
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const rows: string[] = [];
let over = false;
for (const [route, module] of Object.entries(ROUTES)) {
  const files = new Set<string>();
  collect(entryKey, files);
  if (module) collect(module, files);
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) css += gzipped(file);
    else if (file.endsWith('.js')) js += gzipped(file);
  }
  const total = js + css;
  if (total > BUDGET_BYTES) over = true;
  rows.push(
    `| ${route.padEnd(11)} | ${kb(js).padStart(9)} | ${kb(css).padStart(8)} | ${kb(total).padStart(9)} | ` +
      `${String(files.size).padStart(5)} | ${total > BUDGET_BYTES ? 'OVER' : 'ok'} |`,
  );
}

console.log(`Public critical path (gzip, fonts apart), budget ${kb(BUDGET_BYTES)}:`);
console.log('| Route       |        JS |      CSS |     Total | Files | Budget |');
console.log('|-------------|----------:|---------:|----------:|------:|--------|');
rows.forEach((row) => console.log(row));
if (over) {
  console.error(`The public critical path is over the ${kb(BUDGET_BYTES)} budget (issue 11).`);
  process.exit(1);
}
