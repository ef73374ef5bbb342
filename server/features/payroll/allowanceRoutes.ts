// The contractor's own tax details and declared allowances. Candidates only, each reading and
// writing their own rows (no id of a user is taken from the client); staff never list these.
import { allowanceInputSchema, businessToday, idParamSchema, taxDetailsInputSchema } from '../../contract/index.ts';
import { currentUser, requireRole } from '../../middleware/auth.ts';
import { parse, withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import { declareAllowance, payrollProfile, saveTaxDetails, withdrawAllowance } from './allowances.ts';

export function allowanceRoutes() {
  const router = createRouter('/api');

  router.get('/candidate/payroll-profile', requireRole('candidate'), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await payrollProfile(ctx.deps.db, currentUser(ctx).id);
  });

  router.put(
    '/candidate/payroll-profile',
    requireRole('candidate'),
    withBody(taxDetailsInputSchema, async (ctx, input) => {
      await saveTaxDetails(ctx.deps.db, currentUser(ctx).id, input);
      ctx.body = { ok: true, data: await payrollProfile(ctx.deps.db, currentUser(ctx).id) };
    }),
  );

  router.post(
    '/candidate/allowances',
    requireRole('candidate'),
    withBody(allowanceInputSchema, async (ctx, input) => {
      await declareAllowance(ctx.deps.db, currentUser(ctx).id, input, businessToday());
      ctx.status = 201;
      ctx.body = { ok: true, data: await payrollProfile(ctx.deps.db, currentUser(ctx).id) };
    }),
  );

  router.delete('/candidate/allowances/:id', requireRole('candidate'), async (ctx) => {
    const { id } = parse(idParamSchema, ctx.params);
    await withdrawAllowance(ctx.deps.db, currentUser(ctx).id, id);
    ctx.body = { ok: true, data: await payrollProfile(ctx.deps.db, currentUser(ctx).id) };
  });

  return router;
}
