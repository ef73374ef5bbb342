// The accountant's monthly export: one row per invoice or credit note issued in the month, and one row
// per payslip line of the month's payroll. RFC 4180 CSV (CRLF, quotes doubled), UTF-8 with a BOM so
// Excel reads ő and ű; amounts in euros with a dot (and whole forints); cells encoded by shared/csv.ts
// (quoted when they hold , ; " or a line break; formulas defused with an apostrophe). Read page by page and streamed, so a big month never
// sits in memory whole. An invoice row names its VAT regime (domestic, reverse_charge, outside_scope), the
// client's country and EU VAT number; payslip rows leave those empty.
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { PayrollLines } from '../../contract/index.ts';
import type { InvoiceRecord, PayslipRecord } from '../../db/tables.ts';
import { csvLine } from '../shared/csv.ts';
import { monthRange } from './documents.ts';

const CSV_HEADER = [
  'type',
  'number',
  'date',
  'month',
  'contract_id',
  'party',
  'item',
  'quantity',
  'unit_eur',
  'amount_eur',
  'vat_eur',
  'total_eur',
  'amount_huf',
  'vat_regime',
  'client_country',
  'client_vat_number',
] as const;

const dateOnly = (v: string | Date): string => (v instanceof Date ? v.toISOString().slice(0, 10) : v.slice(0, 10));

/** Cents as euros with two decimals and a dot, exact (no floating point): -12345 → -123.45. */
export function euros(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function invoiceRows(r: InvoiceRecord): string[] {
  return r.lines.map((l, i) =>
    csvLine([
      r.kind,
      r.number,
      dateOnly(r.issue_date),
      dateOnly(r.month).slice(0, 7),
      r.contract_id,
      r.client_name,
      l.description,
      l.quantity,
      euros(l.unitCents),
      euros(l.amountCents),
      // The invoice's VAT and total go on its first line (one line per invoice today).
      i === 0 ? euros(r.vat_cents) : null,
      i === 0 ? euros(r.total_cents) : null,
      null,
      r.vat_regime,
      r.client_country,
      r.client_vat_number,
    ]),
  );
}

const PAYSLIP_LINES: (keyof PayrollLines)[] = [
  'invoice',
  'fee',
  'employerTax',
  'gross',
  'incomeTax',
  'socialSecurity',
  'net',
];

export function payslipRows(r: PayslipRecord & { contractor: string }): string[] {
  const { eur, huf } = r.breakdown;
  return PAYSLIP_LINES.map((k) =>
    csvLine([
      'payslip',
      `P-${r.id}`,
      r.issued_at.toISOString().slice(0, 10),
      dateOnly(r.month).slice(0, 7),
      r.contract_id,
      r.contractor,
      k,
      k === 'invoice' ? r.half_days / 2 : null,
      null,
      euros(eur[k]),
      null,
      null,
      huf[k],
      null,
      null,
      null,
    ]),
  );
}

const PAGE = 500;

async function* exportLines(db: Knex, month: string): AsyncGenerator<string> {
  const { from, to } = monthRange(month);
  yield `\uFEFF${csvLine([...CSV_HEADER])}`;
  for (let after = 0; ;) {
    const page = await db('invoices')
      .where('issue_date', '>=', from)
      .andWhere('issue_date', '<', to)
      .andWhere('id', '>', after)
      .orderBy('id')
      .limit(PAGE);
    for (const r of page) yield invoiceRows(r).join('');
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.id;
  }
  for (let after = 0; ;) {
    const page = await db('payslips as p')
      .join('users as u', 'u.id', 'p.contractor_id')
      .where('p.month', from)
      .andWhere('p.id', '>', after)
      .orderBy('p.id')
      .limit(PAGE)
      .select<(PayslipRecord & { first_name: string; last_name: string })[]>('p.*', 'u.first_name', 'u.last_name');
    for (const r of page) yield payslipRows({ ...r, contractor: `${r.first_name} ${r.last_name}` }).join('');
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.id;
  }
}

export const payrollExport = (db: Knex, month: string): Readable => Readable.from(exportLines(db, month));
