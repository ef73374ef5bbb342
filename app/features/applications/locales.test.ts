// The candidate, employer and application texts live beside their features: each en/hu pair must have
// the same keys and the same interpolation variables, with no empty text.
import { describe, expect, it } from 'vitest';
import applyEn from './locales/en.json';
import applyHu from './locales/hu.json';
import candidateEn from '../candidate/locales/en.json';
import candidateHu from '../candidate/locales/hu.json';
import employerEn from '../employer/locales/en.json';
import employerHu from '../employer/locales/hu.json';

type Tree = { [k: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const tags = (s: string) => [...s.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();

describe.each([
  ['applications', applyEn, applyHu],
  ['candidate', candidateEn, candidateHu],
  ['employer', employerEn, employerHu],
])('%s locales', (_name, en, hu) => {
  const e = new Map(leaves(en as Tree));
  const h = new Map(leaves(hu as Tree));

  it('en.json and hu.json have identical key sets', () => {
    expect([...h.keys()].sort()).toEqual([...e.keys()].sort());
  });

  it('no text is empty and variables and markup tags match', () => {
    for (const [key, text] of e) {
      const other = h.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(other.trim(), key).not.toBe('');
      expect(vars(other), key).toEqual(vars(text));
      expect(tags(other), key).toEqual(tags(text));
    }
  });
});
