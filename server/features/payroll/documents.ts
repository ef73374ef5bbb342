// Invoices, credit notes and payslips: issued once, inside the transaction that approves a timesheet,
// and never changed afterwards (the tables refuse UPDATE); a correction is a credit note.
import type { Knex } from 'knex';
import {
  businessToday,
  calculatePayroll,
  personName,
  type Invoice,
  type Language,
  type PayrollSummary,
  type Payslip,
  vatRegimeFor,
} from '../../contract/index.ts';
import { badRequest, conflict, notFound, type FieldCodes } from '../../errors.ts';
import type { InvoiceLine, InvoiceRecord, PayslipRecord } from '../../db/tables.ts';
import { onlyRow } from '../../db/rows.ts';
import { iso } from '../shared/presenters.ts';
import { rateSetOn } from './repo.ts';
import { rateOn } from './exchangeRates.ts';
import { assertWageFloor } from './wageFloor.ts';
import { invoiceModel, payslipModel, renderPdf, type Seller } from './pdf.ts';
import { correctionLinks } from './correctionLinks.ts';
import { queueNavReports } from '../nav/queue.ts';
import { payslipExtras } from './allowances.ts';
import { withPayslipDetails } from './payslipPdf.ts';
import type { SellerConfig } from '../../types.ts';
import { contractCompany } from '../companies/repo.ts';
import { creditedColumns, issueColumns, presentIssueElements } from './invoiceElements.ts';
import { dateOnly, addDays } from '../../contract/dates.ts';

/** Days after the issue date an invoice falls due. */
const PAYMENT_DAYS = 15;

/** YYYY-NNNNNN: the issue year and the invoice's place in that year's sequence. */
export function formatInvoiceNumber(year: number, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1 || n > 999_999) throw new RangeError(`invoice number out of range: ${n}`);
  return `${year}-${String(n).padStart(6, '0')}`;
}

/** The next number of the year. The counter row is written, so locked until the transaction ends: a
 *  concurrent issuer waits, and a rollback returns the number (no gaps, unlike a sequence). */
async function nextInvoiceNumber(trx: Knex, year: number): Promise<string> {
  const rows = await trx('invoice_counters')
    .insert({ year, last_number: 1 })
    .onConflict('year')
    .merge({ last_number: trx.raw('invoice_counters.last_number + 1') })
    .returning('last_number');
  return formatInvoiceNumber(year, onlyRow(rows, 'invoice counter').last_number);
}

/** The invoice line's text, in English (the PDF words it in its own language from the same facts). */
export const lineDescription = (days: number, month: string, jobTitle: string): string =>
  `${days} ${days === 1 ? 'day' : 'days'} × day rate, ${new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })} (${jobTitle})`;

/** A payslip carries the employee's tax ID and TAJ number: approval (and its preview) is refused
 *  with 409 payrollProfileMissing, naming each missing one in `fields`, before anything is written. */
async function assertPayrollProfile(trx: Knex, contractorId: number): Promise<void> {
  const ids = await trx('contractor_tax_details').where({ user_id: contractorId }).first('tax_id', 'taj_number');
  const fields: FieldCodes = {
    ...(ids?.tax_id ? {} : { taxId: 'taxIdMissing' }),
    ...(ids?.taj_number ? {} : { tajNumber: 'tajNumberMissing' }),
  };
  if (Object.keys(fields).length > 0) throw conflict('payrollProfileMissing', fields);
}

/**
 * Issues the invoice and the payslip of a timesheet being approved, inside the approving transaction
 * (the caller holds the timesheet's row lock). The rate set in force on the month's first day gives
 * the VAT, the deductions and the exchange rate; the client company's country gives the VAT regime
 * (Hungary: Hungarian VAT; another EU state: reverse charge; elsewhere: outside the scope), which the
 * invoice records with both VAT numbers. The payslip is the same under every regime.
 */
