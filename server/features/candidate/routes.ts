// The candidate area: active jobs with the ids already applied to, own applications, and saved jobs
// (the device keeps a copy; saves made on a device before signing in arrive through /merge).
import {
  LIST_LEGACY_CAP,
  jobIdParamSchema,
  savedJobsMergeSchema,
  type AppliedJobIds,
  type SavedJobsResponse,
} from '../../contract/index.ts';
import { notFound } from '../../errors.ts';
import { currentUser, requireRole } from '../../middleware/auth.ts';
import { parse, withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import type { AppContext } from '../../types.ts';
import { activeJobs, countActiveJobs } from '../jobs/repo.ts';
import { presentApplication, presentJob, presentUser } from '../shared/presenters.ts';
import { appliedJobIds, candidateApplications, listedJobIds, savedJobs, saveJobs, unsaveJob } from './repo.ts';

const savedAnswer = async (ctx: AppContext): Promise<SavedJobsResponse> => ({
  ok: true,
  data: { savedJobs: await savedJobs(ctx.deps.db, currentUser(ctx).id) },
});

export function candidateRoutes() {
  const router = createRouter('/api/candidate');
  router.use(requireRole('candidate'));

  router.get('/jobs', async (ctx) => {
    const user = currentUser(ctx);
    // Capped like GET /api/jobs's un-paged answer (the app's list reads the device's synced jobs instead).
    const [jobs, total, applied] = await Promise.all([
      activeJobs(ctx.deps.db, LIST_LEGACY_CAP),
      countActiveJobs(ctx.deps.db),
      appliedJobIds(ctx.deps.db, user.id),
    ]);
    ctx.set('X-Total-Count', String(total));
    ctx.body = { user: presentUser(user), jobs: jobs.map(presentJob), appliedJobIds: applied };
  });

  // The light read of the candidate job list: the jobs come from the device's synced store.
  router.get('/applied-jobs', async (ctx) => {
    const data: AppliedJobIds = { appliedJobIds: await appliedJobIds(ctx.deps.db, currentUser(ctx).id) };
    ctx.body = { ok: true, data };
  });

  router.get('/applications', async (ctx) => {
    const user = currentUser(ctx);
    const rows = await candidateApplications(ctx.deps.db, user.id);
    ctx.body = { user: presentUser(user), applications: rows.map(presentApplication) };
  });

  router.get('/saved-jobs', async (ctx) => {
    ctx.body = await savedAnswer(ctx);
  });

  router.put('/saved-jobs/:jobId', async (ctx) => {
    const { jobId } = parse(jobIdParamSchema, ctx.params);
    if (!(await listedJobIds(ctx.deps.db, [jobId])).length) throw notFound('jobNotFound');
    await saveJobs(ctx.deps.db, currentUser(ctx).id, [jobId]);
    ctx.body = await savedAnswer(ctx);
  });

  router.delete('/saved-jobs/:jobId', async (ctx) => {
    const { jobId } = parse(jobIdParamSchema, ctx.params);
    await unsaveJob(ctx.deps.db, currentUser(ctx).id, jobId);
    ctx.body = await savedAnswer(ctx);
  });

  // Saves made on a device before signing in. Ids of jobs no longer on the board are skipped: one stale
  // bookmark must not lose the rest.
  router.post(
    '/saved-jobs/merge',
    withBody(savedJobsMergeSchema, async (ctx, { jobIds }) => {
      const known = await listedJobIds(ctx.deps.db, [...new Set(jobIds)]);
      await saveJobs(ctx.deps.db, currentUser(ctx).id, known);
      ctx.body = await savedAnswer(ctx);
    }),
  );

  return router;
}
