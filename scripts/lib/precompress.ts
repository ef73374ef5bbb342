// Static files compressed once at build time rather than on every request: next to each text asset of the
// build go `.br` (Brotli, best quality) and `.gz` (gzip, level 9) copies, and koa-send (server/static.ts)
// serves the one the browser accepts. Only files of at least 1 KB that shrink are given copies; index.html
// is rendered per page by the server, so it is left out.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes the `.br` and `.gz` copies for every text file in `dir`. */
export async function precompressDir(dir: string): Promise<void> {
  const work: Promise<void>[] = [];
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    work.push(
      (async () => {
        // A copy left by an earlier build into the same folder must never outlive its file's new content.
        await Promise.all([fs.rm(`${file}.br`, { force: true }), fs.rm(`${file}.gz`, { force: true })]);
        const raw = await fs.readFile(file);
        if (raw.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gzip(raw, { level: 9 }),
        ]);
        if (br.length < raw.length) await fs.writeFile(`${file}.br`, br);
        if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz);
      })(),
    );
  }
  await Promise.all(work);
}

/** The Vite plugin: runs last, after the service worker is written, so it is compressed too. */
export function precompress(outDir: string): Plugin {
  return {
    name: 'portal-precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
