// A credit note reopens the month. Invoices and payslips are immutable, so a correction only adds rows:
// once the month's invoice is credited, staff reopen the timesheet (back to the contractor with a note,
// or corrected by staff and waiting for approval); approving it again issues a corrected invoice that
// names the credited one (corrects_invoice_id) and a payslip that supersedes the earlier one
// (supersedes_payslip_id). The current documents of a timesheet are its newest rows.
import type { Knex } from 'knex';
import { businessToday, type ApprovalPreview, type Timesheet, type TimesheetReopen } from '../../contract/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { currentInvoice } from './correctionLinks.ts';
import { issueDocuments } from './documents.ts';
import { assertSubmittedAboveFloor } from './wageFloor.ts';
import { mailTimesheetReviewed } from './mails.ts';
import type { MailEnv } from '../mail/notify.ts';
import { publishTimesheet } from '../live/events.ts';
import type { SellerConfig } from '../../types.ts';
import { dateOnly } from '../../contract/dates.ts';

/** Staff reopen an approved month whose current invoice is credited. */
export async function reopenTimesheet(
  db: Knex,
  staffId: number,
  id: number,
  input: TimesheetReopen,
  env?: MailEnv,
): Promise<void> {
  await db.transaction(async (trx) => {
    const row = await trx('timesheets as t')
      .join('contracts as c', 'c.id', 't.contract_id')
      .where('t.id', id)
      .forUpdate('t')
      .first<
        | { status: string; month: string | Date; start_date: string | Date | null; end_date: string | Date | null }
        | undefined
      >('t.status', 't.month', 'c.start_date', 'c.end_date');
    if (!row) throw notFound();
    if (row.status !== 'approved') throw conflict('timesheetNotApproved');
    const current = await currentInvoice(trx, id);
    if (!current?.credit) throw conflict('invoiceNotCredited');
    if (input.days === undefined) {
      // Back to the contractor, as a returned month: they correct the days and submit again.
      await trx('timesheets')
        .where({ id })
        .update({ status: 'rejected', review_note: input.note, reviewed_at: trx.fn.now(3), reviewed_by: staffId });
      if (env) await mailTimesheetReviewed(trx, env, id, 'rejected');
    } else {
      // Staff correct the days themselves: the month waits for approval (the same checks as a submission).
      const month = dateOnly(row.month).slice(0, 7);
      const start = row.start_date ? dateOnly(row.start_date) : null;
      const end = row.end_date ? dateOnly(row.end_date) : null;
      for (const day of Object.keys(input.days)) {
        if (!day.startsWith(`${month}-`) || (start !== null && day < start) || (end !== null && day > end))
          throw badRequest('dayOutsideContract', { days: 'dayOutsideContract' });
      }
      const halfDays = Object.values(input.days).reduce((n, v) => n + v * 2, 0);
      if (halfDays === 0) throw badRequest('timesheetEmpty');
      if (Object.keys(input.days).some((day) => day > businessToday())) throw badRequest('futureDays');
      await trx('timesheets')
        .where({ id })
        .update({
          days: input.days,
          half_days: halfDays,
          status: 'submitted',
          submitted_at: trx.fn.now(3),
          review_note: input.note,
          reviewed_at: null,
          reviewed_by: null,
        });
      await assertSubmittedAboveFloor(trx, id);
    }
    await publishTimesheet(trx, id);
  });
}

/** Thrown to roll the preview's transaction back once its rows are read. */
class PreviewDone extends Error {
  constructor(readonly preview: ApprovalPreview) {
    super('preview');
  }
}

/**
 * What approving would issue, computed by the approval itself: the documents are issued inside a
 * transaction that is then rolled back (the invoice number with it), so the preview can never differ
 * from what the approval writes. Refuses what the approval would refuse, with the same codes.
 */
export async function previewApproval(
  db: Knex,
  staffId: number,
  timesheet: Pick<Timesheet, 'id'>,
  seller: SellerConfig,
): Promise<ApprovalPreview> {
  try {
    await db.transaction(async (trx) => {
      const row = await trx('timesheets').where({ id: timesheet.id }).first('status');
      if (!row) throw notFound();
      if (row.status !== 'submitted') throw badRequest('timesheetNotSubmitted');
      const before = await trx('invoices')
        .where({ timesheet_id: timesheet.id, kind: 'invoice' })
        .max({ id: 'id' })
        .first();
      await issueDocuments(trx, timesheet.id, staffId, seller);
      const invoice = await trx('invoices')
        .where({ timesheet_id: timesheet.id, kind: 'invoice' })
        .orderBy('id', 'desc')
        .first();
      const payslip = await trx('payslips').where({ timesheet_id: timesheet.id }).orderBy('id', 'desc').first();
      if (!invoice || !payslip || invoice.id === before?.id) throw new Error('the approval issued no documents');
      const corrected =
        invoice.corrects_invoice_id === null
          ? undefined
          : await trx('invoices').where({ id: invoice.corrects_invoice_id }).first('number');
      throw new PreviewDone({
        invoice: {
          netCents: invoice.net_cents,
          vatCents: invoice.vat_cents,
          totalCents: invoice.total_cents,
          correctsNumber: corrected?.number ?? null,
        },
        payslip: { grossCents: payslip.gross_cents, netCents: payslip.net_cents, netHuf: payslip.breakdown.huf.net },
      });
    });
  } catch (e) {
    if (e instanceof PreviewDone) return e.preview;
    throw e;
  }
  throw new Error('the preview was not rolled back');
}
