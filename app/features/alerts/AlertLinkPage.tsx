// The pages alert mails link to: /alerts/confirm?token=… (the visitor's double opt-in) and
// /alerts/unsubscribe?token=… (stop an alert). Opening one changes nothing (a mail scanner that follows
// and even runs the link neither confirms nor unsubscribes); the visitor's click on its one button acts.
// Mail clients' one-click unsubscribe (RFC 8058) POSTs to the API directly and needs no page.
import { Button, Callout, Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { useDocumentMeta } from '../../ui/useDocumentMeta.ts';
import { useConfirmAlert, useUnsubscribe } from './api.ts';
import './i18n.ts';

/** The route table gives the page its action (/alerts/confirm, /alerts/unsubscribe). */
export default function AlertLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const { t } = useTranslation();
  const confirming = action === 'confirm';
  const title = confirming ? t('alerts.confirmTitle') : t('alerts.unsubscribeTitle');
  useDocumentMeta({ title, description: title });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmAlert();
  const unsubscribe = useUnsubscribe();
  const call = confirming ? confirm : unsubscribe;

  let body: React.JSX.Element;
  if (call.isSuccess) {
    body = (
      <Callout
        intent="success"
        role="status"
        title={confirming ? t('alerts.confirmedTitle') : t('alerts.unsubscribedTitle')}
      >
        {confirming ? t('alerts.confirmed') : t('alerts.unsubscribed')}
      </Callout>
    );
  } else if (call.isError && call.error instanceof ApiError && call.error.status === 400) {
    body = (
      <Callout
        intent="warning"
        role="alert"
        title={confirming ? t('alerts.confirmFailedTitle') : t('alerts.unsubscribeFailedTitle')}
      >
        {t('alerts.linkInvalid')}
      </Callout>
    );
  } else {
    body = (
      <>
        <p className="muted">{confirming ? t('alerts.confirmText') : t('alerts.unsubscribeText')}</p>
        {call.isError && (
          <Callout
            intent="danger"
            role="alert"
            title={confirming ? t('alerts.confirmFailedTitle') : t('alerts.unsubscribeFailedTitle')}
          >
            {call.error instanceof ApiError ? codeText(t, call.error.code) : t('forms.errorMessage')}
          </Callout>
        )}
        <Button
          intent={confirming ? 'primary' : 'danger'}
          size="large"
          fill
          disabled={call.isPending}
          onClick={() => call.mutate(token)}
          text={
            call.isPending
              ? confirming
                ? t('alerts.confirming')
                : t('alerts.unsubscribing')
              : confirming
                ? t('alerts.confirmSubmit')
                : t('alerts.unsubscribeSubmit')
          }
        />
      </>
    );
  }
  return (
    <div className="auth-page">
      <Card className="auth-card" elevation={2}>
        <div className="auth-card__head">
          <h1>{title}</h1>
        </div>
        {body}
        <Link to="/jobs" className="back-link back-link--center">
          {t('alerts.browseJobs')}
        </Link>
      </Card>
    </div>
  );
}
