// The accountant's monthly export: one row per invoice or credit note issued in the month, and one row
// per payslip line of the month's payroll. RFC 4180 CSV (CRLF, quotes doubled), UTF-8 with a BOM so
// Excel reads ő and ű; cells encoded by shared/csv.ts (quoted when they hold , ; " or a line break;
// formulas defused with an apostrophe). Every row has euros and whole forints, with the rate and its date:
// an invoice at its month's payslip rate (the MNB rate of the month's last day), each forint amount rounded
// half away from zero, so a credit note is exactly its invoice negated. ?lang=en (the default): machine
// headers, `,` and a decimal point; ?lang=hu: Hungarian headers and words, `;` and decimal commas, as
// Hungarian Excel opens it. Read page by page and streamed, so a big month never sits in memory whole. An
// invoice row names its VAT regime, the client's country and EU VAT number; payslip rows leave those empty.
// A payslip's allowances are rows of their own, in forints, with the base each applied to.
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { personName, type Language } from '../../contract/index.ts';
import type { AllowanceLine } from '../../contract/allowances.ts';
import type { DateColumn, InvoiceRecord, PayslipRecord } from '../../db/tables.ts';
import { csvFormat, csvLine, hundredths, type CsvFormat, type CsvValue } from '../shared/csv.ts';
import { monthRange } from './documents.ts';
import { dateOnly } from '../../contract/dates.ts';
import { serverT, type ServerT, type TextKey } from '../../i18n/index.ts';

/** The export's columns, in order. */
const COLUMNS = [
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
  'vat_huf',
  'total_huf',
  'huf_per_eur',
  'rate_date',
  'vat_regime',
  'client_country',
  'client_vat_number',
  'base_huf',
] as const;
type Column = (typeof COLUMNS)[number];

/** A value the export names in words (locales/ csv.words): a document's type, a VAT regime. English keeps
 * the machine names; Hungarian says them as a Hungarian accountant does. */
type Word = InvoiceRecord['kind'] | InvoiceRecord['vat_regime'] | 'corrected_invoice' | PayslipType;
type PayslipType = 'payslip' | 'payslip_corrected' | 'payslip_superseded';

/** One export's language: its texts, separator and decimal mark. */
interface Out {
  t: ServerT<'payroll'>;
  /** A text without variables, looked up once per export: a lookup costs microseconds, and a month's
   *  export names a type or a payslip line on every row. */
  word: (key: TextKey<'payroll'>) => string;
  format: CsvFormat;
}
export function exportLanguage(lang: Language): Out {
  const t = serverT(lang, 'payroll');
  const words = new Map<string, string>();
  const word = (key: TextKey<'payroll'>) => words.get(key) ?? words.set(key, t(key)).get(key)!;
  return { t, word, format: csvFormat(lang) };
}
/** A count that may have a fraction (10.5 days) with the export's decimal mark. */
const decimalNumber = (out: Out, n: number) => String(n).replace('.', out.format.decimal);
const word = (out: Out, value: Word) => out.word(`csv.words.${value}`);
const line = (out: Out, cells: Record<Column, CsvValue>) =>
  csvLine(
    COLUMNS.map((c) => cells[c]),
    out.format.separator,
  );

/** Cents → whole forints at a rate in hundredths of a forint per euro (half away from zero, as the
 * payroll engine rounds). */
const huf = (cents: number, hufPerEur100: number) => {
  const n = Math.abs(cents) * hufPerEur100;
  return Math.sign(cents) * Math.floor((n + 5_000) / 10_000);
};

/** The exchange rate an invoice was reckoned at: its month's payslip's (the rate on the month's last day). */
type InvoiceRow = InvoiceRecord & { huf_per_eur_100: number | null; rate_date: DateColumn | null };

export function invoiceRows(r: InvoiceRow, out: Out): string[] {
  const rate = r.huf_per_eur_100;
  return r.lines.map((l, i) => {
    const amountHuf = rate === null ? null : huf(l.amountCents, rate);
    const vatHuf = rate === null || i > 0 ? null : huf(r.vat_cents, rate);
    return line(out, {
      // A reopened month's invoice replaces a credited one; its payslip supersedes the earlier payslip.
      type: word(out, r.corrects_invoice_id ? 'corrected_invoice' : r.kind),
      number: r.number,
      date: dateOnly(r.issue_date),
      month: dateOnly(r.month).slice(0, 7),
      contract_id: r.contract_id,
      party: r.client_name,
      item: l.description,
      quantity: decimalNumber(out, l.quantity),
      unit_eur: hundredths(l.unitCents, out.format.decimal),
      amount_eur: hundredths(l.amountCents, out.format.decimal),
      // The invoice's VAT and total go on its first line (one line per invoice today).
      vat_eur: i === 0 ? hundredths(r.vat_cents, out.format.decimal) : null,
      total_eur: i === 0 ? hundredths(r.total_cents, out.format.decimal) : null,
      amount_huf: amountHuf,
      vat_huf: vatHuf,
      total_huf: amountHuf === null || vatHuf === null ? null : amountHuf + vatHuf,
      huf_per_eur: rate === null ? null : hundredths(rate, out.format.decimal),
      rate_date: r.rate_date === null ? null : dateOnly(r.rate_date),
      vat_regime: word(out, r.vat_regime),
      client_country: r.client_country,
      client_vat_number: r.client_vat_number,
      base_huf: null,
    });
  });
}

