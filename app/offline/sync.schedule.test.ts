import { afterEach, describe, expect, it, vi } from 'vitest';
import { urlOf } from '../test/api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('feeds pulled only where they are needed', () => {
  it('pulls nothing at start until the browser is idle; a screen showing jobs pulls them at once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn((_url: RequestInfo | URL) => Promise.resolve(new Response('', { status: 503 })));
    vi.stubGlobal('fetch', fetch);
    const idle: (() => void)[] = [];
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (cb: () => void) => idle.push(cb),
    });
    const paths = () => fetch.mock.calls.map(([url]) => urlOf(url));
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
