// The NAV data report's input of an issued invoice, credit note or corrected invoice, read from its stored row
// alone (the snapshots of migration 20261130020001), so the XML says exactly what the printed document says.
// Data NAV requires but the row lacks is named in a NavDataMissing error, which the queue (queue.ts) keeps as
// the submission's reason ('failed'). Pure. Sources: interface specification 3.0 § 2.1.4 (the buyer's tax
// numbers), § 2.5 (modification and cancellation: every modifying document refers to the original invoice,
// indexed 1, 2… and its lines numbered on from the original's and every earlier modification's).
import { parseHuTaxNumber } from '../../contract/taxIds.ts';
import type { InvoiceParty, InvoiceRecord } from '../../db/tables.ts';
import type { NavBuyer, NavInvoiceInput, NavLine, NavSeller } from './invoiceData.ts';
import { dateOnly } from '../../contract/dates.ts';

/** Data NAV requires is missing from the invoice: the submission fails with this reason. */
export class NavDataMissing extends Error {}

/** The words NAV's VatRateType carries with an out-of-scope case (as printed on the invoice). */
const REASONS = {
  reverse_charge: 'Fordított adózás – az adót a vevő fizeti (2006/112/EK irányelv 196. cikk) / Reverse charge',
  outside_scope: 'Nem tartozik a magyar ÁFA hatálya alá (Áfa tv. 37. §) / Not subject to Hungarian VAT',
} as const;

function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

const address = (p: InvoiceParty) => ({
  countryCode: p.countryCode,
  postalCode: p.postalCode,
  city: p.city,
  street: p.street,
});

function seller(p: InvoiceParty): NavSeller {
  const taxNumber = p.huTaxNumber === null ? null : parseHuTaxNumber(p.huTaxNumber);
  if (!taxNumber || !p.euVatNumber || !p.bankAccount)
    throw new NavDataMissing('The seller snapshot lacks a tax id or IBAN');
  return { name: p.name, address: address(p), taxNumber, euVatNumber: p.euVatNumber, bankAccount: p.bankAccount };
}

/** The buyer by the invoice's VAT regime: a Hungarian taxable person by its tax number (DOMESTIC); a business
 *  in another member state by its EU VAT number, one outside the EU by name and address (OTHER). */
function buyer(row: InvoiceRecord, p: InvoiceParty): NavBuyer {
  if (row.vat_regime === 'domestic') {
    const taxNumber = p.huTaxNumber === null ? null : parseHuTaxNumber(p.huTaxNumber);
    if (!taxNumber) throw new NavDataMissing(`Invoice ${row.number}: a domestic buyer without a Hungarian tax number`);
    return { vatStatus: 'DOMESTIC', name: p.name, address: address(p), taxId: { kind: 'hu', taxNumber } };
  }
  if (row.vat_regime === 'reverse_charge') {
    const vatNumber = row.client_vat_number ?? p.euVatNumber;
    if (!vatNumber) throw new NavDataMissing(`Invoice ${row.number}: reverse charge without the buyer's EU VAT number`);
    return { vatStatus: 'OTHER', name: p.name, address: address(p), taxId: { kind: 'eu', vatNumber } };
  }
  return { vatStatus: 'OTHER', name: p.name, address: address(p), taxId: { kind: 'none' } };
}

/** A modifying document's place in its month: the month's original invoice, and the modifying documents
 *  (credit notes, corrected invoices) reported before it. */
export interface NavChain {
  original: InvoiceRecord;
  earlier: readonly Pick<InvoiceRecord, 'lines'>[];
}

/**
 * An invoice row as NAV's InvoiceData input: a month of services settled periodically (the month as the
 * delivery period, the fulfilment date of Áfa tv. 58. §), in euros with the VAT in forints at the stored MNB
 * rate, paid by transfer, issued electronically. A credit note (STORNO) and a reopened month's corrected
 * invoice (MODIFY) refer to the month's original invoice through `chain`. Throws NavDataMissing for rows
 * issued before invoices carried their seller, buyer and rate.
 */
export function navInputFromInvoice(row: InvoiceRecord, chain?: NavChain): NavInvoiceInput {
  if (!row.seller || !row.buyer || !row.fulfilment_date || !row.rate_date || !row.huf_per_eur_100)
    throw new NavDataMissing(
      `Invoice ${row.number} was issued before invoices kept their seller, buyer and exchange rate`,
    );
  const month = dateOnly(row.month).slice(0, 7);
  const vat: NavLine['vat'] =
    row.vat_regime === 'domestic'
      ? { kind: 'rate', bp: row.vat_rate_bp }
      : row.vat_regime === 'reverse_charge'
        ? { kind: 'outOfScope', case: 'EUFAD37', reason: REASONS.reverse_charge }
        : { kind: 'outOfScope', case: 'HO', reason: REASONS.outside_scope };
  const input: NavInvoiceInput = {
    invoiceNumber: row.number,
    issueDate: dateOnly(row.issue_date),
    deliveryDate: dateOnly(row.fulfilment_date),
    deliveryPeriod: { start: `${month}-01`, end: lastDayOf(month) },
    currency: 'EUR',
    exchangeRate: { hufPer100: row.huf_per_eur_100, date: dateOnly(row.rate_date) },
    paymentMethod: 'TRANSFER',
    paymentDate: dateOnly(row.due_date),
    appearance: 'ELECTRONIC',
    seller: seller(row.seller),
    buyer: buyer(row, row.buyer),
    lines: row.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unit: 'DAY',
      unitPrice: l.unitCents,
      netAmount: l.amountCents,
      vat,
    })),
  };
  const modifies = row.kind === 'credit_note' || (row.corrects_invoice_id ?? null) !== null;
  if (!modifies) return input;
  if (!chain) throw new NavDataMissing(`${row.number}: the invoice it modifies is not found`);
  return {
    ...input,
    reference: {
      originalInvoiceNumber: chain.original.number,
      modificationIndex: chain.earlier.length + 1,
      linesBefore: chain.original.lines.length + chain.earlier.reduce((n, d) => n + d.lines.length, 0),
      operation: row.kind === 'credit_note' ? 'STORNO' : 'MODIFY',
    },
  };
}
