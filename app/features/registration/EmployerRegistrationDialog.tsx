// Employer registration modal: account, then the account's hiring request with the
// fixed values. Success: toast, reset, close, user refreshed, /employer/dashboard after about 1 s.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Field, FieldRow } from '../../ui/fields.tsx';
import { EmailPhoneFields, NameFields } from '../../ui/NameFields.tsx';
import { useEmployerRegistration } from './mutations.ts';
import { employerAccountFormSchema, type EmployerAccountForm, type EmployerAccountValues } from './schemas.ts';
import { SignInInstead, saveRegistration } from './shared.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
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

export default function EmployerRegistrationDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useEmployerRegistration();
  const form = useForm<EmployerAccountForm, unknown, EmployerAccountValues>({
    resolver: zodResolver(employerAccountFormSchema),
    defaultValues: DEFAULTS,
  });

  const save = (values: EmployerAccountValues) =>
    saveRegistration(t, () => registration.mutateAsync(values), {
      success: t('registration.employerSuccess'),
      clear: () => {
        form.reset(DEFAULTS);
        onClose();
      },
      next: () => void navigate('/employer/dashboard'),
    });

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('registration.employerTitle')}
      form={form}
      onSubmit={save}
      submitText={t('registration.submit')}
      privacy
    >
      <p className="dialog-intro">{t('registration.employerIntro')}</p>
      <NameFields ids={['emr-first', 'emr-last']} />
      <EmailPhoneFields ids={['emr-email', 'emr-phone']} />
      <Field id="emr-company" label={t('forms.companyName')} required autoComplete="organization" name="companyName" />
      <FieldRow>
        <Field
          id="emr-password"
          type="password"
          label={t('forms.password')}
          required
          autoComplete="new-password"
          name="password"
        />
        <Field
          id="emr-confirm"
          type="password"
          label={t('forms.confirmPassword')}
          required
          autoComplete="new-password"
          name="confirmPassword"
        />
      </FieldRow>
      <SignInInstead to="/employer/login" onNavigate={onClose} />
    </FormDialog>
  );
}
