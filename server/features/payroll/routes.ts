// Payroll: the public calculator's current rates, a contractor's own contracts, and the staff's rate sets with their audit trail.
import {
  businessToday,
  exchangeRateImportSchema,
  exchangeRateInputSchema,
  idParamSchema,
  payrollMonthQuerySchema,
  rateSetInputSchema,
  rateSetPatchSchema,
  timesheetInputSchema,
  timesheetReviewSchema,
  type MyContracts,
} from '../../contract/index.ts';
import { notFound } from '../../errors.ts';
import { currentUser, requireRole, requireStaff } from '../../middleware/auth.ts';
import { parse, withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import { contractQuery } from '../shared/queries.ts';
import { mailEnv } from '../mail/notify.ts';
import { presentContract } from '../shared/presenters.ts';
import {
  contractorTimesheets,
  reviewTimesheet,
  saveTimesheet,
  submittedTimesheets,
  submitTimesheet,
} from './timesheets.ts';
import { insertRateSet, listRateSets, rateChanges, rateSetOn, updateRateSet } from './repo.ts';
import { monthMarks } from './workCalendar.ts';
import { findRateOn, importExchangeRates, insertExchangeRate, listExchangeRates } from './exchangeRates.ts';

export function payrollRoutes() {
  const router = createRouter('/api');

  router.get('/payroll/rates', async (ctx) => {
    const today = businessToday();
    const [rateSet, exchangeRate] = await Promise.all([rateSetOn(ctx.deps.db, today), findRateOn(ctx.deps.db, today)]);
    if (!rateSet) throw notFound();
    ctx.body = { rateSet, exchangeRate: exchangeRate ?? null };
  });

  // Hungary's work calendar of a month (public holidays and the year's swapped days): public data, which the
  // contractor's calendar marks as the approver's does.
  router.get('/payroll/work-calendar/:month', (ctx) => {
    const { month } = parse(payrollMonthQuerySchema, ctx.params);
    ctx.body = monthMarks(month);
  });

  // A contractor's own contracts only (the query filters by the signed-in user; no id is taken from the client).
  // The client is the company the contract bills (its legal name, as on the invoice); the employer's user
  // is its contact person.
  router.get('/candidate/contracts', requireRole('candidate'), async (ctx) => {
    const { db } = ctx.deps;
    const rows = await contractQuery(db).where('c.contractor_id', currentUser(ctx).id);
    const companyIds = [...new Set(rows.flatMap((r) => (r.client_company_id === null ? [] : [r.client_company_id])))];
    const companies = new Map(
      (await db('client_companies').whereIn('id', companyIds).select('id', 'legal_name')).map((c) => [
        c.id,
        c.legal_name,
      ]),
    );
    const today = businessToday();
    const contracts: MyContracts['contracts'] = rows.map((r) => {
      const c = presentContract(r, today);
      return {
        id: c.id,
        jobTitle: c.jobTitle,
        client: (r.client_company_id !== null && companies.get(r.client_company_id)) || null,
        contact: c.employerName,
        startDate: c.startDate,
        endDate: c.endDate,
        status: c.status,
        dayRate: c.dayRate,
        feePercentage: c.feePercentage,
      };
    });
    ctx.body = { contracts };
  });

  router.get('/candidate/timesheets', requireRole('candidate'), async (ctx) => {
    ctx.body = { timesheets: await contractorTimesheets(ctx.deps.db, currentUser(ctx).id) };
  });

  router.put(
    '/candidate/timesheets',
    requireRole('candidate'),
    withBody(timesheetInputSchema, async (ctx, input) => {
      const timesheet = await saveTimesheet(ctx.deps.db, currentUser(ctx).id, input);
      ctx.body = { ok: true, data: { timesheet } };
    }),
  );

  router.post('/candidate/timesheets/:id/submit', requireRole('candidate'), async (ctx) => {
    const { id } = parse(idParamSchema, ctx.params);
    const timesheet = await submitTimesheet(ctx.deps.db, currentUser(ctx).id, id, mailEnv(ctx));
    ctx.body = { ok: true, data: { timesheet } };
  });

  router.get('/admin/timesheets', requireStaff, async (ctx) => {
    ctx.body = { timesheets: await submittedTimesheets(ctx.deps.db) };
  });

  for (const [action, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    router.post(
      `/admin/timesheets/:id/${action}`,
      requireStaff,
      withBody(timesheetReviewSchema, async (ctx, { note }) => {
        const { id } = parse(idParamSchema, ctx.params);
        const { db, config } = ctx.deps;
        const staffId = currentUser(ctx).id;
        const timesheet = await reviewTimesheet(db, staffId, id, decision, note, mailEnv(ctx), config.seller);
        ctx.body = { ok: true, data: { timesheet } };
      }),
    );
  }

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

  router.get('/admin/exchange-rates', requireStaff, async (ctx) => {
    ctx.body = await listExchangeRates(ctx.deps.db);
  });

  router.post(
    '/admin/exchange-rates',
    requireStaff,
    withBody(exchangeRateInputSchema, async (ctx, input) => {
      const rate = await insertExchangeRate(ctx.deps.db, input, currentUser(ctx).id);
      ctx.status = 201;
      ctx.body = { ok: true, data: { rate } };
    }),
  );

  router.post(
    '/admin/exchange-rates/import',
    requireStaff,
    withBody(exchangeRateImportSchema, async (ctx, { csv }) => {
      const result = await importExchangeRates(ctx.deps.db, csv, currentUser(ctx).id);
      ctx.body = { ok: true, data: result };
    }),
  );

  return router;
}
