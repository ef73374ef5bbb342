// Applying for a job (candidates, once per active job) and staff changing an application's status.
import { applicationCreateSchema, applicationStatusSchema, idParamSchema } from '../../contract/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { currentUser, requireAuth, requireStaff } from '../../middleware/auth.ts';
import { parse, withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import type { AppContext } from '../../types.ts';
import { fileIdFromPath, filePath, latestCv } from '../files/repo.ts';
import { presentApplication, type ApplicationRow } from '../shared/presenters.ts';
import { applicationQuery } from '../shared/queries.ts';

async function answerWith(ctx: AppContext, id: number, status: number) {
  const row: ApplicationRow = await applicationQuery(ctx.deps.db).where('a.id', id).first();
  ctx.status = status;
  ctx.body = { ok: true, data: { application: presentApplication(row) } };
}

export function applicationRoutes() {
  const router = createRouter('/api/applications');

  router.post('/', requireAuth, async (ctx, next) => {
    if (currentUser(ctx).role !== 'candidate') throw forbidden('onlyCandidatesApply');
    await next();
  }, withBody(applicationCreateSchema, async (ctx, input) => {
    const user = currentUser(ctx);
    const { db } = ctx.deps;
    if (input.clientId) {
      // A resend from the offline outbox: answer with what the first send created.
      const earlier = await db('applications').where({ client_id: input.clientId, candidate_id: user.id }).first('id');
      if (earlier) return answerWith(ctx, earlier.id, 200);
    }
    const job = await db('jobs').where({ id: input.jobId }).first('id', 'is_active');
    if (!job) throw notFound('jobNotFound');
    if (!job.is_active) throw conflict('jobNotOpen');
    if (await db('applications').where({ job_id: job.id, candidate_id: user.id }).first('id')) throw conflict('alreadyApplied');

    let fileId: string | null;
    if (input.cvUrl) {
      fileId = fileIdFromPath(input.cvUrl);
      const owned = fileId && await db('files').where({ id: fileId, owner_id: user.id }).first('id');
      if (!owned) throw badRequest('cvNotFound', { cvUrl: 'cvNotFound' });
    } else {
      fileId = (await latestCv(db, user.id))?.id ?? null;
      if (!fileId) throw badRequest('cvRequired', { cvUrl: 'cvRequired' });
    }
    try {
      const [row] = await db('applications').insert({
        job_id: job.id, candidate_id: user.id, cv_file_id: fileId, cv_url: filePath(fileId!), notes: input.notes,
        client_id: input.clientId ?? null,
      }).returning('id');
      await answerWith(ctx, row.id, 201);
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw conflict('alreadyApplied');
      throw err;
    }
  }));

  router.put('/:id', requireStaff, withBody(applicationStatusSchema, async (ctx, { status }) => {
    const { id } = parse(idParamSchema, ctx.params);
    const updated = await ctx.deps.db('applications').where({ id }).update({ status });
    if (!updated) throw notFound();
    await answerWith(ctx, id, 200);
  }));

  return router;
}
