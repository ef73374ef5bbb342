// Job alerts: save the board's search as an alert (a signed-in candidate's is active at
// once; a visitor confirms by a double opt-in link), list and delete one's own alerts, and the
// one-click unsubscribe the alert mails carry (a token, no sign-in).
import { alertTokenSchema, createAlertSchema } from '../../contract/alerts.ts';
import { LANGUAGES, idParamSchema, type Language } from '../../contract/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { currentUser, requireAuth } from '../../middleware/auth.ts';
import { countHit, limitPerAddress } from '../../middleware/rateLimit.ts';
import { parse, withBody, withQuery } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import type { AppDeps } from '../../types.ts';
import { mailEnv } from '../mail/notify.ts';
import {
  alertToUnsubscribe,
  alertsHeldBy,
  alertsOf,
  confirmAlert,
  deleteAlertOf,
  insertAccountAlert,
  insertPendingAlert,
  presentAlert,
  unsubscribeAlert,
} from './repo.ts';

const HOUR = 60 * 60 * 1000;
/** Alert confirmation mails one address may receive per hour. */
const CONFIRM_MAILS_PER_HOUR = 3;
/** Alerts one account may hold (a further one: 400 tooManyAlerts). */
export const ALERTS_PER_ACCOUNT = 20;
/** Active or still confirmable alerts one address may hold: past it a visitor's sign-up is answered
 * as always (202) but writes and mails nothing, so the answer tells no one what the address holds. */
export const ALERTS_PER_ADDRESS = 20;

export function alertRoutes(deps: AppDeps) {
  const router = createRouter('/api');

  router.post(
    '/alerts',
    limitPerAddress((c) => c.formLimits, 'tooManyRequests', 'alerts'),
    withBody(createAlertSchema, async (ctx, { query, frequency, email }) => {
      const { db } = ctx.deps;
      const user = ctx.state.user;
      if (user?.role === 'candidate') {
        // One click: the account's address is already confirmed as theirs.
        const row = await insertAccountAlert(db, user, query, frequency, ALERTS_PER_ACCOUNT);
        if (!row) throw badRequest('tooManyAlerts');
        ctx.status = 201;
        ctx.body = { ok: true, data: { alert: presentAlert(row) } };
        return;
      }
      if (!email) throw badRequest('invalidEmail', { email: 'invalidEmail' });
      // Confirmation mails per address and hour: a stranger cannot flood someone's mailbox from many
      // client addresses. Over the limit the answer is the same and nothing is written or mailed.
      const toAddress = await countHit(db, `alert-confirm:${email.toLowerCase()}`, HOUR);
      if (toAddress.hits > CONFIRM_MAILS_PER_HOUR || (await alertsHeldBy(db, email)) >= ALERTS_PER_ADDRESS) {
        ctx.status = 202;
        ctx.body = { ok: true, data: { status: 'pending' } };
        return;
      }
      // The app sends its current language as Accept-Language: the visitor's mails are written in it.
      const language = (ctx.acceptsLanguages([...LANGUAGES]) || 'en') as Language;
      await insertPendingAlert(db, mailEnv(ctx), { email, language, query, frequency });
      deps.mailer.nudge();
      ctx.status = 202;
      ctx.body = { ok: true, data: { status: 'pending' } };
    }),
  );

  router.post(
    '/alerts/confirm',
    withBody(alertTokenSchema, async (ctx, { token }) => {
      const alert = await confirmAlert(ctx.deps.db, token);
      // Unknown, deleted, or unconfirmed for longer than CONFIRM_DAYS: the link no longer works.
      if (!alert) throw badRequest('invalidInput', { token: 'invalidInput' });
      ctx.body = { ok: true, data: { alert: presentAlert(alert) } };
    }),
  );

  // The unsubscribe page asks what the link is for; mail clients POST to it (RFC 8058 one-click, a
  // form body `List-Unsubscribe=One-Click`) and the page POSTs on the visitor's behalf.
  router.get(
    '/alerts/unsubscribe',
    withQuery(alertTokenSchema, async (ctx, { token }) => {
      const row = await alertToUnsubscribe(ctx.deps.db, token);
      ctx.body = { ok: true, data: { alert: row ? presentAlert(row) : null } };
    }),
  );

  router.post('/alerts/unsubscribe', async (ctx) => {
    const body = ctx.request.body as { token?: unknown } | undefined;
    const { token } = parse(alertTokenSchema, { token: ctx.query.token ?? body?.token });
    await unsubscribeAlert(ctx.deps.db, token);
    ctx.body = { ok: true };
  });

  router.get('/account/alerts', requireAuth, async (ctx) => {
    const rows = await alertsOf(ctx.deps.db, currentUser(ctx).id);
    ctx.body = { ok: true, data: { alerts: rows.map(presentAlert) } };
  });

  router.delete('/account/alerts/:id', requireAuth, async (ctx) => {
    // Canonical digits only: Number() would read '1e3' as 1000 and '0x10' as 16.
    const { id } = parse(idParamSchema, ctx.params);
    if (!(await deleteAlertOf(ctx.deps.db, id, currentUser(ctx).id))) throw notFound();
    ctx.body = { ok: true };
  });

  return router;
}
