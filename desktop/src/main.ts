// Electron main process of the staff desktop app: one hardened window on the portal server's
// staff console. The server URL comes from config.ts; the page gets no Node access.
import fs from 'node:fs';
import path from 'node:path';
import { app, BrowserWindow, ipcMain, Menu, session, shell } from 'electron';
import { normalise, resolveServerUrl, startUrl } from './config';
import { decideWindowOpen, isInternalUrl, SECURE_WEB_PREFERENCES } from './security';
import { allowPermission, applyBadgeCount, askWhereToSave, BADGE_CHANNEL } from './live';

const settingsPath = () => path.join(app.getPath('userData'), 'settings.json');

function savedServerUrl(): string | undefined {
  try {
    const saved: unknown = JSON.parse(fs.readFileSync(settingsPath(), 'utf8'));
    const url = typeof saved === 'object' && saved !== null && 'serverUrl' in saved ? saved.serverUrl : undefined;
    return (typeof url === 'string' && normalise(url)) || undefined;
  } catch {
    return undefined;
  }
}

function createWindow(serverUrl: string): BrowserWindow {
  const win = new BrowserWindow({
    width: 1360,
    height: 860,
    minWidth: 960,
    minHeight: 600,
    title: 'Portal Staff Console',
    show: false,
    webPreferences: { ...SECURE_WEB_PREFERENCES, preload: path.join(__dirname, 'preload.js') },
  });
  win.once('ready-to-show', () => win.show());
  win.webContents.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url, serverUrl);
    if (decision.openExternally) void shell.openExternal(url);
    return { action: decision.action };
  });
  win.webContents.on('will-navigate', (event, url) => {
    if (!isInternalUrl(url, serverUrl)) event.preventDefault();
  });
  void win.loadURL(startUrl(serverUrl));
  return win;
}

app.enableSandbox();
void app.whenReady().then(() => {
  const serverUrl = resolveServerUrl(process.argv, process.env, savedServerUrl());
  fs.mkdirSync(path.dirname(settingsPath()), { recursive: true });
  fs.writeFileSync(settingsPath(), JSON.stringify({ serverUrl }, null, 2));
  // Notifications only (live events, shown natively), for the portal's own pages; nothing else.
  session.defaultSession.setPermissionRequestHandler((_wc, permission, callback, details) =>
    callback(allowPermission(permission, details.requestingUrl, serverUrl)),
  );
  session.defaultSession.setPermissionCheckHandler((_wc, permission, requestingOrigin) =>
    allowPermission(permission, requestingOrigin, serverUrl),
  );
  // CSV exports and PDF documents: a native save dialog, starting in Downloads under the file's name.
  session.defaultSession.on('will-download', (_event, item) => askWhereToSave(item, app.getPath('downloads')));
  // The page's pending-work count (app/platform: unread applications and timesheets waiting) on the badge.
  ipcMain.on(BADGE_CHANNEL, (event, count: unknown) => {
    applyBadgeCount(app, event.senderFrame?.url, serverUrl, count);
  });
  Menu.setApplicationMenu(
    Menu.buildFromTemplate([{ role: 'fileMenu' }, { role: 'editMenu' }, { role: 'viewMenu' }, { role: 'windowMenu' }]),
  );
  createWindow(serverUrl);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow(serverUrl);
  });
});

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
