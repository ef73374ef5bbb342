// Job alerts (issue 12): save the board's search as an alert (a signed-in candidate's is active at
// once; a visitor confirms by a double opt-in link), list and delete one's own alerts, and the
// one-click unsubscribe the alert mails carry (a token, no sign-in).
import { alertTokenSchema, createAlertSchema, type AlertQuery } from '../../contract/alerts.ts';
import { LANGUAGES, idParamSchema, type Language } from '../../contract/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { currentUser, requireAuth } from '../../middleware/auth.ts';
import { countHit, limitPerAddress } from '../../middleware/rateLimit.ts';
import { parse, withBody, withQuery } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import type { AppDeps } from '../../types.ts';
import { mailEnv } from '../mail/notify.ts';
import { CONFIRM_DAYS, firstRun, hashToken, mailAlertConfirm, newToken, presentAlert } from './repo.ts';

const HOUR = 60 * 60 * 1000;
/** Alert confirmation mails one address may receive per hour. */
const CONFIRM_MAILS_PER_HOUR = 3;
/** Alerts one account may hold (a further one: 400 tooManyAlerts). */
export const ALERTS_PER_ACCOUNT = 20;
/** Active or still confirmable alerts one address may hold: past it a visitor's sign-up is answered
 * as always (202) but writes and mails nothing, so the answer tells no one what the address holds. */
export const ALERTS_PER_ADDRESS = 20;

/** jsonb is written as its JSON text (both engines read it back as an object). */
const asJson = (q: AlertQuery) => JSON.stringify(q) as unknown as AlertQuery;

export function alertRoutes(deps: AppDeps) {
  const router = createRouter('/api');

  router.post(
    '/alerts',
    limitPerAddress((c) => c.formLimits, 'tooManyRequests', 'alerts'),
    withBody(createAlertSchema, async (ctx, { query, frequency, email }) => {
      const { db } = ctx.deps;
      const user = ctx.state.user;
      if (user?.role === 'candidate') {
        // One click: the account's address is already confirmed as theirs. The account's row, locked,
        // makes two sign-ups at once count one after the other.
        const row = await db.transaction(async (trx) => {
          await trx('users').where({ id: user.id }).forUpdate().first('id');
          const held = await trx('job_alerts').where({ user_id: user.id }).count({ n: '*' }).first();
          if (Number(held?.n ?? 0) >= ALERTS_PER_ACCOUNT) throw badRequest('tooManyAlerts');
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
              next_run_at: (frequency === 'daily'
                ? db.raw("now() + interval '1 day'")
                : db.fn.now()) as unknown as Date,
            })
            .returning('*');
          return inserted;
        });
        ctx.status = 201;
        ctx.body = { ok: true, data: { alert: presentAlert(row!) } };
        return;
      }
      if (!email) throw badRequest('invalidEmail', { email: 'invalidEmail' });
      // Confirmation mails per address and hour: a stranger cannot flood someone's mailbox from many
      // client addresses. Over the limit the answer is the same and nothing is written or mailed.
      const toAddress = await countHit(db, `alert-confirm:${email.toLowerCase()}`, HOUR);
      const held = await db('job_alerts')
        .whereRaw('lower(email) = ?', [email.toLowerCase()])
        .where((q) =>
          q
            .where('status', 'active')
            .orWhere('created_at', '>', db.raw('now() - make_interval(days => ?)', [CONFIRM_DAYS])),
        )
        .count({ n: '*' })
        .first();
      if (toAddress.hits > CONFIRM_MAILS_PER_HOUR || Number(held?.n ?? 0) >= ALERTS_PER_ADDRESS) {
        ctx.status = 202;
        ctx.body = { ok: true, data: { status: 'pending' } };
        return;
      }
      // The app sends its current language as Accept-Language: the visitor's mails are written in it.
      const language = (ctx.acceptsLanguages([...LANGUAGES]) || 'en') as Language;
      const token = newToken();
      await db.transaction(async (trx) => {
        await trx('job_alerts').insert({
          email,
          language,
          query: asJson(query),
          frequency,
          status: 'pending',
          confirm_token_hash: hashToken(token),
          unsubscribe_token: newToken(),
        });
        await mailAlertConfirm(trx, mailEnv(ctx), email, language, token);
      });
      deps.mailer.nudge();
      ctx.status = 202;
      ctx.body = { ok: true, data: { status: 'pending' } };
    }),
  );

  router.post(
    '/alerts/confirm',
    withBody(alertTokenSchema, async (ctx, { token }) => {
      const { db } = ctx.deps;
      const row = await db('job_alerts')
        .where({ confirm_token_hash: hashToken(token) })
        .where('created_at', '>', db.raw('now() - make_interval(days => ?)', [CONFIRM_DAYS]))
        .first();
      // Unknown, deleted, or unconfirmed for longer than CONFIRM_DAYS: the link no longer works.
      if (!row) throw badRequest('invalidInput', { token: 'invalidInput' });
      let alert = row;
      if (row.status === 'pending') {
        const [updated] = await db('job_alerts')
          .where({ id: row.id, status: 'pending' })
          .update({ status: 'active', confirmed_at: db.fn.now() })
          .returning('*');
        if (updated) {
          const [scheduled] = await db('job_alerts')
            .where({ id: updated.id })
            .update({ next_run_at: firstRun(updated.frequency, updated.confirmed_at!) })
            .returning('*');
          alert = scheduled ?? updated;
        }
      }
      ctx.body = { ok: true, data: { alert: presentAlert(alert) } };
    }),
  );

  // The unsubscribe page asks what the link is for; mail clients POST to it (RFC 8058 one-click, a
  // form body `List-Unsubscribe=One-Click`) and the page POSTs on the visitor's behalf.
  router.get(
    '/alerts/unsubscribe',
    withQuery(alertTokenSchema, async (ctx, { token }) => {
      const row = await ctx.deps.db('job_alerts').where({ unsubscribe_token: token, status: 'active' }).first();
      ctx.body = { ok: true, data: { alert: row ? presentAlert(row) : null } };
    }),
  );

  router.post('/alerts/unsubscribe', async (ctx) => {
    const body = ctx.request.body as { token?: unknown } | undefined;
    const { token } = parse(alertTokenSchema, { token: ctx.query.token ?? body?.token });
    await ctx.deps.db('job_alerts').where({ unsubscribe_token: token }).delete();
    ctx.body = { ok: true };
  });

  router.get('/account/alerts', requireAuth, async (ctx) => {
    const rows = await ctx.deps
      .db('job_alerts')
      .where({ user_id: currentUser(ctx).id })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    ctx.body = { ok: true, data: { alerts: rows.map(presentAlert) } };
  });

  router.delete('/account/alerts/:id', requireAuth, async (ctx) => {
    // Canonical digits only: Number() would read '1e3' as 1000 and '0x10' as 16.
    const { id } = parse(idParamSchema, ctx.params);
    const deleted = await ctx.deps
      .db('job_alerts')
      .where({ id, user_id: currentUser(ctx).id })
      .delete();
    if (deleted === 0) throw notFound();
    ctx.body = { ok: true };
  });

  return router;
}
