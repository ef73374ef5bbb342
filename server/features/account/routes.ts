// Password reset ('Forgot password?') and the signed-in user's language (their mails are written in it).
import { forgotPasswordSchema, languageSchema, resetPasswordSchema } from '../../contract/index.ts';
import { currentUser, requireAuth } from '../../middleware/auth.ts';
import { addressKey } from '../../middleware/proxy.ts';
import { TooManyRequests, countHit } from '../../middleware/rateLimit.ts';
import { withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import type { AppContext, AppDeps } from '../../types.ts';
import { hashPassword } from '../auth/passwords.ts';
import { mailEnv } from '../mail/notify.ts';
import { requestPasswordReset, resetPassword, setLanguage } from './repo.ts';

const HOUR = 60 * 60 * 1000;
/** Reset mails per address asked for and per client address, per hour. Counted whether or not an
 * account exists, so the limit tells nothing about accounts either. */
const RESET_LIMITS = { perAccount: 3, perAddress: 20 };

export function accountRoutes(deps: AppDeps) {
  const router = createRouter('/api/auth');

  router.post(
    '/forgot-password',
    withBody(forgotPasswordSchema, async (ctx, { email }) => {
      // Counted in the database (middleware/rateLimit.ts), so the limits hold across server processes.
      const onAccount = await countHit(ctx.deps.db, `reset:account:${email.toLowerCase()}`, HOUR);
      const fromAddress = await countHit(ctx.deps.db, `reset:ip:${addressKey(ctx.ip)}`, HOUR);
      if (onAccount.hits > RESET_LIMITS.perAccount || fromAddress.hits > RESET_LIMITS.perAddress) {
        throw new TooManyRequests('tooManyResetRequests', Math.max(onAccount.retryMs, fromAddress.retryMs));
      }
      if (await requestPasswordReset(ctx.deps.db, mailEnv(ctx), email)) deps.mailer.nudge();
      ctx.status = 202;
      ctx.body = { ok: true };
    }),
  );

  router.post(
    '/reset-password',
    withBody(resetPasswordSchema, async (ctx, { token, password }) => {
      const userId = await resetPassword(ctx.deps.db, mailEnv(ctx), token, await hashPassword(password));
      deps.mailer.nudge();
      if (ctx.session?.userId === userId) ctx.session = null;
      ctx.body = { ok: true };
    }),
  );

  router.put(
    '/language',
    requireAuth,
    withBody(languageSchema, async (ctx: AppContext, { language }) => {
      await setLanguage(ctx.deps.db, currentUser(ctx).id, language);
      ctx.body = { ok: true };
    }),
  );

  return router;
}
