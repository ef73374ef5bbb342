// Job alerts: creating, confirming and deleting them, and the run that mails new matching jobs.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { alertJobQuery, type AlertQuery, type JobAlert } from '../../contract/alerts.ts';
import type { Language } from '../../contract/index.ts';
import { searchJobs, writeJobQuery } from '../../contract/jobSearch.ts';
import type { JobAlertRecord } from '../../db/tables.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { siteLink, type MailEnv } from '../mail/notify.ts';
import { iso, presentJob } from '../shared/presenters.ts';
import { serverT } from '../../i18n/index.ts';

/** An unconfirmed visitor's alert is deleted after this many days (and its link refused). */
const CONFIRM_DAYS = 7;
/** Instant alerts mail new jobs at most this often. */
const INSTANT_BATCH_MS = 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 256 random bits, URL-safe (43 characters). */
const newToken = () => crypto.randomBytes(32).toString('base64url');
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export const presentAlert = (r: JobAlertRecord): JobAlert => ({
  id: r.id,
  query: r.query,
  frequency: r.frequency,
  status: r.status,
  createdAt: iso(r.created_at),
});

/** When a newly active alert first runs: an instant one at once, a daily one a day later. */
const firstRun = (frequency: JobAlertRecord['frequency'], confirmedAt: Date) =>
  new Date(confirmedAt.getTime() + (frequency === 'daily' ? DAY_MS : 0));

/** The confirmation mail of a visitor's alert (double opt-in). */
async function mailAlertConfirm(trx: Knex, env: MailEnv, to: string, language: Language, token: string): Promise<void> {
  const t = serverT(language, 'alerts');
  const url = siteLink(env, language, '/alerts/confirm', { token });
  await enqueueMail(trx, env.config, {
    kind: 'jobAlertConfirm',
    to,
    language,
    subject: t('confirm.subject'),
    paragraphs: [t('confirm.intro')],
    action: { label: t('confirm.action'), url },
    after: [t('confirm.expiry'), t('confirm.ignore')],
    secrets: [url, token],
  });
}

/** jsonb is written as its JSON text (both engines read it back as an object). */
const asJson = (q: AlertQuery) => JSON.stringify(q) as unknown as AlertQuery;

/** A signed-in candidate's alert, active at once (their address is theirs already); null when they hold
 * `limit` already. The account's row, locked, makes two sign-ups at once count one after the other. */
export async function insertAccountAlert(
  db: Knex,
  user: { id: number; email: string; language: Language },
  query: AlertQuery,
  frequency: JobAlertRecord['frequency'],
  limit: number,
): Promise<JobAlertRecord | null> {
  return db.transaction(async (trx) => {
    await trx('users').where({ id: user.id }).forUpdate().first('id');
    const held = await trx('job_alerts').where({ user_id: user.id }).count({ n: '*' }).first();
    if (Number(held?.n ?? 0) >= limit) return null;
    const [inserted] = await trx('job_alerts')
      .insert({
        user_id: user.id,
        email: user.email,
        language: user.language,
        query: asJson(query),
        frequency,
        status: 'active',
        unsubscribe_token: newToken(),
        confirmed_at: db.fn.now() as unknown as Date,
        next_run_at: (frequency === 'daily' ? db.raw("now() + interval '1 day'") : db.fn.now()) as unknown as Date,
      })
      .returning('*');
    return inserted!;
  });
}

/** The alerts an address holds that count against its limit: active ones, and those still confirmable. */
export async function alertsHeldBy(db: Knex, email: string): Promise<number> {
  const held = await db('job_alerts')
    .whereRaw('lower(email) = ?', [email.toLowerCase()])
    .where((q) =>
      q
        .where('status', 'active')
        .orWhere('created_at', '>', db.raw('now() - make_interval(days => ?)', [CONFIRM_DAYS])),
    )
    .count({ n: '*' })
    .first();
  return Number(held?.n ?? 0);
}

