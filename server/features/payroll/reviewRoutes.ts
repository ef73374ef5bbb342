// Staff reviewing a month: what approving it would issue (read before they confirm), and reopening an
// approved month whose invoice a credit note has cancelled (corrections.ts).
import { idParamSchema, timesheetReopenSchema } from '../../contract/index.ts';
import { currentUser, requireStaff } from '../../middleware/auth.ts';
import { parse, withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import { mailEnv } from '../mail/notify.ts';
import { previewApproval, reopenTimesheet } from './corrections.ts';

export function timesheetReviewRoutes() {
  const router = createRouter('/api');

  router.get('/admin/timesheets/:id/preview', requireStaff, async (ctx) => {
    const { id } = parse(idParamSchema, ctx.params);
    const { db, config } = ctx.deps;
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await previewApproval(db, currentUser(ctx).id, { id }, config.seller);
  });

  router.post(
    '/admin/timesheets/:id/reopen',
    requireStaff,
    withBody(timesheetReopenSchema, async (ctx, input) => {
      const { id } = parse(idParamSchema, ctx.params);
      await reopenTimesheet(ctx.deps.db, currentUser(ctx).id, id, input, mailEnv(ctx));
      ctx.body = { ok: true };
    }),
  );

  return router;
}
