import { describe, expect, it } from 'vitest';
import { MSG } from '../../server/contract/index.ts';
import { i18n } from './index.ts';
import en from './locales/en.json';
import hu from './locales/hu.json';
import { ALL_SERVER_MESSAGE_KEYS, serverMessageKey } from './serverMessages.ts';

type Tree = { [k: string]: string | Tree };
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}
function leaf(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('locales', () => {
  it('en.json and hu.json have exactly the same keys', () => {
    const enKeys = keys(en as Tree).sort();
    const huKeys = keys(hu as Tree).sort();
    expect(huKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !huKeys.includes(k))).toEqual([]);
  });

  it('no text is empty and the interpolation variables match', () => {
    for (const key of keys(en as Tree)) {
      const e = leaf(en as Tree, key)!;
      const h = leaf(hu as Tree, key)!;
      expect(e.trim(), key).not.toBe('');
      expect(h.trim(), key).not.toBe('');
      const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
      expect(vars(h), key).toEqual(vars(e));
    }
  });

  it('every server message (SPEC §5 and MSG) has a key whose English text is the message', () => {
    for (const key of ALL_SERVER_MESSAGE_KEYS) expect(leaf(en as Tree, key), key).toBeDefined();
    for (const [name, text] of Object.entries(MSG)) {
      expect(serverMessageKey(text)).toBe(`server.${name}`);
      expect(leaf(en as Tree, `server.${name}`)).toBe(text);
    }
  });

  it('falls back to English for a missing Hungarian text and shows the key for a missing key', async () => {
    await i18n.changeLanguage('hu');
    i18n.addResource('en', 'translation', 'test.onlyEnglish', 'Only in English');
    expect(i18n.t('test.onlyEnglish')).toBe('Only in English');
    expect(i18n.t('test.nowhere.at.all')).toBe('test.nowhere.at.all');
    expect(i18n.t('nav.home')).toBe('Kezdőlap');
  });

  it('keeps the choice in localStorage', async () => {
    await i18n.changeLanguage('hu');
    expect(localStorage.getItem('portal.language')).toBe('hu');
    expect(document.documentElement.lang).toBe('hu');
  });
});
