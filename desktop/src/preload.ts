// The only bridge between the page and Electron: a read-only marker the app's platform seam reads
// (so the desktop window registers no service worker), and the pending-work count for the app's badge
// (the main process checks it: live.ts). Nothing of Node reaches the page.
import { contextBridge, ipcRenderer } from 'electron';

const BADGE_CHANNEL = 'portal:badge-count'; // live.ts BADGE_CHANNEL (the sandboxed preload imports nothing local)

contextBridge.exposeInMainWorld(
  'portalDesktop',
  Object.freeze({
    isDesktop: true,
    platform: process.platform,
    setBadgeCount: (count: number) => ipcRenderer.send(BADGE_CHANNEL, count),
  }),
);
