// What the typed keys (app/i18n/i18next.d.ts: a key missing in English fails tsc) cannot say: that a
// feature's keys are used only where its texts are loaded, and that no locale keeps a text no code uses.
// The code is scanned as text: t('…') and i18n.t('…') calls (every literal of the first argument, so both
// arms of a ternary count), i18nKey="…", and any other literal shaped like a key of a known namespace
// (keys kept in tables such as { labelKey: 'areas.x' }). Keys built with template strings count by pattern.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_DIR, leaves, localeBundles, rel, type LocaleBundle } from '../test/localeBundles.ts';

const bundles = localeBundles();
const englishKeys = new Set(bundles.flatMap((b) => leaves(b.en).map(([k]) => k)));
/** i18next resolves t('x', { count }) to x_one / x_other. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const namespaces = new Set([...englishKeys].map((k) => k.split('.')[0]));
const bundleOfNamespace = new Map<string, LocaleBundle>(
  bundles.flatMap((b) => Object.keys(b.en).map((ns) => [ns, b] as [string, LocaleBundle])),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'test' || d.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) && !d.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The text of a JS expression starting at `from`, up to the first top-level ',' or closing bracket. */
function expressionAt(src: string, from: number): string {
  let depth = 0;
  let i = from;
  for (; i < src.length; i++) {
    const c = src.charAt(i);
    if (c === "'" || c === '"' || c === '`') {
      i = endOfString(src, i);
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) break;
      depth--;
    } else if (c === ',' && depth === 0) break;
  }
  return src.slice(from, i);
}

/** Index of the closing quote of the string literal opening at `start` (template holes skipped). */
function endOfString(src: string, start: number): number {
  const quote = src[start];
  for (let i = start + 1; i < src.length; i++) {
    if (src[i] === '\\') i++;
    else if (src[i] === quote) return i;
    else if (quote === '`' && src[i] === '$' && src[i + 1] === '{') {
      let depth = 0;
      for (i += 1; i < src.length; i++) {
        if (src[i] === '{') depth++;
        else if (src[i] === '}' && --depth === 0) break;
      }
    }
  }
  return src.length;
}

interface Literal {
  text: string;
  template: boolean;
  at: number;
}

/**
 * The string literals of some code, in order. Comments and regular expressions are skipped so that an
 * apostrophe in a comment ("Blueprint's") does not throw the scan off for the rest of the file.
 */
function literalsIn(code: string): Literal[] {
  const out: Literal[] = [];
  let prev = ''; // the last significant character, to tell a regular expression from a division
  for (let i = 0; i < code.length; i++) {
    const c = code.charAt(i);
    if (c === "'" || c === '"' || c === '`') {
      const end = endOfString(code, i);
      const text = code.slice(i + 1, end);
      out.push({ text, template: c === '`' && text.includes('${'), at: i });
      i = end;
      prev = c;
    } else if (c === '/' && code[i + 1] === '/') {
      i = code.indexOf('\n', i);
      if (i < 0) break;
    } else if (c === '/' && code[i + 1] === '*') {
      i = code.indexOf('*/', i + 2) + 1;
      if (i <= 0) break;
    } else if (c === '/' && (prev === '' || '(,=:[!&|?{};+-*%~^'.includes(prev))) {
      let inClass = false;
      for (i += 1; i < code.length && code[i] !== '\n'; i++) {
        if (code[i] === '\\') i++;
        else if (code[i] === '[') inClass = true;
        else if (code[i] === ']') inClass = false;
        else if (code[i] === '/' && !inClass) break;
      }
      prev = '/';
    } else if (!/\s/.test(c)) {
      prev = c;
    }
  }
  return out;
}