export async function issueDocuments(
  trx: Knex,
  timesheetId: number,
  staffId: number,
  seller: SellerConfig,
): Promise<void> {
  const ts = await trx('timesheets as t')
    .join('contracts as c', 'c.id', 't.contract_id')
    .where('t.id', timesheetId)
    .first<
      | {
          month: string | Date;
          half_days: number;
          contract_id: number;
          contractor_id: number;
          job_title: string;
          day_rate: number;
          fee_percentage: number | null;
          part_time: boolean;
          requires_qualification: boolean;
          start_date: string | Date | null;
          end_date: string | Date | null;
        }
      | undefined
    >(
      't.month',
      't.half_days',
      't.contract_id',
      'c.contractor_id',
      'c.job_title',
      'c.day_rate',
      'c.fee_percentage',
      'c.part_time',
      'c.requires_qualification',
      'c.start_date',
      'c.end_date',
    );
  if (!ts) throw notFound();
  await assertPayrollProfile(trx, ts.contractor_id);
  const monthStart = dateOnly(ts.month);
  const rateSet = await rateSetOn(trx, monthStart);
  if (!rateSet) throw badRequest('noRateSet');
  const exchange = await rateOn(trx, monthEnd(monthStart));
  const rates = { ...rateSet, hufPerEur100: exchange.hufPer100 };
  const days = ts.half_days / 2;
  const feeBp = ts.fee_percentage ?? 0;
  // The buyer is the client company, its billing data complete (409 otherwise: the contract cannot start);
  // its country gives the VAT regime, its EU VAT number the reverse charge's (the contract keeps no copy).
  const company = await contractCompany(trx, ts.contract_id);
  const vatRegime = vatRegimeFor(company.country_code);
  // The company's own check makes this unreachable through the API; a row written otherwise is refused.
  if (vatRegime === 'reverse_charge' && !company.eu_vat_number) throw badRequest('vatNumberRequired');
  const breakdown = calculatePayroll({ dayRate: ts.day_rate, days, feeBp, vatRegime }, rates);
  // Checked at submission; checked again here, as the month's last-day rate may have lowered the gross since.
  await assertWageFloor(trx, {
    month: monthStart,
    halfDays: ts.half_days,
    partTime: ts.part_time,
    requiresQualification: ts.requires_qualification,
    grossHuf: breakdown.huf.gross,
  });
  const issueDate = businessToday();
  // The contractor's declared allowances, IDs and the payment date (allowances.ts).
  const slip = await payslipExtras(trx, {
    contractorId: ts.contractor_id,
    month: monthStart.slice(0, 7),
    contractStart: ts.start_date === null ? null : dateOnly(ts.start_date),
    contractEnd: ts.end_date === null ? null : dateOnly(ts.end_date),
    breakdown,
    rates,
    issueDate,
  });
  const dueDate = addDays(issueDate, PAYMENT_DAYS);
  // Áfa tv. 80. §: the VAT in forints at the MNB rate; the month's fulfilment date (58. § (1a) b)) lies after
  // the issue, its rate unpublished then, so the invoice converts at the rate in force on its issue date.
  const invoiceRate = await rateOn(trx, issueDate);
  const line: InvoiceLine = {
    description: lineDescription(days, monthStart.slice(0, 7), ts.job_title),
    quantity: days,
    unitCents: ts.day_rate,
    amountCents: breakdown.eur.invoice,
  };
  // A reopened month: the corrected invoice names the credited one, the new payslip the one it supersedes.
  const links = await correctionLinks(trx, timesheetId);
  await trx('invoices').insert({
    number: await nextInvoiceNumber(trx, Number(issueDate.slice(0, 4))),
    kind: 'invoice',
    corrects_invoice_id: links.corrects_invoice_id,
    contract_id: ts.contract_id,
    timesheet_id: timesheetId,
    month: monthStart,
    client_name: company.legal_name,
    issue_date: issueDate,
    due_date: dueDate,
    lines: JSON.stringify([line]),
    net_cents: breakdown.eur.invoice,
    vat_rate_bp: vatRegime === 'domestic' ? rates.vatBp : 0,
    vat_cents: breakdown.eur.vat,
    total_cents: breakdown.eur.invoiceTotal,
    reverse_charge: breakdown.reverseCharge,
    vat_regime: vatRegime,
    client_country: company.country_code,
    client_vat_number: vatRegime === 'reverse_charge' ? company.eu_vat_number : null,
    seller_vat_number: seller.euVatNumber,
    issued_by: staffId,
    ...issueColumns({
      seller,
      company,
      month: monthStart,
      issueDate,
      dueDate,
      rate: invoiceRate,
      netCents: breakdown.eur.invoice,
      vatCents: breakdown.eur.vat,
    }),
  });
  await trx('payslips').insert({
    contract_id: ts.contract_id,
    timesheet_id: timesheetId,
    contractor_id: ts.contractor_id,
    month: monthStart,
    job_title: ts.job_title,
    // The client is the company billed, as on the invoice (not the employer's contact person).
    client_name: company.legal_name,
    half_days: ts.half_days,
    day_rate: ts.day_rate,
    fee_bp: feeBp,
    rate_set_id: rates.id,
    huf_per_eur_100: exchange.hufPer100,
    rate_date: exchange.date,
    breakdown: slip.breakdown,
    gross_cents: breakdown.eur.gross,
    net_cents: slip.netCents,
    ...slip.columns,
    supersedes_payslip_id: links.supersedes_payslip_id,
  });
  await queueNavReports(trx, timesheetId);
}

