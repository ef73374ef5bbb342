// Client companies: staff manage them and link employers to them; an employer reads and edits
// the billing data of their own company.
import { companyInputSchema, employerCompanyInputSchema, idParamSchema } from '../../contract/index.ts';
import { currentUser, requireRole, requireStaff } from '../../middleware/auth.ts';
import { parse, withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import type { AppContext } from '../../types.ts';
import {
  companyById,
  companyOf,
  createCompany,
  linkEmployer,
  listCompanies,
  removeCompany,
  updateCompany,
  updateOwnCompany,
} from './repo.ts';

const idOf = (ctx: AppContext) => parse(idParamSchema, ctx.params).id;

export function companyRoutes() {
  const staff = createRouter('/api/admin');
  staff.use(requireStaff);

  staff.get('/companies', async (ctx) => {
    ctx.body = { ok: true, data: { companies: await listCompanies(ctx.deps.db) } };
  });
  staff.post(
    '/companies',
    withBody(companyInputSchema, async (ctx, input) => {
      ctx.status = 201;
      ctx.body = { ok: true, data: { company: await createCompany(ctx.deps.db, input) } };
    }),
  );
  staff.get('/companies/:id', async (ctx) => {
    ctx.body = { ok: true, data: { company: await companyById(ctx.deps.db, idOf(ctx)) } };
  });
  staff.put(
    '/companies/:id',
    withBody(companyInputSchema, async (ctx, input) => {
      ctx.body = { ok: true, data: { company: await updateCompany(ctx.deps.db, idOf(ctx), input) } };
    }),
  );
  staff.delete('/companies/:id', async (ctx) => {
    await removeCompany(ctx.deps.db, idOf(ctx));
    ctx.body = { ok: true };
  });
  staff.put(
    '/employers/:id/company',
    withBody(employerCompanyInputSchema, async (ctx, { companyId }) => {
      await linkEmployer(ctx.deps.db, idOf(ctx), companyId);
      ctx.body = { ok: true };
    }),
  );

  const own = createRouter('/api/employer/company');
  own.use(requireRole('employer'));
  own.get('/', async (ctx) => {
    ctx.body = { ok: true, data: { company: await companyOf(ctx.deps.db, currentUser(ctx).id) } };
  });
  own.put(
    '/',
    withBody(companyInputSchema, async (ctx, input) => {
      ctx.body = { ok: true, data: { company: await updateOwnCompany(ctx.deps.db, currentUser(ctx).id, input) } };
    }),
  );

  return [staff, own];
}
