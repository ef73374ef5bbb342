// Every InvoiceData document the product emits validates against NAV's own schema (xmllint), carries the
// figures worked by hand, and a broken one fails the same check.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildInvoiceData, creditNoteOf, navAmounts, type NavInvoiceInput, type NavLine } from './invoiceData.ts';
import { BUYERS, monthInvoice } from './testInvoices.ts';
import { validateAgainstNav } from './xsdCheck.ts';

function expectValid(xml: string) {
  const r = validateAgainstNav(xml, 'data');
  expect(r.errors).toBe('- validates\n');
  expect(r.valid).toBe(true);
}

/** The invoice's (only) line. */
function lineOf(input: NavInvoiceInput): NavLine {
  const [line] = input.lines;
  if (!line) throw new Error('no line');
  return line;
}

/** The text of the first element of that name, read back by a real parser (xmllint's XPath). */
function textOf(xml: string, name: string): string {
  const run = spawnSync('xmllint', ['--xpath', `string(//*[local-name()="${name}"])`, '-'], {
    input: xml,
    encoding: 'utf8',
  });
  if (run.error) throw run.error;
  return run.stdout.replace(/\n$/, '');
}

/** Each named element's text (textOf, white space folded), as one comparison that names what differs. */
function expectTexts(xml: string, expected: Record<string, string>) {
  const actual = Object.fromEntries(
    Object.keys(expected).map((name) => [name, textOf(xml, name).replace(/\s+/g, ' ').trim()]),
  );
  expect(actual).toEqual(expected);
}

describe('the check itself', () => {
  it('fails with the install command when xmllint is missing, rather than skipping', () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(() => validateAgainstNav('<x/>', 'data')).toThrow(/apt-get install -y libxml2-utils/);
    } finally {
      process.env.PATH = path;
    }
  });

  it('fails a document missing a required element, and one that is not XML', () => {
    const { xml } = buildInvoiceData(monthInvoice('domestic'));
    expectValid(xml);
    const broken = xml.replace(/\s*<invoiceIssueDate>[^<]*<\/invoiceIssueDate>/, '');
    expect(broken).not.toBe(xml);
    const r = validateAgainstNav(broken, 'data');
    expect(r.valid).toBe(false);
    expect(r.errors).toMatch(/completenessIndicator.*Expected is \( .*invoiceIssueDate \)/);
    expect(validateAgainstNav(xml.replace('</InvoiceData>', ''), 'data').valid).toBe(false);
    // A value outside its type fails too (a 9-digit taxpayer id).
    expect(
      validateAgainstNav(xml.replace('<base:taxpayerId>10773381<', '<base:taxpayerId>107733810<'), 'data').valid,
    ).toBe(false);
  });
});

describe('a month of services to a Hungarian client, in EUR with 27 % VAT', () => {
  const input = monthInvoice('domestic');
  const { xml, operation } = buildInvoiceData(input);

  it('validates and is reported as CREATE', () => {
    expectValid(xml);
    expect(operation).toBe('CREATE');
  });

  it('states VAT in forints at the dated MNB rate, worked by hand', () => {
    // 21.5 days × 400.00 € = 8 600.00 €; VAT 27 % = 2 322.00 €; at 391.17 HUF/EUR:
    // net 8 600 × 391.17 = 3 364 062 Ft; VAT 2 322 × 391.17 = 908 296.74 → 908 297 Ft; gross 4 272 359 Ft.
    expect(navAmounts(input).total).toEqual({
      net: 860_000,
      vat: 232_200,
      gross: 1_092_200,
      netHuf: 3_364_062,
      vatHuf: 908_297,
      grossHuf: 4_272_359,
    });
    expectTexts(xml, {
      exchangeRate: '391.17',
      vatPercentage: '0.27',
      lineNetAmount: '8600.00',
      unitPriceHUF: '156468.00',
      invoiceVatAmount: '2322.00',
      invoiceVatAmountHUF: '908297',
      invoiceGrossAmountHUF: '4272359',
      dataValue: '2026-11-30',
    });
  });

  it('names both parties with their tax numbers split, the period, the due date and the bank account', () => {
    expectTexts(xml, {
      customerTaxNumber: '10773381 2 44',
      supplierTaxNumber: '12892312 2 41',
      customerVatStatus: 'DOMESTIC',
      invoiceDeliveryDate: '2026-12-16',
      invoiceDeliveryPeriodStart: '2026-11-01',
      invoiceDeliveryPeriodEnd: '2026-11-30',
      periodicalSettlement: 'true',
      paymentMethod: 'TRANSFER',
      paymentDate: '2026-12-16',
      supplierBankAccountNumber: 'HU42117730161111101800000000',
    });
    expect(xml).not.toContain('communityVatNumber>DE');
  });
});

