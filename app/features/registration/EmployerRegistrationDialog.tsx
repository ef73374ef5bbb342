// Employer registration modal: account, then the account's hiring request with the
// fixed values. Success: toast, reset, close, user refreshed, /employer/dashboard after about 1 s.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@blueprintjs/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FieldRow, TextField } from '../../ui/fields.tsx';
import { NameFields } from '../../ui/NameFields.tsx';
import { FormLayout } from '../../ui/FormLayout.tsx';
import { applyServerFieldErrors } from '../../ui/forms.ts';
import { notify } from '../../ui/toaster.tsx';
import { laterOnThisPage } from '../../ui/laterOnThisPage.ts';
import { useEmployerRegistration } from './mutations.ts';
import { employerAccountFormSchema, type EmployerAccountForm, type EmployerAccountValues } from './schemas.ts';
import { CheckInbox } from '../auth/mutations.ts';
import { REGISTRATION_REDIRECT_DELAY_MS, SignInInstead, notifyRegistrationError } from './shared.tsx';
import { AppDialog } from '../../ui/AppDialog.tsx';
import '../../ui/blueprint.ts';
import './i18n.ts';

const DEFAULTS: EmployerAccountForm = {
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  phone: '',
  password: '',
  confirmPassword: '',
};
const FIELDS = ['firstName', 'lastName', 'email', 'companyName', 'phone', 'password', 'confirmPassword'] as const;

export default function EmployerRegistrationDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useEmployerRegistration();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EmployerAccountForm, unknown, EmployerAccountValues>({
    resolver: zodResolver(employerAccountFormSchema),
    defaultValues: DEFAULTS,
  });

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: () => {
        notify({
          intent: 'success',
          title: t('registration.successTitle'),
          message: t('registration.employerSuccess'),
        });
        reset(DEFAULTS);
        onClose();
        laterOnThisPage(() => navigate('/employer/dashboard'), REGISTRATION_REDIRECT_DELAY_MS);
      },
      onError: (err) => {
        if (err instanceof CheckInbox) {
          reset(DEFAULTS);
          onClose();
        } else applyServerFieldErrors(err, setError, FIELDS);
        notifyRegistrationError(t, err);
      },
    }),
  );

  const pending = registration.isPending;
  const actions = (
    <>
      <Button text={t('common.cancel')} onClick={onClose} />
      <Button
        type="submit"
        intent="primary"
        disabled={pending}
        text={pending ? t('common.submitting') : t('registration.submit')}
      />
    </>
  );

  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('registration.employerTitle')}
      className="app-dialog app-dialog--wide"
    >
      <form onSubmit={onSubmit} noValidate className="form form--dialog" aria-label={t('registration.employerTitle')}>
        <FormLayout inDialog privacy actions={actions}>
          <p className="dialog-intro">{t('registration.employerIntro')}</p>
          <NameFields ids={['emr-first', 'emr-last']} register={register} errors={errors} />
          <FieldRow>
            <TextField
              id="emr-email"
              type="email"
              label={t('forms.email')}
              required
              autoComplete="email"
              placeholder={t('forms.emailPlaceholder')}
              registration={register('email')}
              error={errors.email?.message}
            />
            <TextField
              id="emr-phone"
              type="tel"
              label={t('forms.phone')}
              optional
              autoComplete="tel"
              placeholder={t('forms.phonePlaceholder')}
              registration={register('phone')}
              error={errors.phone?.message}
            />
          </FieldRow>
          <TextField
            id="emr-company"
            label={t('forms.companyName')}
            required
            autoComplete="organization"
            registration={register('companyName')}
            error={errors.companyName?.message}
          />
          <FieldRow>
            <TextField
              id="emr-password"
              type="password"
              label={t('forms.password')}
              required
              autoComplete="new-password"
              registration={register('password')}
              error={errors.password?.message}
            />
            <TextField
              id="emr-confirm"
              type="password"
              label={t('forms.confirmPassword')}
              required
              autoComplete="new-password"
              registration={register('confirmPassword')}
              error={errors.confirmPassword?.message}
            />
          </FieldRow>
          <SignInInstead to="/employer/login" onNavigate={onClose} />
        </FormLayout>
      </form>
    </AppDialog>
  );
}
