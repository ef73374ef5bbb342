// The mapping of an issued invoice row to NAV's data report, pure: each VAT regime's buyer and VAT case, a
// credit note as STORNO of its invoice, the fulfilment date of a month settled periodically, and the data
// NAV requires named when missing. Every XML is checked against NAV's invoiceData.xsd with xmllint.
import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SellerConfig } from '../../types.ts';
import { decodeExchangeToken, textOf, texts } from './api.ts';
import { NavDataMissing, navInputFromInvoice, periodicFulfilment, type NavInvoiceRow } from './fromInvoice.ts';
import { buildInvoiceData } from './invoiceData.ts';
import { validateAgainstNav } from './xsdCheck.ts';

const SELLER: SellerConfig = {
  name: 'Portal Talent Partners Ltd',
  address: { countryCode: 'HU', postalCode: '1051', city: 'Budapest', street: 'Október 6. utca 12.' },
  taxNumber: { taxpayerId: '12345676', vatCode: '2', countyCode: '41' },
  euVatNumber: 'HU12345676',
  bankAccount: 'HU42117730161111101800000000',
};

/** October 2026, 20 days at 450 €, 5 % fee, issued 3 November at 391.17 HUF/EUR of 30 October. */
const row = (over: Partial<NavInvoiceRow> = {}): NavInvoiceRow => ({
  number: '2026-000007',
  kind: 'invoice',
  issue_date: '2026-11-03',
  due_date: '2026-11-18',
  month: '2026-10-01',
  lines: [
    {
      description: '20 days × day rate, October 2026 (Data Engineer)',
      quantity: 20,
      unitCents: 45_000,
      amountCents: 945_000,
    },
  ],
  vat_rate_bp: 2700,
  vat_regime: 'domestic',
  client_name: 'Példa Pénzügyi Zrt.',
  client_country: 'HU',
  client_vat_number: null,
  huf_per_eur_100: 39117,
  rate_date: '2026-10-30',
  client_postal_code: '7600',
  client_city: 'Pécs',
  client_street: 'Király utca 1.',
  client_tax_number: '10773381-2-44',
  ...over,
});

const valid = (xml: string) => {
  const r = validateAgainstNav(xml, 'data');
  expect(r.errors).toBe('- validates\n');
};

describe('navInputFromInvoice', () => {
  it('a Hungarian client: DOMESTIC with its tax number, 27 %, the VAT in forints, the month as the period', () => {
    const { xml, operation } = buildInvoiceData(navInputFromInvoice(row(), SELLER));
    valid(xml);
    expect(operation).toBe('CREATE');
    expect(textOf(xml, 'customerVatStatus')).toBe('DOMESTIC');
    expect(texts(xml, 'taxpayerId')).toEqual(['12345676', '10773381']);
    expect(textOf(xml, 'vatPercentage')).toBe('0.27');
    // 9 450.00 € net, 2 551.50 € VAT; at 391.17: 3 696 557 Ft and 998 070 Ft (rounded half away from zero).
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
    const { xml } = buildInvoiceData(
      navInputFromInvoice(
        row({
          vat_regime: 'reverse_charge',
          vat_rate_bp: 0,
          client_country: 'DE',
          client_vat_number: 'DE136695976',
          client_tax_number: null,
          client_postal_code: '81543',
          client_city: 'München',
          client_street: 'Hochstraße 5',
        }),
        SELLER,
      ),
    );
    valid(xml);
    expect(textOf(xml, 'customerVatStatus')).toBe('OTHER');
    expect(texts(xml, 'communityVatNumber')).toEqual(['HU12345676', 'DE136695976']);
    expect(textOf(xml, 'case')).toBe('EUFAD37');
    expect(textOf(xml, 'invoiceVatAmountHUF')).toBe('0');
  });

  it('a Swiss client: outside the scope (HO), no tax number reported', () => {
    const { xml } = buildInvoiceData(
      navInputFromInvoice(
        row({
          vat_regime: 'outside_scope',
          vat_rate_bp: 0,
          client_country: 'CH',
          client_tax_number: null,
          client_postal_code: '1201',
          client_city: 'Genève',
          client_street: 'Rue du Rhône 10',
        }),
        SELLER,
      ),
    );
    valid(xml);
    expect(textOf(xml, 'case')).toBe('HO');
    expect(xml).not.toContain('customerVatData');
  });

  it('a credit note is the STORNO of its invoice: the invoice’s head, lines negated and numbered on', () => {
    const note = row({
      number: '2026-000009',
      kind: 'credit_note',
      issue_date: '2026-11-20',
      due_date: '2026-11-20',
      huf_per_eur_100: null,
      rate_date: null,
    });
    const { xml, operation } = buildInvoiceData(navInputFromInvoice(note, SELLER, row()));
    valid(xml);
    expect(operation).toBe('STORNO');
    expect(textOf(xml, 'originalInvoiceNumber')).toBe('2026-000007');
    expect(textOf(xml, 'modificationIndex')).toBe('1');
    expect(textOf(xml, 'lineNumberReference')).toBe('2');
    expect(textOf(xml, 'invoiceNetAmountHUF')).toBe('-3696557');
    expect(textOf(xml, 'exchangeRate')).toBe('391.17');
    expect(() => navInputFromInvoice(note, SELLER)).toThrow(NavDataMissing);
  });

  it('names the data NAV requires when the invoice lacks it', () => {
    expect(() => navInputFromInvoice(row({ client_street: null }), SELLER)).toThrow(
      /buyer's address is not recorded.*CUSTOMER_DATA_EXPECTED/,
    );
    expect(() => navInputFromInvoice(row({ client_tax_number: null }), SELLER)).toThrow(
      /MISSING_CUSTOMER_DOMESTIC_TAXNUMBER/,
    );
    expect(() => navInputFromInvoice(row({ client_tax_number: '10773381-2-45' }), SELLER)).toThrow(NavDataMissing);
    expect(() => navInputFromInvoice(row({ rate_date: null }), SELLER)).toThrow(/exchange rate/);
  });
});

describe('periodicFulfilment (VAT Act § 58 (1))', () => {
  it('is the period’s last day when payment is due by then, else the due date, at most 60 days after', () => {
    expect(periodicFulfilment('2026-10-31', '2026-10-20')).toBe('2026-10-31');
    expect(periodicFulfilment('2026-10-31', '2026-10-31')).toBe('2026-10-31');
    expect(periodicFulfilment('2026-10-31', '2026-11-15')).toBe('2026-11-15');
    expect(periodicFulfilment('2026-10-31', '2027-02-01')).toBe('2026-12-30');
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