const PAYSLIP_LINES = ['invoice', 'fee', 'employerTax', 'gross', 'incomeTax', 'socialSecurity', 'net'] as const;

/** An allowance line of the payslip as an export row: what it cut from the tax (negative) or, for the
 *  minimum contribution base, the TB the employer pays on the difference (positive); its base beside it.
 *  Forints only: allowances are reckoned on the forint gross. A family allowance names its children. */
const allowanceItem = (out: Out, l: AllowanceLine): string =>
  l.kind === 'family' && l.children !== undefined
    ? out.t('csv.familyChildren', { children: l.children })
    : out.word(`csv.allowances.${l.kind}`);

export function payslipRows(r: PayslipRecord & { contractor: string; superseded?: boolean }, out: Out): string[] {
  const type: PayslipType = r.superseded
    ? 'payslip_superseded'
    : r.supersedes_payslip_id
      ? 'payslip_corrected'
      : 'payslip';
  const { eur, huf: forints } = r.breakdown;
  const common = {
    type: word(out, type),
    number: `P-${r.id}`,
    date: r.issued_at.toISOString().slice(0, 10),
    month: dateOnly(r.month).slice(0, 7),
    contract_id: r.contract_id,
    party: r.contractor,
    huf_per_eur: hundredths(r.huf_per_eur_100, out.format.decimal),
    rate_date: r.rate_date === null ? null : dateOnly(r.rate_date),
  };
  const empty: Record<Column, CsvValue> = {
    ...common,
    item: null,
    quantity: null,
    unit_eur: null,
    amount_eur: null,
    vat_eur: null,
    total_eur: null,
    amount_huf: null,
    vat_huf: null,
    total_huf: null,
    vat_regime: null,
    client_country: null,
    client_vat_number: null,
    base_huf: null,
  };
  // The allowances go where the payslip shows them: after the deductions, before the net pay.
  const allowances = r.allowance_lines.map((l) =>
    line(out, {
      ...empty,
      item: allowanceItem(out, l),
      amount_huf: l.kind === 'minimumBase' ? l.taxHuf : -l.taxHuf,
      base_huf: l.baseHuf,
    }),
  );
  const rows = PAYSLIP_LINES.map((k) =>
    line(out, {
      ...empty,
      item: out.word(`csv.lines.${k}`),
      quantity: k === 'invoice' ? decimalNumber(out, r.half_days / 2) : null,
      amount_eur: hundredths(eur[k], out.format.decimal),
      amount_huf: forints[k],
    }),
  );
  return [...rows.slice(0, -1), ...allowances, ...rows.slice(-1)];
}

const PAGE = 500;

async function* exportLines(db: Knex, month: string, lang: Language): AsyncGenerator<string> {
  const { from, to } = monthRange(month);
  const out = exportLanguage(lang);
  yield `\uFEFF${csvLine(
    COLUMNS.map((c) => out.t(`csv.head.${c}`)),
    out.format.separator,
  )}`;
  for (let after = 0; ;) {
    const page = await db('invoices as i')
      // The rate of the payslip issued with the invoice (a corrected month has one per approval).
      .joinRaw(
        `LEFT JOIN LATERAL (SELECT x.huf_per_eur_100, x.rate_date FROM payslips x WHERE x.timesheet_id = i.timesheet_id
          ORDER BY (x.issued_at <= i.created_at) DESC, x.id DESC LIMIT 1) p ON true`,
      )
      .where('i.issue_date', '>=', from)
      .andWhere('i.issue_date', '<', to)
      .andWhere('i.id', '>', after)
      .orderBy('i.id')
      .limit(PAGE)
      .select<InvoiceRow[]>('i.*', 'p.huf_per_eur_100', 'p.rate_date');
    for (const r of page) yield invoiceRows(r, out).join('');
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
      .select<(PayslipRecord & { first_name: string; last_name: string; superseded: boolean })[]>(
        'p.*',
        'u.first_name',
        'u.last_name',
        db.raw('EXISTS (SELECT 1 FROM payslips n WHERE n.supersedes_payslip_id = p.id) AS superseded'),
      );
    for (const r of page)
      yield payslipRows({ ...r, contractor: personName(lang, r.first_name, r.last_name) }, out).join('');
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.id;
  }
}

export const payrollExport = (db: Knex, month: string, lang: Language): Readable =>
  Readable.from(exportLines(db, month, lang));
