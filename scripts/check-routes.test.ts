// The route check `npm run lint` runs (scripts/check-routes.ts): quiet on this tree, and failing, as lint
// runs it, on a copy of the tree with a route or a page link the route table does not have.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRoutes } from './lib/routeCheck.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
let copy: string | null = null;

/** A copy of the checked tree (app/, server/, scripts/), to break on purpose. */
function copyTree(): string {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-routes-'));
  for (const dir of ['app', 'server', 'scripts'])
    fs.cpSync(path.join(ROOT, dir), path.join(copy, dir), {
      recursive: true,
      filter: (f) => !f.includes('node_modules'),
    });
  return copy;
}

/** Runs the check as `npm run lint` does, from the copy's own scripts/. */
const lint = (root: string) =>
  spawnSync(process.execPath, [path.join(root, 'scripts', 'check-routes.ts')], { encoding: 'utf8' });

function edit(root: string, file: string, change: (text: string) => string) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, change(fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : ''));
}

afterEach(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
  copy = null;
});

describe('the route check in npm run lint', () => {
  it('finds nothing wrong in this tree', () => {
    expect(checkRoutes(ROOT)).toEqual([]);
  });

  it('passes on an untouched copy, and fails on a <Route path> added to the router outside the table', () => {
    const root = copyTree();
    expect(lint(root).status).toBe(0);
    edit(root, 'app/routes.tsx', (t) =>
      t.replace('<Route path="*"', '<Route path="secret" element={<NotFoundPage />} />\n        <Route path="*"'),
    );
    const run = lint(root);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('app/routes.tsx:');
    expect(run.stderr).toContain("unregistered route 'secret'");
  });

  it('fails on a route a feature declares itself', () => {
    const root = copyTree();
    edit(
      root,
      'app/features/admin/Desk.tsx',
      () =>
        'import { Route } from \'react-router-dom\';\nexport const Desk = () => <Route path="desk" element={null} />;\n',
    );
    expect(checkRoutes(root)).toEqual([
      'app/features/admin/Desk.tsx:2: unregistered route: routes are declared in server/contract/routes.ts only',
    ]);
  });

  it('fails on a link or a mailed link to a page the table does not have', () => {
    const root = copyTree();
    edit(root, 'app/features/home/Promo.tsx', () => 'export const Promo = () => <a href="/promo">Promo</a>;\n');
    edit(
      root,
      'server/features/mail/extra.ts',
      () => "export const link = siteLink(env, 'en', '/desk/invite', { token });\n",
    );
    expect(checkRoutes(root).sort()).toEqual([
      "app/features/home/Promo.tsx:1: link to '/promo', which is no route of server/contract/routes.ts",
      "server/features/mail/extra.ts:1: link to '/desk/invite', which is no route of server/contract/routes.ts",
    ]);
  });

  it('passes once the page is an entry of the table', () => {
    const root = copyTree();
    edit(root, 'app/features/home/Promo.tsx', () => 'export const Promo = () => <a href="/promo">Promo</a>;\n');
    expect(lint(root).status).toBe(1);
    edit(root, 'server/contract/routes.ts', (t) =>
      t.replace(
        '] as const satisfies readonly RouteEntry[];',
        "  { path: '/promo', access: 'public', module: 'features/home/HomePage.tsx', precache: true },\n] as const satisfies readonly RouteEntry[];",
      ),
    );
    expect(lint(root).status).toBe(0);
  });
});
