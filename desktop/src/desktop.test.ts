import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SERVER_URL, resolveServerUrl, startUrl } from './config';
import { decideWindowOpen, isInternalUrl, isSafeExternalUrl, SECURE_WEB_PREFERENCES } from './security';
import { BADGE_CHANNEL } from './live';

const exposeInMainWorld = vi.hoisted(() => vi.fn());
const send = vi.hoisted(() => vi.fn());
vi.mock('electron', () => ({ contextBridge: { exposeInMainWorld }, ipcRenderer: { send } }));

describe('navigation hardening', () => {
  const origin = 'https://portal.example.com';
  it('keeps the window on the portal origin', () => {
    expect(isInternalUrl('https://portal.example.com/admin/users', origin)).toBe(true);
    expect(isInternalUrl('https://portal.example.com.evil.io/', origin)).toBe(false);
    expect(isInternalUrl('http://portal.example.com/', origin)).toBe(false);
    expect(isInternalUrl('file:///etc/passwd', origin)).toBe(false);
    expect(isInternalUrl('not a url', origin)).toBe(false);
  });

  it('opens only web and mail links outside, never a new Electron window', () => {
    expect(decideWindowOpen('https://www.linkedin.com/', origin)).toEqual({ action: 'deny', openExternally: true });
    expect(decideWindowOpen('mailto:hello@portaltalent.eu', origin)).toEqual({ action: 'deny', openExternally: true });
    expect(decideWindowOpen('file:///C:/Windows/system32/calc.exe', origin)).toEqual({
      action: 'deny',
      openExternally: false,
    });
    expect(decideWindowOpen('javascript:alert(1)', origin)).toEqual({ action: 'deny', openExternally: false });
    expect(decideWindowOpen('https://portal.example.com/jobs/x', origin)).toEqual({
      action: 'deny',
      openExternally: false,
    });
    expect(isSafeExternalUrl('smb://share/file')).toBe(false);
  });

  it('gives the page no Node access', () => {
    expect(SECURE_WEB_PREFERENCES).toMatchObject({ contextIsolation: true, nodeIntegration: false, sandbox: true });
  });
});

describe('server URL', () => {
  it('prefers the command line, then the environment, then the saved choice', () => {
    expect(
      resolveServerUrl(
        ['--server=https://a.example/x'],
        { PORTAL_SERVER_URL: 'https://b.example' },
        'https://c.example',
      ),
    ).toBe('https://a.example');
    expect(resolveServerUrl([], { PORTAL_SERVER_URL: 'https://b.example/' }, 'https://c.example')).toBe(
      'https://b.example',
    );
    expect(resolveServerUrl([], {}, 'https://c.example')).toBe('https://c.example');
    expect(resolveServerUrl(['--server=ftp://x'], { PORTAL_SERVER_URL: 'garbage' }, undefined)).toBe(
      DEFAULT_SERVER_URL,
    );
    expect(startUrl('https://a.example')).toBe('https://a.example/admin/login');
  });
});

describe('preload', () => {
  // The page tells the desktop window from a browser by this marker alone (app/platform): with it, the
  // server's pages register no service worker and open external links through the main process.
  it('gives the page only a read-only desktop marker and the badge count, sent to the main process', async () => {
    await import('./preload.js');
    expect(exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [name, marker] = exposeInMainWorld.mock.calls[0];
    expect(name).toBe('portalDesktop');
    expect(marker).toEqual({ isDesktop: true, platform: process.platform, setBadgeCount: expect.any(Function) });
    expect(Object.isFrozen(marker)).toBe(true);
    marker.setBadgeCount(3);
    expect(send).toHaveBeenCalledWith(BADGE_CHANNEL, 3);
  });
});
