// The rest of /account: the sign-in address (changed through a link mailed to the new one),
// a candidate's CV on file (replace or remove), and the privacy rights: 'Download my data' and
// 'Delete my account'.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Callout, Card, DialogBody, DialogFooter } from '@blueprintjs/core';
import { DocumentIcon, DownloadIcon, EnvelopeIcon, TrashIcon } from '@blueprintjs/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { dateFormat } from '../../i18n/intl.ts';
import {
  deleteAccountSchema,
  emailChangeSchema,
  type Account,
  type EmailChangeInput,
} from '../../../server/contract/index.ts';
import { ApiError, sendJson, uploadFile } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { AppDialog } from '../../ui/AppDialog.tsx';
import { CvField, EmailField, Field } from '../../ui/fields.tsx';
import { notify } from '../../ui/toaster.tsx';
import { setCurrentUser } from '../auth/queries.ts';
import { CV_STATUS_KEY } from '../candidate/queries.ts';
import { cvFileProblem, cvFileSchema } from '../registration/schemas.ts';
import './account.css';
import './i18n.ts';

export const ACCOUNT_KEY = ['/api', 'account'] as const;
const cvFormSchema = z.object({ cv: cvFileSchema });
type CvForm = z.input<typeof cvFormSchema>;
const failure = (err: unknown) => (err instanceof ApiError && err.status !== 0 ? err.code : null);

export function EmailCard({ account }: { account: Account }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (input: z.output<typeof emailChangeSchema>) => sendJson('POST', '/api/account/email', input),
  });
  const form = useForm<EmailChangeInput, unknown, z.output<typeof emailChangeSchema>>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const { handleSubmit, reset, setError } = form;
  const onSubmit = (input: z.output<typeof emailChangeSchema>) =>
    change.mutate(input, {
      onSuccess: () => {
        setSentTo(input.email);
        reset();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.fields.currentPassword)
          setError('currentPassword', { message: err.fields.currentPassword });
        else notify({ intent: 'danger', title: t('account.emailFailed'), message: codeText(t, failure(err)) });
      },
    });
  return (
    <Card className="account-card">
      <h2>{t('account.emailTitle')}</h2>
      <p className="muted">{t('account.emailCurrent', { email: account.email })}</p>
      {sentTo && (
        <Callout intent="success" title={t('account.emailSentTitle')} role="status">
          {t('account.emailSent', { email: sentTo })}
        </Callout>
      )}
      <FormProvider {...form}>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="form">
          <EmailField id="account-new-email" label={t('account.newEmail')} />
          <Field
            id="account-email-password"
            type="password"
            label={t('account.currentPassword')}
            required
            autoComplete="current-password"
            name="currentPassword"
          />
          <Button
            type="submit"
            icon={<EnvelopeIcon />}
            disabled={change.isPending}
            text={change.isPending ? t('common.submitting') : t('account.emailSubmit')}
          />
        </form>
      </FormProvider>
    </Card>
  );
}

