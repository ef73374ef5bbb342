import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import hu from './locales/hu.json';

type Tree = { [k: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
function leaf(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('admin locales', () => {
  it('en.json and hu.json have exactly the same keys, all under admin.', () => {
    const enKeys = keys(en).sort();
    const huKeys = keys(hu).sort();
    expect(huKeys).toEqual(enKeys);
    expect(enKeys.every((k) => k.startsWith('admin.'))).toBe(true);
  });

  it('no text is empty and interpolation variables match', () => {
    const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const key of keys(en)) {
      const e = leaf(en, key) ?? '';
      const h = leaf(hu, key) ?? '';
      expect(e.trim(), key).not.toBe('');
      expect(h.trim(), key).not.toBe('');
      expect(vars(h), key).toEqual(vars(e));
    }
  });

  it('keeps the SPEC wording of the candidate and employer screens', () => {
    expect(leaf(en as Tree, 'admin.candidates.loading')).toBe('Loading candidates...');
    expect(leaf(en as Tree, 'admin.candidates.count')).toBe('{{count}} candidate(s) found');
    expect(leaf(en as Tree, 'admin.candidates.emptyTitle')).toBe('No candidates found');
    expect(leaf(en as Tree, 'admin.candidates.emptyDescription')).toBe('Create your first candidate to get started');
    expect(leaf(en as Tree, 'admin.employers.loading')).toBe('Loading employers...');
    expect(leaf(en as Tree, 'admin.employers.emptyTitle')).toBe('No employers found');
    expect(leaf(en as Tree, 'admin.employers.emptyDescription')).toBe('Create your first employer to get started');
  });
});
