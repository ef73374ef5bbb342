// The post/edit job dialog: the contract's jobFormSchema validates the free-text
// fields and jobFormToInput turns them into the API body (requirements by line, skills by comma,
// salary in thousands of EUR, start date optional). Success and error toasts; the dialog stays open on error.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
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
import { codeText } from '../../i18n/codes.ts';
import { Field, FieldRow } from '../../ui/fields.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { notify } from '../../ui/toaster.tsx';
import { jobCategoryLabel, jobTypeLabel } from '../jobs/format.ts';
import { usePostJob, useUpdateJob } from './mutations.ts';
import '../applications/applications.css';
import './i18n.ts';
import '../../ui/blueprint.ts';

/** The categories employers choose from: the public board's, plus financial services. */
const JOB_CATEGORIES = [...PUBLIC_JOB_CATEGORIES, 'financial-services'] as const;

/** Server field names that land on a differently named form field. */
const SERVER_FIELD_ALIASES: Record<string, 'salaryMin' | 'salaryMax'> = {
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
  const editing = job !== null;

  const form = useForm<JobFormValues, unknown, z.output<typeof jobFormSchema>>({
    resolver: zodResolver(jobFormSchema),
    defaultValues: jobToFormValues(job, defaultCompany),
  });
  const descriptionLength = (useWatch({ control: form.control, name: 'description' }) ?? '').trim().length;

  const save = async (values: z.output<typeof jobFormSchema>) => {
    const input = jobFormToInput(values);
    try {
      if (job) {
        await update.mutateAsync({ id: job.id, input });
        notify({ intent: 'success', title: t('employer.toast.updated') });
      } else {
        const created = await post.mutateAsync(input);
        const approved = created.review.status === 'approved';
        notify({
          intent: 'success',
          title: approved ? t('employer.toast.posted') : t('employer.toast.postedPendingTitle'),
          message: t(approved ? 'employer.toast.postedMessage' : 'employer.toast.postedPending', {
            title: created.title,
          }),
        });
      }
    } catch (err) {
      if (err instanceof ApiError) {
        for (const [name, message] of Object.entries(err.fields)) {
          const target = SERVER_FIELD_ALIASES[name];
          if (target) form.setError(target, { type: 'server', message });
        }
      }
      const failure = job ? t('employer.toast.updateFailed') : t('employer.toast.postFailed');
      notify({ intent: 'danger', title: failure, message: codeText(t, err instanceof ApiError ? err.code : null) });
      throw err;
    }
    onClose();
  };

  const title = editing ? t('employer.form.editTitle') : t('employer.form.createTitle');
  const categories: string[] = [...JOB_CATEGORIES];
  if (job && !categories.includes(job.category)) categories.push(job.category); // a category set elsewhere stays selectable

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      canOutsideClickClose={false}
      formClassName="job-form"
      form={form}
      values={jobToFormValues(job, defaultCompany)}
      onSubmit={save}
      submitText={editing ? t('employer.form.submitEdit') : t('employer.form.submitCreate')}
    >
      <p className="dialog-intro">{t('employer.form.intro')}</p>
      <h3 className="form-section-title">{t('employer.form.detailsHeading')}</h3>
      <Field
        id="jf-title"
        label={t('employer.form.jobTitle')}
        required
        placeholder={t('employer.form.jobTitlePlaceholder')}
        name="title"
      />
      <FieldRow>
        <Field id="jf-company" label={t('employer.form.company')} required autoComplete="organization" name="company" />
        <Field
          id="jf-location"
          label={t('employer.form.location')}
          required
          placeholder={t('employer.form.locationPlaceholder')}
          name="location"
        />
      </FieldRow>
      <FieldRow>
        <Field
          type="select"
          id="jf-type"
          label={t('employer.form.type')}
          required
          placeholder={t('employer.form.selectPlaceholder')}
          name="type"
          options={JOB_TYPES.map((v) => ({ value: v, label: jobTypeLabel(t, v) }))}
        />
        <Field
          type="select"
          id="jf-category"
          label={t('employer.form.category')}
          required
          placeholder={t('employer.form.selectPlaceholder')}
          name="category"
          options={categories.map((v) => ({ value: v, label: jobCategoryLabel(t, v) }))}
        />
      </FieldRow>
      <Field
        type="textarea"
        id="jf-description"
        label={t('employer.form.description')}
        required
        rows={6}
        placeholder={t('employer.form.descriptionPlaceholder')}
        name="description"
        helperText={t('employer.form.descriptionCount', {
          count: descriptionLength,
          min: LIMITS.jobDescriptionMin,
        })}
      />
      <h3 className="form-section-title">{t('employer.form.extrasHeading')}</h3>
      <Field
        type="textarea"
        id="jf-requirements"
        label={t('employer.form.requirements')}
        optional
        rows={4}
        helperText={t('employer.form.requirementsHint')}
        name="requirements"
      />
      <Field
        id="jf-skills"
        label={t('employer.form.skills')}
        optional
        helperText={t('employer.form.skillsHint')}
        name="skills"
      />
      <div className="field-row field-row--3">
        <Field
          optional
          id="jf-salary-min"
          label={t('employer.form.salaryMin')}
          inputMode="numeric"
          placeholder="50"
          name="salaryMin"
        />
        <Field
          optional
          id="jf-salary-max"
          label={t('employer.form.salaryMax')}
          inputMode="numeric"
          placeholder="70"
          name="salaryMax"
        />
        <Field optional id="jf-start" type="date" label={t('employer.form.startDate')} name="startDate" />
      </div>
      <p className="muted apply-note">{t('employer.form.salaryHint')}</p>
      <FieldRow>
        <Field
          optional
          id="jf-day-rate"
          label={t('employer.form.dayRate')}
          inputMode="numeric"
          placeholder="450"
          helperText={t('employer.form.dayRateHint')}
          name="dayRate"
        />
        <Field
          type="select"
          id="jf-listing"
          label={t('employer.form.listingDays')}
          required
          name="listingDays"
          helperText={t('employer.form.listingHint')}
          options={LISTING_PERIODS.map((d) => ({
            value: String(d),
            label: t('employer.form.listingOption', { count: d }),
          }))}
        />
      </FieldRow>
    </FormDialog>
  );
}