/** A visitor's alert, waiting for the confirmation mailed with the same transaction. */
export async function insertPendingAlert(
  db: Knex,
  env: MailEnv,
  a: { email: string; language: Language; query: AlertQuery; frequency: JobAlertRecord['frequency'] },
): Promise<void> {
  const token = newToken();
  await db.transaction(async (trx) => {
    await trx('job_alerts').insert({
      email: a.email,
      language: a.language,
      query: asJson(a.query),
      frequency: a.frequency,
      status: 'pending',
      confirm_token_hash: hashToken(token),
      unsubscribe_token: newToken(),
    });
    await mailAlertConfirm(trx, env, a.email, a.language, token);
  });
}

/** Confirms the alert of a confirmation link (once; a second press answers the same alert); null when the
 * link is unknown, its alert deleted, or unconfirmed for longer than CONFIRM_DAYS. */
export async function confirmAlert(db: Knex, token: string): Promise<JobAlertRecord | null> {
  const row = await db('job_alerts')
    .where({ confirm_token_hash: hashToken(token) })
    .where('created_at', '>', db.raw('now() - make_interval(days => ?)', [CONFIRM_DAYS]))
    .first();
  if (!row) return null;
  if (row.status !== 'pending') return row;
  const [updated] = await db('job_alerts')
    .where({ id: row.id, status: 'pending' })
    .update({ status: 'active', confirmed_at: db.fn.now() })
    .returning('*');
  if (!updated) return row;
  const [scheduled] = await db('job_alerts')
    .where({ id: updated.id })
    .update({ next_run_at: firstRun(updated.frequency, updated.confirmed_at!) })
    .returning('*');
  return scheduled ?? updated;
}

/** The active alert an unsubscribe link names, if any. */
export const alertToUnsubscribe = (db: Knex, token: string): Promise<JobAlertRecord | undefined> =>
  db('job_alerts').where({ unsubscribe_token: token, status: 'active' }).first();

export async function unsubscribeAlert(db: Knex, token: string): Promise<void> {
  await db('job_alerts').where({ unsubscribe_token: token }).delete();
}

