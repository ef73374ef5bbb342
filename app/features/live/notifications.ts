// The web Notification API, only with the user's permission, asked by a button (never on
// load). The installed PWA shows it through its service worker (app/sw.ts opens the page on a click); a
// browser tab and the Electron staff window (which shows it natively) through `new Notification`.

export const notificationsSupported = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

const notificationsAllowed = (): boolean => notificationsSupported() && Notification.permission === 'granted';

/** Asks for the permission (from a click); whether it was given. */
export async function askNotificationPermission(): Promise<boolean> {
  if (!notificationsSupported()) return false;
  return (await Notification.requestPermission()) === 'granted';
}

/** Shows a notification when allowed and the window is not the one the user is looking at. */
export function showNotification(title: string, body: string, tag: string, url: string): void {
  if (!notificationsAllowed() || (document.visibilityState === 'visible' && document.hasFocus())) return;
  const options: NotificationOptions = { body, tag, icon: '/icons/icon-192.png', data: { url } };
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (worker?.controller) {
    void worker.ready.then((registration) => registration.showNotification(title, options));
    return;
  }
  const shown = new Notification(title, options);
  shown.onclick = () => {
    window.focus();
    if (window.location.pathname !== url) window.location.assign(url);
  };
}
