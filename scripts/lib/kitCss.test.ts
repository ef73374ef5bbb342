// The public kit's stylesheet, generated from Blueprint's: what the build serves holds Blueprint's rules for
// the classes the kit renders, renamed, light theme only, with every custom property and animation they use,
// and the refinements the staff console shares, written once.
import fs from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule } from 'postcss';
import { describe, expect, it } from 'vitest';
import { REFINEMENTS_CSS, kitClasses, kitCss } from './kitCss.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const blueprint = fs.readFileSync(path.join(ROOT, 'node_modules/@blueprintjs/core/lib/css/blueprint.css'), 'utf8');

describe('the kit stylesheet generated from Blueprint', () => {
  const css = kitCss(blueprint, kitClasses());
  const root = postcss.parse(css);
  const selectors = new Set<string>();
  root.walkRules((rule) => rule.selectors.forEach((s) => selectors.add(s)));

  it("holds Blueprint's rules for the components the kit renders, renamed ui-", () => {
    for (const s of [
      '.ui-button',
      '.ui-tag',
      '.ui-card',
      '.ui-callout',
      '.ui-input',
      '.ui-control.ui-switch input ~ .ui-control-indicator',
      '.ui-skeleton',
    ])
      expect(selectors, s).toContain(s);
    expect(selectors).toContain('.ui-button.ui-intent-primary');
    expect(selectors).toContain('.ui-elevation-1');
    expect(css.replace(/^\/\*[\s\S]*?\*\//m, '')).not.toContain('bp6-');
  });

  it('leaves out the dark theme, the classes the kit does not render and those kit.css styles itself', () => {
    const all = [...selectors].join('\n');
    expect(all).not.toMatch(/ui-dark|data-bp-color-scheme/);
    expect(all).not.toMatch(/\.ui-(dialog|popover|menu|drawer|collapse|toast|tab)\b/);
    // An icon is an SVG: none of Blueprint's icon-font glyphs.
    expect(all).not.toContain('.ui-icon-add');
  });

  it('defines every custom property and animation its rules use', () => {
    const defined = new Set<string>();
    const used = new Set<string>();
    root.walkDecls((d) => {
      if (d.prop.startsWith('--')) defined.add(d.prop);
      for (const [, name] of d.value.matchAll(/var\(\s*(--[\w-]+)/g)) used.add(name!);
    });
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
    const frames = new Set<string>();
    root.walkAtRules('keyframes', (a) => void frames.add(a.params));
    const animations: string[] = [];
    root.walkDecls(/^animation(-name)?$/, (d) => void animations.push(d.value));
    expect(animations.length).toBeGreaterThan(0);
    for (const value of animations)
      expect(
        value.split(/[\s,]+/).some((word) => frames.has(word)),
        value,
      ).toBe(true);
  });

  it('keeps only the selectors of a rule whose classes are all rendered, and the tokens they need', () => {
    const source = `:root{--bp-a:1px;--bp-b:var(--bp-a);--bp-unused:2px}
.bp6-dark .bp6-button{color:white}
.bp6-button,.bp6-menu-item{padding:var(--bp-b)}
.bp6-button.bp6-active{color:red}
.bp6-popover{margin:0}
@media (forced-colors: active){.bp6-button{border:1px solid}}`;
    const out = kitCss(source, new Set(['bp6-button']));
    expect(out).toContain('.ui-button{\npadding:var(--bp-b)');
    expect(out).toContain('--bp-a:1px');
    expect(out).toContain('--bp-b:var(--bp-a)');
    expect(out).not.toMatch(/--bp-unused|menu-item|ui-active|popover|color:white|color:red/);
    expect(out).toMatch(/@media \(forced-colors: active\)\{\n\.ui-button\{/);
  });

  it("puts the shared refinements after Blueprint's rules, cut to the classes the kit renders and renamed", () => {
    const refinements = fs.readFileSync(REFINEMENTS_CSS, 'utf8');
    const out = kitCss(blueprint, kitClasses(), refinements);
    const at = (text: string) => {
      expect(out, text).toContain(text);
      return out.indexOf(text);
    };
    expect(at('.ui-button:not(.ui-small):not(.ui-large){')).toBeGreaterThan(at('.ui-button{'));
    expect(at('.job-card.ui-card{')).toBeGreaterThan(0);
    expect(out).toMatch(/@media \(pointer: coarse\)\{\n\.ui-button,\s*\.ui-button\.ui-small,/);
    // The console's input with a left element: the kit renders none, so its selector stays out.
    expect(out.replace(/^\/\*[\s\S]*?\*\//m, '')).not.toMatch(/input-left-container|bp6-/);
    // Their tokens are the app's own (app.css), not looked for among Blueprint's.
    expect(out).toContain('var(--radius)');
  });
});

/**
 * The rules written for both prefixes: a `.ui-X` rule and a `.bp6-X` rule whose selectors (in the same
 * at-rules) differ only in the prefix and that set a declaration alike. Such a refinement belongs in
 * blueprint-refinements.css, once.
 */
function twiceWritten(files: Record<string, string>): string[] {
  const seen = new Map<string, { prefix: string; where: string }[]>();
  for (const [file, css] of Object.entries(files)) {
    postcss.parse(css, { from: file }).walkRules((rule) => {
      let context = '';
      for (let p = rule.parent; p?.type === 'atrule'; p = p.parent)
        context = `@${(p as AtRule).name} ${(p as AtRule).params} ${context}`;
      for (const selector of rule.selectors) {
        const prefix = /\.(ui|bp6)-/.exec(selector)?.[1];
        if (!prefix) continue;
        const component = context + selector.replace(/\.(ui|bp6)-/g, '.X-').replace(/\s+/g, ' ');
        rule.walkDecls((d) => {
          const key = `${component} { ${d.prop}: ${d.value}${d.important ? ' !important' : ''} }`;
          const where = `${file}:${rule.source?.start?.line}`;
          seen.set(key, [...(seen.get(key) ?? []), { prefix, where }]);
        });
      }
    });
  }
  return [...seen]
    .filter(([, at]) => new Set(at.map((a) => a.prefix)).size > 1)
    .map(([key, at]) => `${key}  (${at.map((a) => a.where).join(', ')})`);
}

describe('a refinement of a Blueprint component is written once', () => {
  it('finds a ui- and a bp6- rule that set the same declaration for the same component', () => {
    const probe = {
      'a.css': '.ui-button { padding: 0 14px; color: red }\n@media (pointer: coarse) { .x .ui-tag { height: 44px } }',
      'b.css': '.bp6-button { padding: 0 14px }\n.bp6-tag { height: 44px }\n.bp6-button.bp6-small { color: red }',
    };
    expect(twiceWritten(probe)).toEqual(['.X-button { padding: 0 14px }  (a.css:1, b.css:1)']);
  });

  it('no stylesheet of the app writes one for both prefixes (they go in blueprint-refinements.css)', () => {
    const files: Record<string, string> = {};
    for (const entry of fs.readdirSync(path.join(ROOT, 'app'), { recursive: true, withFileTypes: true }))
      if (entry.isFile() && entry.name.endsWith('.css')) {
        const file = path.relative(ROOT, path.join(entry.parentPath, entry.name));
        files[file] = fs.readFileSync(path.join(ROOT, file), 'utf8');
      }
    expect(Object.keys(files)).toContain('app/styles/app.css');
    expect(twiceWritten(files)).toEqual([]);
  });
});
