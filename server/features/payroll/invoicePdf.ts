// The Áfa tv. 169. § elements of an invoice's PDF, in English and Hungarian: the parties with their address
// and tax numbers (c)–e)), the fulfilment date (g)), the payment method, and the VAT in forints with the MNB
// rate and its date (80. §). pdf.ts places them; which apply is decided here, their words are in locales/.
import type { Invoice, Language } from '../../contract/index.ts';
import type { InvoiceParty } from '../../db/tables.ts';
import { countryName, formatDate, formatMonth, formatNumber } from './format.ts';
import { formatHuf } from '../../contract/money.ts';
import { serverT } from '../../i18n/index.ts';

type Elements = Pick<Invoice, 'fulfilmentDate' | 'paymentMethod' | 'exchangeRate' | 'huf' | 'dueDate' | 'seller'>;

/** A party's block: name, street, postal code and city, country, tax numbers. */
export function partyLines(lang: Language, p: InvoiceParty, euVatNumber = p.euVatNumber): string[] {
  const t = serverT(lang, 'payroll');
  return [
    p.name,
    p.street,
    `${p.postalCode} ${p.city}`,
    countryName(lang, p.countryCode),
    ...(p.huTaxNumber ? [`${t('taxNumber')}: ${p.huTaxNumber}`] : []),
    ...(euVatNumber ? [`${t('vatNumber')}: ${euVatNumber}`] : []),
  ];
}

/** Facts after the issue date: the fulfilment date, the rate, and on an invoice the payment method and the
 *  seller's bank account (a line of its own: too long for the seller's column). */
export function elementFacts(lang: Language, inv: Elements): [string, string][] {
  const t = serverT(lang, 'payroll');
  const facts: [string, string][] = [];
  if (inv.fulfilmentDate) facts.push([t('invoiceElements.fulfilmentDate'), formatDate(lang, inv.fulfilmentDate)]);
  if (inv.paymentMethod) facts.push([t('invoiceElements.paymentMethod'), t('invoiceElements.transfer')]);
  if (inv.paymentMethod && inv.seller?.bankAccount)
    facts.push([t('invoiceElements.bankAccount'), inv.seller.bankAccount.replace(/(.{4})(?=.)/g, '$1 ')]);
  if (inv.exchangeRate)
    facts.push([
      t('exchangeRate'),
      `${t('perEur', { rate: formatNumber(lang, inv.exchangeRate.hufPer100 / 100) })} (${t('invoiceElements.rateOf', {
        date: formatDate(lang, inv.exchangeRate.date),
      })})`,
    ]);
  return facts;
}

/** The forint lines of the totals (Áfa tv. 80. §: the VAT in forints on an invoice in euros). */
export function hufTotals(lang: Language, inv: Elements): [string, string][] {
  if (!inv.huf) return [];
  const t = serverT(lang, 'payroll');
  return [
    [t('invoiceElements.netHuf'), formatHuf(lang, inv.huf.net)],
    [t('invoiceElements.vatHuf'), formatHuf(lang, inv.huf.vat)],
  ];
}

/** The note naming the periodic-settlement rule behind the fulfilment date. */
export const periodNote = (lang: Language, inv: Elements & { month: string }): string[] =>
  inv.fulfilmentDate && inv.fulfilmentDate === inv.dueDate
    ? [serverT(lang, 'payroll')('invoiceElements.period', { month: formatMonth(lang, inv.month) })]
    : [];
