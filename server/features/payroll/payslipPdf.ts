// The payslip PDF's issue-24 parts, added to pdf.ts's model: the employer (the company's legal name,
// registered address and tax number), the employee's tax ID and TAJ number, the payment date, and one
// line per allowance applied (and the minimum contribution base), in English and Hungarian.
import { ALLOWANCE_BASE_KIND, type Language, type Payslip } from '../../contract/index.ts';
import { formatHuTaxNumber } from '../../contract/taxIds.ts';
import type { SellerConfig } from '../../types.ts';
import type { PdfModel } from './pdf.ts';
import { formatDate } from './format.ts';
import { formatHuf } from '../../contract/money.ts';
import { serverT } from '../../i18n/index.ts';

export function withPayslipDetails(
  lang: Language,
  model: PdfModel,
  employer: SellerConfig,
  p: Pick<Payslip, 'allowanceLines' | 'paymentDate' | 'cancelledBy'> & { taxId: string | null; taj: string | null },
): PdfModel {
  const t = serverT(lang, 'payroll');
  const facts: PdfModel['facts'] = [...model.facts];
  if (p.paymentDate) facts.splice(1, 0, [t('payslipDetails.paymentDate'), formatDate(lang, p.paymentDate)]);
  // A cancelled payslip stays downloadable as issued, but says first that it no longer applies.
  if (p.cancelledBy)
    facts.unshift([
      t('payslipDetails.cancelled'),
      t('payslipDetails.cancelledBy', {
        number: p.cancelledBy.number,
        date: formatDate(lang, p.cancelledBy.issueDate),
      }),
    ]);
  const title = p.cancelledBy ? `${model.title} – ${t('payslipDetails.cancelledTitle')}` : model.title;
  const notGiven = t('payslipDetails.notGiven');
  const { street, postalCode, city } = employer.address;
  const [employee, ...others] = model.parties;
  const parties: PdfModel['parties'] = [
    {
      label: t('payslipDetails.employer'),
      lines: [
        employer.name,
        // One line, in the order each language writes an address.
        t('payslipDetails.employerAddress', { street, postalCode, city }),
        `${t('taxNumber')}: ${formatHuTaxNumber(employer.taxNumber)}`,
      ],
    },
    ...(employee
      ? [
          {
            ...employee,
            lines: [
              ...employee.lines,
              `${t('payslipDetails.taxId')}: ${p.taxId ?? notGiven}`,
              `${t('payslipDetails.taj')}: ${p.taj ? p.taj.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3') : notGiven}`,
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
    // A family allowance's title counts its children (the other kinds' titles have no count).
    const title = t(`payslipDetails.allowances.${l.kind}`, { count: l.children ?? 0 });
    const base = t(`payslipDetails.base.${ALLOWANCE_BASE_KIND[l.kind]}`, { base: formatHuf(lang, l.baseHuf) });
    rows.push([`${title}\n${base}`, '', amount]);
  }
  if (net) rows.push(net);
  return {
    ...model,
    title,
    facts,
    parties,
    table: { ...model.table, rows, bold: [3, rows.length - 1] },
    // pdf.ts's note ends by saying no allowance is applied: here that sentence gives way to this one.
    notes: model.notes.map((n) => n.replace(t('noAllowance'), t('payslipDetails.note'))),
  };
}
