// The employer area: dashboard data and the employer's own jobs (post, edit, archive).
import { idParamSchema, isListed, jobInputSchema, needsReview } from '../../contract/index.ts';
import { notFound } from '../../errors.ts';
import { currentUser, requireRole } from '../../middleware/auth.ts';
import { parse, withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import type { AppContext } from '../../types.ts';
import { insertJob } from '../jobs/repo.ts';
import { presentApplication, presentJob, presentUser } from '../shared/presenters.ts';
import {
  archiveOwnJob,
  employerApplications,
  employerJobs,
  publishOwnDraft,
  renewOwnJob,
  updateOwnJob,
} from './repo.ts';

const idOf = (ctx: AppContext) => parse(idParamSchema, ctx.params).id;

export function employerRoutes() {
  const router = createRouter('/api/employer');
  router.use(requireRole('employer'));

  router.get('/dashboard', async (ctx) => {
    const user = currentUser(ctx);
    const { db } = ctx.deps;
    const [jobs, applications] = await Promise.all([employerJobs(db, user.id), employerApplications(db, user.id)]);
    ctx.body = {
      user: presentUser(user),
      stats: {
        totalJobs: jobs.length,
        activeJobs: jobs.map(presentJob).filter((j) => isListed(j)).length,
        totalApplications: applications.length,
        newApplications: applications.filter((a) => needsReview(a.status)).length,
      },
      jobs: jobs.map(presentJob),
      applications: applications.map(presentApplication),
    };
  });

  router.post(
    '/jobs',
    withBody(jobInputSchema, async (ctx, input) => {
      const row = await insertJob(ctx.deps.db, currentUser(ctx).id, input);
      ctx.status = 201;
      ctx.body = { ok: true, data: { job: presentJob(row) } };
    }),
  );

  // The slug stays as it was: links shared and jobs saved offline keep working after an edit.
  router.put(
    '/jobs/:id',
    withBody(jobInputSchema, async (ctx, input) => {
      const row = await updateOwnJob(ctx.deps.db, currentUser(ctx).id, idOf(ctx), input);
      if (!row) throw notFound();
      ctx.body = { ok: true, data: { job: presentJob(row) } };
    }),
  );

  // Lists the job again for its listing period from now (an expired job comes back on the board).
  router.post('/jobs/:id/renew', async (ctx) => {
    const row = await renewOwnJob(ctx.deps.db, currentUser(ctx).id, idOf(ctx));
    if (!row) throw notFound();
    ctx.body = { ok: true, data: { job: presentJob(row) } };
  });

  router.post('/jobs/:id/publish', async (ctx) => {
    const row = await publishOwnDraft(ctx.deps.db, currentUser(ctx).id, idOf(ctx));
    if (!row) throw notFound();
    ctx.body = { ok: true, data: { job: presentJob(row) } };
  });

  router.delete('/jobs/:id', async (ctx) => {
    const row = await archiveOwnJob(ctx.deps.db, currentUser(ctx).id, idOf(ctx));
    if (!row) throw notFound();
    ctx.body = { ok: true, data: { job: presentJob(row) } };
  });

  return router;
}
