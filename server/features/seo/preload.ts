// What a public page needs before it can draw its main content, named in the head the server sends so the
// browser fetches it alongside the entry instead of after it (mobile LCP): the route's lazy chunk,
// the chunks it imports and its stylesheet, read from the build's manifest (dist/.vite/manifest.json).
import fs from 'node:fs';
import path from 'node:path';
import { findRoute } from '../../contract/routes.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

let cached: { dir: string; mtimeMs: number; manifest: Manifest } | null = null;

function readManifest(staticDir: string): Manifest | null {
  const file = path.join(staticDir, '.vite', 'manifest.json');
  try {
    const { mtimeMs } = fs.statSync(file);
    if (cached?.dir !== staticDir || cached.mtimeMs !== mtimeMs)
      cached = { dir: staticDir, mtimeMs, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest };
    return cached.manifest;
  } catch {
    return null; // no build manifest (a test's bare index.html): nothing to preload
  }
}

export interface RoutePreloads {
  scripts: string[];
  styles: string[];
}

/** A language's texts, which the entry loads for a page in that language only (app/i18n/index.ts). */
const LANGUAGE_TEXTS = /^i18n\/locales\/(\w+)\.json$/;

/** The chunks and stylesheets (as /assets/… addresses) the page at `pagePath`, in `lang`, loads after the
 * entry: what the entry starts the app with (its own dynamic imports, app/main.tsx: React's DOM part, the
 * app, the service worker's helper, the page language's texts), and a public page's module (the route
 * table's `module`, a manifest key relative to app/) with what it imports. */
export function routePreloads(staticDir: string, pagePath: string, lang: string): RoutePreloads {
  const out: RoutePreloads = { scripts: [], styles: [] };
  const manifest = readManifest(staticDir);
  if (!manifest) return out;
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    // index.html is the entry: already in the page with its own modulepreloads.
    if (!chunk || seen.has(name) || name === 'index.html') return;
    seen.add(name);
    out.scripts.push(`/${chunk.file}`);
    // A stylesheet several chunks import (Blueprint's, by the contact page's form parts) is named once.
    chunk.css?.forEach((css) => {
      if (!out.styles.includes(`/${css}`)) out.styles.push(`/${css}`);
    });
    chunk.imports?.forEach(visit);
  };
  for (const name of manifest['index.html']?.dynamicImports ?? []) {
    const texts = LANGUAGE_TEXTS.exec(name);
    if (!texts || texts[1] === lang) visit(name);
  }
  const route = findRoute(pagePath);
  if (route?.seo && route.module) visit(route.module); // the drawn public pages
  return out;
}

const styleCache = new Map<string, string>();

/** A built stylesheet's text, by its /assets/… address (hashed names never change content). */
export function readStylesheet(staticDir: string, href: string): string | null {
  const key = `${staticDir}\0${href}`;
  const hit = styleCache.get(key);
  if (hit !== undefined) return hit;
  if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return null;
  try {
    const text = fs.readFileSync(path.join(staticDir, href), 'utf8');
    if (/<\/style/i.test(text)) return null; // could not sit inside a <style> element
    styleCache.set(key, text);
    return text;
  } catch {
    return null;
  }
}
