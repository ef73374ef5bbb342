// The candidate area's reads: active jobs with the ids already applied to, and own applications.
import { currentUser, requireRole } from '../../middleware/auth.ts';
import { createRouter } from '../../router.ts';
import { activeJobs } from '../jobs/repo.ts';
import { presentApplication, presentJob, presentUser } from '../shared/presenters.ts';
import { appliedJobIds, candidateApplications } from './repo.ts';

export function candidateRoutes() {
  const router = createRouter('/api/candidate');
  router.use(requireRole('candidate'));

  router.get('/jobs', async (ctx) => {
    const user = currentUser(ctx);
    const [jobs, applied] = await Promise.all([activeJobs(ctx.deps.db), appliedJobIds(ctx.deps.db, user.id)]);
    ctx.body = { user: presentUser(user), jobs: jobs.map(presentJob), appliedJobIds: applied };
  });

  router.get('/applications', async (ctx) => {
    const user = currentUser(ctx);
    const rows = await candidateApplications(ctx.deps.db, user.id);
    ctx.body = { user: presentUser(user), applications: rows.map(presentApplication) };
  });

  return router;
}
