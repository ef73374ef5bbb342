import { describe, expect, it, vi } from 'vitest';
import { ConnectionStore } from './connection.ts';

function store(online = true) {
  const browser = { online };
  const s = new ConnectionStore(() => browser.online);
  return { s, browser };
}

describe('connection state', () => {
  it('starts from what the browser says', () => {
    expect(store(true).s.getSnapshot()).toBe('online');
    expect(store(false).s.getSnapshot()).toBe('offline');
  });

  it('is unreachable when a call fails while the browser has a network, and online again at the next answer', () => {
    const { s } = store();
    s.reportFailure();
    expect(s.getSnapshot()).toBe('unreachable');
    s.reportAnswer();
    expect(s.getSnapshot()).toBe('online');
  });

  it('is offline when a call fails and the browser has no network', () => {
    const { s, browser } = store();
    browser.online = false;
    s.reportFailure();
    expect(s.getSnapshot()).toBe('offline');
  });

  it('follows the browser offline event, and the online event only leaves the offline state', () => {
    const { s, browser } = store();
    browser.online = false;
    s.reportBrowserOffline();
    expect(s.getSnapshot()).toBe('offline');
    browser.online = true;
    s.reportBrowserOnline();
    expect(s.getSnapshot()).toBe('online');
    s.reportFailure();
    s.reportBrowserOnline(); // a network event says nothing about the server
    expect(s.getSnapshot()).toBe('unreachable');
  });

  it('stays offline when an answer lands after the network went (a late reply or the service worker cache)', () => {
    const { s, browser } = store();
    browser.online = false;
    s.reportBrowserOffline();
    s.reportAnswer();
    expect(s.getSnapshot()).toBe('offline');
  });

  it('tells subscribers about changes only', () => {
    const { s } = store();
    const fn = vi.fn();
    const off = s.subscribe(fn);
    s.reportAnswer();
    expect(fn).not.toHaveBeenCalled();
    s.reportFailure();
    s.reportFailure();
    expect(fn).toHaveBeenCalledTimes(1);
    off();
    s.reportAnswer();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('the server answering again', () => {
  it('is announced on window once, when an answer follows a call that got none', async () => {
    const { connection, SERVER_REACHABLE_EVENT } = await import('./connection.ts');
    const heard = vi.fn();
    window.addEventListener(SERVER_REACHABLE_EVENT, heard);
    connection.reportAnswer();
    expect(heard).not.toHaveBeenCalled();
    connection.reportFailure();
    connection.reportFailure();
    connection.reportAnswer();
    connection.reportAnswer();
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener(SERVER_REACHABLE_EVENT, heard);
  });
});
