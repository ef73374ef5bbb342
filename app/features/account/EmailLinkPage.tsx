// The two pages a mail's one-time link opens, /confirm-email?token=… (a changed address: then the account
// signs in with it and every other session of it has ended) and /verify-email?token=… (a new employer's
// address: from then on their jobs can go public). One button confirms, so a mail scanner that merely opens
// the link changes nothing. Both work in any browser, signed in or not.
import { Button, Callout, Card } from '@blueprintjs/core';
import { ArrowLeftIcon, EnvelopeIcon } from '@blueprintjs/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, sendJson } from '../../api/http.ts';
import { useDocumentMeta } from '../../ui/useDocumentMeta.ts';
import { useCurrentUser } from '../auth/queries.ts';
import '../../ui/blueprint.ts';
import './i18n.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The two pages: which mail's link, where it posts, and where the person goes next. */
const KINDS = {
  confirm: {
    endpoint: '/api/auth/confirm-email',
    errorTitle: 'account.emailFailed',
    home: '/account',
    homeLabel: 'account.toAccount',
  },
  verify: {
    endpoint: '/api/auth/verify-email',
    errorTitle: 'account.verifyError',
    home: '/employer/dashboard',
    homeLabel: 'account.toDashboard',
  },
} as const;

export function EmailLinkPage({ kind }: { kind: keyof typeof KINDS }) {
  const { endpoint, errorTitle, home, homeLabel } = KINDS[kind];
  const { t } = useTranslation();
  useDocumentMeta({ title: t(`account.${kind}Title`), description: t(`account.${kind}Text`) });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useCurrentUser();
  const qc = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => sendJson('POST', endpoint, { token }),
    onSuccess: () => void qc.invalidateQueries(),
  });
  const linkInvalid = confirm.error instanceof ApiError && confirm.error.status === 400;

  let body: React.JSX.Element;
  if (confirm.isSuccess) {
    body = (
      <>
        <Callout intent="success" title={t(`account.${kind}DoneTitle`)} role="status">
          {t(`account.${kind}Done`)}
        </Callout>
        <Link to={user ? home : '/login'} className="bp6-button bp6-intent-primary bp6-large bp6-fill">
          {user ? t(homeLabel) : t('account.signIn')}
        </Link>
      </>
    );
  } else if (!TOKEN.test(token) || linkInvalid) {
    body = (
      <Callout intent="warning" title={t(errorTitle)} role="alert">
        {/* No token at all: the page was opened without the mail's link. A token of the wrong shape (cut
            by a mail client, mistyped) is a bad link, told as the server would tell it. */}
        {token === '' ? t(`account.${kind}NoToken`) : t(`account.${kind}Failed`)}
      </Callout>
    );
  } else {
    body = (
      <>
        {confirm.isError && (
          <Callout intent="danger" title={t(errorTitle)} role="alert">
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
          text={confirm.isPending ? t('common.submitting') : t(`account.${kind}Submit`)}
        />
      </>
    );
  }

  return (
    <div className="auth-page">
      <Card className="auth-card" elevation={2}>
        <div className="auth-card__head">
          <h1>{t(`account.${kind}Title`)}</h1>
          {!confirm.isSuccess && <p className="muted">{t(`account.${kind}Text`)}</p>}
        </div>
        {body}
        <Link to={user ? home : '/login'} className="back-link back-link--center">
          <ArrowLeftIcon size={14} aria-hidden /> {user ? t(homeLabel) : t('account.backToLogin')}
        </Link>
      </Card>
    </div>
  );
}
