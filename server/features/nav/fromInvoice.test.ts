// The mapping of an issued invoice row to NAV's data report, pure: each VAT regime's buyer and VAT case, read
// from the row's seller and buyer snapshots; a credit note as the STORNO and a reopened month's corrected
// invoice as the MODIFY of the month's original invoice, indexed and numbered on; and the data NAV requires
// named when missing. Every XML is checked against NAV's invoiceData.xsd with xmllint.
import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { InvoiceParty, InvoiceRecord } from '../../db/tables.ts';
import { decodeExchangeToken, textOf, texts } from './api.ts';
import { NavDataMissing, navInputFromInvoice } from './fromInvoice.ts';
import { buildInvoiceData } from './invoiceData.ts';
import { validateAgainstNav } from './xsdCheck.ts';

const SELLER: InvoiceParty = {
  name: 'Portal Talent Partners Ltd',
  countryCode: 'HU',
  postalCode: '1051',
  city: 'Budapest',
  street: 'Október 6. utca 12.',
  huTaxNumber: '12345676-2-41',
  euVatNumber: 'HU12345676',
  bankAccount: 'HU42117730161111101800000000',
};
const PECS: InvoiceParty = {
  name: 'Példa Pénzügyi Zrt.',
  countryCode: 'HU',
  postalCode: '7600',
  city: 'Pécs',
  street: 'Király utca 1.',
  huTaxNumber: '10773381-2-44',
  euVatNumber: null,
};

/** October 2026, 20 days at 450 €, 5 % fee, issued 3 November at 391.17 HUF/EUR. */
const row = (over: Partial<InvoiceRecord> = {}): InvoiceRecord =>
  ({
    id: 7,
    number: '2026-000007',
    kind: 'invoice',
    credits_invoice_id: null,
    corrects_invoice_id: null,
    contract_id: 1,
    timesheet_id: 1,
    month: '2026-10-01',
    client_name: PECS.name,
    issue_date: '2026-11-03',
    due_date: '2026-11-18',
    lines: [
      {
        description: '20 days × day rate, October 2026 (Data Engineer)',
        quantity: 20,
        unitCents: 45_000,
        amountCents: 945_000,
      },
    ],
    net_cents: 945_000,
    vat_rate_bp: 2700,
    vat_cents: 255_150,
    total_cents: 1_200_150,
    reverse_charge: false,
    vat_regime: 'domestic',
    client_country: 'HU',
    client_vat_number: null,
    seller_vat_number: SELLER.euVatNumber,
    seller: SELLER,
    buyer: PECS,
    fulfilment_date: '2026-11-18',
    payment_method: 'transfer',
    huf_per_eur_100: 39117,
    rate_date: '2026-11-03',
    ...over,
  }) as InvoiceRecord;

const negated = (r: InvoiceRecord) => r.lines.map((l) => ({ ...l, amountCents: -l.amountCents }));

const valid = (xml: string) => {
  const r = validateAgainstNav(xml, 'data');
  expect(r.errors).toBe('- validates\n');
};

