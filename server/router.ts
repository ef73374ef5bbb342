import Router from '@koa/router';
import compose from 'koa-compose';
import type Koa from 'koa';
import type { AppContext, AppContextExtras, AppState } from './types.ts';

export type AppRouter = Router<AppState, AppContextExtras>;
/** Routes match case-sensitively: /API/upload-cv is not /api/upload-cv. The cross-origin write check
 * (middleware/csrf.ts) covers every unsafe request whatever its path, so no spelling of a route can
 * slip past it either way. */
export const createRouter = (prefix?: string): AppRouter =>
  new Router<AppState, AppContextExtras>({ sensitive: true, ...(prefix ? { prefix } : {}) });

/** A route's steps, run with Koa's own context. */
type Steps = (ctx: Koa.Context, next: Koa.Next) => Promise<unknown>;

/**
 * A GET route answered ahead of the API's routers: a request passes router after router, each matching it
 * against all its routes, which for the most asked read (a job by its slug) cost as much as its answer.
 * The route stays declared in its router, which answers its HEAD; a GET it matches is answered here by the
 * route's own pattern, parameter decoding and steps. Only for a route no router before its own can match
 * (routeAnsweredFirst.test.ts), in a router without middleware of its own (router.use), which this would skip.
 */
export function routeAnsweredFirst(
  routers: AppRouter[],
  path: string,
  /** What runs the route's steps (they as they are by default): the caller's wrapping of them alone. */
  around: (steps: Steps) => Steps = (steps) => steps,
): Koa.Middleware {
  const router = routers.find((r) => r.stack.some((l) => l.path === path && l.methods.includes('GET')));
  const layer = router?.stack.find((l) => l.path === path && l.methods.includes('GET'));
  if (!router || !layer) throw new Error(`No GET route ${path}`);
  if (router.stack.some((l) => l.methods.length === 0))
    throw new Error(`${path}: its router has middleware of its own, which a route answered first would skip`);
  const steps = around(compose(layer.stack as compose.Middleware<AppContext>[]) as unknown as Steps);
  return (ctx, next) => {
    if (ctx.method !== 'GET' || !layer.match(ctx.path)) return next();
    const params = layer.params(ctx.path, layer.captures(ctx.path));
    // Where the router puts them.
    ctx.params = params;
    (ctx.request as { params?: Record<string, string> }).params = params;
    return steps(ctx, next);
  };
}
