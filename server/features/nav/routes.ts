// Staff: each invoice's NAV Online Számla state on a contract, and sending a failed or aborted report again.
import { idParamSchema } from '../../contract/index.ts';
import { requireStaff } from '../../middleware/auth.ts';
import { parse } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import { contractNavSubmissions, retryNavSubmission } from './queue.ts';

export function navRoutes() {
  const router = createRouter('/api');

  router.get('/admin/contracts/:id/nav', requireStaff, async (ctx) => {
    const { id } = parse(idParamSchema, ctx.params);
    ctx.body = { submissions: await contractNavSubmissions(ctx.deps.db, id) };
  });

  router.post('/admin/nav-submissions/:id/retry', requireStaff, async (ctx) => {
    const { id } = parse(idParamSchema, ctx.params);
    ctx.body = { ok: true, data: { submission: await retryNavSubmission(ctx.deps.db, id) } };
  });

  return router;
}