const presentInvoice = (r: InvoiceRecord): Invoice => ({
  id: r.id,
  number: r.number,
  kind: r.kind,
  creditsInvoiceId: r.credits_invoice_id,
  contractId: r.contract_id,
  timesheetId: r.timesheet_id,
  clientName: r.client_name,
  issueDate: dateOnly(r.issue_date),
  dueDate: dateOnly(r.due_date),
  lines: r.lines,
  netCents: r.net_cents,
  vatRateBp: r.vat_rate_bp,
  vatCents: r.vat_cents,
  totalCents: r.total_cents,
  reverseCharge: r.reverse_charge,
  vatRegime: r.vat_regime,
  clientCountry: r.client_country,
  clientVatNumber: r.client_vat_number,
  sellerVatNumber: r.seller_vat_number,
  correctsInvoiceId: r.corrects_invoice_id,
  ...presentIssueElements(r),
});

type Cancellation = NonNullable<Payslip['cancelledBy']>;

/**
 * The credit notes cancelling payslips, by payslip id. Each approval of a month issues one invoice and one
 * payslip together, and a month's documents are only ever added, so its n-th payslip was issued with its
 * n-th invoice: a credit note on that invoice voids that payslip.
 */
async function cancellations(db: Knex, rows: Pick<PayslipRecord, 'timesheet_id'>[]) {
  const found = new Map<number, Cancellation>();
  const timesheets = [...new Set(rows.map((r) => r.timesheet_id))];
  if (timesheets.length === 0) return found;
  const [slips, invoices] = await Promise.all([
    db('payslips')
      .whereIn('timesheet_id', timesheets)
      .orderBy('id')
      .select<{ id: number; timesheet_id: number }[]>('id', 'timesheet_id'),
    db('invoices as i')
      .leftJoin('invoices as cn', 'cn.credits_invoice_id', 'i.id')
      .whereIn('i.timesheet_id', timesheets)
      .where('i.kind', 'invoice')
      .orderBy('i.id')
      .select<{ timesheet_id: number; number: string | null; issue_date: string | Date | null }[]>(
        'i.timesheet_id',
        'cn.number',
        'cn.issue_date',
      ),
  ]);
  for (const ts of timesheets) {
    const mine = invoices.filter((i) => i.timesheet_id === ts);
    slips
      .filter((s) => s.timesheet_id === ts)
      .forEach((s, n) => {
        const credit = mine[n];
        if (credit?.number && credit.issue_date)
          found.set(s.id, { number: credit.number, issueDate: dateOnly(credit.issue_date) });
      });
  }
  return found;
}

const presentPayslips = async (db: Knex, rows: PayslipRecord[]): Promise<Payslip[]> => {
  const cancelled = await cancellations(db, rows);
  return rows.map((r) => presentPayslip(r, cancelled.get(r.id) ?? null));
};

const presentPayslip = (r: PayslipRecord, cancelledBy: Cancellation | null): Payslip => ({
  id: r.id,
  contractId: r.contract_id,
  timesheetId: r.timesheet_id,
  month: dateOnly(r.month).slice(0, 7),
  issuedAt: iso(r.issued_at),
  jobTitle: r.job_title,
  client: r.client_name,
  days: r.half_days / 2,
  breakdown: r.breakdown,
  netCents: r.net_cents,
  grossCents: r.gross_cents,
  exchangeRate: r.huf_per_eur_100 / 100,
  exchangeRateDate: r.rate_date === null ? null : dateOnly(r.rate_date),
  supersedesPayslipId: r.supersedes_payslip_id,
  allowanceLines: r.allowance_lines,
  paymentDate: r.payment_date === null ? null : dateOnly(r.payment_date),
  cancelledBy,
});

const newestFirst = [{ column: 'id', order: 'desc' }] as const;

export async function contractorPayslips(db: Knex, contractorId: number): Promise<Payslip[]> {
  const rows = await db('payslips')
    .where({ contractor_id: contractorId })
    .orderBy([...newestFirst]);
  return presentPayslips(db, rows);
}

/** A payslip's PDF; with contractorId, only that contractor's (undefined otherwise: 404). */
export async function payslipPdf(
  db: Knex,
  id: number,
  lang: Language,
  seller: Seller,
  employer: SellerConfig,
  contractorId?: number,
): Promise<{ filename: string; data: Buffer } | undefined> {
  const q = db('payslips as p').join('users as u', 'u.id', 'p.contractor_id').where('p.id', id);
  if (contractorId !== undefined) q.andWhere('p.contractor_id', contractorId);
  const row = await q.first<(PayslipRecord & { first_name: string; last_name: string }) | undefined>(
    'p.*',
    'u.first_name',
    'u.last_name',
  );
  if (!row) return undefined;
  const [p] = await presentPayslips(db, [row]);
  if (!p) return undefined;
  const model = withPayslipDetails(
    lang,
    payslipModel(lang, seller, {
      ...p,
      employee: personName(lang, row.first_name, row.last_name),
      dayRateCents: row.day_rate,
      feeBp: row.fee_bp,
    }),
    employer,
    { ...p, taxId: row.employee_tax_id, taj: row.employee_taj },
  );
  return { filename: `payslip-${p.month}.pdf`, data: await renderPdf(model, lang) };
}

