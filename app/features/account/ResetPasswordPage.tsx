// /reset-password?token=…: the page the reset mail links to. A new password and its confirmation
// (the sign-up rules); once saved, every session of the account has ended and the user signs in again.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Callout, Card } from '@blueprintjs/core';
import { ArrowLeftIcon, KeyIcon } from '@blueprintjs/icons';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { resetPasswordSchema } from '../../../server/contract/index.ts';
import { ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { useDocumentMeta } from '../../ui/useDocumentMeta.ts';
import { setCurrentUser } from '../auth/queries.ts';
import { useResetPassword } from './mutations.ts';
import { PasswordFields } from './PasswordFields.tsx';
import './i18n.ts';

type Values = z.input<typeof resetPasswordSchema>;

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentMeta({ title: t('account.resetTitle'), description: t('account.resetText') });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const qc = useQueryClient();
  const reset = useResetPassword();
  const form = useForm<Values, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const {
    handleSubmit,
    formState: { errors },
  } = form;
  const onSubmit = (input: z.output<typeof resetPasswordSchema>) =>
    reset.mutate(input, {
      // Every session of the account has ended, this device's too if it was signed in as them.
      onSuccess: () => {
        qc.clear();
        setCurrentUser(qc, null);
      },
    });
  const linkInvalid = reset.error instanceof ApiError && reset.error.code === 'resetLinkInvalid';
  const failure =
    reset.error instanceof ApiError && reset.error.status !== 0
      ? codeText(t, reset.error.code)
      : reset.error
        ? t('forms.errorMessage')
        : null;

  let body: React.JSX.Element;
  if (reset.isSuccess) {
    body = (
      <>
        <Callout intent="success" title={t('account.resetDoneTitle')} role="status">
          {t('account.resetDone')}
        </Callout>
        <Link to="/login" className="bp6-button bp6-intent-primary bp6-large bp6-fill">
          {t('account.signIn')}
        </Link>
      </>
    );
  } else if (!token || errors.token || linkInvalid) {
    body = (
      <Callout intent="warning" title={t('account.resetFailed')} role="alert">
        <p>{linkInvalid ? failure : t('account.noToken')}</p>
        <Link to="/forgot-password">{t('account.requestNew')}</Link>
      </Callout>
    );
  } else {
    body = (
      <FormProvider {...form}>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="form" aria-label={t('account.resetTitle')}>
          {failure && (
            <Callout intent="danger" title={t('account.resetFailed')} role="alert">
              {failure}
            </Callout>
          )}
          <PasswordFields ids={['reset-password', 'reset-confirm']} />
          <Button
            type="submit"
            intent="primary"
            size="large"
            fill
            icon={<KeyIcon />}
            disabled={reset.isPending}
            text={reset.isPending ? t('common.submitting') : t('account.resetSubmit')}
          />
        </form>
      </FormProvider>
    );
  }

  return (
    <div className="auth-page">
      <Card className="auth-card" elevation={2}>
        <div className="auth-card__head">
          <h1>{t('account.resetTitle')}</h1>
          {!reset.isSuccess && <p className="muted">{t('account.resetText')}</p>}
        </div>
        {body}
        <Link to="/login" className="back-link back-link--center">
          <ArrowLeftIcon size={14} aria-hidden /> {t('account.backToLogin')}
        </Link>
      </Card>
    </div>
  );
}
