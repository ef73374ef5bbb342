// The payslip PDF's issue-24 parts, added to pdf.ts's model: the employer (the company's legal name,
// registered address and tax number), the employee's tax ID and TAJ number, the payment date, and one
// line per allowance applied (and the minimum contribution base), in English and Hungarian.
import {
  ALLOWANCE_BASE_KIND,
  type AllowanceBaseKind,
  type AllowanceLine,
  type Language,
  type Payslip,
} from '../../contract/index.ts';
import { formatHuTaxNumber } from '../../contract/taxIds.ts';
import type { SellerConfig } from '../../types.ts';
import type { PdfModel } from './pdf.ts';
import { formatDate } from './format.ts';
import { formatHuf } from '../../contract/money.ts';

interface DetailTexts {
  employer: string;
  taxNumber: string;
  taxId: string;
  taj: string;
  notGiven: string;
  paymentDate: string;
  /** A line's title (the allowance and what it relieves). */
  line: Record<AllowanceLine['kind'], (children?: number) => string>;
  /** The figure it was applied on, on its own line under the title. */
  base: Record<AllowanceBaseKind, (base: string) => string>;
  note: string;
  /** A payslip whose invoice a credit note cancelled: the title's mark, and what cancelled it. */
  cancelledTitle: string;
  cancelled: string;
  cancelledBy: (number: string, date: string) => string;
}

const TEXTS: Record<Language, DetailTexts> = {
  en: {
    employer: 'Employer',
    taxNumber: 'Tax number',
    taxId: 'Tax ID (adóazonosító jel)',
    taj: 'TAJ number',
    notGiven: 'not given',
    paymentDate: 'Payment date',
    cancelledTitle: 'CANCELLED',
    cancelled: 'Cancelled',
    cancelledBy: (n, d) => `by credit note ${n} of ${d}; this payslip no longer applies`,
    line: {
      motherOfFour: () => 'Exemption for mothers of four or more children: income tax relief',
      motherOfThree: () => 'Exemption for mothers of three children: income tax relief',
      motherOfTwo: () => 'Exemption for mothers of two children: income tax relief',
      under25: () => 'Under-25s’ exemption: income tax relief',
      under30Mother: () => 'Exemption for mothers under 30: income tax relief',
      firstMarriage: () => 'First-marriage allowance: income tax relief',
      family: (n) => `Family tax allowance (${n ?? 0} ${n === 1 ? 'child' : 'children'}): income tax relief`,
      familyContribution: () => 'Family allowance set against contributions: social security relief',
      minimumBase: () => 'Minimum contribution base: social security paid by the employer (not deducted from your pay)',
    },
    base: {
      exempt: (b) => `Exempt income: ${b}`,
      reduction: (b) => `Tax base reduced by ${b}`,
      unused: (b) => `Allowance left unused against income tax: ${b}`,
      shortfall: (b) => `Shortfall below the minimum base: ${b}`,
    },
    note: 'Allowances are applied on your own declaration (adóelőleg-nyilatkozat), in the order the Personal Income Tax Act sets; each line shows what it reduced. The employer’s social contribution tax is computed on the gross pay.',
  },
  hu: {
    employer: 'Munkáltató',
    taxNumber: 'Adószám',
    taxId: 'Adóazonosító jel',
    taj: 'TAJ-szám',
    notGiven: 'nincs megadva',
    paymentDate: 'Kifizetés napja',
    cancelledTitle: 'ÉRVÉNYTELENÍTVE',
    cancelled: 'Érvénytelenítve',
    cancelledBy: (n, d) => `a(z) ${n} számú, ${d} keltű jóváíró számlával; ez a bérjegyzék már nem érvényes`,
    line: {
      motherOfFour: () => 'Négy vagy több gyermeket nevelő anyák kedvezménye: SZJA-mentesség',
      motherOfThree: () => 'Három gyermeket nevelő anyák kedvezménye: SZJA-mentesség',
      motherOfTwo: () => 'Két gyermeket nevelő anyák kedvezménye: SZJA-mentesség',
      under25: () => '25 év alattiak kedvezménye: SZJA-mentesség',
      under30Mother: () => '30 év alatti anyák kedvezménye: SZJA-mentesség',
      firstMarriage: () => 'Első házasok kedvezménye: SZJA-csökkentés',
      family: (n) => `Családi kedvezmény (${n ?? 0} gyermek): SZJA-csökkentés`,
      familyContribution: () => 'Családi járulékkedvezmény: TB-járulék-csökkentés',
      minimumBase: () => 'Járulékfizetési alsó határ: a munkáltató által fizetett TB-járulék (nem vonjuk le a béréből)',
    },
    base: {
      exempt: (b) => `Mentes jövedelem: ${b}`,
      reduction: (b) => `Adóalap-csökkentés: ${b}`,
      unused: (b) => `Adóból ki nem használt kedvezmény: ${b}`,
      shortfall: (b) => `Járulékalap-különbözet: ${b}`,
    },
    note: 'A kedvezményeket az Ön adóelőleg-nyilatkozata alapján, az szja-törvény sorrendjében érvényesítjük; minden sor mutatja, mennyivel csökkentette az adót vagy a járulékot. A munkáltató szociális hozzájárulási adóját a bruttó bérből számoljuk.',
  },
};

