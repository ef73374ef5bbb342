import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { calculatePayroll, RATES_2026, type Invoice, type Payslip } from '../../contract/index.ts';
import { invoiceModel, payslipModel, renderPdf, type PdfModel } from './pdf.ts';

const seller = { brand: 'Portal Talent', company: 'Portal Talent Partners Ltd', domain: 'portaltalent.eu' };
const breakdown = calculatePayroll({ dayRate: 45_000, days: 2, feeBp: 500 }, RATES_2026);
const payslip: Payslip = {
  id: 1,
  contractId: 1,
  timesheetId: 1,
  month: '2026-10',
  issuedAt: '2026-11-24T10:00:00.000Z',
  jobTitle: 'Adatmérnök',
  client: 'Bálint Horváth',
  days: 2,
  breakdown,
  netCents: breakdown.eur.net,
  grossCents: breakdown.eur.gross,
  exchangeRate: 390,
  exchangeRateDate: '2026-03-31',
  supersedesPayslipId: null,
  allowanceLines: [],
  paymentDate: null,
  cancelledBy: null,
};
const slip = { ...payslip, employee: 'Fekete Kata', dayRateCents: 45_000, feeBp: 500 };
const invoice: Invoice = {
  id: 1,
  number: '2026-000007',
  kind: 'invoice',
  creditsInvoiceId: null,
  contractId: 1,
  timesheetId: 1,
  clientName: 'Bálint Horváth',
  issueDate: '2026-11-24',
  dueDate: '2026-12-09',
  lines: [{ description: '2 days', quantity: 2, unitCents: 45_000, amountCents: 90_000 }],
  netCents: 90_000,
  vatRateBp: 2700,
  vatCents: 24_300,
  totalCents: 114_300,
  reverseCharge: false,
  vatRegime: 'domestic',
  clientCountry: 'HU',
  clientVatNumber: null,
  sellerVatNumber: 'HU12345678',
  correctsInvoiceId: null,
  // Issued before invoices carried every Áfa tv. 169. § element.
  seller: null,
  buyer: null,
  fulfilmentDate: null,
  paymentMethod: null,
  exchangeRate: null,
  huf: null,
};
const inv = { ...invoice, month: '2026-10', jobTitle: 'Data Engineer' };

/** Every visible string of a model, whitespace (incl. no-break spaces) made plain. */
const words = (m: PdfModel) =>
  [
    m.title,
    ...m.facts.flat(),
    ...m.parties.flatMap((p) => [p.label, ...p.lines]),
    ...m.table.rows.flat(),
    ...m.totals.flat(),
    ...m.notes,
  ]
    .join('\n')
    .replace(/[^\S\n]/g, ' ');

async function pdfText(data: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).text.replace(/[^\S\n]+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('payslip text', () => {
  it('shows the whole breakdown in English, money the English way', () => {
    const text = words(payslipModel('en', seller, slip));
    for (const s of [
      'Payslip',
      'October 2026',
      'Gross pay',
      '€756.63',
      'Net pay',
      '€503.16',
      'HUF 196,232',
      '€113.49',
      '€139.98',
      '€98.37',
      '1 EUR = 390 HUF (MNB, 31 March 2026)',
      'each computed on the forint gross at their rates and rounded to the forint',
      'No tax allowance is applied.',
    ])
      expect(text).toContain(s);
    // A payslip issued before rates were dated names the rate alone.
    expect(words(payslipModel('en', seller, { ...slip, exchangeRateDate: null }))).toContain('1 EUR = 390 HUF\n');
  });
  it('in Hungarian, money the Hungarian way', () => {
    const text = words(payslipModel('hu', seller, slip));
    for (const s of [
      'Bérjegyzék',
      '2026. október',
      'Bruttó bér',
      '756,63 EUR',
      'Nettó bér',
      '503,16 EUR',
      '196 232 Ft',
      'Személyi jövedelemadó (SZJA)',
      'Társadalombiztosítási járulék (TB)',
      '1 EUR = 390 Ft (MNB, 2026. március 31.)',
      'Adókedvezményt nem alkalmazunk.',
    ])
      expect(text).toContain(s);
  });
});

describe('invoice text', () => {
  it('names seller, client, number, dates, the line in the language, VAT and total', () => {
    const en = words(invoiceModel('en', seller, inv));
    for (const s of [
      'Invoice',
      '2026-000007',
      '24 November 2026',
      '9 December 2026',
      'Portal Talent Partners Ltd',
      'Bálint Horváth',
      '2 days × day rate, October 2026 (Data Engineer)',
      'VAT 27%',
      '€243.00',
      '€1,143.00',
    ])
      expect(en).toContain(s);
    expect(en).not.toContain('Reverse charge');
    const hu = words(invoiceModel('hu', seller, inv));
    for (const s of [
      'Számla',
      'Fizetési határidő',
      '2026. december 9.',
      '2 nap × napidíj, 2026. október (Data Engineer)',
      'ÁFA 27%',
      '1143,00 EUR',
    ])
      expect(hu).toContain(s);
  });
  it('says reverse charge or out of scope when it applies, with both VAT numbers, and a credit note names what it cancels and why', () => {
    const noVat = { ...inv, vatRateBp: 0, vatCents: 0, totalCents: 90_000 };
    const reverse = { ...noVat, reverseCharge: true, vatRegime: 'reverse_charge' as const, clientCountry: 'DE' };
    const eu = words(invoiceModel('en', seller, { ...reverse, clientVatNumber: 'DE123456789' }));
    for (const s of [
      'Reverse charge — VAT to be accounted for by the recipient (Article 196, Directive 2006/112/EC)',
      'EU VAT number: HU12345678',
      'EU VAT number: DE123456789',
      'Germany',
      'VAT 0%',
    ])
      expect(eu).toContain(s);
    const euHu = words(invoiceModel('hu', seller, { ...reverse, clientVatNumber: 'DE123456789' }));
    for (const s of ['Fordított adózás – az adót a vevő fizeti (2006/112/EK irányelv 196. cikk)', 'Németország'])
      expect(euHu).toContain(s);
    const us = { ...noVat, vatRegime: 'outside_scope' as const, clientCountry: 'US' };
    expect(words(invoiceModel('en', seller, us))).toContain('Not subject to Hungarian VAT');
    expect(words(invoiceModel('hu', seller, us))).toContain('Nem tartozik a magyar ÁFA hatálya alá');
    expect(words(invoiceModel('en', seller, us))).not.toContain('Reverse charge');
    const credit = words(
      invoiceModel('hu', seller, {
        ...inv,
        kind: 'credit_note',
        number: '2026-000008',
        creditsNumber: '2026-000007',
        reason: 'Hibás napok',
        netCents: -90_000,
        vatCents: -24_300,
        totalCents: -114_300,
      }),
    );
    for (const s of ['Jóváíró számla', '2026-000007', 'Hibás napok', '-1143,00 EUR']) expect(credit).toContain(s);
  });
});

describe('the rendered PDF', () => {
  it('carries the text, ő and ű included, in both languages', async () => {
    const en = await pdfText(await renderPdf(payslipModel('en', seller, slip), 'en'));
    expect(en).toContain('Net pay €503.16');
    expect(en).toContain('(MNB, 31 March 2026)');
    const hu = await pdfText(
      await renderPdf(payslipModel('hu', seller, { ...slip, jobTitle: 'Fejlesztő, űrtechnika' }), 'hu'),
    );
    expect(hu).toContain('Nettó bér 503,16 EUR');
    expect(hu).toContain('Fejlesztő, űrtechnika');
  });
});