export async function invoicePdf(
  db: Knex,
  id: number,
  lang: Language,
  seller: Seller,
): Promise<{ filename: string; data: Buffer } | undefined> {
  const row = await db('invoices').where({ id }).first();
  if (!row) return undefined;
  const inv = presentInvoice(row);
  const [slip, credited, contract] = await Promise.all([
    db('payslips').where({ timesheet_id: row.timesheet_id }).first('job_title'),
    row.credits_invoice_id === null ? undefined : db('invoices').where({ id: row.credits_invoice_id }).first('number'),
    db('contracts').where({ id: row.contract_id }).first('job_title'),
  ]);
  const model = invoiceModel(lang, seller, {
    ...inv,
    month: dateOnly(row.month).slice(0, 7),
    jobTitle: slip?.job_title ?? contract?.job_title ?? '',
    creditsNumber: credited?.number,
    reason: row.reason,
  });
  const prefix = inv.kind === 'credit_note' ? 'credit-note' : 'invoice';
  return { filename: `${prefix}-${inv.number}.pdf`, data: await renderPdf(model, lang) };
}

/** Staff: a contract's documents (404 when the contract does not exist). */
export async function contractDocuments(db: Knex, contractId: number) {
  if (!(await db('contracts').where({ id: contractId }).first('id'))) throw notFound();
  const [invoices, payslips] = await Promise.all([
    db('invoices')
      .where({ contract_id: contractId })
      .orderBy([...newestFirst]),
    db('payslips')
      .where({ contract_id: contractId })
      .orderBy([...newestFirst]),
  ]);
  return { invoices: invoices.map(presentInvoice), payslips: await presentPayslips(db, payslips) };
}

/** Cancels an invoice with a credit note: its own number from the same sequence, every amount negated. */
export async function issueCreditNote(db: Knex, invoiceId: number, reason: string, staffId: number): Promise<Invoice> {
  return db.transaction(async (trx) => {
    // Locking the invoice serialises two credit notes for it; the unique credits_invoice_id backs it up.
    const original = await trx('invoices').where({ id: invoiceId }).forUpdate().first();
    if (!original) throw notFound();
    if (original.kind === 'credit_note') throw badRequest('creditNoteNotCreditable');
    if (await trx('invoices').where({ credits_invoice_id: invoiceId }).first('id'))
      throw badRequest('invoiceAlreadyCredited');
    const issueDate = businessToday();
    const lines = original.lines.map((l) => ({ ...l, quantity: -l.quantity, amountCents: -l.amountCents }));
    const row = onlyRow(
      await trx('invoices')
        .insert({
          number: await nextInvoiceNumber(trx, Number(issueDate.slice(0, 4))),
          kind: 'credit_note',
          credits_invoice_id: original.id,
          contract_id: original.contract_id,
          timesheet_id: original.timesheet_id,
          month: dateOnly(original.month),
          client_name: original.client_name,
          issue_date: issueDate,
          due_date: issueDate,
          lines: JSON.stringify(lines),
          net_cents: -original.net_cents,
          vat_rate_bp: original.vat_rate_bp,
          vat_cents: -original.vat_cents,
          total_cents: -original.total_cents,
          reverse_charge: original.reverse_charge,
          // The regime and both VAT numbers of the invoice it cancels, whatever the contract says now.
          vat_regime: original.vat_regime,
          client_country: original.client_country,
          client_vat_number: original.client_vat_number,
          seller_vat_number: original.seller_vat_number,
          reason,
          issued_by: staffId,
          ...creditedColumns(original),
        })
        .returning('*'),
      'credit note',
    );
    await queueNavReports(trx, original.timesheet_id);
    return presentInvoice(row);
  });
}

/** The last day of the month a date falls in. */
function monthEnd(date: string): string {
  return addDays(monthRange(date.slice(0, 7)).to, -1);
}

/** The first and the day after the last day of YYYY-MM. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

const sumOf = (v: unknown): number => Number(v ?? 0);

export async function payrollSummary(db: Knex, month: string): Promise<PayrollSummary> {
  const { from, to } = monthRange(month);
  const [invoiced, paid] = await Promise.all([
    db('invoices').where('issue_date', '>=', from).andWhere('issue_date', '<', to).sum({ s: 'total_cents' }).first(),
    db('payslips').where({ month: from }).sum({ s: 'net_cents' }).first(),
  ]);
  return { month, invoicedCents: sumOf(invoiced?.s), paidOutCents: sumOf(paid?.s) };
}
