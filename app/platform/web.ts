import type { Platform } from './types.ts';

export const webPlatform: Platform = {
  kind: 'web',
  isDesktop: false,
  openExternal(url) {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  registerServiceWorker() {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    // The plugin writes /sw.js (generateSW, skipWaiting + clientsClaim).
    void import('workbox-window').then(({ Workbox }) => {
      const wb = new Workbox('/sw.js', { scope: '/' });
      // A new release takes over open tabs without reloading them (no lost form input); the next lazy
      // screen they open loads the new version (ui/lazyWithReload.ts).
      wb.register().catch((err: unknown) => console.warn('Service worker registration failed', err));
    });
  },
};
