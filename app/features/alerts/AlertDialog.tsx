// The alert dialog: the search in words, how often, and (for anyone but a signed-in candidate) the
// address to confirm by mail. A candidate's alert is on at once; a visitor is told to check the inbox.
import { Button, Callout, DialogBody, DialogFooter, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertQueryOf, type AlertFrequency } from '../../../server/contract/alerts.ts';
import type { JobQuery } from '../../../server/contract/jobSearch.ts';
import { ApiError } from '../../api/http.ts';
import { codeText, fieldText } from '../../i18n/codes.ts';
import { AppDialog } from '../../ui/AppDialog.tsx';
import { useCurrentUser } from '../auth/queries.ts';
import { useCreateAlert } from './api.ts';
import { alertSummary } from './summary.ts';
import './i18n.ts';
import { PrivacyNote } from '../../ui/PrivacyNote.tsx';

export default function AlertDialog({ query, onClose }: { query: JobQuery; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const candidate = user?.role === 'candidate' ? user : null;
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const [email, setEmail] = useState('');
  const create = useCreateAlert();
  const alertQuery = alertQueryOf(query);
  const err = create.error instanceof ApiError ? create.error : null;
  const emailError = err?.fields.email ? fieldText(t, err.fields.email) : null;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate({ query: alertQuery, frequency, ...(candidate ? {} : { email: email.trim() }) });
  };

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
            {pending ? t('alerts.checkInbox', { email: email.trim() }) : t('alerts.created')}
          </Callout>
        </DialogBody>
        <DialogFooter actions={<Button intent="primary" text={t('alerts.close')} onClick={onClose} />} />
      </>
    );
  } else {
    body = (
      <form onSubmit={submit} noValidate aria-label={t('alerts.dialogTitle')}>
        <DialogBody>
          <p>{t('alerts.dialogText')}</p>
          <p className="alert-summary">
            <strong>{alertSummary(t, alertQuery)}</strong>
          </p>
          {err && !emailError ? (
            <Callout intent="danger" role="alert" title={t('alerts.failed')}>
              {codeText(t, err.code)}
            </Callout>
          ) : null}
          <RadioGroup
            label={t('alerts.frequency')}
            name="alert-frequency"
            selectedValue={frequency}
            onChange={(e) => setFrequency(e.currentTarget.value as AlertFrequency)}
          >
            <Radio value="instant" label={t('alerts.instant')} />
            <Radio value="daily" label={t('alerts.daily')} />
          </RadioGroup>
          {candidate ? (
            <p className="muted">{t('alerts.signedInAs', { email: candidate.email })}</p>
          ) : (
            <FormGroup
              label={t('alerts.email')}
              labelFor="alert-email"
              intent={emailError ? 'danger' : 'none'}
              helperText={emailError ? <span id="alert-email-error">{emailError}</span> : undefined}
            >
              <InputGroup
                id="alert-email"
                type="email"
                autoComplete="email"
                required
                value={email}
                onValueChange={setEmail}
                intent={emailError ? 'danger' : 'none'}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? 'alert-email-error' : undefined}
              />
            </FormGroup>
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
    );
  }
  return (
    <AppDialog isOpen title={t('alerts.dialogTitle')} onClose={onClose} busy={create.isPending}>
      {body}
    </AppDialog>
  );
}
