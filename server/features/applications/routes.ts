// Applying for a job (candidates, once per active job) and staff changing an application's status.
import { applicationCreateSchema, applicationStatusSchema, idParamSchema } from '../../contract/index.ts';
import { forbidden, notFound } from '../../errors.ts';
import { currentUser, requireAuth, requireStaff } from '../../middleware/auth.ts';
import { parse, withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import type { AppContext } from '../../types.ts';
import { presentApplication } from '../shared/presenters.ts';
import { applicationById, setApplicationStatus, submitApplication } from './repo.ts';

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
      const { id, created } = await submitApplication(ctx.deps.db, currentUser(ctx).id, input);
      await answerWith(ctx, id, created ? 201 : 200);
    }),
  );

  router.put(
    '/:id',
    requireStaff,
    withBody(applicationStatusSchema, async (ctx, { status }) => {
      const { id } = parse(idParamSchema, ctx.params);
      const updated = await setApplicationStatus(ctx.deps.db, id, status);
      if (!updated) throw notFound();
      await answerWith(ctx, id, 200);
    }),
  );

  return router;
}
