import Router from '@koa/router';
import type { AppContextExtras, AppState } from './types.ts';

export type AppRouter = Router<AppState, AppContextExtras>;
/** Routes match case-sensitively: /API/upload-cv is not /api/upload-cv. The cross-origin write check
 * (middleware/csrf.ts) covers every unsafe request whatever its path, so no spelling of a route can
 * slip past it either way. */
export const createRouter = (prefix?: string): AppRouter =>
  new Router<AppState, AppContextExtras>({ sensitive: true, ...(prefix ? { prefix } : {}) });
