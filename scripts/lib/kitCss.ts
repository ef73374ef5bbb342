// The public pages' component styles, generated from Blueprint's own stylesheet at build time so a style is
// written once and a Blueprint upgrade reaches the public pages: the rules of
// @blueprintjs/core/lib/css/blueprint.css whose classes the kit's Blueprint-shaped components render
// (app/ui/kit/*.tsx), light theme only, renamed bp6- to ui-, with the custom properties and keyframes they
// use; then, through the same cut and renaming, the app's refinements of those components that the staff
// console shares (app/styles/blueprint-refinements.css, written once against bp6-), after Blueprint's rules
// as the console loads them. Served to the app as the virtual module `virtual:ui-kit.css` (kitCssPlugin,
// in vite.config.ts).
import fs from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type ChildNode, type Container, type Declaration, type Rule } from 'postcss';
import type { Plugin } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');
const KIT_DIR = path.join(ROOT, 'app/ui/kit');
const BLUEPRINT_CSS = path.join(ROOT, 'node_modules/@blueprintjs/core/lib/css/blueprint.css');
export const REFINEMENTS_CSS = path.join(ROOT, 'app/styles/blueprint-refinements.css');

/**
 * The values of the class names the kit builds from a prop (`ui-intent-${intent}`): the source shows only
 * the prefix. A new prefix must be listed here (kitClasses throws), so no class goes without its rules.
 * The icon's name picks an SVG, not one of Blueprint's icon-font rules, so it takes none.
 */
const DYNAMIC: Record<string, string[]> = {
  'ui-intent-': ['primary', 'success', 'warning', 'danger'],
  'ui-elevation-': ['0', '1', '2'],
  'ui-icon-': [],
};

/**
 * The Blueprint classes (bp6- names) the kit's components render: every ui- class in app/ui/kit/*.tsx,
 * except those kit.css styles as its own pieces (the drawer, the menu, the toasts, the collapse), whose
 * Blueprint namesakes would fight them.
 */
