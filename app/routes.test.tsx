// The app's router and the route table (server/contract/routes.ts) name the same pages: every <Route> the
// router renders is an entry of the table and every entry is a <Route>; every entry's page module is in
// app/pages.ts and resolves to a page; the table's props reach the page; a path outside the table draws
// the not-found page. The router is handed only the branch a path matches (routesFor), which matches it as
// the whole table does.
import { screen } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteEntry } from '../server/contract/routes.ts';
import { PAGES } from './pages.ts';
import { APP_ROUTES, AppRoutes, routerPath, routesFor } from './routes.tsx';
import { renderWithApp } from './test/render.tsx';

const TABLE = ROUTES as readonly RouteEntry[];

/** The paths of the routes the router renders under its layout ('' for the index). */
function renderedPaths(): string[] {
  const [layout] = APP_ROUTES;
  return (layout!.children as RouteObject[]).map((r) => (r.index ? '' : r.path!));
}

describe('the router', () => {
  it('renders a route for every entry of the table, and no other (besides the not-found page)', () => {
    expect(renderedPaths().sort()).toEqual([...TABLE.map((r) => (r.path === '/' ? '' : routerPath(r))), '*'].sort());
  });

  it('maps every page module of the table to a page, and none the table does not name', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...new Set(TABLE.map((r) => r.module))].sort());
  });

  it.each([...new Set(TABLE.map((r) => r.module))])('%s resolves to a page', async (module) => {
    const mod = (await import(/* @vite-ignore */ `./${module}`)) as { default?: unknown };
    expect(typeof mod.default).toBe('function');
  });

  it("draws a page with the table's props (/alerts/unsubscribe)", async () => {
    renderWithApp(<AppRoutes />, { path: '/alerts/unsubscribe?token=x', route: '/*', user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeTruthy();
  });

  it('draws the not-found page for a path outside the table', async () => {
    renderWithApp(<AppRoutes />, { path: '/no-such-page', route: '/*', user: null });
    expect(await screen.findByRole('heading', { level: 1, name: /Page Not Found/ })).toBeTruthy();
  });

  it('hands the router only the branch a path matches, which matches it as the whole table does', () => {
    const paths = [
      ...TABLE.map((r) => r.path.replace(/:\w+/g, 'some-slug') + (r.sub ? '/deeper/page' : '')),
      '/no-such-page',
      '/jobs/a/b',
    ];
    const ids = (routes: RouteObject[], path: string) =>
      matchRoutes(routes, path)?.map((m) => [m.route.id, m.pathname, m.params]);
    for (const path of paths) {
      const branch = routesFor(path);
      expect(branch, path).toHaveLength(1);
      expect(branch[0]!.children, path).toHaveLength(1);
      expect(ids(branch, path), path).toEqual(ids(APP_ROUTES, path));
      expect(routesFor(path), path).toBe(branch);
    }
  });
});
