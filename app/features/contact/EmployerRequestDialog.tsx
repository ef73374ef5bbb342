// The hiring request modal: required fields marked with an
// asterisk, email input of type email, a 3-row description, at most 90% of the viewport high.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@blueprintjs/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { REQUEST_LOCATIONS, employerRequestSchema } from '../../../server/contract/index.ts';
import { ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { FieldRow, SelectField, TextAreaField, TextField } from '../../ui/fields.tsx';
import { FormLayout } from '../../ui/FormLayout.tsx';
import { applyServerFieldErrors } from '../../ui/forms.ts';
import { notify } from '../../ui/toaster.tsx';
import { useSendEmployerRequest } from './mutations.ts';
import { AppDialog } from '../../ui/AppDialog.tsx';
import '../../ui/blueprint.ts';
import './i18n.ts';

type Values = z.input<typeof employerRequestSchema>;
const FIELDS = ['companyName', 'contactPerson', 'email', 'phone', 'jobTitle', 'location', 'description'] as const;
const DEFAULTS: Values = {
  companyName: '',
  contactPerson: '',
  email: '',
  phone: '',
  jobTitle: '',
  location: 'hungary',
  description: '',
  urgency: 'medium',
};

export default function EmployerRequestDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendEmployerRequest();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof employerRequestSchema>>({
    resolver: zodResolver(employerRequestSchema),
    defaultValues: DEFAULTS,
  });

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        notify({
          intent: 'success',
          title: t('employerRequest.successTitle'),
          message: t('employerRequest.successMessage'),
        });
        reset(DEFAULTS);
        onClose();
      },
      onError: (err) => {
        applyServerFieldErrors(err, setError, FIELDS);
        notify({
          intent: 'danger',
          title: t('forms.errorTitle'),
          message: codeText(t, err instanceof ApiError ? err.code : null),
        });
      },
    }),
  );

  const actions = (
    <>
      <Button text={t('common.cancel')} onClick={onClose} />
      <Button
        type="submit"
        intent="primary"
        disabled={send.isPending}
        text={send.isPending ? t('common.submitting') : t('employerRequest.submit')}
      />
    </>
  );

  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('employerRequest.title')}
      className="app-dialog app-dialog--wide"
    >
      <form onSubmit={onSubmit} noValidate className="form form--dialog" aria-label={t('employerRequest.title')}>
        <FormLayout inDialog privacy actions={actions}>
          <p className="dialog-intro">{t('employerRequest.intro')}</p>
          <FieldRow>
            <TextField
              id="er-company"
              label={t('forms.companyName')}
              required
              autoComplete="organization"
              registration={register('companyName')}
              error={errors.companyName?.message}
            />
            <TextField
              id="er-contact"
              label={t('employerRequest.contactPerson')}
              required
              autoComplete="name"
              registration={register('contactPerson')}
              error={errors.contactPerson?.message}
            />
          </FieldRow>
          <FieldRow>
            <TextField
              id="er-email"
              type="email"
              label={t('forms.email')}
              required
              autoComplete="email"
              placeholder={t('forms.emailPlaceholder')}
              registration={register('email')}
              error={errors.email?.message}
            />
            <TextField
              id="er-phone"
              type="tel"
              label={t('forms.phone')}
              optional
              autoComplete="tel"
              placeholder={t('forms.phonePlaceholder')}
              registration={register('phone')}
              error={errors.phone?.message}
            />
          </FieldRow>
          <FieldRow>
            <TextField
              id="er-title"
              label={t('employerRequest.jobTitle')}
              required
              registration={register('jobTitle')}
              error={errors.jobTitle?.message}
            />
            <SelectField
              id="er-location"
              label={t('employerRequest.location')}
              required
              registration={register('location')}
              error={errors.location?.message}
              options={REQUEST_LOCATIONS.map((l) => ({ value: l, label: t(`options.requestLocation.${l}`) }))}
            />
          </FieldRow>
          <TextAreaField
            id="er-description"
            label={t('employerRequest.description')}
            required
            rows={3}
            placeholder={t('employerRequest.descriptionPlaceholder')}
            registration={register('description')}
            error={errors.description?.message}
          />
        </FormLayout>
      </form>
    </AppDialog>
  );
}
