// Retention: personal data nobody needs any more is removed on a schedule — at start-up and
// every hour (server/boot.ts housekeeping, timed in main.ts). Each step is one DELETE or UPDATE by a
// condition, so two server processes running it at once only find less to do.
import type { Knex } from 'knex';
import type { FileStore } from '../../storage/files.ts';
import { purgeOrphanFiles } from '../files/repo.ts';
import { forgetOldSources } from '../auth/sources.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export interface Retention {
  /** CVs uploaded at registration that no registration or application took up. */
  orphanUploadMs: number;
  /** Password reset and email-change links, counted from their expiry. */
  expiredTokenMs: number;
  /** Rate-limit counters, counted from their window's start (and only once any wait has passed). */
  rateLimitMs: number;
  /** Bodies of mails that left the outbox (sent, failed or kept); the row stays for the 'Sent mail' list. */
  mailBodyMs: number;
}

export const retentionOf = (mailBodyDays: number): Retention => ({
  orphanUploadMs: DAY,
  expiredTokenMs: DAY,
  rateLimitMs: DAY,
  mailBodyMs: mailBodyDays * DAY,
});

/** What one run removed, by kind. */
export interface Purged {
  uploads: number;
  passwordResets: number;
  emailChanges: number;
  rateLimits: number;
  /** Sign-in addresses not used for 90 days (features/auth/sources.ts). */
  signInSources: number;
  mailBodies: number;
}

/** Removes what is older than the retention allows at `now` (tests pass a fixed one). */
export async function purgeStaleData(db: Knex, now: Date, r: Retention, files?: FileStore): Promise<Purged> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  // purgeOrphanFiles measures from the clock; the grace is shifted so its cut-off is now - orphanUploadMs.
  const uploads = await purgeOrphanFiles(db, files, r.orphanUploadMs + (Date.now() - now.getTime()));
  const passwordResets = await db('password_resets').where('expires_at', '<', before(r.expiredTokenMs)).delete();
  const emailChanges = await db('email_changes').where('expires_at', '<', before(r.expiredTokenMs)).delete();
  const rateLimits = await db('rate_limits')
    .where('window_start', '<', before(r.rateLimitMs))
    .andWhere((q) => q.whereNull('blocked_until').orWhere('blocked_until', '<', now))
    .delete();
  const signInSources = await forgetOldSources(db, now);
  const mailBodies = await db('mail_outbox')
    .whereIn('status', ['sent', 'failed', 'kept'])
    .where('created_at', '<', before(r.mailBodyMs))
    .where((q) => q.whereNot('text_body', '').orWhereNot('html_body', ''))
    .update({ text_body: '', html_body: '' });
  // Row counts are numbers on both engines (server/db/index.ts).
  return { uploads, passwordResets, emailChanges, rateLimits, signInSources, mailBodies };
}
