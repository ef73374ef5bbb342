import Router from '@koa/router';
import type { AppContextExtras, AppState } from './types.ts';

export type AppRouter = Router<AppState, AppContextExtras>;
export const createRouter = (prefix?: string): AppRouter =>
  new Router<AppState, AppContextExtras>(prefix ? { prefix } : {});
