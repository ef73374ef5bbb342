// Payroll: the public calculator's current rates, and the staff's rate sets with their audit trail.
import { businessToday, idParamSchema, rateSetInputSchema, rateSetPatchSchema } from '../../contract/index.ts';
import { notFound } from '../../errors.ts';
import { currentUser, requireStaff } from '../../middleware/auth.ts';
import { parse, withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import { insertRateSet, listRateSets, rateChanges, rateSetOn, updateRateSet } from './repo.ts';

export function payrollRoutes() {
  const router = createRouter('/api');

  router.get('/payroll/rates', async (ctx) => {
    const rateSet = await rateSetOn(ctx.deps.db, businessToday());
    if (!rateSet) throw notFound();
    ctx.body = { rateSet };
  });

  router.get('/admin/payroll/rates', requireStaff, async (ctx) => {
    const [rateSets, changes] = await Promise.all([listRateSets(ctx.deps.db), rateChanges(ctx.deps.db)]);
    ctx.body = { rateSets, changes };
  });

  router.post(
    '/admin/payroll/rates',
    requireStaff,
    withBody(rateSetInputSchema, async (ctx, input) => {
      const rateSet = await insertRateSet(ctx.deps.db, input, currentUser(ctx).id);
      ctx.status = 201;
      ctx.body = { ok: true, data: { rateSet } };
    }),
  );

  router.patch(
    '/admin/payroll/rates/:id',
    requireStaff,
    withBody(rateSetPatchSchema, async (ctx, patch) => {
      const { id } = parse(idParamSchema, ctx.params);
      const rateSet = await updateRateSet(ctx.deps.db, id, patch, currentUser(ctx).id);
      if (!rateSet) throw notFound();
      ctx.body = { ok: true, data: { rateSet } };
    }),
  );

  return router;
}
