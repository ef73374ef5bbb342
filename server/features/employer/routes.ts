// The employer area: dashboard data and the employer's own jobs (post, edit, archive, reopen, duplicate),
// and the address check of a new employer.
import { idParamSchema, isListed, jobInputSchema, needsReview, verifyEmailSchema } from '../../contract/index.ts';
import { notFound } from '../../errors.ts';
import { currentUser, requireRole } from '../../middleware/auth.ts';
import { parse, withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import type { AppContext } from '../../types.ts';
import { insertJob } from '../jobs/repo.ts';
import { mailEnv } from '../mail/notify.ts';
import { presentApplication, presentJob, presentReview, presentUser, type JobRow } from '../shared/presenters.ts';
import {
  archiveOwnJob,
  duplicateOwnJob,
  employerApplications,
  employerJobs,
  employerStanding,
  publishOwnDraft,
  renewOwnJob,
  updateOwnJob,
} from './repo.ts';
import { resendVerification, verifyEmail } from './verification.ts';

const idOf = (ctx: AppContext) => parse(idParamSchema, ctx.params).id;
/** A job as its employer sees it: with staff's review (waiting, or rejected with the reason). */
const presentOwnJob = (row: JobRow) => ({ ...presentJob(row), review: presentReview(row) });
/** A write's answer: the job as the SPEC has it, and its review beside it. */
const written = (row: JobRow) => ({ ok: true, data: { job: presentJob(row), review: presentReview(row) } });

/** The verification link's route: open, since the link may be opened in another browser than the one
 * signed in (the token alone proves the address). */
export function emailVerificationRoutes() {
  const router = createRouter('/api/auth');
  router.post(
    '/verify-email',
    withBody(verifyEmailSchema, async (ctx, { token }) => {
      await verifyEmail(ctx.deps.db, token);
      ctx.body = { ok: true };
    }),
  );
  return router;
}

export function employerRoutes() {
  const router = createRouter('/api/employer');
  router.use(requireRole('employer'));

  router.get('/dashboard', async (ctx) => {
    const user = currentUser(ctx);
    const { db } = ctx.deps;
    const [jobs, applications, standing] = await Promise.all([
      employerJobs(db, user.id),
      employerApplications(db, user.id),
      employerStanding(db, user.id),
    ]);
    const own = jobs.map(presentOwnJob);
    ctx.body = {
      user: presentUser(user),
      standing,
      stats: {
        totalJobs: jobs.length,
        activeJobs: own.filter((j) => isListed(j) && j.review.status === 'approved').length,
        totalApplications: applications.length,
        newApplications: applications.filter((a) => needsReview(a.status)).length,
      },
      jobs: own,
      applications: applications.map(presentApplication),
    };
  });

  // A new link for an unverified address; a few an hour.
  router.post('/verification', async (ctx) => {
    await resendVerification(ctx.deps.db, mailEnv(ctx), currentUser(ctx).id);
    ctx.deps.mailer.nudge();
    ctx.status = 202;
    ctx.body = { ok: true };
  });

  router.post(
    '/jobs',
    withBody(jobInputSchema, async (ctx, input) => {
      const row = await insertJob(ctx.deps.db, currentUser(ctx).id, input);
      ctx.status = 201;
      ctx.body = written(row);
    }),
  );

  // The slug stays as it was: links shared and jobs saved offline keep working after an edit.
  // A rejected job, once edited, goes back to staff's review queue.
  router.put(
    '/jobs/:id',
    withBody(jobInputSchema, async (ctx, input) => {
      const row = await updateOwnJob(ctx.deps.db, currentUser(ctx).id, idOf(ctx), input);
      if (!row) throw notFound();
      ctx.body = written(row);
    }),
  );

  // Lists the job again for its listing period from now: an expired job comes back on the board, and an
  // archived one is reopened (public again once staff's review let it through).
  router.post('/jobs/:id/renew', async (ctx) => {
    const row = await renewOwnJob(ctx.deps.db, currentUser(ctx).id, idOf(ctx));
    if (!row) throw notFound();
    ctx.body = written(row);
  });

  // A copy of the job as a new, unpublished job (archived until the employer reopens it), with its own slug.
  router.post('/jobs/:id/duplicate', async (ctx) => {
    const row = await duplicateOwnJob(ctx.deps.db, currentUser(ctx).id, idOf(ctx));
    if (!row) throw notFound();
    ctx.status = 201;
    ctx.body = written(row);
  });

  router.post('/jobs/:id/publish', async (ctx) => {
    const row = await publishOwnDraft(ctx.deps.db, currentUser(ctx).id, idOf(ctx));
    if (!row) throw notFound();
    ctx.body = { ok: true, data: { job: presentJob(row) } };
  });

  router.delete('/jobs/:id', async (ctx) => {
    const row = await archiveOwnJob(ctx.deps.db, currentUser(ctx).id, idOf(ctx));
    if (!row) throw notFound();
    ctx.body = written(row);
  });

  return router;
}
