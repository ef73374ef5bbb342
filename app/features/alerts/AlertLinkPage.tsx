// The pages alert mails link to: /alerts/confirm?token=… (the visitor's double opt-in) and
// /alerts/unsubscribe?token=… (stop an alert). Each acts once on arrival and says how it went.
import { Callout, Card, Spinner } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import NotFoundPage from '../errors/NotFoundPage.tsx';
import { ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { useDocumentMeta } from '../../ui/useDocumentMeta.ts';
import { useConfirmAlert, useUnsubscribe } from './api.ts';
import './i18n.ts';

export default function AlertLinkPage() {
  const { t } = useTranslation();
  const { action } = useParams();
  const confirming = action === 'confirm';
  const title = confirming ? t('alerts.confirmTitle') : t('alerts.unsubscribeTitle');
  useDocumentMeta({ title, description: title });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmAlert();
  const unsubscribe = useUnsubscribe();
  const call = confirming ? confirm : unsubscribe;
  const sent = useRef(false);
  const known = confirming || action === 'unsubscribe';
  useEffect(() => {
    if (sent.current || !known) return;
    sent.current = true;
    (confirming ? confirm : unsubscribe).mutate(token);
  }, [known, confirming, confirm, unsubscribe, token]);
  if (!known) return <NotFoundPage />;

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
  } else if (call.isError) {
    body = (
      <Callout
        intent="warning"
        role="alert"
        title={confirming ? t('alerts.confirmFailedTitle') : t('alerts.unsubscribeFailedTitle')}
      >
        {call.error instanceof ApiError && call.error.status === 400
          ? t('alerts.linkInvalid')
          : call.error instanceof ApiError
            ? codeText(t, call.error.code)
            : t('forms.errorMessage')}
      </Callout>
    );
  } else {
    body = <Spinner size={30} aria-label={confirming ? t('alerts.confirming') : t('alerts.unsubscribing')} />;
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
