// The staff inbox of leads, staff only: the paged list by status and kind, one lead with every
// field and its replies, status and owner changes, a reply mailed from the portal, and the conversion of
// an employer request into an employer account with a draft job.
import {
  idParamSchema,
  leadPatchSchema,
  leadReplySchema,
  leadsQuerySchema,
  type LeadAnswer,
} from '../../contract/index.ts';
import { currentUser, requireStaff } from '../../middleware/auth.ts';
import { parse, withBody, withQuery } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import type { AppContext } from '../../types.ts';
import { mailEnv } from '../mail/notify.ts';
import { convertLead, leadDetail, listLeads, replyToLead, staffMembers, updateLead } from './repo.ts';

const idOf = (ctx: AppContext) => parse(idParamSchema, ctx.params).id;

async function answerLead(ctx: AppContext, id: number) {
  const [lead, staff] = await Promise.all([leadDetail(ctx.deps.db, id), staffMembers(ctx.deps.db)]);
  ctx.body = { ok: true, data: { lead, staff } satisfies LeadAnswer };
}

export function leadRoutes() {
  const router = createRouter('/api/admin/leads');
  router.use(requireStaff);

  router.get(
    '/',
    withQuery(leadsQuerySchema, async (ctx, query) => {
      ctx.body = await listLeads(ctx.deps.db, query);
    }),
  );

  router.get('/:id', (ctx) => answerLead(ctx, idOf(ctx)));

  router.patch(
    '/:id',
    withBody(leadPatchSchema, async (ctx, patch) => {
      const id = idOf(ctx);
      await updateLead(ctx.deps.db, id, patch);
      await answerLead(ctx, id);
    }),
  );

  router.post(
    '/:id/replies',
    withBody(leadReplySchema, async (ctx, reply) => {
      const id = idOf(ctx);
      await replyToLead(ctx.deps.db, mailEnv(ctx), id, currentUser(ctx).id, reply);
      ctx.deps.mailer.nudge();
      ctx.status = 201;
      await answerLead(ctx, id);
    }),
  );

  router.post('/:id/convert', async (ctx) => {
    const id = idOf(ctx);
    await convertLead(ctx.deps.db, mailEnv(ctx), id, currentUser(ctx).id);
    ctx.deps.mailer.nudge();
    ctx.status = 201;
    await answerLead(ctx, id);
  });

  return router;
}
