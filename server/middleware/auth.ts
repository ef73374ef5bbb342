// Who is calling: loads the session's user on each request (a disabled user is signed out at once),
// and the role guards: 401 without a session, 403 for a role that may not pass.
import type { Next } from 'koa';
import { isStaffRole, type Role } from '../contract/index.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { AppContext, SessionUser } from '../types.ts';
import { USER_COLUMNS, sessionUser } from './session.ts';

export async function loadUser(ctx: AppContext, next: Next): Promise<void> {
  ctx.state.user = null;
  const userId = ctx.session?.userId;
  if (typeof userId === 'number') {
    // Read together with the session (middleware/session.ts); asked again only for a session that came
    // without one (never, unless its row and its data disagree).
    const withSession = sessionUser(ctx);
    const user =
      withSession?.id === userId
        ? withSession
        : await ctx.deps
            .db('users')
            .where({ id: userId })
            .first(...USER_COLUMNS);
    if (user?.is_active) ctx.state.user = user;
    else ctx.session = null;
  }
  await next();
}

export function currentUser(ctx: AppContext): SessionUser {
  if (!ctx.state.user) throw unauthorized();
  return ctx.state.user;
}

export function requireRole(...roles: Role[]) {
  return async (ctx: AppContext, next: Next) => {
    const user = currentUser(ctx);
    if (!roles.includes(user.role)) throw forbidden();
    await next();
  };
}

export const requireAuth = async (ctx: AppContext, next: Next) => {
  currentUser(ctx);
  await next();
};

export const requireStaff = async (ctx: AppContext, next: Next) => {
  if (!isStaffRole(currentUser(ctx).role)) throw forbidden();
  await next();
};
