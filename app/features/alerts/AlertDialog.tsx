// The alert dialog: the search in words, how often, and (for anyone but a signed-in candidate) the
// address to confirm by mail. A candidate's alert is on at once; a visitor is told to check the inbox.
import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { alertQueryOf, type AlertFrequency } from '../../../server/contract/alerts.ts';
import type { JobQuery } from '../../../server/contract/jobSearch.ts';
import { ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { EmailField, Field } from '../../ui/fields.tsx';
import { applyServerFieldErrors } from '../../ui/forms.ts';
import { AppDialog } from '../../ui/AppDialog.tsx';
import { useCurrentUser } from '../auth/queries.ts';
import { useCreateAlert } from './api.ts';
import { alertSummary } from './summary.ts';
import './i18n.ts';
import { PrivacyNote } from '../../ui/PrivacyNote.tsx';

interface Values {
  frequency: AlertFrequency;
  email: string;
}

export default function AlertDialog({ query, onClose }: { query: JobQuery; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const candidate = user?.role === 'candidate' ? user : null;
  const form = useForm<Values>({ defaultValues: { frequency: 'instant', email: '' } });
  const { handleSubmit, setError, getValues } = form;
  const create = useCreateAlert();
  const alertQuery = alertQueryOf(query);
  const err = create.error instanceof ApiError ? create.error : null;
  const email = getValues('email').trim();

  // The server checks the address; what it refuses in it is said on the field.
  const submit = handleSubmit(({ frequency, email }) =>
    create.mutate(
      { query: alertQuery, frequency, ...(candidate ? {} : { email: email.trim() }) },
      { onError: (e) => applyServerFieldErrors(e, setError, ['email']) },
    ),
  );

  let body: React.JSX.Element;
  if (create.isSuccess) {
    const pending = create.data.data.status === 'pending';
    body = (
      <>
        <DialogBody>
          <Callout
            intent="success"
            role="status"
            title={pending ? t('alerts.checkInboxTitle') : t('alerts.createdTitle')}
          >
            {pending ? t('alerts.checkInbox', { email }) : t('alerts.created')}
          </Callout>
        </DialogBody>
        <DialogFooter actions={<Button intent="primary" text={t('alerts.close')} onClick={onClose} />} />
      </>
    );
  } else {
    body = (
      <FormProvider {...form}>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('alerts.dialogTitle')}>
          <DialogBody>
            <p>{t('alerts.dialogText')}</p>
            <p className="alert-summary">
              <strong>{alertSummary(t, alertQuery)}</strong>
            </p>
            {err && !err.fields.email ? (
              <Callout intent="danger" role="alert" title={t('alerts.failed')}>
                {codeText(t, err.code)}
              </Callout>
            ) : null}
            <Field
              type="radio"
              id="alert-frequency"
              name="frequency"
              label={t('alerts.frequency')}
              options={[
                { value: 'instant', label: t('alerts.instant') },
                { value: 'daily', label: t('alerts.daily') },
              ]}
            />
            {candidate ? (
              <p className="muted">{t('alerts.signedInAs', { email: candidate.email })}</p>
            ) : (
              <EmailField id="alert-email" label={t('alerts.email')} />
            )}
            {candidate ? null : <PrivacyNote inDialog />}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('alerts.cancel')} onClick={onClose} />
                <Button
                  type="submit"
                  intent="primary"
                  disabled={create.isPending}
                  text={create.isPending ? t('common.submitting') : t('alerts.create')}
                />
              </>
            }
          />
        </form>
      </FormProvider>
    );
  }
  return (
    <AppDialog isOpen title={t('alerts.dialogTitle')} onClose={onClose} busy={create.isPending}>
      {body}
    </AppDialog>
  );
}
