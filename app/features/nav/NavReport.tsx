// Staff: an invoice's NAV Online Számla report in the contract's documents: its state as a tag, NAV's
// messages when it refused the invoice, why it failed, and 'Retry' on a failed or refused one.
import { Button, Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { NavStatus } from '../../../server/contract/index.ts';
import { codeText } from '../../i18n/codes.ts';
import { notify } from '../../ui/toaster.tsx';
import { useContractNav, useRetryNav } from './queries.ts';
import './i18n.ts';

const INTENT: Partial<Record<NavStatus, Intent>> = {
  done: 'success',
  aborted: 'danger',
  failed: 'danger',
  not_configured: 'warning',
};

export function NavReport({
  contractId,
  invoiceId,
  number,
}: {
  contractId: number;
  invoiceId: number;
  number: string;
}) {
  const { t } = useTranslation();
  const nav = useContractNav(contractId);
  const retry = useRetryNav(contractId);
  const sub = nav.data?.submissions.find((s) => s.invoiceId === invoiceId);
  if (!sub) return null;
  const status = t(`navReport.statuses.${sub.status}`);
  return (
    <div className="nav-report" role="group" aria-label={t('navReport.statusOf', { number, status })}>
      <div className="nav-report__head">
        <span className="muted">{t('navReport.label')}</span>{' '}
        <Tag minimal round intent={INTENT[sub.status]}>
          {status}
        </Tag>
        {sub.transactionId ? (
          <span className="muted nav-report__id">{t('navReport.transaction', { id: sub.transactionId })}</span>
        ) : null}
        {sub.status === 'failed' || sub.status === 'aborted' ? (
          <Button
            size="small"
            variant="outlined"
            text={t('navReport.retry')}
            aria-label={t('navReport.retryFor', { number })}
            loading={retry.isPending}
            onClick={() =>
              retry.mutate(sub.id, {
                onSuccess: () => notify({ intent: 'success', title: t('navReport.retried', { number }) }),
                onError: (err) =>
                  notify({ intent: 'danger', title: t('navReport.retryFailed'), message: codeText(t, err.code) }),
              })
            }
          />
        ) : null}
      </div>
      {sub.status === 'not_configured' ? (
        <p className="muted nav-report__text">{t('navReport.notConfiguredHint')}</p>
      ) : null}
      {sub.lastError && sub.status !== 'done' ? <p className="nav-report__text">{sub.lastError}</p> : null}
      {sub.messages.length > 0 ? (
        <ul className="nav-report__messages" aria-label={t('navReport.messages')}>
          {sub.messages.map((m, i) => (
            <li key={i}>
              <strong>{[m.result, m.code].filter(Boolean).join(' ')}</strong>
              {m.message ? `: ${m.message}` : ''}
              {m.pointer ? ` (${m.pointer})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
