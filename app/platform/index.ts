// Picks the platform implementation. The Electron preload (desktop/src/preload.ts) exposes a read-only
// `window.portalDesktop` marker; the desktop window loads the server's pages, so this check (not the
// build) is what keeps the service worker out of the desktop app.
import type { Platform } from './types.ts';
import { webPlatform } from './web.ts';

declare global {
  interface Window {
    portalDesktop?: {
      readonly isDesktop: true;
      readonly platform: string;
      /** The pending-work count on the app's badge (desktop/src/preload.ts → the main process). */
      readonly setBadgeCount?: (count: number) => void;
    };
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
    setBadgeCount: (count) => bridge.setBadgeCount?.(count),
  };
}

export const platform: Platform = detect();
export type { Platform };
