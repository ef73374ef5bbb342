// The hiring request modal: required fields marked with an
// asterisk, email input of type email, a 3-row description, at most 90% of the viewport high.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { REQUEST_LOCATIONS, employerRequestSchema } from '../../../server/contract/index.ts';
import { ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { Field, FieldRow } from '../../ui/fields.tsx';
import { EmailPhoneFields } from '../../ui/NameFields.tsx';
import { notify } from '../../ui/toaster.tsx';
import { useSendEmployerRequest } from './mutations.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import '../../ui/blueprint.ts';
import './i18n.ts';

type Values = z.input<typeof employerRequestSchema>;
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
  const form = useForm<Values, unknown, z.output<typeof employerRequestSchema>>({
    resolver: zodResolver(employerRequestSchema),
    defaultValues: DEFAULTS,
  });

  const save = async (values: z.output<typeof employerRequestSchema>) => {
    try {
      await send.mutateAsync(values);
    } catch (err) {
      notify({
        intent: 'danger',
        title: t('forms.errorTitle'),
        message: codeText(t, err instanceof ApiError ? err.code : null),
      });
      throw err;
    }
    notify({
      intent: 'success',
      title: t('employerRequest.successTitle'),
      message: t('employerRequest.successMessage'),
    });
    form.reset(DEFAULTS);
    onClose();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('employerRequest.title')}
      form={form}
      onSubmit={save}
      submitText={t('employerRequest.submit')}
      privacy
    >
      <p className="dialog-intro">{t('employerRequest.intro')}</p>
      <FieldRow>
        <Field id="er-company" label={t('forms.companyName')} required autoComplete="organization" name="companyName" />
        <Field
          id="er-contact"
          label={t('employerRequest.contactPerson')}
          required
          autoComplete="name"
          name="contactPerson"
        />
      </FieldRow>
      <EmailPhoneFields ids={['er-email', 'er-phone']} />
      <FieldRow>
        <Field id="er-title" label={t('employerRequest.jobTitle')} required name="jobTitle" />
        <Field
          type="select"
          id="er-location"
          label={t('employerRequest.location')}
          required
          name="location"
          options={REQUEST_LOCATIONS.map((l) => ({ value: l, label: t(`options.requestLocation.${l}`) }))}
        />
      </FieldRow>
      <Field
        type="textarea"
        id="er-description"
        label={t('employerRequest.description')}
        required
        rows={3}
        placeholder={t('employerRequest.descriptionPlaceholder')}
        name="description"
      />
    </FormDialog>
  );
}
