// Invoice, credit note and payslip PDFs. The text of each is built by a pure function (unit-tested: what
// the reader sees, in their language, money per locale); one renderer lays any of them out with pdfkit
// in DejaVu Sans, whose glyphs cover ő, ű and the rest of Hungarian.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Invoice, Language, Payslip } from '../../contract/index.ts';
import { countryName, formatDate, formatMonth, formatNumber, formatPercent } from './format.ts';
import { serverT } from '../../i18n/index.ts';
import { formatEur, formatHuf } from '../../contract/money.ts';
import { elementFacts, hufTotals, partyLines, periodNote } from './invoicePdf.ts';

const FONT_DIR = path.dirname(fileURLToPath(import.meta.resolve('dejavu-fonts-ttf/package.json')));
const FONT = path.join(FONT_DIR, 'ttf', 'DejaVuSans.ttf');
const FONT_BOLD = path.join(FONT_DIR, 'ttf', 'DejaVuSans-Bold.ttf');

/** A document as the reader sees it, before layout. */
export interface PdfModel {
  brand: string;
  title: string;
  /** Label/value pairs under the title (number, dates…). */
  facts: [string, string][];
  /** Side-by-side address blocks (seller, client). */
  parties: { label: string; lines: string[] }[];
  table: { head: string[]; rows: string[][]; bold?: number[] };
  /** Label/value pairs under the table, the last one emphasised. */
  totals: [string, string][];
  notes: string[];
}

export interface Seller {
  brand: string;
  company: string;
  domain: string;
}

export function invoiceModel(
  lang: Language,
  seller: Seller,
  inv: Invoice & { month: string; jobTitle: string; creditsNumber?: string; reason?: string | null },
): PdfModel {
  const t = serverT(lang, 'payroll');
  const credit = inv.kind === 'credit_note';
  const facts: [string, string][] = [
    [t('number'), inv.number],
    [t('issueDate'), formatDate(lang, inv.issueDate)],
  ];
  facts.push(...elementFacts(lang, credit ? { ...inv, paymentMethod: null } : inv));
  if (!credit) facts.push([t('dueDate'), formatDate(lang, inv.dueDate)]);
  if (credit && inv.creditsNumber) facts.push([t('credits'), inv.creditsNumber]);
  if (credit && inv.reason) facts.push([t('reason'), inv.reason]);
  return {
    brand: seller.brand,
    title: credit ? t('creditNote') : t('invoice'),
    facts,
    parties: [
      {
        label: t('seller'),
        lines: inv.seller
          ? partyLines(lang, inv.seller)
          : [
              seller.company,
              seller.domain,
              ...(inv.sellerVatNumber ? [`${t('vatNumber')}: ${inv.sellerVatNumber}`] : []),
            ],
      },
      {
        label: t('client'),
        lines: inv.buyer
          ? partyLines(lang, inv.buyer, inv.clientVatNumber ?? inv.buyer.euVatNumber)
          : [
              inv.clientName,
              countryName(lang, inv.clientCountry),
              ...(inv.clientVatNumber ? [`${t('vatNumber')}: ${inv.clientVatNumber}`] : []),
            ],
      },
    ],
    table: {
      head: [t('description'), t('quantity'), t('unitPrice'), t('amount')],
      rows: inv.lines.map((l) => [
        t('line', {
          // The plural follows the number as printed (one decimal).
          count: Math.round(Math.abs(l.quantity) * 10) / 10,
          days: formatNumber(lang, Math.abs(l.quantity), 1),
          month: formatMonth(lang, inv.month),
          job: inv.jobTitle,
        }),
        formatNumber(lang, l.quantity, 1),
        formatEur(lang, l.unitCents),
        formatEur(lang, l.amountCents),
      ]),
    },
    totals: [
      [t('net'), formatEur(lang, inv.netCents)],
      [t('vat', { rate: formatPercent(lang, inv.vatRateBp) }), formatEur(lang, inv.vatCents)],
      ...hufTotals(lang, inv),
      [t('total'), formatEur(lang, inv.totalCents)],
    ],
    notes: [
      ...(inv.vatRegime === 'reverse_charge'
        ? [t('reverseCharge')]
        : inv.vatRegime === 'outside_scope'
          ? [t('outsideScope')]
          : []),
      ...periodNote(lang, inv),
    ],
  };
}

