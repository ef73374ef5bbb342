// The post/edit job dialog: the contract's jobFormSchema validates the free-text
// fields and jobFormToInput turns them into the API body (requirements by line, skills by comma,
// salary in thousands of EUR, start date optional). Success and error toasts; the dialog stays open on error.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  DEFAULT_LISTING_FORM_DAYS,
  JOB_TYPES,
  LIMITS,
  LISTING_PERIODS,
  PUBLIC_JOB_CATEGORIES,
  jobFormSchema,
  jobFormToInput,
  type Job,
  type JobFormValues,
} from '../../../server/contract/index.ts';
import { ApiError } from '../../api/http.ts';
import { codeText, fieldText } from '../../i18n/codes.ts';
import { FieldRow, SelectField, TextAreaField, TextField } from '../../ui/fields.tsx';
import { FormLayout } from '../../ui/FormLayout.tsx';
import { applyServerFieldErrors } from '../../ui/forms.ts';
import { notify } from '../../ui/toaster.tsx';
import { jobCategoryLabel, jobTypeLabel } from '../jobs/format.ts';
import { usePostJob, useUpdateJob } from './mutations.ts';
import '../applications/applications.css';
import './i18n.ts';
import { AppDialog } from '../../ui/AppDialog.tsx';
import '../../ui/blueprint.ts';

/** The categories employers choose from: the public board's, plus financial services. */
const JOB_CATEGORIES = [...PUBLIC_JOB_CATEGORIES, 'financial-services'] as const;

const FIELDS = [
  'title',
  'company',
  'location',
  'type',
  'category',
  'description',
  'requirements',
  'skills',
  'salaryMin',
  'salaryMax',
  'startDate',
  'listingDays',
  'dayRate',
] as const;
/** Server field names that land on a differently named form field. */
const SERVER_FIELD_ALIASES: Record<string, (typeof FIELDS)[number]> = {
  'salary.min': 'salaryMin',
  'salary.max': 'salaryMax',
  salary: 'salaryMax',
};

function jobToFormValues(job: Job | null, defaultCompany = ''): JobFormValues {
  if (!job) {
    return {
      title: '',
      company: defaultCompany,
      location: '',
      type: '',
      category: '',
      description: '',
      requirements: '',
      skills: '',
      salaryMin: '',
      salaryMax: '',
      startDate: '',
      listingDays: DEFAULT_LISTING_FORM_DAYS,
      dayRate: '',
    };
  }
  return {
    title: job.title,
    company: job.company,
    location: job.location,
    type: job.type,
    category: job.category,
    description: job.description,
    requirements: job.requirements.join('\n'),
    skills: job.skills.join(', '),
    salaryMin: job.salary?.min != null ? String(job.salary.min) : '',
    salaryMax: job.salary?.max != null ? String(job.salary.max) : '',
    startDate: job.startDate ?? '',
    listingDays: String(job.listingDays),
    dayRate: job.dayRate !== null ? String(Math.round(job.dayRate / 100)) : '',
  };
}

/** A plain input for the numeric and date fields (the shared TextField covers text types only). */
function InputField({
  id,
  label,
  registration,
  error,
  type = 'text',
  inputMode,
  helperText,
  placeholder,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  type?: 'text' | 'date';
  inputMode?: 'numeric';
  helperText?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const { ref, ...rest } = registration;
  const message = error ? fieldText(t, error) : null;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={<span className="optional-mark">({t('common.optional')})</span>}
      intent={message ? 'danger' : undefined}
      helperText={
        message ? (
          <span id={`${id}-error`} className="field-error">
            {message}
          </span>
        ) : helperText ? (
          <span id={`${id}-help`}>{helperText}</span>
        ) : undefined
      }
    >
      <InputGroup
        id={id}
        type={type}
        inputMode={inputMode}
        placeholder={placeholder}
        inputRef={ref}
        {...rest}
        intent={message ? 'danger' : undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : helperText ? `${id}-help` : undefined}
      />
    </FormGroup>
  );
}

