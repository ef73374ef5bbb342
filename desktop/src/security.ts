// What the staff desktop window may do: stay on the portal's own origin, open mail and web links
// in the system browser, never grant device permissions. Pure functions, unit-tested.

/** Navigation inside the window is allowed only within the portal server's origin. */
export function isInternalUrl(url: string, serverOrigin: string): boolean {
  try {
    return new URL(url).origin === new URL(serverOrigin).origin;
  } catch {
    return false;
  }
}

/** Links that leave the portal open in the user's browser or mail client, and only these kinds. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    return ['https:', 'http:', 'mailto:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

export type WindowOpenDecision = { action: 'deny'; openExternally: boolean };

/** window.open / target=_blank: never a new Electron window; safe external links go to the OS. */
export function decideWindowOpen(url: string, serverOrigin: string): WindowOpenDecision {
  if (isInternalUrl(url, serverOrigin)) return { action: 'deny', openExternally: false };
  return { action: 'deny', openExternally: isSafeExternalUrl(url) };
}

export const SECURE_WEB_PREFERENCES = {
  contextIsolation: true,
  nodeIntegration: false,
  sandbox: true,
  webSecurity: true,
  allowRunningInsecureContent: false,
  spellcheck: true,
} as const;
