// The enquiry form: used on /contact and in the contact modal.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@blueprintjs/core';
import { SendMessageIcon } from '@blueprintjs/icons';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CONTACT_SUBJECTS, contactSchema } from '../../../server/contract/index.ts';
import { noAnswerReason } from '../../api/connection.ts';
import { ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { FormLayout } from '../../ui/FormLayout.tsx';
import { Field } from '../../ui/fields.tsx';
import { EmailPhoneFields, NameFields } from '../../ui/NameFields.tsx';
import { applyServerFieldErrors } from '../../ui/forms.ts';
import { notify } from '../../ui/toaster.tsx';
import { useSendContact } from './mutations.ts';
import '../../ui/blueprint.ts';
import './i18n.ts';

type Values = z.input<typeof contactSchema>;
type Subject = NonNullable<Values['subject']>;
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'] as const;

export function ContactForm({
  idPrefix,
  defaultSubject = 'general',
  defaultMessage = '',
  onDone,
  onCancel,
  inDialog,
}: {
  idPrefix: string;
  defaultSubject?: Subject;
  defaultMessage?: string;
  onDone?: () => void;
  onCancel?: () => void;
  inDialog?: boolean;
}) {
  const { t } = useTranslation();
  const send = useSendContact();
  const defaults: Values = {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    subject: defaultSubject,
    message: defaultMessage,
  };
  const form = useForm<Values, unknown, z.output<typeof contactSchema>>({
    resolver: zodResolver(contactSchema),
    defaultValues: defaults,
  });
  const { handleSubmit, reset, setError } = form;

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: ({ queued }) => {
        notify(
          queued
            ? {
                intent: 'warning',
                title: t('offline.queuedTitle'),
                message: t(
                  noAnswerReason() === 'offline' ? 'offline.queuedMessage' : 'offline.queuedUnreachableMessage',
                ),
              }
            : { intent: 'success', title: t('contact.successTitle'), message: t('contact.successMessage') },
        );
        reset(defaults);
        onDone?.();
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

  const id = (f: string) => `${idPrefix}-${f}`;
  const actions = (
    <>
      {onCancel ? <Button text={t('common.cancel')} onClick={onCancel} /> : null}
      <Button
        type="submit"
        intent="primary"
        size={inDialog ? 'medium' : 'large'}
        icon={<SendMessageIcon />}
        disabled={send.isPending}
        text={send.isPending ? t('common.submitting') : t('contact.send')}
      />
    </>
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="form" aria-label={t('contact.formTitle')}>
        <FormLayout inDialog={inDialog} privacy actions={actions}>
          <NameFields ids={[id('firstName'), id('lastName')]} />
          <EmailPhoneFields ids={[id('email'), id('phone')]} />
          <Field
            type="select"
            id={id('subject')}
            label={t('contact.subject')}
            name="subject"
            options={CONTACT_SUBJECTS.map((s) => ({ value: s, label: t(`options.subject.${s}`) }))}
          />
          <Field
            type="textarea"
            id={id('message')}
            label={t('contact.message')}
            required
            rows={5}
            placeholder={t('contact.messagePlaceholder')}
            name="message"
          />
        </FormLayout>
      </form>
    </FormProvider>
  );
}
