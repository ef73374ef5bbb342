// Changing the sign-in address: the current password and the new address → a confirmation
// link mailed to the new address (256 random bits, only the SHA-256 kept, single use, one hour) and a
// notice to the old one. The address changes when the link is opened; then every other session ends.
// An address that already has an account gets the same answer and no link (no account discovery).
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { confirmEmailSchema, emailChangeSchema } from '../../contract/index.ts';
import { badRequest } from '../../errors.ts';
import { currentUser, requireRole } from '../../middleware/auth.ts';
import { addressKey } from '../../middleware/proxy.ts';
import { TooManyRequests, countHit } from '../../middleware/rateLimit.ts';
import { withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { mailEmailChangeConfirm, mailEmailChangeNotice, mailEnv, type MailEnv } from '../mail/notify.ts';

const HOUR = 60 * 60 * 1000;
const LINK_VALID_MS = HOUR;
/** Change requests per account and per client address, per hour (like the password reset's). */
const LIMITS = { perAccount: 3, perAddress: 20 };
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** Writes the token and both mails when the address is free; only the notice when it is taken. */
async function requestEmailChange(db: Knex, env: MailEnv, userId: number, newEmail: string): Promise<void> {
  await db.transaction(async (trx) => {
    const user = await trx('users').where({ id: userId }).first('id', 'email', 'first_name', 'last_name', 'language');
    if (!user || user.email.toLowerCase() === newEmail) return;
    const taken = await trx('users').whereRaw('lower(email) = ?', [newEmail]).first('id');
    if (!taken) {
      const token = crypto.randomBytes(32).toString('base64url');
      await trx('email_changes').insert({
        token_hash: sha256(token),
        user_id: user.id,
        new_email: newEmail,
        expires_at: new Date(Date.now() + LINK_VALID_MS),
      });
      await mailEmailChangeConfirm(trx, env, user, newEmail, token);
    }
    await mailEmailChangeNotice(trx, env, user, newEmail);
  });
}

/** Sets the new address when the token is valid, unused and unexpired and the address still free; every
 * pending change and password reset of the user is spent and every session of theirs ends. Returns the user's id. */
async function confirmEmailChange(db: Knex, token: string): Promise<number> {
  return db.transaction(async (trx) => {
    const change = await trx('email_changes')
      .where({ token_hash: sha256(token) })
      .whereNull('used_at')
      .where('expires_at', '>', trx.fn.now())
      .forUpdate()
      .first('user_id', 'new_email');
    const user = change
      ? await trx('users').where({ id: change.user_id, is_active: true }).whereNull('deleted_at').first('id')
      : undefined;
    const taken = change ? await trx('users').whereRaw('lower(email) = ?', [change.new_email]).first('id') : undefined;
    if (!change || !user || taken) throw badRequest('invalidInput', { token: 'invalidInput' });
    // The link reached the new address, which is thereby verified.
    await trx('users').where({ id: user.id }).update({ email: change.new_email, email_verified_at: trx.fn.now() });
    await trx('candidate_registrations').where({ user_id: user.id }).update({ email: change.new_email });
    await trx('employer_requests').where({ user_id: user.id, is_account: true }).update({ email: change.new_email });
    await trx('email_changes').where({ user_id: user.id }).whereNull('used_at').update({ used_at: trx.fn.now() });
    // Reset links went to the old address, which the user is leaving: none of them opens the account now.
    await trx('password_resets').where({ user_id: user.id }).whereNull('used_at').update({ used_at: trx.fn.now() });
    await trx('email_verifications').where({ user_id: user.id }).whereNull('used_at').update({ used_at: trx.fn.now() });
    await trx('sessions').where({ user_id: user.id }).delete();
    return user.id;
  });
}

export function emailChangeRoutes() {
  const router = createRouter('/api');

  router.post(
    '/account/email',
    requireRole('candidate', 'employer'),
    withBody(emailChangeSchema, async (ctx, { email, currentPassword }) => {
      const user = currentUser(ctx);
      const { db } = ctx.deps;
      const onAccount = await countHit(db, `email-change:account:${user.id}`, HOUR);
      const fromAddress = await countHit(db, `email-change:ip:${addressKey(ctx.ip)}`, HOUR);
      if (onAccount.hits > LIMITS.perAccount || fromAddress.hits > LIMITS.perAddress)
        throw new TooManyRequests('tooManyRequests', Math.max(onAccount.retryMs, fromAddress.retryMs));
      const row = await db('users').where({ id: user.id }).first('password_hash');
      if (!(await verifyPassword(row?.password_hash, currentPassword)))
        throw badRequest('currentPasswordWrong', { currentPassword: 'currentPasswordWrong' });
      await requestEmailChange(db, mailEnv(ctx), user.id, email.toLowerCase());
      ctx.deps.mailer.nudge();
      ctx.status = 202;
      ctx.body = { ok: true };
    }),
  );

  // Anyone holding the link: it may be opened in another browser than the one that asked.
  router.post(
    '/auth/confirm-email',
    withBody(confirmEmailSchema, async (ctx, { token }) => {
      const userId = await confirmEmailChange(ctx.deps.db, token);
      // This browser stays signed in under a fresh session id when it is the user's; any other ended.
      if (ctx.session?.userId === userId) {
        await ctx.session.regenerate();
        ctx.session.userId = userId;
      }
      ctx.body = { ok: true };
    }),
  );

  return router;
}