export function kitClasses(kitDir = KIT_DIR): Set<string> {
  const own = new Set<string>();
  const kitCssText = fs.readFileSync(path.join(kitDir, 'kit.css'), 'utf8');
  postcss.parse(kitCssText).walkRules((rule) => {
    for (const selector of rule.selectors) {
      const first = /^[^\s>+~]*?\.(ui-[\w-]+)/.exec(selector);
      if (first) own.add(first[1]!);
    }
  });
  const used = new Set<string>();
  for (const file of fs.readdirSync(kitDir).filter((f) => f.endsWith('.tsx'))) {
    const source = fs.readFileSync(path.join(kitDir, file), 'utf8');
    for (const [, name, template] of source.matchAll(/\b(ui-[a-z0-9-]*)(\$\{)?/g)) {
      const names = template ? DYNAMIC[name!]?.map((v) => name + v) : [name!];
      if (!names) throw new Error(`${file}: ${name}\${…}: list its values in DYNAMIC (scripts/lib/kitCss.ts)`);
      for (const n of names) if (!own.has(n)) used.add(n.replace(/^ui-/, 'bp6-'));
    }
  }
  return used;
}

const CLASS = /\.(bp6-[\w-]+)/g;
const VAR = /var\(\s*(--[\w-]+)/g;
const DARK = /\.bp6-dark\b|data-bp-color-scheme/;
const rename = (text: string) => text.replaceAll('bp6-', 'ui-');

/** A selector for the light theme whose every Blueprint class is one the kit renders. */
function kept(selector: string, used: Set<string>): boolean {
  if (DARK.test(selector)) return false;
  const classes = [...selector.matchAll(CLASS)].map((m) => m[1]!);
  return classes.length > 0 && classes.every((c) => used.has(c));
}

/**
 * Blueprint's stylesheet cut down to the rules for `used` (bp6- class names), followed by the shared
 * refinements cut down alike, all renamed bp6- to ui-.
 */
export function kitCss(blueprintCss: string, used: Set<string>, refinementsCss = ''): string {
  const source = postcss.parse(blueprintCss);
  const out = postcss.root();
  const keyframes = new Map<string, AtRule>();
  const tokens: Rule[] = []; // the light theme's custom properties: `:root`, at the top level or in @supports

  // Copies the rules of `from` that apply to the kit into `to`; at-rules (media, supports) are kept when
  // something in them is.
  const copy = (from: Container<ChildNode>, to: Container<ChildNode>) => {
    for (const node of from.nodes ?? []) {
      if (node.type === 'rule') {
        if (node.selector === ':root') {
          tokens.push(node);
          continue;
        }
        const selectors = node.selectors.filter((s) => kept(s, used));
        if (selectors.length) to.append(node.clone({ selectors }));
      } else if (node.type === 'atrule' && node.name === 'keyframes') {
        keyframes.set(node.params, node);
      } else if (node.type === 'atrule' && (node.name === 'media' || node.name === 'supports')) {
        const inner = node.clone({ nodes: [] });
        copy(node, inner);
        if (inner.nodes?.length) to.append(inner);
      }
    }
  };
  copy(source, out);
  // The refinements read the app's own tokens (app.css), not Blueprint's: they join after the token pass.
  const refinements = postcss.root();
  copy(postcss.parse(refinementsCss), refinements);
  // Written for people (app/styles), printed as compactly as Blueprint's own rules.
  refinements.walk((node) => {
    if (node.type === 'decl') node.raws.between = ':';
    else if (node.type === 'rule' || node.type === 'atrule') Object.assign(node.raws, { between: '', after: '\n' });
  });

  // The keyframes the kept rules animate with.
  const animated = new Set<string>();
  out.walkDecls(/^animation(-name)?$/, (d) => {
    for (const name of d.value.split(/[\s,]+/)) if (keyframes.has(name)) animated.add(name);
  });
  for (const name of animated) out.append(keyframes.get(name)!.clone());

  // The custom properties the kept rules read, and those these read in turn.
  const needed = new Set<string>();
  const need = (value: string) => {
    for (const [, name] of value.matchAll(VAR)) needed.add(name!);
  };
  out.walkDecls((d) => need(d.value));
  const definitions = tokens.flatMap((rule) => (rule.nodes ?? []).filter((n): n is Declaration => n.type === 'decl'));
  for (let size = -1; size !== needed.size;) {
    size = needed.size;
    for (const d of definitions) if (needed.has(d.prop)) need(d.value);
  }
  const tokenRules = tokens.flatMap((rule) => {
    const decls = (rule.nodes ?? []).filter((n) => n.type === 'decl' && needed.has(n.prop));
    if (!decls.length) return [];
    const copied = rule.clone({ nodes: decls.map((d) => d.clone()) });
    // A :root inside @supports keeps its condition around it.
    const parent = rule.parent;
    return [parent?.type === 'atrule' ? (parent as AtRule).clone({ nodes: [copied] }) : copied];
  });
  out.prepend(...tokenRules);
  out.append(...(refinements.nodes ?? []));

  out.walk((node) => {
    node.raws.before = '\n';
  });
  const header =
    '/* Generated by scripts/lib/kitCss.ts from @blueprintjs/core (Copyright Palantir Technologies, Apache\n' +
    '   License 2.0): the rules of the classes app/ui/kit renders, light theme only, then those of\n' +
    '   app/styles/blueprint-refinements.css, bp6- renamed ui-. */\n';
  const charset = /^@charset[^;]*;/.exec(blueprintCss)?.[0];
  // Renamed last, all at once: selectors, and the custom properties Blueprint names after a component.
  return `${charset ? `${charset}\n` : ''}${header}${rename(out.toString().trim())}\n`;
}

const VIRTUAL_ID = 'virtual:ui-kit.css';
// Not \0-prefixed: Vite's CSS pipeline takes it for a stylesheet by its .css ending.
const RESOLVED_ID = '/@ui-kit/ui-kit.css';

/** `import 'virtual:ui-kit.css'`: the kit's generated stylesheet, made afresh on every build. */
export function kitCssPlugin(): Plugin {
  return {
    name: 'portal-ui-kit-css',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(BLUEPRINT_CSS);
      this.addWatchFile(REFINEMENTS_CSS);
      for (const f of fs.readdirSync(KIT_DIR)) this.addWatchFile(path.join(KIT_DIR, f));
      return kitCss(fs.readFileSync(BLUEPRINT_CSS, 'utf8'), kitClasses(), fs.readFileSync(REFINEMENTS_CSS, 'utf8'));
    },
  };
}
