// The only bridge between the page and Electron: a read-only marker the app's platform seam reads
// (so the desktop window registers no service worker). Nothing of Node reaches the page.
import { contextBridge } from 'electron';

contextBridge.exposeInMainWorld('portalDesktop', Object.freeze({ isDesktop: true, platform: process.platform }));
