// The invoice data NAV's Online Számla 3.0 receives for each invoice, credit note or modifying invoice (the
// `InvoiceData` document of invoiceData.xsd), built from a plain input by a pure function; and the amounts
// it reports (VAT per line, forints at the invoice's exchange rate), so a printed invoice can show the same.
// Sources: NAV Online Invoice System interface specification 3.0 (../shared/nav-online-invoice-3.0/), § 2.1
// (invoice head: supplier, customer, invoice detail), § 2.2 (lines, summary, VatRateType and its cases),
// § 2.5 (data report on modification and cancellation); NAV's sample invoices for the namespaces.
import type { HuTaxNumber } from '../../contract/taxIds.ts';
import { el, text, xmlDocument, type XmlElement } from './xml.ts';

const NS_DATA = 'http://schemas.nav.gov.hu/OSA/3.0/data';
const NS_BASE = 'http://schemas.nav.gov.hu/OSA/3.0/base';
const NS_COMMON = 'http://schemas.nav.gov.hu/NTCA/1.0/common';

/** An address as NAV's simpleAddress carries it. */
interface NavAddress {
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** 3–10 capitals, digits, spaces or dashes (NAV's PostalCodeType); '0000' where a country has none. */
  postalCode: string;
  city: string;
  /** Street, number, building, floor, door: one line. */
  street: string;
  region?: string;
}

/** The seller: the umbrella company itself, a Hungarian taxable person. */
export interface NavSeller {
  name: string;
  address: NavAddress;
  taxNumber: HuTaxNumber;
  /** Its EU VAT number, HU + the 8-digit taxpayer id. */
  euVatNumber: string;
  /** IBAN, or a Hungarian 8-8 or 8-8-8 account number. */
  bankAccount: string;
}

/** The one tax number the data report names for the buyer (spec § 2.1.4: only one of the three). */
type NavBuyerTaxId =
  | { kind: 'hu'; taxNumber: HuTaxNumber }
  | { kind: 'eu'; vatNumber: string }
  | { kind: 'thirdCountry'; taxId: string }
  | { kind: 'none' };

export interface NavBuyer {
  /** DOMESTIC: a Hungarian taxable person (its Hungarian tax number required); PRIVATE_PERSON: a private
   *  individual (NAV accepts neither name nor address then); OTHER: anyone else (foreign businesses). */
  vatStatus: 'DOMESTIC' | 'PRIVATE_PERSON' | 'OTHER';
  name: string;
  address: NavAddress;
  taxId: NavBuyerTaxId;
}

/** A line's VAT: a rate, or the case NAV names for an invoice without Hungarian VAT (spec § 2.2, VatRateType). */
type NavVat =
  /** A Hungarian VAT rate in basis points (2700 = 27 %). */
  | { kind: 'rate'; bp: number }
  /** Exempt: AAM personal exemption, TAM exempt activity, KBAET/KBAUK intra-Community supply, EAM export,
   *  NAM other international. */
  | { kind: 'exempt'; case: 'AAM' | 'TAM' | 'KBAET' | 'KBAUK' | 'EAM' | 'NAM'; reason: string }
  /** Outside the scope of the Hungarian VAT Act: ATK not subject, EUFAD37 a service to a taxable person in
   *  another member state (place of supply its seat, VAT Act § 37 (1): reverse charge there), EUFADE other
   *  reverse charge in another member state, EUE other supply taxed there, HO place of supply outside the EU. */
  | { kind: 'outOfScope'; case: 'ATK' | 'EUFAD37' | 'EUFADE' | 'EUE' | 'HO'; reason: string }
  /** Domestic reverse charge (VAT Act § 142). */
  | { kind: 'domesticReverseCharge' };

export interface NavLine {
  description: string;
  /** Days, hours…: a finite decimal with at most 10 decimals (half days: 21.5). */
  quantity: number;
  unit: 'DAY' | 'HOUR' | 'MONTH' | 'PIECE';
  /** In minor units of the invoice currency (euro cents, whole forints). */
  unitPrice: number;
  /** The line's net amount, in minor units (negative on a credit note). */
  netAmount: number;
  vat: NavVat;
}

/** What a credit note or modifying invoice refers to (spec § 2.5). */
interface NavReference {
  originalInvoiceNumber: string;
  /** 1 for the first document modifying the invoice, then 2, 3… (unique per invoice). */
  modificationIndex: number;
  /** Lines the original invoice and every earlier modification reported: this document's lines continue
   *  their numbering (lineNumberReference = linesBefore + 1, + 2…). */
  linesBefore: number;
  /** STORNO cancels the invoice (every line with opposite sign); MODIFY changes it. */
  operation: 'STORNO' | 'MODIFY';
}

export interface NavInvoiceInput {
  invoiceNumber: string;
  /** YYYY-MM-DD, like every date here. */
  issueDate: string;
  /** The fulfilment date (teljesítés dátuma, VAT Act § 169 g)). */
  deliveryDate: string;
  /** For a month of services settled periodically (VAT Act § 58): the period, reported with
   *  periodicalSettlement = true. */
  deliveryPeriod?: { start: string; end: string };
  currency: 'EUR' | 'HUF';
  /** Forints per one unit of the currency, × 100 (MNB publishes two decimals: 39045 = 390.45 HUF/EUR), and
   *  the day whose MNB rate it is (VAT Act § 80). A forint invoice has 100. */
  exchangeRate: { hufPer100: number; date: string };
  paymentMethod: 'TRANSFER' | 'CASH' | 'CARD' | 'VOUCHER' | 'OTHER';
  /** The payment due date. */
  paymentDate: string;
  /** PAPER, or ELECTRONIC for an invoice issued and received electronically (a PDF by e-mail, VAT Act § 259 5.). */
  appearance: 'PAPER' | 'ELECTRONIC';
  seller: NavSeller;
  buyer: NavBuyer;
  lines: readonly NavLine[];
  /** Set on a credit note or modifying invoice. */
  reference?: NavReference;
}

/** The amounts of a line or a total: in minor units of the invoice currency, and in whole forints. */
interface NavAmounts {
  net: number;
  vat: number;
  gross: number;
  netHuf: number;
  vatHuf: number;
  grossHuf: number;
}

export interface NavInvoiceAmounts {
  lines: NavAmounts[];
  /** One group per VAT treatment, in the order the lines first use it. */
  byVat: { vat: NavVat; amounts: NavAmounts }[];
  total: NavAmounts;
}

/** n / d rounded half away from zero (so a credit note's amounts are exactly the invoice's, negated). */
function divRound(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (2n * (r < 0n ? -r : r) < d) return q;
  return n < 0n ? q - 1n : q + 1n;
}

/** Minor units per unit of the currency. */
const minorPerUnit = (currency: NavInvoiceInput['currency']): bigint => (currency === 'EUR' ? 100n : 1n);

/** An amount in minor units of the invoice currency as whole forints at the invoice's rate. */
function toHuf(minor: number, input: NavInvoiceInput): number {
  const d = 100n * minorPerUnit(input.currency);
  return Number(divRound(BigInt(minor) * BigInt(input.exchangeRate.hufPer100), d));
}

const vatOf = (net: number, vat: NavVat): number =>
  vat.kind === 'rate' ? Number(divRound(BigInt(net) * BigInt(vat.bp), 10_000n)) : 0;

const vatKey = (v: NavVat): string => (v.kind === 'rate' ? `rate:${v.bp}` : `${v.kind}:${'case' in v ? v.case : ''}`);

const add = (a: NavAmounts, b: NavAmounts): NavAmounts => ({
  net: a.net + b.net,
  vat: a.vat + b.vat,
  gross: a.gross + b.gross,
  netHuf: a.netHuf + b.netHuf,
  vatHuf: a.vatHuf + b.vatHuf,
  grossHuf: a.grossHuf + b.grossHuf,
});
const ZERO: NavAmounts = { net: 0, vat: 0, gross: 0, netHuf: 0, vatHuf: 0, grossHuf: 0 };

/**
 * The amounts an invoice reports. Each line's VAT is its net amount × the rate, rounded to the minor unit
 * once; each line's forint amounts are its net and its VAT converted at the invoice's rate and rounded to
 * the forint (VAT Act § 80: the VAT is stated in forints too), gross being their sum. Summaries add the
 * lines up, so they agree with the lines exactly (NAV tolerates 1 % or 1 unit of rounding, spec § 3.3.3; we
 * need none).
 */
export function navAmounts(input: NavInvoiceInput): NavInvoiceAmounts {
  const lines = input.lines.map((l) => lineAmounts(l, input));
  const groups = new Map<string, { vat: NavVat; amounts: NavAmounts }>();
  for (const l of input.lines) {
    const key = vatKey(l.vat);
    const g = groups.get(key) ?? { vat: l.vat, amounts: ZERO };
    groups.set(key, { vat: g.vat, amounts: add(g.amounts, lineAmounts(l, input)) });
  }
  return { lines, byVat: [...groups.values()], total: lines.reduce(add, ZERO) };
}

function lineAmounts(l: NavLine, input: NavInvoiceInput): NavAmounts {
  const vat = vatOf(l.netAmount, l.vat);
  const netHuf = toHuf(l.netAmount, input);
  const vatHuf = toHuf(vat, input);
  return { net: l.netAmount, vat, gross: l.netAmount + vat, netHuf, vatHuf, grossHuf: netHuf + vatHuf };
}

// --- checks NAV makes (blocking errors and warnings of spec § 3.3) that the input type cannot express ---

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function check(input: NavInvoiceInput): void {
  const fail = (why: string): never => {
    throw new Error(`NAV invoice data for ${input.invoiceNumber}: ${why}`);
  };
  if (input.invoiceNumber.trim() !== input.invoiceNumber || input.invoiceNumber === '')
    fail('the invoice number is empty or starts or ends with white space (error 51)');
  for (const d of [input.issueDate, input.deliveryDate, input.paymentDate, input.exchangeRate.date])
    if (!DATE.test(d)) fail(`${d} is not a YYYY-MM-DD date`);
  if (input.deliveryPeriod && input.deliveryPeriod.end < input.deliveryPeriod.start)
    fail('the delivery period ends before it starts (warning 330)');
  const rate = input.exchangeRate.hufPer100;
  if (!Number.isSafeInteger(rate) || rate <= 0) fail('the exchange rate must be a positive whole number of fillér');
  if (input.currency === 'HUF' && rate !== 100) fail('a forint invoice has the exchange rate 1');
  if (input.lines.length === 0) fail('an invoice has at least one line');
  for (const l of input.lines) {
    if (!Number.isSafeInteger(l.unitPrice) || !Number.isSafeInteger(l.netAmount)) fail('amounts are whole minor units');
    if (l.vat.kind === 'rate' && !(Number.isInteger(l.vat.bp) && l.vat.bp >= 0 && l.vat.bp <= 10_000))
      fail('a VAT rate is 0–10000 basis points');
    if (l.vat.kind === 'outOfScope' && l.vat.case === 'EUFAD37') {
      if (input.buyer.vatStatus !== 'OTHER' || input.buyer.taxId.kind !== 'eu')
        fail('EUFAD37 needs a buyer of status OTHER with its EU VAT number (warnings 587, 588)');
    }
  }
  const { vatStatus, taxId } = input.buyer;
  if (vatStatus === 'DOMESTIC' && taxId.kind !== 'hu')
    fail('a domestic taxable buyer is reported with its Hungarian tax number (errors 45–47)');
  if (vatStatus !== 'DOMESTIC' && taxId.kind === 'hu') fail('a Hungarian tax number belongs to a DOMESTIC buyer');
  if (vatStatus === 'PRIVATE_PERSON' && taxId.kind !== 'none') fail('a private person has no tax number here');
  const ref = input.reference;
  if (ref && (!Number.isInteger(ref.modificationIndex) || ref.modificationIndex < 1 || ref.linesBefore < 0))
    fail('the modification index starts at 1');
}

// --- formatting ---

/** Minor units as a decimal: cents with two decimals, forints whole. */
function money(minor: number, currency: NavInvoiceInput['currency']): string {
  if (currency === 'HUF') return String(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
const huf = (forints: number): string => String(forints);

/** A quantity as xs:decimal (never exponent notation), at most 10 decimals (QuantityType). */
function quantity(q: number): string {
  const s = String(q);
  if (!/^-?\d{1,12}(\.\d{1,10})?$/.test(s)) throw new Error(`Quantity NAV cannot carry: ${s}`);
  return s;
}

/** Hundredths of a forint per unit (39045) as a decimal (390.45). */
const rateText = (hufPer100: number): string =>
  `${Math.floor(hufPer100 / 100)}.${String(hufPer100 % 100).padStart(2, '0')}`;

/** Basis points as NAV's RateType (2700 → 0.27). */
const bpText = (bp: number): string => String(bp / 10_000);

const taxNumberEl = (name: string, t: HuTaxNumber): XmlElement =>
  el(
    name,
    text('base:taxpayerId', t.taxpayerId),
    text('base:vatCode', t.vatCode),
    text('base:countyCode', t.countyCode),
  );

const addressEl = (name: string, a: NavAddress): XmlElement =>
  el(
    name,
    el(
      'base:simpleAddress',
      text('base:countryCode', a.countryCode),
      a.region ? text('base:region', a.region) : null,
      text('base:postalCode', a.postalCode),
      text('base:city', a.city),
      text('base:additionalAddressDetail', a.street),
    ),
  );

function vatRateEl(name: string, v: NavVat): XmlElement {
  switch (v.kind) {
    case 'rate':
      return el(name, text('vatPercentage', bpText(v.bp)));
    case 'exempt':
      return el(name, el('vatExemption', text('case', v.case), text('reason', v.reason)));
    case 'outOfScope':
      return el(name, el('vatOutOfScope', text('case', v.case), text('reason', v.reason)));
    case 'domesticReverseCharge':
      return el(name, text('vatDomesticReverseCharge', 'true'));
  }
}

function customerEl(b: NavBuyer): XmlElement {
  // A private person is reported by status alone: NAV refuses a name or address then (spec § 2.1.4).
  if (b.vatStatus === 'PRIVATE_PERSON') return el('customerInfo', text('customerVatStatus', 'PRIVATE_PERSON'));
  const id = b.taxId;
  const vatData =
    id.kind === 'hu'
      ? el('customerVatData', taxNumberEl('customerTaxNumber', id.taxNumber))
      : id.kind === 'eu'
        ? el('customerVatData', text('communityVatNumber', id.vatNumber))
        : id.kind === 'thirdCountry'
          ? el('customerVatData', text('thirdStateTaxId', id.taxId))
          : null;
  return el(
    'customerInfo',
    text('customerVatStatus', b.vatStatus),
    vatData,
    text('customerName', b.name),
    addressEl('customerAddress', b.address),
  );
}

/** The InvoiceData XML of an invoice, credit note or modifying invoice, and the operation it is reported with. */
export function buildInvoiceData(input: NavInvoiceInput): { xml: string; operation: 'CREATE' | 'STORNO' | 'MODIFY' } {
  check(input);
  const c = input.currency;
  const amounts = navAmounts(input);
  const ref = input.reference;
  const period = input.deliveryPeriod;

  const lines = input.lines.map((l, i) => {
    const a = lineAmounts(l, input);
    return el(
      'line',
      text('lineNumber', String(i + 1)),
      ref
        ? el(
            'lineModificationReference',
            text('lineNumberReference', String(ref.linesBefore + i + 1)),
            text('lineOperation', 'CREATE'),
          )
        : null,
      text('lineExpressionIndicator', 'true'),
      text('lineNatureIndicator', 'SERVICE'),
      text('lineDescription', l.description),
      text('quantity', quantity(l.quantity)),
      text('unitOfMeasure', l.unit),
      text('unitPrice', money(l.unitPrice, c)),
      // The unit price in forints keeps the fillér: a rate with two decimals times a price in cents.
      text(
        'unitPriceHUF',
        money(Number(divRound(BigInt(l.unitPrice) * BigInt(input.exchangeRate.hufPer100), minorPerUnit(c))), 'EUR'),
      ),
      el(
        'lineAmountsNormal',
        el('lineNetAmountData', text('lineNetAmount', money(a.net, c)), text('lineNetAmountHUF', huf(a.netHuf))),
        vatRateEl('lineVatRate', l.vat),
        el('lineVatData', text('lineVatAmount', money(a.vat, c)), text('lineVatAmountHUF', huf(a.vatHuf))),
        el(
          'lineGrossAmountData',
          text('lineGrossAmountNormal', money(a.gross, c)),
          text('lineGrossAmountNormalHUF', huf(a.grossHuf)),
        ),
      ),
    );
  });

  const t = amounts.total;
  const root = el(
    'InvoiceData',
    text('invoiceNumber', input.invoiceNumber),
    text('invoiceIssueDate', input.issueDate),
    text('completenessIndicator', 'false'),
    el(
      'invoiceMain',
      el(
        'invoice',
        ref
          ? el(
              'invoiceReference',
              text('originalInvoiceNumber', ref.originalInvoiceNumber),
              text('modifyWithoutMaster', 'false'),
              text('modificationIndex', String(ref.modificationIndex)),
            )
          : null,
        el(
          'invoiceHead',
          el(
            'supplierInfo',
            taxNumberEl('supplierTaxNumber', input.seller.taxNumber),
            text('communityVatNumber', input.seller.euVatNumber),
            text('supplierName', input.seller.name),
            addressEl('supplierAddress', input.seller.address),
            text('supplierBankAccountNumber', input.seller.bankAccount),
          ),
          customerEl(input.buyer),
          el(
            'invoiceDetail',
            text('invoiceCategory', 'NORMAL'),
            text('invoiceDeliveryDate', input.deliveryDate),
            period ? text('invoiceDeliveryPeriodStart', period.start) : null,
            period ? text('invoiceDeliveryPeriodEnd', period.end) : null,
            period ? text('periodicalSettlement', 'true') : null,
            text('currencyCode', c),
            text('exchangeRate', rateText(input.exchangeRate.hufPer100)),
            text('paymentMethod', input.paymentMethod),
            text('paymentDate', input.paymentDate),
            text('invoiceAppearance', input.appearance),
            // The rate's date has no field of its own in NAV's schema; the printed invoice states it (VAT Act
            // § 80), and the data report carries it as additional data.
            el(
              'additionalInvoiceData',
              text('dataName', 'X00001_EXCHANGE_RATE_DATE'),
              text('dataDescription', 'Date of the MNB exchange rate used / Az alkalmazott MNB-árfolyam napja'),
              text('dataValue', input.exchangeRate.date),
            ),
          ),
        ),
        el('invoiceLines', text('mergedItemIndicator', 'false'), ...lines),
        el(
          'invoiceSummary',
          el(
            'summaryNormal',
            ...amounts.byVat.map(({ vat, amounts: g }) =>
              el(
                'summaryByVatRate',
                vatRateEl('vatRate', vat),
                el(
                  'vatRateNetData',
                  text('vatRateNetAmount', money(g.net, c)),
                  text('vatRateNetAmountHUF', huf(g.netHuf)),
                ),
                el(
                  'vatRateVatData',
                  text('vatRateVatAmount', money(g.vat, c)),
                  text('vatRateVatAmountHUF', huf(g.vatHuf)),
                ),
                el(
                  'vatRateGrossData',
                  text('vatRateGrossAmount', money(g.gross, c)),
                  text('vatRateGrossAmountHUF', huf(g.grossHuf)),
                ),
              ),
            ),
            text('invoiceNetAmount', money(t.net, c)),
            text('invoiceNetAmountHUF', huf(t.netHuf)),
            text('invoiceVatAmount', money(t.vat, c)),
            text('invoiceVatAmountHUF', huf(t.vatHuf)),
          ),
          el(
            'summaryGrossData',
            text('invoiceGrossAmount', money(t.gross, c)),
            text('invoiceGrossAmountHUF', huf(t.grossHuf)),
          ),
        ),
      ),
    ),
  );
  const withNamespaces: XmlElement = {
    ...root,
    attrs: { xmlns: NS_DATA, 'xmlns:common': NS_COMMON, 'xmlns:base': NS_BASE },
  };
  return { xml: xmlDocument(withNamespaces), operation: ref ? ref.operation : 'CREATE' };
}

/**
 * The credit note cancelling `original` in full (spec § 2.5.1): the original's head, exchange rate and
 * delivery date, every line with its quantity and amounts negated, numbered on from the original's lines,
 * reported as STORNO. `linesBefore` defaults to the original's own lines (no earlier modification).
 */
export function creditNoteOf(
  original: NavInvoiceInput,
  note: { invoiceNumber: string; issueDate: string; modificationIndex: number; linesBefore?: number },
): NavInvoiceInput {
  if (original.reference) throw new Error('A credit note cancels an invoice, not another modifying document');
  return {
    ...original,
    invoiceNumber: note.invoiceNumber,
    issueDate: note.issueDate,
    lines: original.lines.map((l) => ({ ...l, quantity: -l.quantity, netAmount: -l.netAmount })),
    reference: {
      originalInvoiceNumber: original.invoiceNumber,
      modificationIndex: note.modificationIndex,
      linesBefore: note.linesBefore ?? original.lines.length,
      operation: 'STORNO',
    },
  };
}
