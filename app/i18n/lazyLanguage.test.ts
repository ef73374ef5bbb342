import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('Hungarian texts loaded on demand', () => {
  it('a page that opens in Hungarian resolves to Hungarian once its texts are there', async () => {
    localStorage.setItem('portal.language', 'hu');
    vi.resetModules();
    const { i18n, initialLanguageReady } = await import('./index.ts');
    await initialLanguageReady;
    expect(i18n.resolvedLanguage).toBe('hu');
    expect(i18n.t('nav.jobs')).toBe('Állások');
  });

  it('switching to Hungarian before its texts are loaded still ends in Hungarian', async () => {
    vi.resetModules();
    const { i18n } = await import('./index.ts');
    expect(i18n.resolvedLanguage).toBe('en');
    await i18n.changeLanguage('hu');
    await vi.waitFor(() => expect(i18n.t('nav.jobs')).toBe('Állások'));
    expect(i18n.resolvedLanguage).toBe('hu');
  });
});
