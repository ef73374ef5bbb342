// /verify-email?token=…: the page a new employer's verification mail links to (issue 23). One button
// verifies (a mail scanner that merely opens the link changes nothing); from then on the employer's jobs
// can go public. It works in any browser, signed in or not.
import { Button, Callout, Card } from '@blueprintjs/core';
import { ArrowLeftIcon, EnvelopeIcon } from '@blueprintjs/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, sendJson } from '../../api/http.ts';
import { useDocumentMeta } from '../../ui/useDocumentMeta.ts';
import { useCurrentUser } from '../auth/queries.ts';
import './i18n.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export default function VerifyEmailPage() {
  const { t } = useTranslation();
  useDocumentMeta({ title: t('account.verifyTitle'), description: t('account.verifyText') });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useCurrentUser();
  const qc = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => sendJson('POST', '/api/auth/verify-email', { token }),
    onSuccess: () => void qc.invalidateQueries(),
  });
  const linkInvalid = confirm.error instanceof ApiError && confirm.error.status === 400;

  let body: React.JSX.Element;
  if (confirm.isSuccess) {
    body = (
      <>
        <Callout intent="success" title={t('account.verifyDoneTitle')} role="status">
          {t('account.verifyDone')}
        </Callout>
        <Link to={user ? '/employer/dashboard' : '/login'} className="bp6-button bp6-intent-primary bp6-large bp6-fill">
          {user ? t('account.toDashboard') : t('account.signIn')}
        </Link>
      </>
    );
  } else if (!TOKEN.test(token) || linkInvalid) {
    body = (
      <Callout intent="warning" title={t('account.verifyError')} role="alert">
        {TOKEN.test(token) ? t('account.verifyFailed') : t('account.verifyNoToken')}
      </Callout>
    );
  } else {
    body = (
      <>
        {confirm.isError && (
          <Callout intent="danger" title={t('account.verifyError')} role="alert">
            {t('forms.errorMessage')}
          </Callout>
        )}
        <Button
          intent="primary"
          size="large"
          fill
          icon={<EnvelopeIcon />}
          disabled={confirm.isPending}
          onClick={() => confirm.mutate()}
          text={confirm.isPending ? t('common.submitting') : t('account.verifySubmit')}
        />
      </>
    );
  }

  return (
    <div className="auth-page">
      <Card className="auth-card" elevation={2}>
        <div className="auth-card__head">
          <h1>{t('account.verifyTitle')}</h1>
          {!confirm.isSuccess && <p className="muted">{t('account.verifyText')}</p>}
        </div>
        {body}
        <Link to={user ? '/employer/dashboard' : '/login'} className="back-link back-link--center">
          <ArrowLeftIcon size={14} aria-hidden /> {user ? t('account.toDashboard') : t('account.backToLogin')}
        </Link>
      </Card>
    </div>
  );
}
