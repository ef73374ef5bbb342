// Invoices, credit notes and payslips: a contractor's own payslips; staff see every contract's documents,
// issue credit notes, export a month for the accountant and read the month's totals.
import {
  creditNoteInputSchema,
  idParamSchema,
  payrollExportQuerySchema,
  payrollMonthQuerySchema,
  pdfQuerySchema,
} from '../../contract/index.ts';
import { notFound } from '../../errors.ts';
import type { AppContext } from '../../types.ts';
import { currentUser, requireRole, requireStaff } from '../../middleware/auth.ts';
import { parse, withBody, withQuery } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import {
  contractDocuments,
  contractorPayslips,
  invoicePdf,
  issueCreditNote,
  payrollSummary,
  payslipPdf,
} from './documents.ts';
import { payrollExport } from './csv.ts';

const seller = (ctx: AppContext) => {
  const { brand, company, domain } = ctx.deps.config;
  return { brand, company, domain };
};

function sendPdf(ctx: AppContext, pdf: { filename: string; data: Buffer } | undefined): void {
  if (!pdf) throw notFound();
  ctx.set('Content-Disposition', `attachment; filename="${pdf.filename}"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.type = 'application/pdf';
  ctx.body = pdf.data;
}

export function payrollDocumentRoutes() {
  const router = createRouter('/api');

  router.get('/candidate/payslips', requireRole('candidate'), async (ctx) => {
    ctx.body = { payslips: await contractorPayslips(ctx.deps.db, currentUser(ctx).id) };
  });

  router.get(
    '/candidate/payslips/:id/pdf',
    requireRole('candidate'),
    withQuery(pdfQuerySchema, async (ctx, { lang }) => {
      const { id } = parse(idParamSchema, ctx.params);
      sendPdf(ctx, await payslipPdf(ctx.deps.db, id, lang, seller(ctx), ctx.deps.config.seller, currentUser(ctx).id));
    }),
  );

  router.get(
    '/admin/payslips/:id/pdf',
    requireStaff,
    withQuery(pdfQuerySchema, async (ctx, { lang }) => {
      const { id } = parse(idParamSchema, ctx.params);
      sendPdf(ctx, await payslipPdf(ctx.deps.db, id, lang, seller(ctx), ctx.deps.config.seller));
    }),
  );

  router.get(
    '/admin/invoices/:id/pdf',
    requireStaff,
    withQuery(pdfQuerySchema, async (ctx, { lang }) => {
      const { id } = parse(idParamSchema, ctx.params);
      sendPdf(ctx, await invoicePdf(ctx.deps.db, id, lang, seller(ctx)));
    }),
  );

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

  router.get(
    '/admin/payroll/export.csv',
    requireStaff,
    withQuery(payrollExportQuerySchema, (ctx, { month, lang }) => {
      ctx.set('Content-Disposition', `attachment; filename="payroll-${month}.csv"`);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.type = 'text/csv; charset=utf-8';
      const stream = payrollExport(ctx.deps.db, month, lang);
      // A query failing after the header has gone (the database gone) cuts the download short rather
      // than leaving it open for ever: the client sees an incomplete response, never a finished file.
      stream.once('error', (err) => {
        ctx.deps.log.error({ err }, 'Payroll CSV export failed after its first bytes');
        ctx.res.destroy();
      });
      ctx.body = stream;
    }),
  );

  return router;
}
