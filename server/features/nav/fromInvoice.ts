// An issued invoice (or credit note) as NAV's data-report input: a pure mapping of the invoice row, the
// exchange rate it was issued at, and the seller (config.seller). Data NAV requires but the row lacks is
// named in a NavDataMissing error, which the queue keeps as the submission's reason ('failed').
// Sources: interface specification 3.0 § 2.1.4 (the buyer's tax numbers), § 3.3.2 errors 25 (a company
// buyer's name and address are required) and 45 (a domestic buyer's tax number), § 2.5.1 (cancellation).
import type { VatRegime } from '../../contract/index.ts';
import { parseHuTaxNumber } from '../../contract/taxIds.ts';
import type { InvoiceRecord } from '../../db/tables.ts';
import type { SellerConfig } from '../../types.ts';
import { creditNoteOf, type NavBuyer, type NavInvoiceInput } from './invoiceData.ts';

/** Data NAV requires is missing from the invoice: the submission fails with this reason. */
export class NavDataMissing extends Error {}

type DateColumn = string | Date;

/** What the mapper reads: the invoice row, the rate of its month's payslip, and the buyer's address and
 *  Hungarian tax number where the invoice records them. */
export type NavInvoiceRow = Pick<
  InvoiceRecord,
  'number' | 'kind' | 'lines' | 'vat_rate_bp' | 'vat_regime' | 'client_name' | 'client_country' | 'client_vat_number'
> & {
  issue_date: DateColumn;
  due_date: DateColumn;
  month: DateColumn;
  /** The exchange rate the invoice was issued at (its payslip's): HUF × 100 per EUR, and its date. */
  huf_per_eur_100: number | null;
  rate_date: DateColumn | null;
  client_postal_code?: string | null;
  client_city?: string | null;
  client_street?: string | null;
  /** A Hungarian client's tax number, 12345678-2-41. */
  client_tax_number?: string | null;
};

const day = (v: DateColumn): string => (v instanceof Date ? v.toISOString().slice(0, 10) : v.slice(0, 10));

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The month's last day. */
function monthEnd(monthStart: string): string {
  const d = new Date(`${monthStart.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  return d.toISOString().slice(0, 10);
}

/** The fulfilment date of a month's services settled periodically (VAT Act § 58 (1)): the period's last
 *  day when payment falls due by then, else the due date, but no later than the 60th day after the period. */
export function periodicFulfilment(periodEnd: string, dueDate: string): string {
  if (dueDate <= periodEnd) return periodEnd;
  const cap = addDays(periodEnd, 60);
  return dueDate < cap ? dueDate : cap;
}

const REASONS = {
  reverse_charge: 'Fordított adózás – az adót a vevő fizeti (2006/112/EK irányelv 196. cikk) / Reverse charge',
  outside_scope: 'Nem tartozik a magyar ÁFA hatálya alá / Not subject to Hungarian VAT',
};

function buyerOf(row: NavInvoiceRow, regime: VatRegime): NavBuyer {
  const missing = (what: string): never => {
    throw new NavDataMissing(`Invoice ${row.number}: ${what}`);
  };
  const postalCode = row.client_postal_code?.trim();
  const city = row.client_city?.trim();
  const street = row.client_street?.trim();
  if (!postalCode || !city || !street)
    missing(
      "the buyer's address is not recorded; NAV refuses a company buyer without its name and address (error CUSTOMER_DATA_EXPECTED)",
    );
  const address = { countryCode: row.client_country, postalCode: postalCode!, city: city!, street: street! };
  if (regime === 'domestic') {
    const taxNumber = row.client_tax_number ? parseHuTaxNumber(row.client_tax_number) : null;
    if (!taxNumber)
      missing(
        "the Hungarian buyer's tax number (adószám) is not recorded; NAV requires it (error MISSING_CUSTOMER_DOMESTIC_TAXNUMBER)",
      );
    return { vatStatus: 'DOMESTIC', name: row.client_name, address, taxId: { kind: 'hu', taxNumber: taxNumber! } };
  }
  if (regime === 'reverse_charge') {
    if (!row.client_vat_number) missing("the buyer's EU VAT number is not recorded; a reverse-charge invoice needs it");
    return {
      vatStatus: 'OTHER',
      name: row.client_name,
      address,
      taxId: { kind: 'eu', vatNumber: row.client_vat_number! },
    };
  }
  return { vatStatus: 'OTHER', name: row.client_name, address, taxId: { kind: 'none' } };
}

/** The data-report input of an invoice; a credit note is given with the invoice it cancels (`original`). */
export function navInputFromInvoice(
  row: NavInvoiceRow,
  seller: SellerConfig,
  original?: NavInvoiceRow,
): NavInvoiceInput {
  if (row.kind === 'credit_note') {
    if (!original) throw new NavDataMissing(`Credit note ${row.number}: the invoice it cancels is not found`);
    return creditNoteOf(navInputFromInvoice(original, seller), {
      invoiceNumber: row.number,
      issueDate: day(row.issue_date),
      modificationIndex: 1,
    });
  }
  if (row.huf_per_eur_100 === null || row.rate_date === null)
    throw new NavDataMissing(`Invoice ${row.number}: the dated MNB exchange rate it was issued at is not recorded`);
  const periodStart = day(row.month);
  const periodEnd = monthEnd(periodStart);
  const regime = row.vat_regime;
  const vat =
    regime === 'domestic'
      ? ({ kind: 'rate', bp: row.vat_rate_bp } as const)
      : regime === 'reverse_charge'
        ? ({ kind: 'outOfScope', case: 'EUFAD37', reason: REASONS.reverse_charge } as const)
        : ({ kind: 'outOfScope', case: 'HO', reason: REASONS.outside_scope } as const);
  const dueDate = day(row.due_date);
  return {
    invoiceNumber: row.number,
    issueDate: day(row.issue_date),
    deliveryDate: periodicFulfilment(periodEnd, dueDate),
    deliveryPeriod: { start: periodStart, end: periodEnd },
    currency: 'EUR',
    exchangeRate: { hufPer100: row.huf_per_eur_100, date: day(row.rate_date) },
    paymentMethod: 'TRANSFER',
    paymentDate: dueDate,
    appearance: 'ELECTRONIC',
    seller,
    buyer: buyerOf(row, regime),
    lines: row.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unit: 'DAY',
      unitPrice: l.unitCents,
      netAmount: l.amountCents,
      vat,
    })),
  };
}
