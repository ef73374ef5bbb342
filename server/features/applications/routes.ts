// Applying for a job (candidates, once per active job) and staff changing an application's status.
import { applicationCreateSchema, applicationStatusSchema, idParamSchema } from '../../contract/index.ts';
import { forbidden, notFound } from '../../errors.ts';
import { currentUser, requireAuth, requireStaff } from '../../middleware/auth.ts';
import { parse, withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import type { AppContext } from '../../types.ts';
import { presentApplication } from '../shared/presenters.ts';
import { applicationById, moveStage, submitApplication } from './repo.ts';
import { mailEnv } from '../mail/notify.ts';

async function answerWith(ctx: AppContext, id: number, status: number) {
  const row = await applicationById(ctx.deps.db, id);
  if (!row) throw notFound();
  ctx.status = status;
  ctx.body = { ok: true, data: { application: presentApplication(row) } };
}

export function applicationRoutes() {
  const router = createRouter('/api/applications');

  router.post(
    '/',
    requireAuth,
    async (ctx, next) => {
      if (currentUser(ctx).role !== 'candidate') throw forbidden('onlyCandidatesApply');
      await next();
    },
    withBody(applicationCreateSchema, async (ctx, input) => {
      // The application, its first history entry and its mails commit together.
      const { id, created, row } = await submitApplication(ctx.deps.db, mailEnv(ctx), currentUser(ctx).id, input);
      if (created) ctx.deps.mailer.nudge();
      if (row) {
        ctx.status = 201;
        ctx.body = { ok: true, data: { application: presentApplication(row) } };
      } else await answerWith(ctx, id, created ? 201 : 200);
    }),
  );

  router.put(
    '/:id',
    requireStaff,
    withBody(applicationStatusSchema, async (ctx, { status }) => {
      const { id } = parse(idParamSchema, ctx.params);
      // A real change is recorded in the history and mailed to the candidate, with the change itself.
      const moved = await moveStage(ctx.deps.db, mailEnv(ctx), currentUser(ctx), id, status);
      if (moved === null) throw notFound();
      if (moved) ctx.deps.mailer.nudge();
      await answerWith(ctx, id, 200);
    }),
  );

  return router;
}
