// Electron main process of the staff desktop app: one hardened window on the portal server's
// staff console. The server URL comes from config.ts; the page gets no Node access.
import fs from 'node:fs';
import path from 'node:path';
import { app, BrowserWindow, Menu, session, shell } from 'electron';
import { normalise, resolveServerUrl, startUrl } from './config';
import { decideWindowOpen, isInternalUrl, SECURE_WEB_PREFERENCES } from './security';

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
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
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
