// Picks the platform implementation. The Electron preload (desktop/src/preload.ts) exposes a read-only
// `window.portalDesktop` marker; the desktop window loads the server's pages, so this check (not the
// build) is what keeps the service worker out of the desktop app.
import type { Platform } from './types.ts';
import { webPlatform } from './web.ts';

declare global {
  interface Window {
    portalDesktop?: { readonly isDesktop: true; readonly platform: string };
  }
}

function detect(): Platform {
  const bridge = typeof window !== 'undefined' ? window.portalDesktop : undefined;
  if (!bridge?.isDesktop) return webPlatform;
  return {
    kind: 'desktop',
    isDesktop: true,
    // The desktop main process turns window.open into the system browser for safe external links.
    openExternal: (url) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    registerServiceWorker: () => undefined,
  };
}

export const platform: Platform = detect();
export type { Platform };
