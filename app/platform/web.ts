import type { Platform } from './types.ts';
import { activateWaiting } from './update.ts';

export const webPlatform: Platform = {
  kind: 'web',
  isDesktop: false,
  setBadgeCount(count) {
    const nav = navigator as Navigator & { setAppBadge?(n: number): Promise<void>; clearAppBadge?(): Promise<void> };
    const done = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
    void done?.catch(() => undefined);
  },
  openExternal(url) {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  registerServiceWorker(onWaiting) {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    // The plugin builds /sw.js from app/sw.ts (registerType 'prompt': a new version waits; the first claims the tabs).
    void import('workbox-window').then(({ Workbox }) => {
      const wb = new Workbox('/sw.js', { scope: '/' });
      // A new release waits until the user asks for it (ui/UpdatePrompt.tsx): nothing reloads by itself,
      // so no form loses its input. Reload posts SKIP_WAITING and reloads once the new worker controls
      // (platform/update.ts: why the page then starts nothing new).
      // A worker that has just activated fills the visitor's device copy (app/sw.ts); asked by the page too,
      // so the browser keeps the worker running until the copy is complete.
      wb.addEventListener('activated', (event) => event.sw?.postMessage({ type: 'FILL_DEVICE_COPY' }));
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