export function payslipModel(
  lang: Language,
  seller: Seller,
  p: Payslip & { employee: string; dayRateCents: number; feeBp: number },
): PdfModel {
  const t = serverT(lang, 'payroll');
  const { eur, huf } = p.breakdown;
  const keys = ['invoice', 'fee', 'employerTax', 'gross', 'incomeTax', 'socialSecurity', 'net'] as const;
  return {
    brand: seller.brand,
    title: t('payslip'),
    facts: [
      [t('period'), formatMonth(lang, p.month)],
      [t('issueDate'), formatDate(lang, p.issuedAt.slice(0, 10))],
      [t('daysWorked'), formatNumber(lang, p.days, 1)],
      [t('dayRate'), formatEur(lang, p.dayRateCents)],
      [t('fee'), formatPercent(lang, p.feeBp)],
      [
        t('exchangeRate'),
        [
          t('perEur', { rate: formatNumber(lang, p.exchangeRate) }),
          ...(p.exchangeRateDate ? [t('rateOf', { date: formatDate(lang, p.exchangeRateDate) })] : []),
        ].join(' '),
      ],
    ],
    parties: [
      { label: t('employee'), lines: [p.employee, `${t('position')}: ${p.jobTitle}`] },
      { label: t('workClient'), lines: [p.client] },
    ],
    table: {
      head: [t('item'), 'EUR', 'HUF'],
      rows: keys.map((k) => [t(`lines.${k}`), formatEur(lang, eur[k]), formatHuf(lang, huf[k])]),
      bold: [3, 6],
    },
    totals: [[t('lines.net'), `${formatEur(lang, p.netCents)} (${formatHuf(lang, huf.net)})`]],
    // payslipPdf.ts puts the allowances' note in place of the last sentence when any is applied.
    notes: [`${t('payslipNote')} ${t('noAllowance')}`],
  };
}

/** Lays a model out on A4 and resolves with the PDF's bytes. */
export function renderPdf(m: PdfModel, lang: Language): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang,
    info: { Title: `${m.title} – ${m.brand}`, Author: m.brand },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('bold').fontSize(20).fillColor('#2d72d2').text(m.brand);
  doc.moveDown(0.5).fillColor('#1c2127').fontSize(16).text(m.title);
  doc.moveDown(0.5).fontSize(10);
  for (const [k, v] of m.facts) doc.font('bold').text(`${k}: `, { continued: true }).font('body').text(v);

  doc.moveDown();
  const top = doc.y;
  const colW = width / m.parties.length;
  let bottom = top;
  m.parties.forEach((p, i) => {
    doc.font('bold').text(p.label, left + i * colW, top, { width: colW - 10 });
    doc.font('body');
    for (const l of p.lines) doc.text(l, { width: colW - 10 });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = left;
  doc.y = bottom + 20;

  // The table: the first column takes what the others leave; amounts align right.
  const cols = m.table.head.length;
  const numW = cols > 3 ? 85 : 110;
  const firstW = width - numW * (cols - 1);
  const xs = [left, ...Array.from({ length: cols - 1 }, (_, i) => left + firstW + i * numW)];
  const widths = [firstW, ...Array.from({ length: cols - 1 }, () => numW)];
  const row = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let h = 0;
    cells.forEach((c, i) => {
      doc.font(bold ? 'bold' : 'body');
      const opts = { width: widths[i]! - 6, align: i === 0 ? ('left' as const) : ('right' as const) };
      h = Math.max(h, doc.heightOfString(c, opts));
      doc.text(c, xs[i], y, opts);
    });
    doc.x = left;
    doc.y = y + h + 6;
  };
  row(m.table.head, true);
  doc
    .moveTo(left, doc.y - 3)
    .lineTo(left + width, doc.y - 3)
    .strokeColor('#dce0e5')
    .stroke();
  m.table.rows.forEach((r, i) => row(r, m.table.bold?.includes(i) ?? false));

  doc.moveDown();
  m.totals.forEach(([k, v], i) => {
    const last = i === m.totals.length - 1;
    doc.font(last ? 'bold' : 'body').fontSize(last ? 12 : 10);
    const y = doc.y;
    doc.text(k, left, y, { width: width - 160 });
    doc.text(v, left + width - 160, y, { width: 160, align: 'right' });
    doc.x = left;
  });
  doc.font('body').fontSize(9).fillColor('#5f6b7c');
  for (const n of m.notes) doc.moveDown().text(n, left, doc.y, { width });
  doc.end();
  return done;
}
