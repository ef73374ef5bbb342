import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.head.querySelectorAll('link[rel="canonical"]').forEach((el) => el.remove());
  vi.resetModules();
});

describe('the site origin of canonical links and JSON-LD', () => {
  it("keeps the public address the server wrote into the page's canonical link", async () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="canonical" href="https://jobs.example.org/jobs" />');
    vi.resetModules();
    const { siteOrigin } = await import('./useDocumentMeta.ts');
    // A page that drops the canonical link (a private page) does not change it.
    document.head.querySelector('link[rel="canonical"]')?.remove();
    expect(siteOrigin()).toBe('https://jobs.example.org');
  });

  it("uses the page's own origin when the server wrote none", async () => {
    vi.resetModules();
    const { siteOrigin } = await import('./useDocumentMeta.ts');
    expect(siteOrigin()).toBe(window.location.origin);
  });
});
