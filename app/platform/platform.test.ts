import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const workbox = vi.hoisted(() => ({ created: [] as string[], register: vi.fn(() => Promise.resolve(undefined)) }));
vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string) {
      workbox.created.push(url);
    }
    register = workbox.register;
    addEventListener = vi.fn();
    update = vi.fn(() => Promise.resolve());
  },
}));

beforeEach(() => {
  // jsdom has no service workers; a browser that supports them has navigator.serviceWorker.
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

afterEach(() => {
  delete window.portalDesktop;
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllEnvs();
  vi.resetModules();
  workbox.created.length = 0;
  workbox.register.mockClear();
});

describe('platform seam', () => {
  it('is the web in a browser', async () => {
    const { platform } = await import('./index.ts');
    expect(platform.kind).toBe('web');
    expect(platform.isDesktop).toBe(false);
  });

  it('registers the offline service worker of a production build in a browser', async () => {
    vi.stubEnv('PROD', true);
    const { platform } = await import('./index.ts');
    platform.registerServiceWorker();
    await vi.dynamicImportSettled();
    expect(workbox.created).toEqual(['/sw.js']);
    expect(workbox.register).toHaveBeenCalledTimes(1);
  });

  it('is the desktop when the Electron preload marker is present, and the same production build registers no service worker there', async () => {
    vi.stubEnv('PROD', true);
    window.portalDesktop = Object.freeze({ isDesktop: true, platform: 'linux' });
    const { platform } = await import('./index.ts');
    expect(platform.kind).toBe('desktop');
    expect(platform.isDesktop).toBe(true);
    platform.registerServiceWorker();
    await vi.dynamicImportSettled();
    expect(workbox.created).toEqual([]);
    expect(workbox.register).not.toHaveBeenCalled();
  });
});
