// The server itself, built to one JavaScript file (dist-server/server.mjs) that `npm start` runs with plain
// Node: no TypeScript loader in production. Everything under server/ and the migrations (migrations/index.ts)
// is bundled; every package stays an import from node_modules (Vite's default for a server build), so the
// native and file-reading ones (pg, PGlite, argon2, pdfkit's fonts…) load as they are installed. One file,
// no chunks: server/paths.ts finds the checkout's root one folder above it, as it does above its source.
// It shares dist-server/ with the page renderer (vite.config.ts), which empties the folder when it builds:
// scripts/build-if-stale.mjs builds the server after it.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  ssr: { target: 'node' },
  build: {
    ssr: fileURLToPath(new URL('./server/main.ts', import.meta.url)),
    outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
    emptyOutDir: false,
    target: 'node22',
    // Stack traces name the source's files and lines (`node --enable-source-maps`, scripts/start.mjs).
    sourcemap: true,
    minify: false,
    copyPublicDir: false,
    rolldownOptions: {
      output: { entryFileNames: 'server.mjs', codeSplitting: false },
    },
  },
});
