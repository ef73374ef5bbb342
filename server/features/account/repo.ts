// Password reset tokens and the user's language. Tokens: 256 random bits sent in the mail, only their
// SHA-256 stored, single use, valid one hour.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Language } from '../../contract/index.ts';
import { badRequest } from '../../errors.ts';
import { mailAccountInvitation, mailPasswordChanged, mailPasswordReset, type MailEnv } from '../mail/notify.ts';

const RESET_VALID_MS = 60 * 60 * 1000;
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** Makes a reset token and its mail when an active account has this address; nothing otherwise.
 * Returns whether a mail was written (the caller answers alike either way). */
export async function requestPasswordReset(db: Knex, env: MailEnv, email: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const user = await trx('users')
      .whereRaw('lower(email) = lower(?)', [email])
      .where({ is_active: true })
      .first('id', 'email', 'first_name', 'last_name', 'language');
    if (!user) return false;
    const token = crypto.randomBytes(32).toString('base64url');
    await trx('password_resets').insert({
      token_hash: sha256(token),
      user_id: user.id,
      expires_at: new Date(Date.now() + RESET_VALID_MS),
    });
    await mailPasswordReset(trx, env, user, token);
    return true;
  });
}

/** How long an invitation to choose a password lasts (a reset link: one hour). */
const INVITATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;

/** A new account made by staff (a converted lead, a staff-created candidate or employer without a password):
 * a one-time link to choose a password, mailed inside `trx`. It is a reset token (only its SHA-256 kept,
 * spent by /reset-password) that lasts 7 days; the kept copy of the mail has the link redacted. */
export async function inviteToSetPassword(
  trx: Knex,
  env: MailEnv,
  user: { id: number; email: string; first_name: string; last_name: string; language: Language },
  draftJob?: string,
): Promise<void> {
  const token = crypto.randomBytes(32).toString('base64url');
  await trx('password_resets').insert({
    token_hash: sha256(token),
    user_id: user.id,
    expires_at: new Date(Date.now() + INVITATION_VALID_MS),
  });
  await mailAccountInvitation(trx, env, user, token, draftJob);
}

/** Sets the new password when the token is valid, unused and unexpired; then every token of the user
 * (reset and address change) is spent and every session of theirs ends. Returns the user's id. */
export async function resetPassword(db: Knex, env: MailEnv, token: string, passwordHash: string): Promise<number> {
  return db.transaction(async (trx) => {
    const reset = await trx('password_resets')
      .where({ token_hash: sha256(token) })
      .whereNull('used_at')
      .where('expires_at', '>', trx.fn.now())
      .forUpdate()
      .first('user_id');
    const user = reset
      ? await trx('users')
          .where({ id: reset.user_id, is_active: true })
          .first('id', 'email', 'first_name', 'last_name', 'language')
      : undefined;
    if (!reset || !user) throw badRequest('resetLinkInvalid', { token: 'resetLinkInvalid' });
    await trx('users').where({ id: user.id }).update({ password_hash: passwordHash });
    await trx('password_resets').where({ user_id: user.id }).whereNull('used_at').update({ used_at: trx.fn.now() });
    // A pending address change was asked with the old password: it dies with it.
    await trx('email_changes').where({ user_id: user.id }).whereNull('used_at').update({ used_at: trx.fn.now() });
    await trx('sessions').where({ user_id: user.id }).delete();
    await mailPasswordChanged(trx, env, user);
    return user.id;
  });
}

export async function setLanguage(db: Knex, userId: number, language: Language): Promise<void> {
  await db('users').where({ id: userId }).update({ language });
}
