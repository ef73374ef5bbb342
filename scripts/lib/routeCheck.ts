// `npm run lint`'s route check (scripts/check-routes.ts): every page of the app is an entry of the route table
// (server/contract/routes.ts), and nothing else declares or links to one.
// - In app/, no <Route path>, useRoutes or createBrowserRouter outside app/routes.tsx, which draws the table
//   (its only literal path is the not-found page's '*').
// - Every page address written as a literal in app/ or server/ — a link's `to`, an `href`, a `navigate()`,
//   a mail's `siteLink()` — is an address of the table (a `${…}` part stands for a route parameter).
// Tests, the API, the build's assets and the feeds are not pages.
import fs from 'node:fs';
import path from 'node:path';
import { findRoute } from '../../server/contract/routes.ts';

const ROUTER_FILE = 'app/routes.tsx';
const SOURCE = /\.(ts|tsx)$/;
const NOT_CHECKED = /(\.test\.tsx?|\.d\.ts)$|^app\/test\/|^server\/test\//;
/** Addresses that are not pages of the app. */
const NOT_A_PAGE =
  /^\/(api|assets|feeds|icons)(\/|$)|^\/(sitemap\.xml|robots\.txt|favicon\.svg|sw\.js|manifest\.webmanifest)$/;

/** The router's own declarations of a route, outside the table. */
const ROUTER_DECLARATION =
  /<Route\b[^>]*?\bpath=|\b(useRoutes|createBrowserRouter|createHashRouter|createMemoryRouter)\(/g;
/** A literal page address: to="/x", to={'/x'}, to: '/x', href="/x", navigate('/x'), siteLink(…, '/x'). */
const PAGE_LINK =
  /\b(?:to|href)\s*(?:=\s*\{?\s*|:\s*)(['"`])(\/[^'"`]*)\1|\bnavigate\(\s*(['"`])(\/[^'"`]*)\3|\bsiteLink\([^)]*?,\s*(['"`])(\/[^'"`]*)\5/g;

function* sourceFiles(root: string, dir: string): Generator<string> {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sourceFiles(root, rel);
    } else if (SOURCE.test(entry.name) && !NOT_CHECKED.test(rel)) yield rel;
  }
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** What the check finds wrong under `root` (a checkout), one line each; empty when all is well. */
export function checkRoutes(root: string): string[] {
  const problems: string[] = [];
  for (const file of [...sourceFiles(root, 'app'), ...sourceFiles(root, 'server')]) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    if (file === ROUTER_FILE) {
      for (const m of text.matchAll(/\bpath=(["'])([^"']*)\1/g))
        if (m[2] !== '*')
          problems.push(
            `${file}:${lineOf(text, m.index)}: unregistered route '${m[2]}': add it to server/contract/routes.ts`,
          );
    } else if (file.startsWith('app/')) {
      for (const m of text.matchAll(ROUTER_DECLARATION))
        problems.push(
          `${file}:${lineOf(text, m.index)}: unregistered route: routes are declared in server/contract/routes.ts only`,
        );
    }
    for (const m of text.matchAll(PAGE_LINK)) {
      const address = (m[2] ?? m[4] ?? m[6]!).replace(/\$\{[^}]*\}/g, 'x').replace(/[?#].*$/, '');
      if (NOT_A_PAGE.test(address) || findRoute(address)) continue;
      problems.push(
        `${file}:${lineOf(text, m.index)}: link to '${address}', which is no route of server/contract/routes.ts`,
      );
    }
  }
  return problems;
}
