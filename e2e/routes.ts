// The e2e specs' route lists, read from the route table (server/contract/routes.ts): every address of the
// entries a filter picks, with its route parameters filled in (from live data) and the query a mailed link
// carries ('?token=x').
import { ROUTES, routeAddresses, type Access, type RouteEntry } from '../server/contract/routes.ts';

/** An address a spec can open: `:name` replaced by values[name], the entry's query parameters set to 'x'. */
function fillRoute(route: RouteEntry, address: string, values: Readonly<Record<string, string>> = {}): string {
  const path = address.replace(/:([A-Za-z]+)/g, (param, name: string) => values[name] ?? param);
  const query = (route.search ?? []).map((p) => `${p}=x`).join('&');
  return query ? `${path}?${query}` : path;
}

/** The addresses of every entry one of `access` may open (sub-routes included), filled in. */
export function routesFor(access: readonly Access[], values: Readonly<Record<string, string>> = {}): string[] {
  return (ROUTES as readonly RouteEntry[])
    .filter((r) => access.includes(r.access))
    .flatMap((r) => routeAddresses(r).map((a) => fillRoute(r, a, values)));
}

/** The public pages with no parameter of their own (no job, no token). */
export const plainPublicPages = (): string[] =>
  (ROUTES as readonly RouteEntry[])
    .filter((r) => r.access === 'public' && !r.search && !r.path.includes(':'))
    .map((r) => r.path);
