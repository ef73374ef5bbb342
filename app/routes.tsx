// The app's router, drawn from the route table (server/contract/routes.ts): one <Route> per entry, its page
// from app/pages.ts, wrapped in RequireRole when the entry is not public. Nothing else names a route.
import { Route, createRoutesFromElements, useRoutes, type RouteObject } from 'react-router-dom';
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

export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}
