// Leads and trust: an employer who signs up proves their address by a mailed one-time link
// before anything they post is public. Tokens: 256 random bits in the mail, only their SHA-256 stored,
// single use, valid 48 hours; the stored copy of the mail has the link redacted (mail/outbox.ts).
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { badRequest } from '../../errors.ts';
import { TooManyRequests, countHit } from '../../middleware/rateLimit.ts';
import { mailEmailVerification, type MailEnv } from '../mail/notify.ts';

const VERIFY_VALID_MS = 48 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Verification mails an employer may ask for again per hour (the sign-up's own mail apart). */
const VERIFICATION_RESENDS_PER_HOUR = 3;
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

type Recipient = Parameters<typeof mailEmailVerification>[2] & { id: number };

/** A new link for this user and its mail, in the caller's transaction. */
export async function sendVerification(trx: Knex, env: MailEnv, user: Recipient): Promise<void> {
  const token = crypto.randomBytes(32).toString('base64url');
  await trx('email_verifications').insert({
    token_hash: sha256(token),
    user_id: user.id,
    expires_at: new Date(Date.now() + VERIFY_VALID_MS),
  });
  await mailEmailVerification(trx, env, user, token);
}

/** 'Resend' on the employer's desk: a fresh link (earlier ones keep working until they expire), at
 * most VERIFICATION_RESENDS_PER_HOUR an hour; 400 when the address is verified already. */
export async function resendVerification(db: Knex, env: MailEnv, userId: number): Promise<void> {
  const user = await db('users')
    .where({ id: userId })
    .first('id', 'email', 'first_name', 'last_name', 'language', 'email_verified_at');
  if (!user || user.email_verified_at) throw badRequest('alreadyVerified');
  const { hits, retryMs } = await countHit(db, `verify-resend:account:${userId}`, HOUR);
  if (hits > VERIFICATION_RESENDS_PER_HOUR) throw new TooManyRequests('tooManyVerificationMails', retryMs);
  await db.transaction((trx) => sendVerification(trx, env, user));
}

/** Marks the address verified when the token is valid, unused and unexpired (a link to an address the
 * account no longer has is refused: an address change spends them). Every link of the user is spent. */
export async function verifyEmail(db: Knex, token: string): Promise<void> {
  await db.transaction(async (trx) => {
    const link = await trx('email_verifications')
      .where({ token_hash: sha256(token) })
      .whereNull('used_at')
      .where('expires_at', '>', trx.fn.now())
      .forUpdate()
      .first('user_id');
    if (!link) throw badRequest('verifyLinkInvalid', { token: 'verifyLinkInvalid' });
    await trx('users')
      .where({ id: link.user_id })
      .whereNull('email_verified_at')
      .update({ email_verified_at: trx.fn.now() });
    await trx('email_verifications')
      .where({ user_id: link.user_id })
      .whereNull('used_at')
      .update({ used_at: trx.fn.now() });
  });
}
