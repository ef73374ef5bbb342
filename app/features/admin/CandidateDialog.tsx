// Create / Edit Candidate. One form for both: the contract's create schema checks
// the fields (password optional, at least 8 when given); editing hides the password and never sends it.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ADMIN_DEFAULT_JOB_CATEGORY,
  EXPERIENCE_LEVELS,
  adminCandidateCreateSchema,
  type AdminCandidate,
} from '../../../server/contract/index.ts';
import { CheckboxField, FieldRow, SelectField, TextField } from '../../ui/fields.tsx';
import { NameFields } from '../../ui/NameFields.tsx';
import { FormLayout } from '../../ui/FormLayout.tsx';
import { applyServerFieldErrors } from '../../ui/forms.ts';
import { useCreateCandidate, useUpdateCandidate } from './mutations.ts';
import './i18n.ts';
import { AppDialog } from '../../ui/AppDialog.tsx';
import '../../ui/blueprint.ts';

type Values = z.input<typeof adminCandidateCreateSchema>;
type Output = z.output<typeof adminCandidateCreateSchema>;
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'currentLocation',
  'jobCategory',
  'experience',
  'password',
] as const;

/** New candidates start in 'IT & Technology', mid level, open to remote; edits pre-fill from the row. */
function candidateDefaults(c?: AdminCandidate | null): Values {
  if (!c) {
    return {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      currentLocation: '',
      jobCategory: ADMIN_DEFAULT_JOB_CATEGORY,
      experience: 'mid',
      availableForRemote: true,
      password: '',
    };
  }
  const r = c.registration;
  return {
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: r?.phone ?? '',
    currentLocation: r?.currentLocation ?? '',
    jobCategory: r?.jobCategory ?? '',
    experience: r?.experience ?? 'mid',
    availableForRemote: r?.availableForRemote ?? true,
    password: '',
  };
}

function CandidateForm({
  candidate,
  onDone,
  create,
  update,
}: {
  candidate: AdminCandidate | null;
  onDone: () => void;
  create: ReturnType<typeof useCreateCandidate>;
  update: ReturnType<typeof useUpdateCandidate>;
}) {
  const { t } = useTranslation();
  const editing = candidate !== null;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(adminCandidateCreateSchema),
    defaultValues: candidateDefaults(candidate),
  });
  useEffect(() => setFocus('firstName'), [setFocus]);
  const pending = create.isPending || update.isPending;

  const onError = (err: unknown) => applyServerFieldErrors(err, setError, FIELDS);
  const onSubmit = handleSubmit(({ password, ...fields }) => {
    if (candidate) update.mutate({ id: candidate.id, input: fields }, { onSuccess: onDone, onError });
    else create.mutate(password ? { ...fields, password } : fields, { onSuccess: onDone, onError });
  });

  const submitText = pending
    ? t(editing ? 'admin.common.updating' : 'admin.common.creating')
    : t(editing ? 'admin.candidates.update' : 'admin.candidates.create');
  const actions = (
    <>
      <Button text={t('admin.common.cancel')} onClick={onDone} />
      <Button type="submit" intent="primary" disabled={pending} text={submitText} />
    </>
  );
  const p = editing ? 'ec' : 'cc';
  return (
    <form onSubmit={onSubmit} noValidate className="form form--dialog">
      <FormLayout inDialog actions={actions}>
        <NameFields ids={[`${p}-first`, `${p}-last`]} own={false} register={register} errors={errors} />
        <FieldRow>
          <TextField
            id={`${p}-email`}
            type="email"
            label={t('admin.fields.email')}
            required
            autoComplete="off"
            registration={register('email')}
            error={errors.email?.message}
          />
          <TextField
            id={`${p}-phone`}
            type="tel"
            label={t('admin.fields.phone')}
            optional
            autoComplete="off"
            registration={register('phone')}
            error={errors.phone?.message}
          />
        </FieldRow>
        <FieldRow>
          <TextField
            id={`${p}-location`}
            label={t('admin.fields.currentLocation')}
            required
            placeholder={t('admin.fields.currentLocationPlaceholder')}
            registration={register('currentLocation')}
            error={errors.currentLocation?.message}
          />
          <TextField
            id={`${p}-category`}
            label={t('admin.fields.jobCategory')}
            required
            registration={register('jobCategory')}
            error={errors.jobCategory?.message}
          />
        </FieldRow>
        <FieldRow>
          <SelectField
            id={`${p}-experience`}
            label={t('admin.fields.experience')}
            registration={register('experience')}
            error={errors.experience?.message}
            options={EXPERIENCE_LEVELS.map((v) => ({ value: v, label: t(`admin.experience.${v}`) }))}
          />
          <div className="checkbox-cell">
            <CheckboxField
              id={`${p}-remote`}
              label={t('admin.fields.availableForRemote')}
              registration={register('availableForRemote')}
            />
          </div>
        </FieldRow>
        {editing ? null : (
          <TextField
            id={`${p}-password`}
            type="password"
            label={t('admin.fields.password')}
            optional
            autoComplete="new-password"
            helperText={t('admin.fields.passwordHelp')}
            registration={register('password')}
            error={errors.password?.message}
          />
        )}
      </FormLayout>
    </form>
  );
}

export function CandidateDialog({
  isOpen,
  candidate,
  onClose,
}: {
  isOpen: boolean;
  candidate: AdminCandidate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = t(candidate ? 'admin.candidates.editTitle' : 'admin.candidates.createTitle');
  // The mutations live here so the dialog knows when it is busy (no closing mid-save, see AppDialog).
  const create = useCreateCandidate();
  const update = useUpdateCandidate();
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      busy={create.isPending || update.isPending}
      title={title}
      className="app-dialog app-dialog--wide admin-dialog"
      canOutsideClickClose={false}
    >
      <CandidateForm
        key={candidate?.id ?? 'new'}
        candidate={candidate}
        onDone={onClose}
        create={create}
        update={update}
      />
    </AppDialog>
  );
}
