// Invoices, credit notes and payslips: a contractor's own payslips; staff see every contract's documents,
// issue credit notes, export a month for the accountant and read the month's totals.
import { creditNoteInputSchema, idParamSchema, payrollMonthQuerySchema } from '../../contract/index.ts';
import { currentUser, requireRole, requireStaff } from '../../middleware/auth.ts';
import { parse, withBody, withQuery } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import { contractDocuments, contractorPayslips, issueCreditNote, payrollSummary } from './documents.ts';

export function payrollDocumentRoutes() {
  const router = createRouter('/api');

  router.get('/candidate/payslips', requireRole('candidate'), async (ctx) => {
    ctx.body = { payslips: await contractorPayslips(ctx.deps.db, currentUser(ctx).id) };
  });

  router.get('/admin/contracts/:id/documents', requireStaff, async (ctx) => {
    const { id } = parse(idParamSchema, ctx.params);
    ctx.body = await contractDocuments(ctx.deps.db, id);
  });

  router.post(
    '/admin/invoices/:id/credit-note',
    requireStaff,
    withBody(creditNoteInputSchema, async (ctx, { reason }) => {
      const { id } = parse(idParamSchema, ctx.params);
      const invoice = await issueCreditNote(ctx.deps.db, id, reason, currentUser(ctx).id);
      ctx.status = 201;
      ctx.body = { ok: true, data: { invoice } };
    }),
  );

  router.get(
    '/admin/payroll/summary',
    requireStaff,
    withQuery(payrollMonthQuerySchema, async (ctx, { month }) => {
      ctx.body = await payrollSummary(ctx.deps.db, month);
    }),
  );

  return router;
}