const NO_ALLOWANCE: Record<Language, string> = {
  en: 'No tax allowance is applied.',
  hu: 'Adókedvezményt nem alkalmazunk.',
};

/** The employer's address as one line, as each language writes it. */
const addressLine = (lang: Language, a: SellerConfig['address']): string =>
  lang === 'hu' ? `${a.postalCode} ${a.city}, ${a.street}` : `${a.street}, ${a.postalCode} ${a.city}, Hungary`;

export function withPayslipDetails(
  lang: Language,
  model: PdfModel,
  employer: SellerConfig,
  p: Pick<Payslip, 'allowanceLines' | 'paymentDate' | 'cancelledBy'> & { taxId: string | null; taj: string | null },
): PdfModel {
  const t = TEXTS[lang];
  const facts: PdfModel['facts'] = [...model.facts];
  if (p.paymentDate) facts.splice(1, 0, [t.paymentDate, formatDate(lang, p.paymentDate)]);
  // A cancelled payslip stays downloadable as issued, but says first that it no longer applies.
  if (p.cancelledBy)
    facts.unshift([t.cancelled, t.cancelledBy(p.cancelledBy.number, formatDate(lang, p.cancelledBy.issueDate))]);
  const title = p.cancelledBy ? `${model.title} – ${t.cancelledTitle}` : model.title;
  const [employee, ...others] = model.parties;
  const parties: PdfModel['parties'] = [
    {
      label: t.employer,
      lines: [
        employer.name,
        addressLine(lang, employer.address),
        `${t.taxNumber}: ${formatHuTaxNumber(employer.taxNumber)}`,
      ],
    },
    ...(employee
      ? [
          {
            ...employee,
            lines: [
              ...employee.lines,
              `${t.taxId}: ${p.taxId ?? t.notGiven}`,
              `${t.taj}: ${p.taj ? p.taj.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3') : t.notGiven}`,
            ],
          },
        ]
      : []),
    ...others,
  ];
  if (p.allowanceLines.length === 0) return { ...model, title, facts, parties };
  // The allowance rows go before the net pay (the table's last row); the employer's row shows a charge.
  const rows = [...model.table.rows];
  const net = rows.pop();
  for (const l of p.allowanceLines) {
    const amount = l.kind === 'minimumBase' ? formatHuf(lang, l.taxHuf) : `−${formatHuf(lang, l.taxHuf)}`;
    rows.push([
      `${t.line[l.kind](l.children)}\n${t.base[ALLOWANCE_BASE_KIND[l.kind]](formatHuf(lang, l.baseHuf))}`,
      '',
      amount,
    ]);
  }
  if (net) rows.push(net);
  return {
    ...model,
    title,
    facts,
    parties,
    table: { ...model.table, rows, bold: [3, rows.length - 1] },
    // pdf.ts's note ends by saying no allowance is applied: here that sentence gives way to this one.
    notes: model.notes.map((n) => n.replace(NO_ALLOWANCE[lang], t.note)),
  };
}
