// Every en/hu locale pair of the app (core and each feature's, found on disk): the same keys, no empty
// text, the same interpolation variables and markup tags, and no key defined by two bundles (i18next
// merges them into one namespace, so a duplicate would silently overwrite another feature's text).
import { describe, expect, it } from 'vitest';
import { leaves, localeBundles, rel } from '../test/localeBundles.ts';
import { i18n } from './index.ts';

const bundles = localeBundles();
const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const tags = (s: string) => [...s.matchAll(/<\/?(\w+)\s*\/?>/g)].map((m) => m[0]).sort();

describe('locale bundles', () => {
  it('finds the core pair and every feature pair', () => {
    expect(bundles.map((b) => b.name)).toEqual(
      expect.arrayContaining(['core', 'admin', 'applications', 'candidate', 'employer']),
    );
  });

  describe.each(bundles.map((b) => [rel(b.enPath), b] as const))('%s and its hu.json', (_path, bundle) => {
    const e = new Map(leaves(bundle.en));
    const h = new Map(leaves(bundle.hu));

    it('have exactly the same keys', () => {
      expect(
        [...h.keys()].filter((k) => !e.has(k)),
        'only in hu.json',
      ).toEqual([]);
      expect(
        [...e.keys()].filter((k) => !h.has(k)),
        'only in en.json',
      ).toEqual([]);
    });

    it('have no empty text and the same variables and markup tags', () => {
      for (const [key, text] of e) {
        const other = h.get(key) ?? '';
        expect(text.trim(), key).not.toBe('');
        expect(other.trim(), key).not.toBe('');
        expect(vars(other), key).toEqual(vars(text));
        expect(tags(other), key).toEqual(tags(text));
      }
    });
  });

  it('no key is defined by two bundles', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const b of bundles) {
      for (const [key] of leaves(b.en)) {
        const first = owner.get(key);
        if (first) clashes.push(`${key} (${first} and ${b.name})`);
        else owner.set(key, b.name);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe('core locale', () => {
  it('falls back to English for a missing Hungarian text and shows the key for a missing key', async () => {
    await i18n.changeLanguage('hu');
    i18n.addResource('en', 'translation', 'test.onlyEnglish', 'Only in English');
    // @ts-expect-error a key the English texts lack fails tsc; at run time it falls back as shown
    expect(i18n.t('test.onlyEnglish')).toBe('Only in English');
    // @ts-expect-error likewise
    expect(i18n.t('test.nowhere.at.all')).toBe('test.nowhere.at.all');
    expect(i18n.t('nav.home')).toBe('Kezdőlap');
  });

  it('keeps the choice in localStorage', async () => {
    await i18n.changeLanguage('hu');
    expect(localStorage.getItem('portal.language')).toBe('hu');
    expect(document.documentElement.lang).toBe('hu');
  });
});
