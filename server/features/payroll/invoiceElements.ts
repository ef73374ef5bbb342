// What an invoice must carry beyond its amounts (Act CXXVII of 2007 on VAT, "Áfa tv.", 169. §), worked out
// once at issue and kept on the row: the seller and the buyer as printed (c)–e)), the fulfilment date (g))
// by the periodic-settlement rule of 58. §, the payment method and due date, and the forint amounts at the
// dated MNB rate (80. §). Pure, but for the company row and the rate the caller reads.
import { formatHuTaxNumber } from '../../contract/taxIds.ts';
import type { ClientCompanyRecord, InvoiceParty, InvoiceRecord } from '../../db/tables.ts';
import type { SellerConfig } from '../../types.ts';
import type { Invoice } from '../../contract/index.ts';
import { dateOnly, addDays } from '../../contract/dates.ts';

/**
 * The fulfilment date (teljesítés dátuma) of a period settled as a whole — a month of services invoiced
 * after it — under Áfa tv. 58. § as in force since 1 January 2016:
 * - (1) the last day of the settlement period;
 * - (1a) a) but the invoice's issue date when both the payment's due date and the invoice's issue precede
 *   the period's last day;
 * - (1a) b) but the due date when it falls after the period's last day, at most the 60th day after it.
 * Our invoices are issued on approval, after the month, due 15 days later: (1a) b), the due date.
 */
export function fulfilmentDate(period: { end: string }, issueDate: string, dueDate: string): string {
  const last = period.end;
  if (dueDate < last && issueDate < last) return issueDate;
  if (dueDate > last) {
    const cap = addDays(last, 60);
    return dueDate < cap ? dueDate : cap;
  }
  return last;
}

/** The umbrella company as the seller (config.seller, the COMPANY_* settings). */
const sellerParty = (s: SellerConfig): InvoiceParty => ({
  name: s.name,
  countryCode: s.address.countryCode,
  postalCode: s.address.postalCode,
  city: s.address.city,
  street: s.address.street,
  huTaxNumber: formatHuTaxNumber(s.taxNumber),
  euVatNumber: s.euVatNumber,
  bankAccount: s.bankAccount,
});

/** The client company as the buyer (its billing data checked complete by the caller). */
const buyerParty = (c: ClientCompanyRecord): InvoiceParty => ({
  name: c.legal_name,
  countryCode: c.country_code,
  postalCode: c.postal_code ?? '',
  city: c.city ?? '',
  street: c.street ?? '',
  huTaxNumber: c.hu_tax_number,
  euVatNumber: c.eu_vat_number,
});

/** n / d rounded half away from zero, as the NAV data report rounds (nav/invoiceData.ts). */
function divRound(n: bigint, d: bigint): number {
  const q = n / d;
  const r = n % d;
  if (2n * (r < 0n ? -r : r) < d) return Number(q);
  return Number(n < 0n ? q - 1n : q + 1n);
}

/** Euro cents as whole forints at a rate of forints per euro × 100. */
const centsToHuf = (cents: number, hufPer100: number): number => divRound(BigInt(cents) * BigInt(hufPer100), 10_000n);

/** The issue-time columns of a new invoice (migration 20261130020001). */
export function issueColumns(a: {
  seller: SellerConfig;
  company: ClientCompanyRecord;
  month: string;
  issueDate: string;
  dueDate: string;
  rate: { hufPer100: number; date: string };
  netCents: number;
  vatCents: number;
}): Pick<
  InvoiceRecord,
  | 'client_company_id'
  | 'seller'
  | 'buyer'
  | 'fulfilment_date'
  | 'payment_method'
  | 'huf_per_eur_100'
  | 'rate_date'
  | 'net_huf'
  | 'vat_huf'
  | 'total_huf'
> {
  const end = addDays(`${addMonth(a.month)}-01`, -1);
  const netHuf = centsToHuf(a.netCents, a.rate.hufPer100);
  const vatHuf = centsToHuf(a.vatCents, a.rate.hufPer100);
  return {
    client_company_id: a.company.id,
    seller: sellerParty(a.seller),
    buyer: buyerParty(a.company),
    fulfilment_date: fulfilmentDate({ end }, a.issueDate, a.dueDate),
    payment_method: 'transfer',
    huf_per_eur_100: a.rate.hufPer100,
    rate_date: a.rate.date,
    net_huf: netHuf,
    vat_huf: vatHuf,
    total_huf: netHuf + vatHuf,
  };
}

/** YYYY-MM of the month after. */
function addMonth(month: string): string {
  const [y, m] = month.slice(0, 7).split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** A credit note's issue-time columns: the invoice's, its forint amounts negated (Áfa tv. 170. §: it names
 *  what it modifies; the data of the invoice it cancels stay as issued). */
export function creditedColumns(original: InvoiceRecord): ReturnType<typeof issueColumns> {
  const neg = (v: number | string | null | undefined) => (v === null || v === undefined ? null : -Number(v));
  return {
    client_company_id: original.client_company_id ?? null,
    seller: original.seller ?? null,
    buyer: original.buyer ?? null,
    fulfilment_date: original.fulfilment_date ?? null,
    payment_method: original.payment_method ?? null,
    huf_per_eur_100: original.huf_per_eur_100 ?? null,
    rate_date: original.rate_date ?? null,
    net_huf: neg(original.net_huf),
    vat_huf: neg(original.vat_huf),
    total_huf: neg(original.total_huf),
  };
}

/** The issue-time elements as the contract's Invoice has them (nulls on invoices issued before them). */
export function presentIssueElements(
  r: InvoiceRecord,
): Pick<Invoice, 'seller' | 'buyer' | 'fulfilmentDate' | 'paymentMethod' | 'exchangeRate' | 'huf'> {
  const hasRate = r.huf_per_eur_100 !== null && r.huf_per_eur_100 !== undefined && r.rate_date;
  const hasHuf = r.net_huf !== null && r.net_huf !== undefined;
  return {
    seller: r.seller ?? null,
    buyer: r.buyer ?? null,
    fulfilmentDate: r.fulfilment_date ? dateOnly(r.fulfilment_date) : null,
    paymentMethod: r.payment_method ?? null,
    exchangeRate: hasRate
      ? { hufPer100: Number(r.huf_per_eur_100), date: dateOnly(r.rate_date as string | Date) }
      : null,
    huf: hasHuf ? { net: Number(r.net_huf), vat: Number(r.vat_huf), total: Number(r.total_huf) } : null,
  };
}
