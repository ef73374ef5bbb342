// The Áfa tv. 169. § elements of an invoice's PDF, in English and Hungarian: the parties with their address
// and tax numbers (c)–e)), the fulfilment date (g)), the payment method, and the VAT in forints with the MNB
// rate and its date (80. §). pdf.ts places them; what they say is here.
import type { Invoice, Language } from '../../contract/index.ts';
import type { InvoiceParty } from '../../db/tables.ts';
import { countryName, formatDate, formatMonth, formatNumber } from './format.ts';
import { formatHuf } from '../../contract/money.ts';

const TEXTS = {
  en: {
    fulfilmentDate: 'Fulfilment date',
    paymentMethod: 'Payment method',
    transfer: 'Bank transfer',
    exchangeRate: 'Exchange rate',
    rateOf: (date: string) => `MNB official rate of ${date}`,
    taxNumber: 'Tax number',
    euVatNumber: 'EU VAT number',
    bankAccount: 'Bank account (IBAN)',
    vatHuf: 'VAT in HUF',
    netHuf: 'Net amount in HUF',
    period: (month: string) =>
      `Periodic settlement for ${month}: the fulfilment date is the payment due date (Áfa tv. 58. § (1a) b)).`,
  },
  hu: {
    fulfilmentDate: 'Teljesítés dátuma',
    paymentMethod: 'Fizetési mód',
    transfer: 'Átutalás',
    exchangeRate: 'Árfolyam',
    rateOf: (date: string) => `MNB hivatalos árfolyama, ${date}`,
    taxNumber: 'Adószám',
    euVatNumber: 'Közösségi adószám',
    bankAccount: 'Bankszámlaszám (IBAN)',
    vatHuf: 'ÁFA forintban',
    netHuf: 'Nettó összeg forintban',
    period: (month: string) =>
      `Időszakos elszámolás, ${month}: a teljesítés napja a fizetési határidő (Áfa tv. 58. § (1a) b)).`,
  },
} as const;

type Elements = Pick<Invoice, 'fulfilmentDate' | 'paymentMethod' | 'exchangeRate' | 'huf' | 'dueDate' | 'seller'>;

/** A party's block: name, street, postal code and city, country, tax numbers. */
export function partyLines(lang: Language, p: InvoiceParty, euVatNumber = p.euVatNumber): string[] {
  const t = TEXTS[lang];
  return [
    p.name,
    p.street,
    `${p.postalCode} ${p.city}`,
    countryName(lang, p.countryCode),
    ...(p.huTaxNumber ? [`${t.taxNumber}: ${p.huTaxNumber}`] : []),
    ...(euVatNumber ? [`${t.euVatNumber}: ${euVatNumber}`] : []),
  ];
}

/** Facts after the issue date: the fulfilment date, the rate, and on an invoice the payment method and the
 *  seller's bank account (a line of its own: too long for the seller's column). */
export function elementFacts(lang: Language, inv: Elements): [string, string][] {
  const t = TEXTS[lang];
  const facts: [string, string][] = [];
  if (inv.fulfilmentDate) facts.push([t.fulfilmentDate, formatDate(lang, inv.fulfilmentDate)]);
  if (inv.paymentMethod) facts.push([t.paymentMethod, t.transfer]);
  if (inv.paymentMethod && inv.seller?.bankAccount)
    facts.push([t.bankAccount, inv.seller.bankAccount.replace(/(.{4})(?=.)/g, '$1 ')]);
  if (inv.exchangeRate)
    facts.push([
      t.exchangeRate,
      `1 EUR = ${formatNumber(lang, inv.exchangeRate.hufPer100 / 100)} ${lang === 'hu' ? 'Ft' : 'HUF'} (${t.rateOf(
        formatDate(lang, inv.exchangeRate.date),
      )})`,
    ]);
  return facts;
}

/** The forint lines of the totals (Áfa tv. 80. §: the VAT in forints on an invoice in euros). */
export function hufTotals(lang: Language, inv: Elements): [string, string][] {
  if (!inv.huf) return [];
  const t = TEXTS[lang];
  return [
    [t.netHuf, formatHuf(lang, inv.huf.net)],
    [t.vatHuf, formatHuf(lang, inv.huf.vat)],
  ];
}

/** The note naming the periodic-settlement rule behind the fulfilment date. */
export const periodNote = (lang: Language, inv: Elements & { month: string }): string[] =>
  inv.fulfilmentDate && inv.fulfilmentDate === inv.dueDate ? [TEXTS[lang].period(formatMonth(lang, inv.month))] : [];
