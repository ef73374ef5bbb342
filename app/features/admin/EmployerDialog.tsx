// Create / Edit Employer: names, email and company name; a password (at least 8 when
// given) only on create. Pre-fills from the row on edit; the toasts come from mutations.ts.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { adminEmployerCreateSchema, type AdminEmployer } from '../../../server/contract/index.ts';
import { FieldRow, TextField } from '../../ui/fields.tsx';
import { NameFields } from '../../ui/NameFields.tsx';
import { FormLayout } from '../../ui/FormLayout.tsx';
import { applyServerFieldErrors } from '../../ui/forms.ts';
import { useCreateEmployer, useUpdateEmployer } from './mutations.ts';
import './i18n.ts';
import { AppDialog } from '../../ui/AppDialog.tsx';
import '../../ui/blueprint.ts';

type Values = z.input<typeof adminEmployerCreateSchema>;
type Output = z.output<typeof adminEmployerCreateSchema>;
const FIELDS = ['firstName', 'lastName', 'email', 'companyName', 'password'] as const;

function employerDefaults(e?: AdminEmployer | null): Values {
  return {
    firstName: e?.firstName ?? '',
    lastName: e?.lastName ?? '',
    email: e?.email ?? '',
    companyName: e?.request?.companyName ?? '',
    password: '',
  };
}

function EmployerForm({
  employer,
  onDone,
  create,
  update,
}: {
  employer: AdminEmployer | null;
  onDone: () => void;
  create: ReturnType<typeof useCreateEmployer>;
  update: ReturnType<typeof useUpdateEmployer>;
}) {
  const { t } = useTranslation();
  const editing = employer !== null;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(adminEmployerCreateSchema),
    defaultValues: employerDefaults(employer),
  });
  useEffect(() => setFocus('firstName'), [setFocus]);
  const pending = create.isPending || update.isPending;

  const onError = (err: unknown) => applyServerFieldErrors(err, setError, FIELDS);
  const onSubmit = handleSubmit(({ password, ...fields }) => {
    if (employer) update.mutate({ id: employer.id, input: fields }, { onSuccess: onDone, onError });
    else create.mutate(password ? { ...fields, password } : fields, { onSuccess: onDone, onError });
  });

  const submitText = pending
    ? t(editing ? 'admin.common.updating' : 'admin.common.creating')
    : t(editing ? 'admin.employers.update' : 'admin.employers.create');
  const actions = (
    <>
      <Button text={t('admin.common.cancel')} onClick={onDone} />
      <Button type="submit" intent="primary" disabled={pending} text={submitText} />
    </>
  );
  const p = editing ? 'ee' : 'ce';
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
            id={`${p}-company`}
            label={t('admin.fields.companyName')}
            required
            autoComplete="off"
            registration={register('companyName')}
            error={errors.companyName?.message}
          />
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

export function EmployerDialog({
  isOpen,
  employer,
  onClose,
}: {
  isOpen: boolean;
  employer: AdminEmployer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = t(employer ? 'admin.employers.editTitle' : 'admin.employers.createTitle');
  // The mutations live here so the dialog knows when it is busy (no closing mid-save, see AppDialog).
  const create = useCreateEmployer();
  const update = useUpdateEmployer();
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      busy={create.isPending || update.isPending}
      title={title}
      className="app-dialog admin-dialog"
      canOutsideClickClose={false}
    >
      <EmployerForm key={employer?.id ?? 'new'} employer={employer} onDone={onClose} create={create} update={update} />
    </AppDialog>
  );
}
