// The payslip PDF's issue-24 parts, added to pdf.ts's model: the employer (the company's legal name,
// registered address and tax number), the employee's tax ID and TAJ number, the payment date, and one
// line per allowance applied (and the minimum contribution base), in English and Hungarian.
import type { AllowanceLine, Language, Payslip } from '../../contract/index.ts';
import { formatHuTaxNumber } from '../../contract/taxIds.ts';
import type { SellerConfig } from '../../types.ts';
import type { PdfModel } from './pdf.ts';
import { formatDate } from './texts.ts';
import { formatHuf } from '../../contract/money.ts';

interface DetailTexts {
  employer: string;
  taxNumber: string;
  taxId: string;
  taj: string;
  notGiven: string;
  paymentDate: string;
  line: Record<AllowanceLine['kind'], (base: string, children?: number) => string>;
  note: string;
}

const TEXTS: Record<Language, DetailTexts> = {
  en: {
    employer: 'Employer',
    taxNumber: 'Tax number',
    taxId: 'Tax ID (adóazonosító jel)',
    taj: 'TAJ number',
    notGiven: 'not given',
    paymentDate: 'Payment date',
    line: {
      motherOfFour: (b) => `Exemption of mothers of four or more children (exempt income ${b}): income tax`,
      motherOfThree: (b) => `Exemption of mothers of three children (exempt income ${b}): income tax`,
      motherOfTwo: (b) => `Exemption of mothers of two children (exempt income ${b}): income tax`,
      under25: (b) => `Under-25 exemption (exempt income ${b}): income tax`,
      under30Mother: (b) => `Under-30 mothers’ exemption (exempt income ${b}): income tax`,
      firstMarriage: (b) => `First-marriage allowance (tax base ${b}): income tax`,
      family: (b, n) => `Family allowance, ${n ?? 0} ${n === 1 ? 'child' : 'children'} (tax base ${b}): income tax`,
      familyContribution: (b) => `Family allowance not used against tax (${b}): social security`,
      minimumBase: (b) =>
        `Minimum contribution base: social security paid by the employer on ${b} (not deducted from your pay)`,
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
    line: {
      motherOfFour: (b) => `Négy vagy több gyermeket nevelő anyák kedvezménye (mentes jövedelem: ${b}): SZJA`,
      motherOfThree: (b) => `Három gyermeket nevelő anyák kedvezménye (mentes jövedelem: ${b}): SZJA`,
      motherOfTwo: (b) => `Két gyermeket nevelő anyák kedvezménye (mentes jövedelem: ${b}): SZJA`,
      under25: (b) => `25 év alattiak kedvezménye (mentes jövedelem: ${b}): SZJA`,
      under30Mother: (b) => `30 év alatti anyák kedvezménye (mentes jövedelem: ${b}): SZJA`,
      firstMarriage: (b) => `Első házasok kedvezménye (adóalap-csökkentés: ${b}): SZJA`,
      family: (b, n) => `Családi kedvezmény, ${n ?? 0} gyermek (adóalap-csökkentés: ${b}): SZJA`,
      familyContribution: (b) => `Családi járulékkedvezmény (fel nem használt kedvezmény: ${b}): TB-járulék`,
      minimumBase: (b) =>
        `Járulékfizetési alsó határ: a munkáltató által ${b} után fizetett TB-járulék (nem vonjuk le)`,
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
  p: Pick<Payslip, 'allowanceLines' | 'paymentDate'> & { taxId: string | null; taj: string | null },
): PdfModel {
  const t = TEXTS[lang];
  const facts: PdfModel['facts'] = [...model.facts];
  if (p.paymentDate) facts.splice(1, 0, [t.paymentDate, formatDate(lang, p.paymentDate)]);
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
  if (p.allowanceLines.length === 0) return { ...model, facts, parties };
  // The allowance rows go before the net pay (the table's last row); the employer's row shows a charge.
  const rows = [...model.table.rows];
  const net = rows.pop();
  for (const l of p.allowanceLines) {
    const amount = l.kind === 'minimumBase' ? formatHuf(lang, l.taxHuf) : `−${formatHuf(lang, l.taxHuf)}`;
    rows.push([t.line[l.kind](formatHuf(lang, l.baseHuf), l.children), '', amount]);
  }
  if (net) rows.push(net);
  return {
    ...model,
    facts,
    parties,
    table: { ...model.table, rows, bold: [3, rows.length - 1] },
    // pdf.ts's note ends by saying no allowance is applied: here that sentence gives way to this one.
    notes: model.notes.map((n) => n.replace(NO_ALLOWANCE[lang], t.note)),
  };
}
