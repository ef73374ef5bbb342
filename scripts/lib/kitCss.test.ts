// The public kit's stylesheet, generated from Blueprint's: what the build serves holds Blueprint's rules for
// the classes the kit renders, renamed, light theme only, with every custom property and animation they use.
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { kitClasses, kitCss } from './kitCss.ts';

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
});
