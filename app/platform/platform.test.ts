import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  delete window.portalDesktop;
  vi.resetModules();
});

describe('platform seam', () => {
  it('is the web in a browser', async () => {
    const { platform } = await import('./index.ts');
    expect(platform.kind).toBe('web');
    expect(platform.isDesktop).toBe(false);
  });

  it('is the desktop when the Electron preload marker is present, and registers no service worker there', async () => {
    window.portalDesktop = Object.freeze({ isDesktop: true, platform: 'linux' });
    const register = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    const { platform } = await import('./index.ts');
    expect(platform.isDesktop).toBe(true);
    platform.registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
  });
});
