// The register tab of /login: 'I am a...' employer or candidate, names,
// email, password and confirmation. Success: 'Account created!' and, after ~100 ms, `next` when safe
// (the page the visitor wanted) or the role's home.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@blueprintjs/core';
import { OfficeIcon, UserIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { registerSchema } from '../../../server/contract/index.ts';
import { ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { EmailField, Field, FieldRow } from '../../ui/fields.tsx';
import { NameFields } from '../../ui/NameFields.tsx';
import { applyServerFieldErrors } from '../../ui/forms.ts';
import { notify } from '../../ui/toaster.tsx';
import { laterOnThisPage } from '../../ui/laterOnThisPage.ts';
import { notifyCheckInbox } from '../registration/shared.tsx';
import { CheckInbox, useRegister } from './mutations.ts';
import { safeReturnPath } from './returnPath.ts';
import '../../ui/blueprint.ts';
import '../registration/i18n.ts';
import { PrivacyNote } from '../../ui/PrivacyNote.tsx';

type Values = z.input<typeof registerSchema>;
const SIGNUP_REDIRECT_DELAY_MS = 100;
const FIELDS = ['email', 'firstName', 'lastName', 'role', 'password', 'confirmPassword', 'companyName'] as const;

export function SignUpForm({ next = null }: { next?: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registerUser = useRegister();
  const form = useForm<Values, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', firstName: '', lastName: '', password: '', confirmPassword: '', companyName: '' },
  });
  const { handleSubmit, control, setError, reset } = form;
  const role = useWatch({ control, name: 'role' });

  const onSubmit = handleSubmit((values) =>
    registerUser.mutate(values, {
      onSuccess: (res) => {
        notify({
          intent: 'success',
          title: t('registration.successTitle'),
          message: t('registration.employerSuccess'),
        });
        laterOnThisPage(
          () => navigate(safeReturnPath(next, res.data.user.role), { replace: true }),
          SIGNUP_REDIRECT_DELAY_MS,
        );
      },
      onError: (err) => {
        if (err instanceof CheckInbox) {
          reset();
          notifyCheckInbox(t, err);
          return;
        }
        applyServerFieldErrors(err, setError, FIELDS);
        const code = err instanceof ApiError && err.status !== 0 ? err.code : null;
        notify({
          intent: 'danger',
          title: t('auth.registrationFailed'),
          message: codeText(t, code, t('auth.registrationFailedFallback')),
        });
      },
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="form" aria-label={t('auth.createAccount')}>
        <Field
          type="radio"
          cards
          id="su-role"
          label={t('auth.iAmA')}
          name="role"
          options={[
            {
              value: 'candidate',
              label: (
                <RoleCard
                  icon={<UserIcon size={20} aria-hidden />}
                  name={t('auth.candidate')}
                  hint={t('auth.candidateHint')}
                />
              ),
            },
            {
              value: 'employer',
              label: (
                <RoleCard
                  icon={<OfficeIcon size={20} aria-hidden />}
                  name={t('auth.employer')}
                  hint={t('auth.employerHint')}
                />
              ),
            },
          ]}
        />
        <NameFields ids={['su-first', 'su-last']} />
        <EmailField id="su-email" />
        {role === 'employer' ? (
          <Field
            id="su-company"
            label={t('forms.companyName')}
            optional
            autoComplete="organization"
            name="companyName"
          />
        ) : null}
        <FieldRow>
          <Field
            id="su-password"
            type="password"
            label={t('forms.password')}
            required
            autoComplete="new-password"
            name="password"
          />
          <Field
            id="su-confirm"
            type="password"
            label={t('forms.confirmPassword')}
            required
            autoComplete="new-password"
            name="confirmPassword"
          />
        </FieldRow>
        <PrivacyNote />
        <Button
          type="submit"
          intent="primary"
          size="large"
          fill
          disabled={registerUser.isPending}
          text={registerUser.isPending ? t('common.submitting') : t('auth.createAccount')}
        />
      </form>
    </FormProvider>
  );
}

function RoleCard({ icon, name, hint }: { icon: ReactNode; name: string; hint: string }) {
  return (
    <>
      {icon}
      <span className="choice-card__text">
        <strong>{name}</strong>
        <span>{hint}</span>
      </span>
    </>
  );
}