export function CvCard({ cv }: { cv: Account['cv'] }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<CvForm>({ resolver: zodResolver(cvFormSchema), defaultValues: { cv: null } });
  const refresh = () =>
    Promise.all([qc.invalidateQueries({ queryKey: ACCOUNT_KEY }), qc.invalidateQueries({ queryKey: CV_STATUS_KEY })]);
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile('/api/upload-cv', file),
    onSuccess: async () => {
      await refresh();
      notify({ intent: 'success', title: t('account.cvReplaced') });
    },
    onError: (err) => notify({ intent: 'danger', title: t('account.cvFailed'), message: codeText(t, failure(err)) }),
  });
  const remove = useMutation({
    mutationFn: () => sendJson('DELETE', '/api/candidate/cv'),
    onSuccess: async () => {
      setConfirming(false);
      await refresh();
      notify({ intent: 'success', title: t('account.cvRemoved') });
    },
    onError: (err) => notify({ intent: 'danger', title: t('account.cvFailed'), message: codeText(t, failure(err)) }),
  });
  // A file is uploaded as soon as it is chosen, unless its type or size is refused (shown on the field).
  const onChoose = (file: File | null) => {
    if (file && !cvFileProblem(file)) upload.mutate(file, { onSettled: () => form.reset() });
  };
  return (
    <Card className="account-card">
      <h2>{t('account.cvTitle')}</h2>
      {cv ? (
        <p>
          <DocumentIcon aria-hidden /> <a href={cv.url}>{cv.name}</a>
          <br />
          <span className="muted">
            {t('account.cvUploaded', {
              date: dateFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(cv.uploadedAt)),
            })}
          </span>
        </p>
      ) : (
        <p className="muted">{t('account.cvNone')}</p>
      )}
      <FormProvider {...form}>
        <CvField
          id="account-cv-file"
          name="cv"
          label={cv ? t('account.cvReplace') : t('account.cvUpload')}
          disabled={upload.isPending}
          onChoose={onChoose}
        />
      </FormProvider>
      {cv && (
        <Button icon={<TrashIcon />} intent="danger" variant="outlined" onClick={() => setConfirming(true)}>
          {t('account.cvRemove')}
        </Button>
      )}
      <AppDialog
        isOpen={confirming}
        title={t('account.cvRemoveTitle')}
        onClose={() => setConfirming(false)}
        busy={remove.isPending}
      >
        <DialogBody>
          <p>{t('account.cvRemoveText')}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={() => setConfirming(false)}>{t('account.cancel')}</Button>
              <Button intent="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
                {t('account.cvRemove')}
              </Button>
            </>
          }
        />
      </AppDialog>
    </Card>
  );
}

export function PrivacyCard() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const erase = useMutation({
    mutationFn: (input: z.output<typeof deleteAccountSchema>) => sendJson('POST', '/api/account/delete', input),
  });
  const form = useForm<z.input<typeof deleteAccountSchema>, unknown, z.output<typeof deleteAccountSchema>>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const { handleSubmit, setError } = form;
  const onSubmit = (input: z.output<typeof deleteAccountSchema>) =>
    erase.mutate(input, {
      onSuccess: () => {
        qc.clear();
        setCurrentUser(qc, null);
        notify({ intent: 'success', title: t('account.deleted') });
        void navigate('/');
      },
      onError: (err) => {
        if (err instanceof ApiError && err.fields.password) setError('password', { message: err.fields.password });
        else notify({ intent: 'danger', title: t('account.deleteFailed'), message: codeText(t, failure(err)) });
      },
    });
  return (
    <Card className="account-card">
      <h2>{t('account.privacyTitle')}</h2>
      <p className="muted">{t('account.privacyText')}</p>
      <div className="account-actions">
        <a className="bp6-button bp6-outlined button-link" href="/api/account/export" download>
          <DownloadIcon aria-hidden />
          <span className="bp6-button-text">{t('account.download')}</span>
        </a>
        <Button icon={<TrashIcon />} intent="danger" variant="outlined" onClick={() => setDeleting(true)}>
          {t('account.deleteAccount')}
        </Button>
      </div>
      <AppDialog
        isOpen={deleting}
        title={t('account.deleteTitle')}
        onClose={() => setDeleting(false)}
        busy={erase.isPending}
      >
        <FormProvider {...form}>
          <form onSubmit={handleSubmit(onSubmit)} noValidate>
            <DialogBody>
              <Callout intent="danger" role="note">
                {t('account.deleteText')}
              </Callout>
              <Field
                id="account-delete-password"
                type="password"
                label={t('account.deletePassword')}
                required
                autoComplete="current-password"
                name="password"
              />
            </DialogBody>
            <DialogFooter
              actions={
                <>
                  <Button onClick={() => setDeleting(false)}>{t('account.cancel')}</Button>
                  <Button type="submit" intent="danger" disabled={erase.isPending}>
                    {erase.isPending ? t('common.submitting') : t('account.deleteConfirm')}
                  </Button>
                </>
              }
            />
          </form>
        </FormProvider>
      </AppDialog>
    </Card>
  );
}
