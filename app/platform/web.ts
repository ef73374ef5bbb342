import type { Platform } from './types.ts';
import { activateWaiting } from './update.ts';

export const webPlatform: Platform = {
  kind: 'web',
  isDesktop: false,
  openExternal(url) {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  registerServiceWorker(onWaiting) {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    // The plugin writes /sw.js (generateSW, registerType 'prompt': a new version waits, clientsClaim).
    void import('workbox-window').then(({ Workbox }) => {
      const wb = new Workbox('/sw.js', { scope: '/' });
      // A new release waits until the user asks for it (ui/UpdatePrompt.tsx): nothing reloads by itself,
      // so no form loses its input. Reload posts SKIP_WAITING and reloads once the new worker controls
      // (platform/update.ts: why the page then starts nothing new).
      wb.addEventListener('waiting', (event) => {
        onWaiting?.(() => activateWaiting(event.sw, wb));
      });
      // Coming back to the tab looks for a new release (the browser checks on navigations only).
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
      });
      wb.register().catch((err: unknown) => console.warn('Service worker registration failed', err));
    });
  },
};
