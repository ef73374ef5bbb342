// The job application dialog: a cover letter of 10–2000
// characters with an n/2000 counter, and either the CV on file or a new PDF/DOC/DOCX under 5 MB, checked
// here before any upload (the server checks the content again). Only rendered for signed-in candidates.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Classes, DialogBody } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { LIMITS, coverLetterSchema, type CvStatus, type MessageKey } from '../../../server/contract/index.ts';
import { noAnswerReason } from '../../api/connection.ts';
import { ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { CvField, Field } from '../../ui/fields.tsx';
import { FormLayout } from '../../ui/FormLayout.tsx';
import { notify } from '../../ui/toaster.tsx';
import { useCurrentUser } from '../auth/queries.ts';
import { useCvStatus } from '../candidate/queries.ts';
import { cvFileProblem, cvFileSchema } from '../registration/schemas.ts';
import { CvUploadError, useApply } from './mutations.ts';
import './applications.css';
import './i18n.ts';
import { AppDialog } from '../../ui/AppDialog.tsx';
import '../../ui/blueprint.ts';

export interface ApplyJob {
  id: number;
  title: string;
  company: string;
}

const applyFormSchema = z
  .object({
    coverLetter: coverLetterSchema,
    cvChoice: z.enum(['existing', 'new']),
    cvFile: cvFileSchema,
  })
  .superRefine((v, ctx) => {
    if (v.cvChoice === 'new' && !v.cvFile) ctx.addIssue({ code: 'custom', path: ['cvFile'], message: 'cvRequired' });
  });
type ApplyValues = z.input<typeof applyFormSchema>;

/** The toast title that goes with each CV problem's code. */
const CV_TOAST_TITLE = {
  cvRequired: 'apply.toast.cvRequiredTitle',
  cvInvalidType: 'apply.toast.invalidTypeTitle',
  cvTooLarge: 'apply.toast.tooLargeTitle',
} as const satisfies Partial<Record<MessageKey, string>>;
const isCvProblem = (code: string): code is keyof typeof CV_TOAST_TITLE => Object.hasOwn(CV_TOAST_TITLE, code);

export function ApplyDialog({ job, onClose }: { job: ApplyJob | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isOpen = job !== null;
  const cvStatus = useCvStatus(isOpen);
  // Keeps the title while the dialog animates out.
  const [lastJob, setLastJob] = useState<ApplyJob | null>(job);
  if (job && job !== lastJob) setLastJob(job);
  const shown = job ?? lastJob;
  const title = shown ? t('apply.title', { title: shown.title }) : '';
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title={title} className="app-dialog app-dialog--wide apply-dialog">
      {shown && !cvStatus.isPending ? (
        // Mounted once the CV status is known, so 'use existing CV' starts right; a new mount per job.
        <ApplyForm key={shown.id} job={shown} title={title} cv={cvStatus.data ?? null} onClose={onClose} />
      ) : (
        <DialogBody className="dialog-body">
          <div role="status" aria-label={t('apply.cvLoading')} aria-busy="true">
            <div className={`${Classes.SKELETON} apply-skeleton apply-skeleton--area`} />
            <div className={`${Classes.SKELETON} apply-skeleton`} />
          </div>
        </DialogBody>
      )}
    </AppDialog>
  );
}

function ApplyForm({
  job,
  title,
  cv,
  onClose,
}: {
  job: ApplyJob;
  title: string;
  cv: CvStatus | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // This form's own send: the dialog may be closed while it is under way (nothing traps the user) and
  // opened again for another job, which then starts idle. The outcome is told even after a close.
  const apply = useApply();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const hasCv = cv?.hasExistingCv ?? false;
  const [clientId] = useState(() => crypto.randomUUID());
  const { user } = useCurrentUser();
  const defaults: ApplyValues = { coverLetter: '', cvChoice: hasCv ? 'existing' : 'new', cvFile: null };
  const form = useForm<ApplyValues, unknown, z.output<typeof applyFormSchema>>({
    resolver: zodResolver(applyFormSchema),
    defaultValues: defaults,
  });
  const { control, handleSubmit, reset, setError } = form;
  const useExisting = useWatch({ control, name: 'cvChoice' }) === 'existing';
  const pending = apply.isPending;

  const onInvalid = (errs: typeof form.formState.errors) => {
    const cvMessage = errs.cvFile?.message;
    if (cvMessage && !errs.coverLetter) {
      notify({
        intent: 'danger',
        title: t(isCvProblem(cvMessage) ? CV_TOAST_TITLE[cvMessage] : 'apply.toast.failedTitle'),
        message: codeText(t, cvMessage),
      });
    }
  };

  const submit = (values: z.output<typeof applyFormSchema>) => {
    if (!user) return; // the dialog lives in the candidate-only area: a signed-in candidate is always there
    apply
      .mutateAsync({
        userId: user.id,
        jobId: job.id,
        jobTitle: job.title,
        coverLetter: values.coverLetter,
        file: values.cvChoice === 'existing' ? null : values.cvFile,
        clientId,
      })
      .then(
        (result) => {
          // Queued: no network, or a server that did not answer in time (the outbox sends it once later).
          if (result.queued)
            notify({
              intent: 'warning',
              title: t('apply.toast.queuedTitle'),
              message: t(
                noAnswerReason() === 'offline' ? 'apply.toast.queuedMessage' : 'apply.toast.queuedUnreachableMessage',
                { title: job.title },
              ),
            });
          else
            notify({
              intent: 'success',
              title: t('apply.toast.successTitle'),
              message: t('apply.toast.successMessage', { title: job.title }),
            });
          reset(defaults);
          if (mounted.current) onClose(); // not a dialog opened again since
        },
        (err: unknown) => {
          if (err instanceof CvUploadError) {
            const cause = err.cause instanceof ApiError ? err.cause.code : null;
            if (cause) setError('cvFile', { type: 'server', message: cause });
            notify({ intent: 'danger', title: t('apply.toast.uploadFailedTitle'), message: codeText(t, cause) });
            return;
          }
          const code = err instanceof ApiError ? err.code : null;
          if (code === 'alreadyApplied') {
            notify({
              intent: 'warning',
              title: t('apply.toast.alreadyAppliedTitle'),
              message: t('server.alreadyApplied'),
            });
            return;
          }
          if (err instanceof ApiError && err.fields.notes)
            setError('coverLetter', { type: 'server', message: err.fields.notes });
          if (err instanceof ApiError && err.fields.cvUrl)
            setError('cvFile', { type: 'server', message: err.fields.cvUrl });
          notify({
            intent: 'danger',
            title: t('apply.toast.failedTitle'),
            message: codeText(t, code, t('apply.toast.failedFallback')),
          });
        },
      );
  };
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => void handleSubmit(submit, onInvalid)(e);

  // A file refused before any upload is also told in a toast, as the send would.
  const onChoose = (chosen: File | null) => {
    const problem = cvFileProblem(chosen);
    if (problem) notify({ intent: 'danger', title: t(CV_TOAST_TITLE[problem]), message: codeText(t, problem) });
  };

  const actions = (
    <>
      <Button text={t('common.cancel')} onClick={onClose} />
      <Button
        type="submit"
        intent="primary"
        disabled={pending}
        text={pending ? t('common.submitting') : t('apply.submit')}
      />
    </>
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="form form--dialog" aria-label={title}>
        <FormLayout inDialog actions={actions}>
          <p className="dialog-intro">{t('apply.intro', { company: job.company })}</p>
          <Field
            type="textarea"
            id="apply-cover"
            name="coverLetter"
            label={t('apply.coverLetter')}
            required
            rows={8}
            counter={LIMITS.coverLetterMax}
            placeholder={t('apply.coverLetterPlaceholder')}
            className="apply-cover"
          />
          <fieldset className="apply-cv">
            <legend className="apply-cv__legend">{t('apply.cvHeading')}</legend>
            {hasCv ? (
              <Field
                type="radio"
                id="apply-cv-choice"
                name="cvChoice"
                label={t('apply.cvChoice')}
                options={[
                  {
                    value: 'existing',
                    label: (
                      <span className="apply-cv__option">
                        <strong>{t('apply.useExisting')}</strong>
                        {cv?.cvFileName ? (
                          <span className="muted">{t('apply.existingFile', { name: cv.cvFileName })}</span>
                        ) : null}
                      </span>
                    ),
                  },
                  { value: 'new', label: <strong>{t('apply.uploadNew')}</strong> },
                ]}
              />
            ) : null}
            {!useExisting ? (
              <CvField
                id="apply-cv-file"
                name="cvFile"
                label={t('apply.cvFile')}
                required
                onChoose={onChoose}
                className="apply-cv__file"
              />
            ) : null}
          </fieldset>
          <p className="apply-note muted">
            <Trans
              i18nKey="apply.privacyNote"
              components={{ privacy: <Link to="/privacy" target="_blank" rel="noopener" /> }}
            />
          </p>
        </FormLayout>
      </form>
    </FormProvider>
  );
}
