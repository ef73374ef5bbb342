// Web build of the React app (root app/, output dist/ served by the Koa server). The PWA plugin is
// left out of the desktop build: Electron loads the same bundle without a service worker.
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

const isDesktop = process.env.BUILD_TARGET === 'desktop';
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
  plugins: [react(), ...(isDesktop ? [] : [pwa])],
  // The app asks this (app/platform/web.ts) so the desktop bundle never registers a service worker.
  define: { 'import.meta.env.VITE_BUILD_TARGET': JSON.stringify(isDesktop ? 'desktop' : 'web') },
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
