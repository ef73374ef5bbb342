import { createRouter, type AppRouter } from '../../router.ts';
import { LANGUAGES, loginSchema, registerSchema, type Language } from '../../contract/index.ts';
import { HttpError, forbidden, unauthorized } from '../../errors.ts';
import { currentUser, requireAuth } from '../../middleware/auth.ts';
import { LoginThrottle, limitPerAddress } from '../../middleware/rateLimit.ts';
import { addressKey } from '../../middleware/proxy.ts';
import { withBody } from '../../middleware/validate.ts';
import type { AppContext, AppDeps } from '../../types.ts';
import { presentUser, type UserRow } from '../shared/presenters.ts';
import { hasher, verifyPassword } from './passwords.ts';
import { registerAccount } from '../provisioning/repo.ts';
import { findUserByEmail } from './repo.ts';
import { askSecondFactor } from '../totp/routes.ts';
import { rememberSource, signInSource } from './sources.ts';
import { mailEnv } from '../mail/notify.ts';

/** Signs the user in on a fresh session id (no session fixation). */
async function startSession(ctx: AppContext, user: UserRow): Promise<void> {
  ctx.session!.userId = user.id;
  await ctx.session!.regenerate();
  ctx.body = { ok: true, data: { user: presentUser(user) } };
}

export function authRoutes(deps: AppDeps): AppRouter {
  const router = createRouter('/api/auth');
  const throttle = new LoginThrottle(deps.config.loginLimits);

  router.post(
    '/register',
    limitPerAddress((c) => c.formLimits, 'tooManyRequests', 'register'),
    withBody(registerSchema, async (ctx, input) => {
      // The app sends its current language as Accept-Language: the user's mails are written in it.
      const language = (ctx.acceptsLanguages([...LANGUAGES]) || 'en') as Language;
      const result = await registerAccount(ctx.deps.db, mailEnv(ctx), input, language);
      if ('created' in result) {
        await startSession(ctx, result.created);
        ctx.deps.mailer.nudge(); // an employer's verification link
      } else {
        // An address that has an account: the same answer, no session (any earlier one on this browser
        // ends, as a new sign-up's would); its owner was mailed instead (no enumeration).
        ctx.session = null;
        ctx.body = { ok: true, data: { user: result.taken } };
        ctx.deps.mailer.nudge();
      }
      ctx.status = 201;
    }),
  );

  router.post(
    '/login',
    withBody(loginSchema, async (ctx, { email, password }) => {
      const { db } = ctx.deps;
      const user = await findUserByEmail(db, email, addressKey(ctx.ip));
      const source = await signInSource(ctx, email, user?.id, user?.known_address);
      // A full hasher queue refuses before the attempt is counted: a storm costs nobody an attempt.
      if (!hasher.hasRoom()) throw new HttpError(503, 'passwordCheckBusy');
      await throttle.claim(db, source);
      if (!(await verifyPassword(user?.password_hash, password)) || !user) throw unauthorized('invalidCredentials');
      // A right password is no failure, whatever follows (a disabled account, a second step to come).
      if (!user.is_active) {
        await throttle.accepted(db, source);
        throw forbidden('accountDisabled');
      }
      // Staff with two-factor sign-in: no session until the code (features/totp), which settles the throttle.
      if (await askSecondFactor(ctx, user)) {
        await throttle.accepted(db, source);
        return;
      }
      // Two writes of their own rows, sent together: one wait rather than two (a storm of sign-ins costs the
      // reads beside it every turn of the event loop it takes).
      await Promise.all([throttle.succeeded(db, source), rememberSource(ctx, user.id)]);
      await startSession(ctx, user);
    }),
  );

  router.get('/me', requireAuth, (ctx: AppContext) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ok: true, data: { user: presentUser(currentUser(ctx)) } };
  });

  router.post('/logout', (ctx: AppContext) => {
    ctx.session = null;
    ctx.body = { ok: true };
  });

  return router;
}
