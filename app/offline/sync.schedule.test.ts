import { afterEach, describe, expect, it, vi } from 'vitest';
import { urlOf } from '../test/api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

function setUp() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const fetch = vi.fn((_url: RequestInfo | URL) => Promise.resolve(new Response('', { status: 503 })));
  vi.stubGlobal('fetch', fetch);
  const idle: (() => void)[] = [];
  Object.defineProperty(window, 'requestIdleCallback', {
    configurable: true,
    value: (cb: () => void) => idle.push(cb),
  });
  const paths = () => fetch.mock.calls.map(([url]) => urlOf(url));
  return { idle, paths };
}

describe('feeds pulled only where they are needed', () => {
  it('a first visit (no device database) pulls nothing, not even when idle, until the visitor interacts', async () => {
    const { idle, paths } = setUp();
    const { syncAll, wantFeed } = await import('./sync.ts');
    const { useEnsureSynced } = await import('./hooks.ts');
    const { renderHook } = await import('@testing-library/react');

    const started = syncAll();
    const release = wantFeed('jobs');
    renderHook(() => useEnsureSynced('jobs'));
    await new Promise((r) => setTimeout(r, 0));
    idle.splice(0).forEach((cb) => cb());
    await new Promise((r) => setTimeout(r, 0));
    expect(paths()).toEqual([]);

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await started;
    await vi.waitFor(() => expect(paths()).toContain('/api/sync/jobs'));
    release();
  });

  it('a returning device pulls nothing at start until the browser is idle; a screen showing jobs pulls them at once', async () => {
    const { idle, paths } = setUp();
    // This device opened its database on an earlier visit.
    await import('./db.ts');
    const { syncAll, wantFeed, syncState } = await import('./sync.ts');

    await syncAll();
    expect(paths()).toEqual([]);

    const release = wantFeed('jobs');
    await syncState.runIfStale('jobs', 60_000);
    expect(paths()).toEqual(['/api/sync/jobs']);
    release();

    idle.splice(0).forEach((cb) => cb());
    await vi.waitFor(() => expect(paths()).toContain('/api/sync/content'));
  });
});