/** The invoices outside Hungarian VAT: the case NAV names for each, and what else each carries. */
const OUT_OF_SCOPE = [
  {
    buyer: 'eu',
    client: 'in another EU state: reverse charge, with the buyer’s EU VAT number',
    case: 'EUFAD37', // VAT Act § 37 (1), spec § 2.2
    texts: {
      communityVatNumber: 'HU12892312', // the seller's comes first
      customerVatStatus: 'OTHER',
      invoiceVatAmount: '0.00',
      invoiceGrossAmountHUF: '3364062',
    },
    contains: '<communityVatNumber>DE136695976</communityVatNumber>',
  },
  {
    buyer: 'thirdCountry',
    client: 'outside the EU, with the third-country tax id',
    case: 'HO',
    texts: { thirdStateTaxId: 'CHE-123.456.789 MWST', invoiceVatAmountHUF: '0' },
    contains: '<customerVatStatus>OTHER</customerVatStatus>',
  },
] as const;

describe.each(OUT_OF_SCOPE)('a client $client', ({ buyer, case: vatCase, texts, contains }) => {
  const { xml } = buildInvoiceData(monthInvoice(buyer));

  it(`validates, with vatOutOfScope ${vatCase} and no VAT rate`, () => {
    expectValid(xml);
    expectTexts(xml, { case: vatCase, ...texts });
    expect(xml).toContain(contains);
    expect(xml).not.toContain('vatPercentage');
  });
});

describe.each(['domestic', 'eu', 'thirdCountry'] as const)('the credit note cancelling the %s invoice', (buyer) => {
  const original = monthInvoice(buyer);
  const note = creditNoteOf(original, { invoiceNumber: '2026-000043', issueDate: '2026-12-05', modificationIndex: 1 });
  const { xml, operation } = buildInvoiceData(note);

  it('validates and is reported as STORNO, referring to the invoice', () => {
    expectValid(xml);
    expect(operation).toBe('STORNO');
    expectTexts(xml, {
      originalInvoiceNumber: '2026-000042',
      modifyWithoutMaster: 'false',
      modificationIndex: '1',
      invoiceNumber: '2026-000043',
    });
  });

  it('repeats the lines with opposite sign, numbered on from the invoice’s (spec § 2.5.1)', () => {
    expectTexts(xml, {
      lineNumber: '1',
      lineNumberReference: '2',
      lineOperation: 'CREATE',
      quantity: '-21.5',
      lineNetAmount: '-8600.00',
    });
    // The original's exchange rate and delivery date.
    expectTexts(xml, {
      exchangeRate: '391.17',
      invoiceDeliveryDate: '2026-12-16',
    });
  });

  it('has exactly the invoice’s amounts, negated', () => {
    const a = navAmounts(original).total;
    const n = navAmounts(note).total;
    for (const k of Object.keys(a) as (keyof typeof a)[]) expect(n[k]).toBe(0 - a[k]);
  });
});

