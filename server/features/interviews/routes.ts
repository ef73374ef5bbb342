// Interviews. Staff (/api/admin/…) on any application and employers (/api/employer/…) on
// their own jobs' propose, reschedule and cancel; the candidate answers on their own (/api/candidate/…);
// whoever may see the application downloads the invitation. An interview out of reach answers 404.
import { z } from 'zod';
import {
  idParamSchema,
  interviewChoiceSchema,
  LANGUAGES,
  interviewProposeSchema,
  interviewRescheduleSchema,
} from '../../contract/index.ts';
import { notFound } from '../../errors.ts';
import { currentUser, requireAuth, requireRole, requireStaff } from '../../middleware/auth.ts';
import { parse, withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import type { AppContext } from '../../types.ts';
import { mailEnv } from '../mail/notify.ts';
import {
  answerInterview,
  cancelInterview,
  interviewsOfApplication,
  interviewsOfCandidate,
  invitationFor,
  proposeInterview,
  rescheduleInterview,
} from './repo.ts';

const idOf = (ctx: AppContext) => parse(idParamSchema, ctx.params).id;
/** The download's language: the app's (`?lang=`), else the account's. */
const langQuerySchema = z.object({ lang: z.enum(LANGUAGES, { error: 'invalidInput' }).optional() });

function answer(ctx: AppContext, interview: unknown, status = 200) {
  if (interview === undefined) throw notFound();
  ctx.deps.mailer.nudge();
  ctx.status = status;
  ctx.body = { ok: true, data: { interview } };
}

export function interviewRoutes() {
  const router = createRouter('/api');
  for (const [area, guard] of [
    ['admin', requireStaff],
    ['employer', requireRole('employer')],
  ] as const) {
    router.get(`/${area}/applications/:id/interviews`, guard, async (ctx) => {
      const interviews = await interviewsOfApplication(ctx.deps.db, currentUser(ctx), idOf(ctx));
      if (!interviews) throw notFound();
      ctx.body = { ok: true, data: { interviews } };
    });

    router.post(
      `/${area}/applications/:id/interviews`,
      guard,
      withBody(interviewProposeSchema, async (ctx, input) => {
        answer(ctx, await proposeInterview(ctx.deps.db, mailEnv(ctx), currentUser(ctx), idOf(ctx), input), 201);
      }),
    );

    router.put(
      `/${area}/interviews/:id`,
      guard,
      withBody(interviewRescheduleSchema, async (ctx, change) => {
        answer(ctx, await rescheduleInterview(ctx.deps.db, mailEnv(ctx), currentUser(ctx), idOf(ctx), change));
      }),
    );

    router.post(`/${area}/interviews/:id/cancel`, guard, async (ctx) => {
      answer(ctx, await cancelInterview(ctx.deps.db, mailEnv(ctx), currentUser(ctx), idOf(ctx)));
    });
  }

  router.get('/candidate/interviews', requireRole('candidate'), async (ctx) => {
    ctx.body = { ok: true, data: { interviews: await interviewsOfCandidate(ctx.deps.db, currentUser(ctx).id) } };
  });

  router.post(
    '/candidate/interviews/:id/answer',
    requireRole('candidate'),
    withBody(interviewChoiceSchema, async (ctx, { slotId }) => {
      answer(ctx, await answerInterview(ctx.deps.db, mailEnv(ctx), currentUser(ctx), idOf(ctx), slotId));
    }),
  );

  router.get('/interviews/:id/invite.ics', requireAuth, async (ctx) => {
    const { lang } = parse(langQuerySchema, ctx.query);
    const ics = await invitationFor(ctx.deps.db, mailEnv(ctx), currentUser(ctx), idOf(ctx), lang);
    if (ics === undefined) throw notFound();
    ctx.set('Content-Type', 'text/calendar; charset=utf-8');
    ctx.set('Content-Disposition', 'attachment; filename="interview.ics"');
    ctx.body = ics;
  });
  return router;
}
