// The one build of the React app (root app/, output dist/ served by the Koa server). The staff desktop
// app opens these same pages from the server; its preload's marker keeps the service worker out at
// run time (app/platform), so there is no separate desktop build.
import { defineConfig, type Plugin, type PluginOption, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { kitCssPlugin } from './scripts/lib/kitCss.ts';
import { precompress } from './scripts/lib/precompress.ts';
import { ROUTES } from './server/contract/routes.ts';

const brandColour = '#12355b';
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
const serverOutDir = fileURLToPath(new URL('./dist-server', import.meta.url));

// The service worker precaches the public shell and what a visitor or candidate opens offline: every chunk
// reachable from the entry, except the pages the route table keeps out (`precache: false`: the staff and
// employer screens, and what only they use), the employer's registration dialog and Blueprint's icon 'paths'
// chunks (the app imports its icons one by one; those maps of every icon are never loaded). Those are
// cached at run time when used (runtimeCaching below). The set is filled while the bundle is written and
// read by the workbox step that follows.
const precached = new Set<string>();
const notPrecachedModules = new Set([
  ...ROUTES.filter((r) => !r.precache).map((r) => `/app/${r.module}`),
  '/app/features/registration/EmployerRegistrationDialog.tsx',
]);
const notPrecachedEntry = (id: string) => [...notPrecachedModules].some((m) => id.endsWith(m));
const iconPathsModule = /@blueprintjs\/icons\/lib\/.*paths/;

function precacheSelection(): Plugin {
  return {
    name: 'portal-precache-selection',
    apply: 'build',
    generateBundle(_options, bundle) {
      precached.clear();
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
      const skipped = (chunk: Rollup.OutputChunk) =>
        (chunk.facadeModuleId !== null && notPrecachedEntry(chunk.facadeModuleId)) ||
        (chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => iconPathsModule.test(id)));
      const visit = (chunk: Rollup.OutputChunk | undefined) => {
        if (!chunk || precached.has(chunk.fileName)) return;
        precached.add(chunk.fileName);
        chunk.viteMetadata?.importedCss.forEach((css) => precached.add(css));
        chunk.imports.forEach((file) => visit(chunks.get(file)));
        for (const file of chunk.dynamicImports) {
          const target = chunks.get(file);
          if (target && !skipped(target)) visit(target);
        }
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
    },
  };
}

const pwa: PluginOption = VitePWA({
  registerType: 'prompt', // a new version waits for the user's Reload (app/ui/UpdatePrompt.tsx)
  injectRegister: false, // registered in app/platform/web.ts through workbox-window
  includeAssets: ['favicon.svg', 'icons/*.png'],
  manifest: {
    name: 'Portal Talent – Recruitment & Umbrella Payroll',
    short_name: 'Portal Talent',
    description: 'IT, AI and financial services recruitment, umbrella payroll and consulting across Europe.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: brandColour,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  // Our own worker (app/sw.ts): precaching as before, a kept copy of the drawn public pages visited, and
  // the visitor's device copy filled after activation.
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'sw.ts',
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    manifestTransforms: [
      (entries) =>
        Promise.resolve({
          manifest: entries.filter((e) => !/^assets\/.*\.(js|css)$/.test(e.url) || precached.has(e.url)),
          warnings: [],
        }),
    ],
  },
});

/**
 * The server's page renderer (`vite build --ssr`): app/serverRender.tsx and everything it draws with, one
 * bundle in dist-server/ (outside dist/, so it is never served) that server/features/seo/render.ts loads.
 * Vite handles the stylesheet imports (a server build drops them) and the JSON texts, as in the browser's
 * build. React and every package are bundled in (noExternal) with NODE_ENV fixed to production, so the
 * server always draws with React's production build, whatever the server process's NODE_ENV.
 */
const serverRenderer = defineConfig({
  root: fileURLToPath(new URL('./app', import.meta.url)),
  publicDir: false,
  plugins: [react(), kitCssPlugin()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: serverOutDir,
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: fileURLToPath(new URL('./app/serverRender.tsx', import.meta.url)),
      output: { entryFileNames: 'render.js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});

const webApp = defineConfig({
  root: fileURLToPath(new URL('./app', import.meta.url)),
  publicDir: fileURLToPath(new URL('./app/public', import.meta.url)),
  plugins: [react(), kitCssPlugin(), precacheSelection(), pwa, precompress(outDir)],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: read by scripts/budget.ts (the public critical-path budget).
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake: {
        // The contract (server/contract) is definitions only: a module taking one function from its index
        // gets that function, not every schema the index re-exports (zod and all the forms' schemas, which
        // a phone would read before it can answer a tap on the umbrella page).
        moduleSideEffects: (id: string) => !/[\\/]server[\\/]contract[\\/]/.test(id),
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});

export default defineConfig(({ isSsrBuild }) => {
  if (!isSsrBuild) return webApp;
  // The renderer is always a production build (JSX compiled for React's production runtime), even when the
  // build runs under another NODE_ENV (the server tests' global setup runs it under NODE_ENV=test).
  process.env.NODE_ENV = 'production';
  return serverRenderer;
});