describe('text and edge cases', () => {
  it('escapes markup and keeps accents in a line description', () => {
    const input = monthInvoice('domestic');
    const description = `Tőzsdei & "banki" <szolgáltatás> 'ű'`;
    const { xml } = buildInvoiceData({ ...input, lines: [{ ...lineOf(input), description }] });
    expectValid(xml);
    expect(xml).toContain('Tőzsdei &amp; &quot;banki&quot; &lt;szolgáltatás&gt; &apos;ű&apos;');
    expect(textOf(xml, 'lineDescription')).toBe(description);
  });

  it('refuses text XML cannot carry', () => {
    const input = monthInvoice('domestic');
    expect(() => buildInvoiceData({ ...input, lines: [{ ...lineOf(input), description: 'bell \u0007' }] })).toThrow(
      /XML cannot carry/,
    );
    const lone = buildInvoiceData.bind(null, {
      ...input,
      lines: [{ ...lineOf(input), description: 'half \uD83D pair' }],
    });
    expect(lone).toThrow(/XML cannot carry/);
    const { xml } = buildInvoiceData({ ...input, lines: [{ ...lineOf(input), description: 'emoji \u{1F600} ok' }] });
    expectValid(xml);
  });

  it('reports a private person by status alone, and a forint invoice at rate 1', () => {
    const input: NavInvoiceInput = {
      ...monthInvoice('domestic'),
      currency: 'HUF',
      exchangeRate: { hufPer100: 100, date: '2026-12-01' },
      buyer: { ...BUYERS.domestic, vatStatus: 'PRIVATE_PERSON', taxId: { kind: 'none' } },
      lines: [{ ...lineOf(monthInvoice('domestic')), quantity: 3, unitPrice: 150_000, netAmount: 450_000 }],
    };
    const { xml } = buildInvoiceData(input);
    expectValid(xml);
    expect(xml).not.toContain('customerName');
    expect(xml).not.toContain('customerAddress');
    expectTexts(xml, {
      exchangeRate: '1.00',
      lineNetAmount: '450000',
      invoiceVatAmount: '121500',
      invoiceVatAmountHUF: '121500',
    });
  });

  it('groups the summary by VAT treatment', () => {
    const input = monthInvoice('domestic');
    const second = { ...lineOf(input), description: 'Travel', quantity: 1, unitPrice: 12_345, netAmount: 12_345 };
    const amounts = navAmounts({ ...input, lines: [lineOf(input), second] });
    expect(amounts.byVat).toHaveLength(1);
    // 123.45 € × 27 % = 33.3315 → 33.33 €.
    expect(amounts.lines[1]?.vat).toBe(3_333);
    expect(amounts.total.vat).toBe(232_200 + 3_333);
    const { xml } = buildInvoiceData({ ...input, lines: [lineOf(input), second] });
    expectValid(xml);
  });

  it('refuses inputs NAV would reject or warn about', () => {
    const d = monthInvoice('domestic');
    expect(() => buildInvoiceData({ ...d, buyer: { ...BUYERS.domestic, taxId: { kind: 'none' } } })).toThrow(/45–47/);
    expect(() => buildInvoiceData({ ...monthInvoice('eu'), buyer: BUYERS.domestic })).toThrow(/EUFAD37/);
    expect(() => buildInvoiceData({ ...d, currency: 'HUF' })).toThrow(/rate 1/);
    expect(() => buildInvoiceData({ ...d, lines: [] })).toThrow(/at least one line/);
    expect(() => buildInvoiceData({ ...d, invoiceNumber: ' 2026-1' })).toThrow(/white space/);
    expect(() => buildInvoiceData({ ...d, deliveryPeriod: { start: '2026-11-30', end: '2026-11-01' } })).toThrow(/330/);
    expect(() =>
      creditNoteOf(creditNoteOf(d, { invoiceNumber: 'x', issueDate: '2026-12-05', modificationIndex: 1 }), {
        invoiceNumber: 'y',
        issueDate: '2026-12-06',
        modificationIndex: 2,
      }),
    ).toThrow(/not another modifying document/);
  });
});
