// The server's texts: every namespace has the same keys, variables and plural forms in English and
// Hungarian (a key only one language has would mail the key itself), each folder of texts on disk is
// loaded, and a `t` keeps its language while another language draws.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_RESOURCES, serverT, type Namespace } from './index.ts';

type Tree = { [k: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]): [string, string][] =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : leaves(v, `${prefix}${k}.`),
  );
const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const namespaces = Object.keys(SERVER_RESOURCES.en) as Namespace[];

describe('server texts', () => {
  it('loads every feature folder of texts on disk', () => {
    const features = resolve(dirname(fileURLToPath(import.meta.url)), '../features');
    const onDisk = readdirSync(features).filter((d) => existsSync(join(features, d, 'locales/en.json')));
    expect(namespaces).toEqual(expect.arrayContaining(onDisk));
  });

  describe.each(namespaces)('%s', (ns) => {
    const en = new Map(leaves(SERVER_RESOURCES.en[ns]));
    const hu = new Map(leaves(SERVER_RESOURCES.hu[ns]));

    it('has exactly the same keys in both languages', () => {
      expect(
        [...hu.keys()].filter((k) => !en.has(k)),
        'only in hu.json',
      ).toEqual([]);
      expect(
        [...en.keys()].filter((k) => !hu.has(k)),
        'only in en.json',
      ).toEqual([]);
    });

    it('has no empty text and the same variables in both languages', () => {
      for (const [key, text] of en) {
        expect(text.trim(), key).not.toBe('');
        expect(hu.get(key)?.trim(), key).not.toBe('');
        expect(vars(hu.get(key) ?? ''), key).toEqual(vars(text));
      }
    });
  });
});

describe('serverT', () => {
  it('draws plurals by the language’s rules', () => {
    const en = serverT('en', 'alerts');
    const hu = serverT('hu', 'alerts');
    expect(en('digest.subject', { count: 1 })).toBe('A new job matches your alert');
    expect(en('digest.subject', { count: 3 })).toBe('3 new jobs match your alert');
    expect(hu('digest.subject', { count: 1 })).toBe('Új állás felel meg az értesítőjének');
    expect(hu('digest.subject', { count: 3 })).toBe('3 új állás felel meg az értesítőjének');
  });

  it('keeps each t in its own language, and leaves the values as given', () => {
    const hu = serverT('hu', 'mail');
    const en = serverT('en', 'mail');
    expect(hu('greeting', { name: 'Kovács Anna' })).toBe('Kedves Kovács Anna!');
    expect(en('greeting', { name: '<b>{{brand}}</b> $t(linkHint)' })).toBe('Dear <b>{{brand}}</b> $t(linkHint),');
    expect(hu('passwordReset.subject')).toBe('Új jelszó beállítása');
  });
});
