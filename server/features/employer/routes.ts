// The employer area: dashboard data and the employer's own jobs (post, edit, archive).
import { idParamSchema, jobInputSchema, needsReview } from '../../contract/index.ts';
import { notFound } from '../../errors.ts';
import { currentUser, requireRole } from '../../middleware/auth.ts';
import { parse, withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import type { AppContext } from '../../types.ts';
import { insertJob, jobColumns } from '../jobs/repo.ts';
import { presentApplication, presentJob, presentUser, type ApplicationRow, type JobRow } from '../shared/presenters.ts';
import { applicationQuery } from '../shared/queries.ts';

/** The employer's own job, or 404: another employer's job is not theirs to see. */
function ownJob(ctx: AppContext) {
  const { id } = parse(idParamSchema, ctx.params);
  return ctx.deps.db('jobs').where({ id, employer_id: currentUser(ctx).id });
}

export function employerRoutes() {
  const router = createRouter('/api/employer');
  router.use(requireRole('employer'));

  router.get('/dashboard', async (ctx) => {
    const user = currentUser(ctx);
    const { db } = ctx.deps;
    const [jobs, applications] = await Promise.all([
      db('jobs').where({ employer_id: user.id }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]) as Promise<JobRow[]>,
      applicationQuery(db).where('j.employer_id', user.id) as Promise<ApplicationRow[]>,
    ]);
    ctx.body = {
      user: presentUser(user),
      stats: {
        totalJobs: jobs.length,
        activeJobs: jobs.filter((j) => j.is_active).length,
        totalApplications: applications.length,
        newApplications: applications.filter((a) => needsReview(a.status)).length,
      },
      jobs: jobs.map(presentJob),
      applications: applications.map(presentApplication),
    };
  });

  router.post('/jobs', withBody(jobInputSchema, async (ctx, input) => {
    const row = await insertJob(ctx.deps.db, currentUser(ctx).id, input);
    ctx.status = 201;
    ctx.body = { ok: true, data: { job: presentJob(row) } };
  }));

  // The slug stays as it was: links shared and jobs saved offline keep working after an edit.
  router.put('/jobs/:id', withBody(jobInputSchema, async (ctx, input) => {
    const [row] = await ownJob(ctx).update(jobColumns(input)).returning('*');
    if (!row) throw notFound();
    ctx.body = { ok: true, data: { job: presentJob(row) } };
  }));

  router.delete('/jobs/:id', async (ctx) => {
    const [row] = await ownJob(ctx).update({ is_active: false }).returning('*');
    if (!row) throw notFound();
    ctx.body = { ok: true, data: { job: presentJob(row) } };
  });

  return router;
}