describe('navInputFromInvoice', () => {
  it('a Hungarian client: DOMESTIC with its tax number, 27 %, the VAT in forints, the month as the period', () => {
    const { xml, operation } = buildInvoiceData(navInputFromInvoice(row()));
    valid(xml);
    expect(operation).toBe('CREATE');
    expect(textOf(xml, 'customerVatStatus')).toBe('DOMESTIC');
    expect(texts(xml, 'taxpayerId')).toEqual(['12345676', '10773381']);
    expect(textOf(xml, 'vatPercentage')).toBe('0.27');
    expect(textOf(xml, 'invoiceNetAmount')).toBe('9450.00');
    expect(textOf(xml, 'invoiceVatAmount')).toBe('2551.50');
    expect(textOf(xml, 'invoiceNetAmountHUF')).toBe('3696557');
    expect(textOf(xml, 'invoiceVatAmountHUF')).toBe('998070');
    expect(textOf(xml, 'exchangeRate')).toBe('391.17');
    expect(textOf(xml, 'invoiceDeliveryPeriodStart')).toBe('2026-10-01');
    expect(textOf(xml, 'invoiceDeliveryPeriodEnd')).toBe('2026-10-31');
    expect(textOf(xml, 'invoiceDeliveryDate')).toBe('2026-11-18');
    expect(textOf(xml, 'paymentDate')).toBe('2026-11-18');
    expect(textOf(xml, 'supplierBankAccountNumber')).toBe(SELLER.bankAccount);
  });

  it('a German client: OTHER with its EU VAT number, reverse charge (EUFAD37), no VAT', () => {
    const munich: InvoiceParty = {
      name: 'Beispiel Software GmbH',
      countryCode: 'DE',
      postalCode: '81543',
      city: 'München',
      street: 'Hochstraße 5',
      huTaxNumber: null,
      euVatNumber: 'DE136695976',
    };
    const { xml } = buildInvoiceData(
      navInputFromInvoice(
        row({
          vat_regime: 'reverse_charge',
          reverse_charge: true,
          vat_rate_bp: 0,
          vat_cents: 0,
          total_cents: 945_000,
          client_country: 'DE',
          client_vat_number: 'DE136695976',
          buyer: munich,
        }),
      ),
    );
    valid(xml);
    expect(textOf(xml, 'customerVatStatus')).toBe('OTHER');
    expect(texts(xml, 'communityVatNumber')).toEqual(['HU12345676', 'DE136695976']);
    expect(textOf(xml, 'case')).toBe('EUFAD37');
    expect(textOf(xml, 'invoiceVatAmountHUF')).toBe('0');
  });

  it('a Swiss client: outside the scope (HO), no tax number reported', () => {
    const geneva: InvoiceParty = {
      name: 'Exemple Finance SA',
      countryCode: 'CH',
      postalCode: '1201',
      city: 'Genève',
      street: 'Rue du Rhône 10',
      huTaxNumber: null,
      euVatNumber: null,
    };
    const { xml } = buildInvoiceData(
      navInputFromInvoice(
        row({ vat_regime: 'outside_scope', vat_rate_bp: 0, vat_cents: 0, client_country: 'CH', buyer: geneva }),
      ),
    );
    valid(xml);
    expect(textOf(xml, 'case')).toBe('HO');
    expect(xml).not.toContain('customerVatData');
  });

  it('a credit note is the STORNO of its invoice, a corrected invoice the next MODIFY of it, lines numbered on', () => {
    const original = row();
    const note = row({
      id: 9,
      number: '2026-000009',
      kind: 'credit_note',
      credits_invoice_id: 7,
      issue_date: '2026-11-20',
      lines: negated(original),
    });
    const stornoXml = buildInvoiceData(navInputFromInvoice(note, { original, earlier: [] }));
    valid(stornoXml.xml);
    expect(stornoXml.operation).toBe('STORNO');
    expect(textOf(stornoXml.xml, 'originalInvoiceNumber')).toBe('2026-000007');
    expect(textOf(stornoXml.xml, 'modificationIndex')).toBe('1');
    expect(textOf(stornoXml.xml, 'lineNumberReference')).toBe('2');
    expect(textOf(stornoXml.xml, 'invoiceNetAmountHUF')).toBe('-3696557');
    expect(() => navInputFromInvoice(note)).toThrow(NavDataMissing);
    // The reopened month's corrected invoice: 19 days, after the credit note.
    const corrected = row({
      id: 10,
      number: '2026-000010',
      corrects_invoice_id: 7,
      issue_date: '2026-11-25',
      lines: [{ ...original.lines[0]!, quantity: 19, amountCents: 897_750 }],
    });
    const modify = buildInvoiceData(navInputFromInvoice(corrected, { original, earlier: [note] }));
    valid(modify.xml);
    expect(modify.operation).toBe('MODIFY');
    expect(textOf(modify.xml, 'originalInvoiceNumber')).toBe('2026-000007');
    expect(textOf(modify.xml, 'modificationIndex')).toBe('2');
    expect(textOf(modify.xml, 'lineNumberReference')).toBe('3');
  });

  it('names the data NAV requires when the invoice lacks it', () => {
    expect(() => navInputFromInvoice(row({ buyer: { ...PECS, huTaxNumber: null } }))).toThrow(NavDataMissing);
    expect(() => navInputFromInvoice(row({ buyer: { ...PECS, huTaxNumber: '10773381-2-45' } }))).toThrow(
      NavDataMissing,
    );
    expect(() => navInputFromInvoice(row({ rate_date: null }))).toThrow(/exchange rate/);
    expect(() => navInputFromInvoice(row({ seller: null, buyer: null }))).toThrow(/issued before/);
  });
});

describe('the exchange token (spec § 1.8.10.2)', () => {
  it('is decoded with the exchange key, AES-128-ECB', () => {
    const key = '2CFDZ5NI6X9ZRIYB';
    const token = 'b1aca173-d9e8-4561-9237-0511eed99eaa2P0ZHLXBRI2U';
    const cipher = createCipheriv('aes-128-ecb', Buffer.from(key), null);
    const encoded = Buffer.concat([cipher.update(token), cipher.final()]).toString('base64');
    expect(decodeExchangeToken(encoded, key)).toBe(token);
    expect(() => decodeExchangeToken(encoded, 'XXXXXXXXXXXXXXXX')).toThrow();
  });
});
