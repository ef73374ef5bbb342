// The contracts screen's payroll of a month: invoiced (invoices less credit notes, VAT included) and paid
// out (net pay on the month's payslips), and the accountant's CSV export of that month.
import { AnchorButton } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEur } from '../../../server/contract/money.ts';
import { Stat } from '../admin/shared.tsx';
import { usePayrollSummary } from './queries.ts';
import './i18n.ts';
import './payrolldocs.css';

export function PayrollMonthPanel({ today }: { today: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const [month, setMonth] = useState(today.slice(0, 7));
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const summary = usePayrollSummary(month);
  const money = (cents: number | undefined) => (cents === undefined ? '…' : formatEur(lng, cents));
  return (
    <section className="docs-month" aria-labelledby="docs-month-title">
      <div className="docs-month__head">
        <h2 id="docs-month-title">{t('payrollDocs.monthTotals')}</h2>
        <label htmlFor="docs-month" className="visually-hidden">
          {t('payrollDocs.monthPicker')}
        </label>
        <input
          id="docs-month"
          type="month"
          className="bp6-input"
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value)}
        />
        <AnchorButton
          icon={<DownloadIcon />}
          text={t('payrollDocs.exportCsv')}
          aria-label={t('payrollDocs.exportCsvLabel', { month })}
          href={
            valid
              ? `/api/admin/payroll/export.csv?month=${month}&lang=${i18n.language === 'hu' ? 'hu' : 'en'}`
              : undefined
          }
          disabled={!valid}
          download
        />
      </div>
      <div className="admin-stats">
        <Stat
          label={t('payrollDocs.invoiced')}
          value={money(summary.data?.invoicedCents)}
          hint={t('payrollDocs.invoicedHint')}
        />
        <Stat
          label={t('payrollDocs.paidOut')}
          value={money(summary.data?.paidOutCents)}
          hint={t('payrollDocs.paidOutHint')}
        />
      </div>
    </section>
  );
}
