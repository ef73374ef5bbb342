// The staff window's live parts in the main process: the pending-work count on the app's
// badge (asked by the page through the preload), notifications allowed for the portal's own pages, and
// CSV and PDF downloads through a native save dialog. Plain functions taking Electron's objects, unit-tested.
import path from 'node:path';
import type { App, DownloadItem, SaveDialogOptions } from 'electron';
import { isInternalUrl } from './security';

/** The preload's channel for the badge count. */
export const BADGE_CHANNEL = 'portal:badge-count';
const BADGE_MAX = 9999;

/** A count as the page sent it: a whole number 0…9999, or null for anything else. */
export function badgeCountFrom(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= BADGE_MAX ? value : null;
}

/** Sets the badge when the count comes from the portal's own page and is a count; whether it did. */
export function applyBadgeCount(
  app: Pick<App, 'setBadgeCount'>,
  senderUrl: string | undefined,
  serverUrl: string,
  value: unknown,
): boolean {
  const count = badgeCountFrom(value);
  if (count === null || !senderUrl || !isInternalUrl(senderUrl, serverUrl)) return false;
  return app.setBadgeCount(count);
}

/** Device permissions: only notifications, and only for the portal's own pages; everything else is refused. */
export function allowPermission(permission: string, requestingUrl: string | undefined, serverUrl: string): boolean {
  return permission === 'notifications' && !!requestingUrl && isInternalUrl(requestingUrl, serverUrl);
}

const FILTERS: Record<string, SaveDialogOptions['filters']> = {
  '.csv': [{ name: 'CSV', extensions: ['csv'] }],
  '.pdf': [{ name: 'PDF', extensions: ['pdf'] }],
};

/** The save dialog of a download: in the user's Downloads folder under the file's own name, filtered by
 * its kind (CSV, PDF; any other file: all files). */
export function saveDialogOptionsFor(filename: string, downloadsDir: string): SaveDialogOptions {
  // The name comes from the server's Content-Disposition: never a path of its own.
  const name = path.basename(filename.replace(/\\/g, '/')) || 'download';
  const ext = path.extname(name).toLowerCase();
  return {
    title: name,
    defaultPath: path.join(downloadsDir, name),
    filters: [...(FILTERS[ext] ?? []), { name: 'All files', extensions: ['*'] }],
  };
}

/** session.on('will-download'): every download asks where to save it, in a native dialog. */
export function askWhereToSave(
  item: Pick<DownloadItem, 'getFilename' | 'setSaveDialogOptions'>,
  downloadsDir: string,
): void {
  item.setSaveDialogOptions(saveDialogOptionsFor(item.getFilename(), downloadsDir));
}