/** A template key as a pattern: each ${…} hole stands for any text. */
const templatePattern = (text: string) =>
  new RegExp(
    `^${text
      .split(/\$\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

interface Use {
  file: string;
  key: string;
  template: boolean;
  direct: boolean;
}

function usesIn(file: string): Use[] {
  const src = readFileSync(file, 'utf8');
  const uses: Use[] = [];
  const direct = (start: number) => {
    for (const lit of literalsIn(expressionAt(src, start)))
      uses.push({ file, key: lit.text, template: lit.template, direct: true });
  };
  for (const m of src.matchAll(/(?<![\w$.])(?:i18n(?:ext)?\.)?t\(/g)) direct(m.index + m[0].length);
  for (const m of src.matchAll(/\bi18nKey=/g)) {
    const at = m.index + m[0].length;
    if (src[at] === '{') direct(at + 1);
    else {
      const lit = literalsIn(src.slice(at, endOfString(src, at) + 1))[0];
      if (lit) uses.push({ file, key: lit.text, template: false, direct: true });
    }
  }
  // Keys kept in tables and passed on as variables: any other literal shaped like a key of a namespace.
  for (const lit of literalsIn(src)) {
    const shaped = /^[a-zA-Z]+\.[\w.${}-]+$/.test(lit.text) && namespaces.has(lit.text.split('.')[0]);
    if (shaped && !uses.some((u) => u.key === lit.text))
      uses.push({ file, key: lit.text, template: lit.template, direct: false });
  }
  return uses;
}

/** Relative modules a file imports statically (import … from './x', import './x'), resolved to files; each
 * file read once (the check below asks for every key's file, thousands of times). */
const importsOf = new Map<string, string[]>();
function staticImports(file: string): string[] {
  let found = importsOf.get(file);
  if (!found) {
    const src = readFileSync(file, 'utf8');
    found = [...src.matchAll(/^\s*(?:import|export)\s[^;]*?['"](\.{1,2}\/[^'"]+)['"]/gm)].flatMap((m) =>
      m[1] ? [resolve(dirname(file), m[1])] : [],
    );
    importsOf.set(file, found);
  }
  return found;
}

function reachesModule(file: string, target: string, seen = new Set<string>()): boolean {
  if (file === target) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  return staticImports(file).some((next) => /\.tsx?$/.test(next) && reachesModule(next, target, seen));
}

/** reachesModule, answered once per file and target. */
const reached = new Map<string, boolean>();
function reaches(file: string, target: string): boolean {
  const key = `${file}\n${target}`;
  let answer = reached.get(key);
  if (answer === undefined) {
    answer = reachesModule(file, target);
    reached.set(key, answer);
  }
  return answer;
}

const files = sourceFiles(APP_DIR);
const uses = files.flatMap(usesIn);

describe('translation keys used in the code', () => {
  it('finds the calls (the scan is not silently empty)', () => {
    expect(uses.length).toBeGreaterThan(300);
    expect(uses).toContainEqual(expect.objectContaining({ key: 'jobs.showing', direct: true }));
    expect(uses).toContainEqual(expect.objectContaining({ key: 'jobDetail.privacyNote', direct: true }));
  });

  it("a feature's keys are used only where its texts are loaded (the file imports the feature's i18n.ts)", () => {
    const unloaded = uses
      .filter((u) => !u.template || !u.key.startsWith('${'))
      .flatMap((u) => {
        const bundle = bundleOfNamespace.get(u.key.split('.')[0] ?? '');
        if (!bundle?.featureDir) return [];
        return reaches(u.file, join(bundle.featureDir, 'i18n.ts'))
          ? []
          : [`${rel(u.file)}: ${u.key} (needs ${bundle.name}/i18n.ts)`];
      });
    expect([...new Set(unloaded)]).toEqual([]);
  });
});

/** Keys no code refers to, by bundle (server.<code> are all reached through one template, in codes.ts). */
function unusedKeys(): Map<string, string[]> {
  const literal = new Set(uses.filter((u) => !u.template).map((u) => u.key));
  const patterns = uses.filter((u) => u.template && !u.key.startsWith('${')).map((u) => templatePattern(u.key));
  const used = (key: string) =>
    literal.has(key) ||
    literal.has(key.replace(PLURAL, '')) ||
    patterns.some((p) => p.test(key) || p.test(key.replace(PLURAL, '')));
  return new Map(
    bundles.map((b) => [
      b.name,
      leaves(b.en)
        .map(([k]) => k)
        .filter((k) => !used(k)),
    ]),
  );
}

describe('unused keys', () => {
  it('no locale, core or feature, has a key that no code uses', () => {
    expect(Object.fromEntries(unusedKeys())).toEqual(Object.fromEntries(bundles.map((b) => [b.name, []])));
  });
});
