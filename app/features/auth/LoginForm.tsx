import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@blueprintjs/core';
import { LogInIcon } from '@blueprintjs/icons';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { loginSchema, type LoginInput } from '../../../server/contract/index.ts';
import { EmailField, Field } from '../../ui/fields.tsx';

type Values = z.input<typeof loginSchema>;

/** Email + password, shared by /login and the role login pages. */
export function LoginForm({
  idPrefix,
  pending,
  onLogin,
}: {
  idPrefix: string;
  pending: boolean;
  onLogin: (input: LoginInput) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { handleSubmit } = form;
  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(onLogin)} noValidate className="form" aria-label={t('auth.signIn')}>
        <EmailField id={`${idPrefix}-email`} />
        <Field
          id={`${idPrefix}-password`}
          type="password"
          label={t('forms.password')}
          required
          autoComplete="current-password"
          name="password"
        />
        <Button
          type="submit"
          intent="primary"
          size="large"
          fill
          icon={<LogInIcon />}
          disabled={pending}
          text={pending ? t('common.submitting') : t('auth.signIn')}
        />
        <Link to="/forgot-password" className="forgot-password-link">
          {t('auth.forgotLink')}
        </Link>
      </form>
    </FormProvider>
  );
}
