// The seam between the web build (browser/PWA) and the Electron staff desktop: screens talk to this
// interface only, so the same bundle runs in both shells.
export interface Platform {
  readonly kind: 'web' | 'desktop';
  readonly isDesktop: boolean;
  /** Opens a link outside the app (new browser tab on the web, the system browser on the desktop). */
  openExternal(url: string): void;
  /** Registers the offline service worker where the shell supports one (web only). `onWaiting` hears of a
   * new version installed and waiting; its `activate` switches to it and reloads the page. */
  registerServiceWorker(onWaiting?: (activate: () => void) => void): void;
  /** Shows the pending-work count on the app's icon (0 clears it): the installed PWA's badge (Badging
   * API, where the browser has it), the Electron app's `app.setBadgeCount`. */
  setBadgeCount(count: number): void;
}
