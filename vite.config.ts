// The one build of the React app (root app/, output dist/ served by the Koa server). The staff desktop
// app opens these same pages from the server; its preload's marker keeps the service worker out at
// run time (app/platform), so there is no separate desktop build.
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

const brandColour = '#12355b';

const pwa: PluginOption = VitePWA({
  registerType: 'autoUpdate',
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
  workbox: {
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    // A new version takes over open tabs at once, so a first visit is already served offline-ready.
    clientsClaim: true,
    skipWaiting: true,
  },
});

export default defineConfig({
  root: fileURLToPath(new URL('./app', import.meta.url)),
  publicDir: fileURLToPath(new URL('./app/public', import.meta.url)),
  plugins: [react(), pwa],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
