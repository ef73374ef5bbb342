// Approving issues documents that can never be changed, so staff confirm it first, having read what will
// be issued: the invoice's total (net and VAT) to the client and the contractor's net pay on the payslip,
// as the server computes them for this very approval (GET /api/admin/timesheets/:id/preview). A reopened
// month says which credited invoice the new one corrects. A month the approval would refuse says why.
import { Alert, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { nameOf, type ApprovalPreview, type Timesheet } from '../../../server/contract/index.ts';
import type { ApiError } from '../../api/http.ts';
import { codeText, fieldText } from '../../i18n/codes.ts';
import { formatEur, formatHuf } from '../../../server/contract/money.ts';
import './i18n.ts';

export function ApproveConfirm({
  sheet,
  month,
  isOpen,
  onCancel,
  onConfirm,
}: {
  sheet: Timesheet;
  /** The month's name in the interface language. */
  month: string;
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const preview = useQuery<ApprovalPreview, ApiError>({
    queryKey: ['/api', 'admin', 'timesheets', sheet.id, 'preview'],
    enabled: isOpen,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const forint = (n: number) => formatHuf(lng, n);
  // The invoice goes to the client company (its contact person only when the contract bills none).
  const names = {
    name: nameOf(lng, sheet.contractorName),
    client: sheet.clientCompany ?? nameOf(lng, sheet.client),
    month,
  };
  let body: React.JSX.Element;
  if (preview.isPending) body = <Spinner size={24} aria-label={t('timesheets.confirm.loading')} />;
  else if (preview.isError) {
    // What is missing, one by one (a contractor's tax ID or TAJ number: payrollProfileMissing).
    const missing = Object.values(preview.error.fields).filter((c) => c !== undefined);
    body = (
      <div role="alert">
        <p>{codeText(t, preview.error.code)}</p>
        {missing.length > 0 ? (
          <ul>
            {missing.map((c) => (
              <li key={c}>{fieldText(t, c)}</li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  } else {
    const { invoice, payslip } = preview.data;
    body = (
      <>
        <dl>
          <dt>{t('timesheets.confirm.invoice', { client: names.client })}</dt>
          <dd>
            {t('timesheets.confirm.invoiceTotal', {
              total: formatEur(lng, invoice.totalCents),
              net: formatEur(lng, invoice.netCents),
              vat: formatEur(lng, invoice.vatCents),
            })}
          </dd>
          <dt>{t('timesheets.confirm.payslip', { name: names.name })}</dt>
          <dd>
            {t('timesheets.confirm.payslipNet', {
              net: formatEur(lng, payslip.netCents),
              huf: forint(payslip.netHuf),
            })}
          </dd>
        </dl>
        {invoice.correctsNumber ? <p>{t('timesheets.confirm.corrects', { number: invoice.correctsNumber })}</p> : null}
      </>
    );
  }
  // A refused approval offers no 'Approve and issue' (it would only be refused again): one Close button.
  const refused = preview.isError;
  return (
    <Alert
      isOpen={isOpen}
      className="ts-confirm"
      intent={refused ? 'none' : 'success'}
      confirmButtonText={t(refused ? 'timesheets.confirm.close' : 'timesheets.confirm.confirm')}
      cancelButtonText={refused ? undefined : t('timesheets.confirm.cancel')}
      onCancel={onCancel}
      onConfirm={refused ? onCancel : onConfirm}
      loading={preview.isPending}
    >
      <h2 className="alert-title">{t('timesheets.confirm.title', names)}</h2>
      {body}
      {refused ? null : <p>{t('timesheets.confirm.immutable')}</p>}
    </Alert>
  );
}
