// The app's router, drawn from the route table (server/contract/routes.ts): one <Route> per entry, its page
// from app/pages.ts, wrapped in RequireRole when the entry is not public. Nothing else names a route.
import {
  Route,
  createRoutesFromElements,
  matchRoutes,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { ACCESS_ROLES, ROUTES, type RouteEntry } from '../server/contract/routes.ts';
import { RequireRole } from './features/auth/RequireRole.tsx';
import { NotFoundPage, PAGES } from './pages.ts';
import { Layout } from './ui/Layout.tsx';

/** The path React Router matches for an entry: relative to the layout, `/*` when it has sub-routes. */
export const routerPath = (route: RouteEntry) => `${route.path.slice(1)}${route.sub ? '/*' : ''}`;

function element(route: RouteEntry) {
  const Page = PAGES[route.module as keyof typeof PAGES];
  const roles = ACCESS_ROLES[route.access];
  const page = <Page {...route.props} />;
  return roles ? <RequireRole roles={roles}>{page}</RequireRole> : page;
}

/** The router's routes, made once: <Routes> made them again from its elements (and every page's element
 * with them) on every render of the app, and of every page the server draws. */
export const APP_ROUTES: RouteObject[] = createRoutesFromElements(
  <Route element={<Layout />}>
    {(ROUTES as readonly RouteEntry[]).map((route) =>
      route.path === '/' ? (
        <Route key={route.path} index element={element(route)} />
      ) : (
        <Route key={route.path} path={routerPath(route)} element={element(route)} />
      ),
    )}
    <Route path="*" element={<NotFoundPage />} />
  </Route>,
);

/** The routes each path seen lately matches (a few hundred: the job pages' paths are many). */
const routesOfPath = new Map<string, RouteObject[]>();
const PATHS_KEPT = 500;
/** The layout route with one page route under it, one array per page route. */
const branchOfPage = new Map<RouteObject, RouteObject[]>();

/**
 * APP_ROUTES cut down to the branch that `pathname` matches. React Router flattens and ranks every route it
 * is given on each render (a tenth of the server's drawing of /jobs), so it is given only the branch the
 * whole table matches, found by ranking them all once per path: it matches that path the same way.
 */
export function routesFor(pathname: string): RouteObject[] {
  const kept = routesOfPath.get(pathname);
  if (kept) return kept;
  const [layout, page] = matchRoutes(APP_ROUTES, pathname) ?? [];
  let routes = APP_ROUTES;
  if (layout && page) {
    routes = branchOfPage.get(page.route) ?? [{ ...layout.route, children: [page.route] } as RouteObject];
    branchOfPage.set(page.route, routes);
  }
  if (routesOfPath.size >= PATHS_KEPT) routesOfPath.clear();
  routesOfPath.set(pathname, routes);
  return routes;
}

export function AppRoutes() {
  return useRoutes(routesFor(useLocation().pathname));
}
