// Staff two-factor sign-in: set up (scan the QR or type the key, confirm one code, receive ten
// recovery codes), disable (password and a code), and sign-in's second step. After a right password
// the session holds only a pending mark (no user; the right password itself counted as no failure);
// the code, counted in the sign-in throttle like a password, completes the sign-in on a fresh session id.
import { isStaffRole } from '../../contract/index.ts';
import { totpCodeSchema, totpDisableSchema } from '../../contract/totp.ts';
import { badRequest, conflict, unauthorized } from '../../errors.ts';
import { currentUser, requireRole } from '../../middleware/auth.ts';
import { LoginThrottle } from '../../middleware/rateLimit.ts';
import { withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import type { AppContext, AppDeps } from '../../types.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { rememberSource, signInSource } from '../auth/sources.ts';
import { presentUser, type UserRow } from '../shared/presenters.ts';
import {
  PENDING_MS,
  codeStep,
  disableTotp,
  enableTotp,
  newSecret,
  secondFactorMatches,
  setupFacts,
  totpSecretOf,
} from './repo.ts';

/** Called by sign-in after a right password: true when the user must give a code first (then the
 * answer says so and the session only remembers who is half-way in). */
export async function askSecondFactor(ctx: AppContext, user: UserRow): Promise<boolean> {
  if (!isStaffRole(user.role) || !(await totpSecretOf(ctx.deps.db, user.id))) return false;
  ctx.session!.totpPending = { userId: user.id, at: Date.now() };
  ctx.body = { ok: true, data: { totpRequired: true } };
  return true;
}

export function totpRoutes(deps: AppDeps) {
  const router = createRouter('/api');
  const throttle = new LoginThrottle(deps.config.loginLimits);
  const staff = requireRole('admin', 'owner');

  router.post(
    '/auth/login/totp',
    withBody(totpCodeSchema, async (ctx, { code }) => {
      const { db } = ctx.deps;
      const pending = ctx.session?.totpPending;
      if (!pending || Date.now() - pending.at > PENDING_MS) throw unauthorized('notAuthenticated');
      const user = await db('users').where({ id: pending.userId }).first();
      if (!user?.is_active) throw unauthorized('notAuthenticated');
      const source = await signInSource(ctx, user.email, user.id);
      await throttle.claim(db, source);
      if (!(await secondFactorMatches(db, user.id, code))) throw unauthorized('invalidCredentials');
      await throttle.succeeded(db, source);
      await rememberSource(ctx, user.id);
      delete ctx.session!.totpPending;
      ctx.session!.userId = user.id;
      await ctx.session!.regenerate();
      ctx.body = { ok: true, data: { user: presentUser(user) } };
    }),
  );

  router.get('/admin/totp', staff, async (ctx) => {
    ctx.body = { ok: true, data: { enabled: Boolean(await totpSecretOf(ctx.deps.db, currentUser(ctx).id)) } };
  });

  // While two-factor is on, a session alone cannot replace the secret and the recovery codes: the user
  // turns it off first (password and a code), then sets it up again.
  const refuseWhenOn = async (ctx: AppContext) => {
    if (await totpSecretOf(ctx.deps.db, currentUser(ctx).id)) throw conflict('totpAlreadyOn');
  };

  // A new secret for this session; it counts only once a code from it is confirmed.
  router.post('/admin/totp/setup', staff, async (ctx) => {
    const user = currentUser(ctx);
    await refuseWhenOn(ctx);
    const secret = newSecret();
    ctx.session!.totpSetup = secret;
    ctx.body = { ok: true, data: await setupFacts(secret, ctx.deps.config.brand, user.email) };
  });

  router.post(
    '/admin/totp/enable',
    staff,
    withBody(totpCodeSchema, async (ctx, { code }) => {
      await refuseWhenOn(ctx);
      const secret = ctx.session?.totpSetup;
      const step = secret ? await codeStep(secret, code) : null;
      // A code already accepted (sent twice, or used to sign in) is refused like a wrong one.
      const recoveryCodes =
        secret && step !== null && (await enableTotp(ctx.deps.db, currentUser(ctx).id, secret, step));
      if (!recoveryCodes) throw badRequest('invalidInput', { code: 'invalidInput' });
      delete ctx.session!.totpSetup;
      ctx.body = { ok: true, data: { enabled: true, recoveryCodes } };
    }),
  );

  router.post(
    '/admin/totp/disable',
    staff,
    withBody(totpDisableSchema, async (ctx, { password, code }) => {
      const { db } = ctx.deps;
      const user = currentUser(ctx);
      const source = await signInSource(ctx, user.email, user.id);
      await throttle.claim(db, source);
      const row = await db('users').where({ id: user.id }).first('password_hash');
      if (!(await verifyPassword(row?.password_hash, password)))
        throw badRequest('currentPasswordWrong', { password: 'currentPasswordWrong' });
      if (!(await secondFactorMatches(db, user.id, code))) throw badRequest('invalidInput', { code: 'invalidInput' });
      await throttle.succeeded(db, source);
      await disableTotp(db, user.id);
      ctx.body = { ok: true, data: { enabled: false } };
    }),
  );

  return router;
}
