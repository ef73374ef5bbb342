// /forgot-password: the address of the account → a reset link by mail. The answer is the same whether
// or not an account has that address (no account discovery).
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Callout, Card } from '@blueprintjs/core';
import { ArrowLeftIcon, EnvelopeIcon } from '@blueprintjs/icons';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { forgotPasswordSchema } from '../../../server/contract/index.ts';
import { ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { EmailField } from '../../ui/fields.tsx';
import { notify } from '../../ui/toaster.tsx';
import { useDocumentMeta } from '../../ui/useDocumentMeta.ts';
import { useForgotPassword } from './mutations.ts';
import './i18n.ts';

type Values = z.input<typeof forgotPasswordSchema>;

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentMeta({ title: t('account.forgotTitle'), description: t('account.forgotText') });
  const forgot = useForgotPassword();
  const form = useForm<Values, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { handleSubmit, getValues } = form;
  const onSubmit = (input: z.output<typeof forgotPasswordSchema>) =>
    forgot.mutate(input, {
      onError: (err) =>
        notify({
          intent: 'danger',
          title: t('account.forgotFailed'),
          message: codeText(t, err instanceof ApiError && err.status !== 0 ? err.code : null),
        }),
    });

  return (
    <div className="auth-page">
      <Card className="auth-card" elevation={2}>
        <div className="auth-card__head">
          <h1>{t('account.forgotTitle')}</h1>
          {!forgot.isSuccess && <p className="muted">{t('account.forgotText')}</p>}
        </div>
        {forgot.isSuccess ? (
          <Callout intent="success" title={t('account.forgotSentTitle')} role="status">
            {t('account.forgotSent', { email: getValues('email') })}
          </Callout>
        ) : (
          <FormProvider {...form}>
            <form onSubmit={handleSubmit(onSubmit)} noValidate className="form" aria-label={t('account.forgotTitle')}>
              <EmailField id="forgot-email" />
              <Button
                type="submit"
                intent="primary"
                size="large"
                fill
                icon={<EnvelopeIcon />}
                disabled={forgot.isPending}
                text={forgot.isPending ? t('common.submitting') : t('account.forgotSubmit')}
              />
            </form>
          </FormProvider>
        )}
        <Link to="/login" className="back-link back-link--center">
          <ArrowLeftIcon size={14} aria-hidden /> {t('account.backToLogin')}
        </Link>
      </Card>
    </div>
  );
}
