// The job application dialog: a cover letter of 10–2000
// characters with an n/2000 counter, and either the CV on file or a new PDF/DOC/DOCX under 5 MB, checked
// here before any upload (the server checks the content again). Only rendered for signed-in candidates.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Classes, DialogBody, FileInput, FormGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import {
  CV_EXTENSIONS,
  LIMITS,
  coverLetterSchema,
  type CvStatus,
  type MessageKey,
} from '../../../server/contract/index.ts';
import { noAnswerReason } from '../../api/connection.ts';
import { ApiError } from '../../api/http.ts';
import { codeText, fieldText } from '../../i18n/codes.ts';
import { FormLayout } from '../../ui/FormLayout.tsx';
import { notify } from '../../ui/toaster.tsx';
import { useCurrentUser } from '../auth/queries.ts';
import { useCvStatus } from '../candidate/queries.ts';
import { cvFileProblem } from '../registration/schemas.ts';
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
    useExistingCv: z.boolean(),
    cvFile: z.custom<File | null>((v) => v === null || v instanceof File),
  })
  .superRefine((v, ctx) => {
    if (v.useExistingCv) return;
    const problem = v.cvFile ? cvFileProblem(v.cvFile) : 'cvRequired';
    if (problem) ctx.addIssue({ code: 'custom', path: ['cvFile'], message: problem });
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
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ApplyValues, unknown, z.output<typeof applyFormSchema>>({
    resolver: zodResolver(applyFormSchema),
    defaultValues: { coverLetter: '', useExistingCv: hasCv, cvFile: null },
  });

  const coverLetter = useWatch({ control, name: 'coverLetter' }) ?? '';
  const useExisting = useWatch({ control, name: 'useExistingCv' });
  const file = useWatch({ control, name: 'cvFile' });
  const pending = apply.isPending;

  const onInvalid = (errs: typeof errors) => {
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
        file: values.useExistingCv ? null : values.cvFile,
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
          reset({ coverLetter: '', useExistingCv: hasCv, cvFile: null });
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

  const onFileChange = (e: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = e.currentTarget.files?.[0] ?? null;
    const problem = cvFileProblem(chosen);
    if (problem) {
      // Refused before any upload: the file is not kept, the message says why.
      e.currentTarget.value = '';
      setValue('cvFile', null);
      setError('cvFile', { type: 'client', message: problem });
      notify({ intent: 'danger', title: t(CV_TOAST_TITLE[problem]), message: codeText(t, problem) });
      return;
    }
    setValue('cvFile', chosen);
    clearErrors('cvFile');
  };

  const { ref: coverRef, ...coverField } = register('coverLetter');
  const coverError = errors.coverLetter?.message;
  const cvError = errors.cvFile?.message;
  // The letter is sent trimmed and the rule counts it trimmed, so the counter does too.
  const length = coverLetter.trim().length;
  const over = length > LIMITS.coverLetterMax;

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
    <form onSubmit={onSubmit} noValidate className="form form--dialog" aria-label={title}>
      <FormLayout inDialog actions={actions}>
        <p className="dialog-intro">{t('apply.intro', { company: job.company })}</p>
        <FormGroup
          label={t('apply.coverLetter')}
          labelFor="apply-cover"
          labelInfo={
            <span className="required-mark" aria-hidden="true">
              *
            </span>
          }
          intent={coverError ? 'danger' : undefined}
          className="apply-cover"
        >
          <TextArea
            id="apply-cover"
            rows={8}
            fill
            placeholder={t('apply.coverLetterPlaceholder')}
            inputRef={coverRef}
            {...coverField}
            intent={coverError ? 'danger' : undefined}
            aria-invalid={coverError ? true : undefined}
            aria-required
            aria-describedby={coverError ? 'apply-cover-error apply-cover-count' : 'apply-cover-count'}
          />
          <div className="field-foot">
            {coverError ? (
              <span id="apply-cover-error" className="field-error">
                {fieldText(t, coverError)}
              </span>
            ) : (
              <span />
            )}
            <span
              id="apply-cover-count"
              className={`char-counter${over ? ' is-over' : ''}`}
              aria-label={t('apply.counterLabel', { count: length, max: LIMITS.coverLetterMax })}
            >
              {t('apply.counter', { count: length, max: LIMITS.coverLetterMax })}
            </span>
          </div>
        </FormGroup>

        <fieldset className="apply-cv">
          <legend className="apply-cv__legend">{t('apply.cvHeading')}</legend>
          {hasCv ? (
            <Controller
              control={control}
              name="useExistingCv"
              render={({ field }) => (
                <RadioGroup
                  name="apply-cv-choice"
                  selectedValue={field.value ? 'existing' : 'new'}
                  onChange={(e) => {
                    field.onChange(e.currentTarget.value === 'existing');
                    clearErrors('cvFile');
                  }}
                  className="apply-cv__choice"
                >
                  <Radio
                    value="existing"
                    labelElement={
                      <span className="apply-cv__option">
                        <strong>{t('apply.useExisting')}</strong>
                        {cv?.cvFileName ? (
                          <span className="muted">{t('apply.existingFile', { name: cv.cvFileName })}</span>
                        ) : null}
                      </span>
                    }
                  />
                  <Radio value="new" labelElement={<strong>{t('apply.uploadNew')}</strong>} />
                </RadioGroup>
              )}
            />
          ) : null}
          {!useExisting ? (
            <FormGroup
              label={t('apply.cvFile')}
              labelFor="apply-cv-file"
              labelInfo={
                <span className="required-mark" aria-hidden="true">
                  *
                </span>
              }
              intent={cvError ? 'danger' : undefined}
              helperText={
                cvError ? (
                  <span id="apply-cv-error" className="field-error">
                    {fieldText(t, cvError)}
                  </span>
                ) : (
                  <span id="apply-cv-help">{t('apply.cvHint')}</span>
                )
              }
              className="apply-cv__file"
            >
              <FileInput
                fill
                text={file ? file.name : t('apply.cvChoose')}
                buttonText={t('apply.cvButton')}
                hasSelection={Boolean(file)}
                inputProps={{
                  id: 'apply-cv-file',
                  accept: CV_EXTENSIONS.join(','),
                  'aria-describedby': cvError ? 'apply-cv-error' : 'apply-cv-help',
                  'aria-invalid': cvError ? true : undefined,
                }}
                onInputChange={onFileChange}
              />
            </FormGroup>
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
  );
}