export function JobFormDialog({
  isOpen,
  job,
  defaultCompany,
  onClose,
}: {
  isOpen: boolean;
  /** The job being edited; null to post a new one. */
  job: Job | null;
  defaultCompany?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const post = usePostJob();
  const update = useUpdateJob();
  const pending = post.isPending || update.isPending;
  const editing = job !== null;

  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<JobFormValues, unknown, z.output<typeof jobFormSchema>>({
    resolver: zodResolver(jobFormSchema),
    defaultValues: jobToFormValues(job, defaultCompany),
  });

  useEffect(() => {
    if (isOpen) reset(jobToFormValues(job, defaultCompany));
  }, [isOpen, job, defaultCompany, reset]);

  const descriptionLength = (useWatch({ control, name: 'description' }) ?? '').trim().length;

  const onServerError = (err: unknown, failureTitle: string) => {
    applyServerFieldErrors(err, setError, FIELDS);
    if (err instanceof ApiError) {
      for (const [name, message] of Object.entries(err.fields)) {
        const target = SERVER_FIELD_ALIASES[name];
        if (target) setError(target, { type: 'server', message });
      }
    }
    notify({ intent: 'danger', title: failureTitle, message: codeText(t, err instanceof ApiError ? err.code : null) });
  };

  const onSubmit = handleSubmit((values) => {
    const input = jobFormToInput(values);
    const done = (title: string, message?: string) => {
      notify({ intent: 'success', title, message });
      reset(jobToFormValues(null, defaultCompany));
      onClose();
    };
    if (job) {
      update.mutate(
        { id: job.id, input },
        {
          onSuccess: () => done(t('employer.toast.updated')),
          onError: (err) => onServerError(err, t('employer.toast.updateFailed')),
        },
      );
    } else {
      post.mutate(input, {
        onSuccess: (created) =>
          created.review.status === 'approved'
            ? done(t('employer.toast.posted'), t('employer.toast.postedMessage', { title: created.title }))
            : done(t('employer.toast.postedPendingTitle'), t('employer.toast.postedPending', { title: created.title })),
        onError: (err) => onServerError(err, t('employer.toast.postFailed')),
      });
    }
  });

  const title = editing ? t('employer.form.editTitle') : t('employer.form.createTitle');
  const categories: string[] = [...JOB_CATEGORIES];
  if (job && !categories.includes(job.category)) categories.push(job.category); // a category set elsewhere stays selectable

  const actions = (
    <>
      <Button text={t('common.cancel')} onClick={onClose} />
      <Button
        type="submit"
        intent="primary"
        disabled={pending}
        text={
          pending ? t('common.submitting') : editing ? t('employer.form.submitEdit') : t('employer.form.submitCreate')
        }
      />
    </>
  );

  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      busy={pending}
      title={title}
      className="app-dialog app-dialog--wide"
      canOutsideClickClose={false}
    >
      <form onSubmit={onSubmit} noValidate className="form form--dialog job-form" aria-label={title}>
        <FormLayout inDialog actions={actions}>
          <p className="dialog-intro">{t('employer.form.intro')}</p>
          <h3 className="form-section-title">{t('employer.form.detailsHeading')}</h3>
          <TextField
            id="jf-title"
            label={t('employer.form.jobTitle')}
            required
            placeholder={t('employer.form.jobTitlePlaceholder')}
            registration={register('title')}
            error={errors.title?.message}
          />
          <FieldRow>
            <TextField
              id="jf-company"
              label={t('employer.form.company')}
              required
              autoComplete="organization"
              registration={register('company')}
              error={errors.company?.message}
            />
            <TextField
              id="jf-location"
              label={t('employer.form.location')}
              required
              placeholder={t('employer.form.locationPlaceholder')}
              registration={register('location')}
              error={errors.location?.message}
            />
          </FieldRow>
          <FieldRow>
            <SelectField
              id="jf-type"
              label={t('employer.form.type')}
              required
              placeholder={t('employer.form.selectPlaceholder')}
              registration={register('type')}
              error={errors.type?.message}
              options={JOB_TYPES.map((v) => ({ value: v, label: jobTypeLabel(t, v) }))}
            />
            <SelectField
              id="jf-category"
              label={t('employer.form.category')}
              required
              placeholder={t('employer.form.selectPlaceholder')}
              registration={register('category')}
              error={errors.category?.message}
              options={categories.map((v) => ({ value: v, label: jobCategoryLabel(t, v) }))}
            />
          </FieldRow>
          <TextAreaField
            id="jf-description"
            label={t('employer.form.description')}
            required
            rows={6}
            placeholder={t('employer.form.descriptionPlaceholder')}
            registration={register('description')}
            error={errors.description?.message}
            helperText={t('employer.form.descriptionCount', {
              count: descriptionLength,
              min: LIMITS.jobDescriptionMin,
            })}
          />
          <h3 className="form-section-title">{t('employer.form.extrasHeading')}</h3>
          <TextAreaField
            id="jf-requirements"
            label={t('employer.form.requirements')}
            optional
            rows={4}
            helperText={t('employer.form.requirementsHint')}
            registration={register('requirements')}
            error={errors.requirements?.message}
          />
          <TextField
            id="jf-skills"
            label={t('employer.form.skills')}
            optional
            helperText={t('employer.form.skillsHint')}
            registration={register('skills')}
            error={errors.skills?.message}
          />
          <div className="field-row field-row--3">
            <InputField
              id="jf-salary-min"
              label={t('employer.form.salaryMin')}
              inputMode="numeric"
              placeholder="50"
              registration={register('salaryMin')}
              error={errors.salaryMin?.message}
            />
            <InputField
              id="jf-salary-max"
              label={t('employer.form.salaryMax')}
              inputMode="numeric"
              placeholder="70"
              registration={register('salaryMax')}
              error={errors.salaryMax?.message}
            />
            <InputField
              id="jf-start"
              type="date"
              label={t('employer.form.startDate')}
              registration={register('startDate')}
              error={errors.startDate?.message}
            />
          </div>
          <p className="muted apply-note">{t('employer.form.salaryHint')}</p>
          <FieldRow>
            <InputField
              id="jf-day-rate"
              label={t('employer.form.dayRate')}
              inputMode="numeric"
              placeholder="450"
              helperText={t('employer.form.dayRateHint')}
              registration={register('dayRate')}
              error={errors.dayRate?.message}
            />
            <SelectField
              id="jf-listing"
              label={t('employer.form.listingDays')}
              required
              registration={register('listingDays')}
              error={errors.listingDays?.message}
              helperText={t('employer.form.listingHint')}
              options={LISTING_PERIODS.map((d) => ({
                value: String(d),
                label: t('employer.form.listingOption', { count: d }),
              }))}
            />
          </FieldRow>
        </FormLayout>
      </form>
    </AppDialog>
  );
}