/** An account's alerts, newest first. */
export const alertsOf = (db: Knex, userId: number): Promise<JobAlertRecord[]> =>
  db('job_alerts')
    .where({ user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);

/** Deletes an account's own alert; false when it has no such alert. */
export const deleteAlertOf = async (db: Knex, id: number, userId: number): Promise<boolean> =>
  (await db('job_alerts').where({ id, user_id: userId }).delete()) > 0;

/** Unconfirmed alerts older than CONFIRM_DAYS (housekeeping). */
export async function purgeUnconfirmedAlerts(db: Knex): Promise<void> {
  await db('job_alerts')
    .where({ status: 'pending' })
    .where('created_at', '<', db.raw('now() - make_interval(days => ?)', [CONFIRM_DAYS]))
    .delete();
}

function searchSummary(q: AlertQuery, lang: Language): string {
  const parts = [
    q.q,
    q.location !== 'all' ? q.location : '',
    q.category !== 'all' ? q.category : '',
    q.type !== 'all' ? q.type : '',
    q.mode !== 'all' ? q.mode : '',
    q.minSalary !== null ? `≥ ${q.minSalary}k EUR` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : serverT(lang, 'alerts')('digest.anything');
}

interface DueAlert extends JobAlertRecord {
  owner_email: string | null;
  owner_language: Language | null;
  owner_active: boolean | null;
}

/** One run of the alerts due at `now`: for each, the listed jobs that went public since it became active
 * that its search finds (the board's own matcher) and that it has not mailed yet, in one mail; a job
 * is recorded as sent for the alert in the same transaction as its mail. Alerts are claimed FOR
 * UPDATE SKIP LOCKED, so two server processes never run one alert at once. Returns the mails written. */
export async function runDueAlerts(db: Knex, env: MailEnv, now: Date, batch = 50): Promise<number> {
  let mails = 0;
  let after = 0;
  for (;;) {
    const { claimed, written } = await db.transaction(async (trx) => {
      const due: DueAlert[] = await trx('job_alerts as a')
        .leftJoin('users as u', 'u.id', 'a.user_id')
        .where('a.status', 'active')
        .where('a.next_run_at', '<=', now)
        .where('a.id', '>', after)
        .orderBy('a.id')
        .limit(batch)
        .forUpdate('a')
        .skipLocked()
        .select('a.*', 'u.email as owner_email', 'u.language as owner_language', 'u.is_active as owner_active');
      if (due.length === 0) return { claimed: 0, written: 0 };
      after = due.at(-1)!.id;
      const since = new Date(Math.min(...due.map((a) => (a.confirmed_at ?? a.created_at).getTime())));
      // Jobs that went public since (approved in review or a draft published later counts from then).
      const rows = await trx('jobs')
        .where({ is_active: true, review_status: 'approved', is_draft: false })
        .where('listed_until', '>', now)
        .where('published_at', '>=', since);
      const publishedAt = new Map(rows.map((r) => [r.id, new Date(r.published_at!).getTime()]));
      const jobs = rows.map(presentJob);
      let n = 0;
      for (const alert of due) {
        const from = (alert.confirmed_at ?? alert.created_at).getTime();
        const fresh = jobs.filter((j) => publishedAt.get(j.id)! >= from);
        const found = searchJobs(fresh, alertJobQuery(alert.query), now.getTime());
        let mailed: number[] = [];
        if (found.length > 0 && alert.owner_active !== false) {
          const rows: { job_id: number }[] = await trx('job_alert_sent')
            .insert(found.map((j) => ({ alert_id: alert.id, job_id: j.id })))
            .onConflict(['alert_id', 'job_id'])
            .ignore()
            .returning('job_id');
          mailed = rows.map((r) => r.job_id);
        }
        const jobsToMail = found.filter((j) => mailed.includes(j.id));
        if (jobsToMail.length > 0) {
          const language = alert.owner_language ?? alert.language;
          const t = serverT(language, 'alerts');
          const count = jobsToMail.length;
          const token = alert.unsubscribe_token;
          const unsubscribePage = siteLink(env, language, '/alerts/unsubscribe', { token });
          const unsubscribeNow = `${env.base}/api/alerts/unsubscribe?token=${token}`;
          await enqueueMail(trx, env.config, {
            kind: 'jobAlert',
            to: alert.owner_email ?? alert.email,
            language,
            subject: t('digest.subject', { count }),
            paragraphs: [t('digest.intro', { count })],
            links: jobsToMail.map((j) => ({
              label: j.title,
              url: siteLink(env, language, `/jobs/${encodeURIComponent(j.slug)}`),
              note: `${j.company} · ${j.location}`,
            })),
            details: [[t('digest.search'), searchSummary(alert.query, language)]],
            action: {
              label: t('digest.all'),
              url: siteLink(env, language, `/jobs?${writeJobQuery(alertJobQuery(alert.query)).toString()}`),
            },
            after: [t('digest.unsubscribe', { url: unsubscribePage })],
            headers: {
              'List-Unsubscribe': `<${unsubscribeNow}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
            // The unsubscribe links act for the recipient: sent, never kept (mail/outbox.ts).
            secrets: [unsubscribePage, unsubscribeNow, token],
          });
          n++;
        }
        // Daily: the next day whatever was found. Instant: the next batch no sooner than a minute after
        // a mail; with nothing new it stays due and looks again at the next run.
        let next = alert.next_run_at!;
        if (alert.frequency === 'daily') while (next <= now) next = new Date(next.getTime() + DAY_MS);
        else if (jobsToMail.length > 0) next = new Date(now.getTime() + INSTANT_BATCH_MS);
        await trx('job_alerts').where({ id: alert.id }).update({ last_run_at: now, next_run_at: next });
      }
      return { claimed: due.length, written: n };
    });
    mails += written;
    if (claimed < batch) return mails;
  }
}
