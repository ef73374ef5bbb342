// The links a reopened month's documents carry (corrections.ts): the credited invoice a corrected invoice
// replaces and the payslip a new payslip supersedes. Issued rows are never changed; the new rows point back.
import type { Knex } from 'knex';
import { conflict } from '../../errors.ts';
import type { InvoiceRecord } from '../../db/tables.ts';

/** The timesheet's current invoice (the newest, not a credit note) and whether a credit note cancels it. */
export async function currentInvoice(trx: Knex, timesheetId: number) {
  const invoice = await trx('invoices')
    .where({ timesheet_id: timesheetId, kind: 'invoice' })
    .orderBy('id', 'desc')
    .first<InvoiceRecord | undefined>();
  if (!invoice) return undefined;
  const credit = await trx('invoices').where({ credits_invoice_id: invoice.id }).first('id', 'number');
  return { invoice, credit };
}

/**
 * The links of the documents an approval is about to issue: none for a month approved the first time;
 * for a reopened month, the credited invoice the new one corrects and the payslip the new one supersedes.
 * An uncredited invoice is refused (the unique index would refuse a second one anyway).
 */
export async function correctionLinks(
  trx: Knex,
  timesheetId: number,
): Promise<{ corrects_invoice_id: number | null; supersedes_payslip_id: number | null }> {
  const current = await currentInvoice(trx, timesheetId);
  if (current && !current.credit) throw conflict('invoiceNotCredited');
  const payslip = await trx('payslips').where({ timesheet_id: timesheetId }).orderBy('id', 'desc').first('id');
  return { corrects_invoice_id: current?.invoice.id ?? null, supersedes_payslip_id: payslip?.id ?? null };
}
