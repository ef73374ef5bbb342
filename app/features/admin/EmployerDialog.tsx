// Create / Edit Employer: names, email and company name (PersonDialog); pre-fills from the row on edit.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { adminEmployerCreateSchema, type AdminEmployer } from '../../../server/contract/index.ts';
import { Field } from '../../ui/fields.tsx';
import { useCreateEmployer, useUpdateEmployer } from './mutations.ts';
import { PersonDialog } from './PersonDialog.tsx';
import './i18n.ts';

type Values = z.input<typeof adminEmployerCreateSchema>;
type Output = z.output<typeof adminEmployerCreateSchema>;

function employerDefaults(e?: AdminEmployer | null): Values {
  return {
    firstName: e?.firstName ?? '',
    lastName: e?.lastName ?? '',
    email: e?.email ?? '',
    companyName: e?.request?.companyName ?? '',
    password: '',
  };
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
  const create = useCreateEmployer();
  const update = useUpdateEmployer();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(adminEmployerCreateSchema),
    defaultValues: employerDefaults(employer),
  });
  return (
    <PersonDialog
      kind="employers"
      editing={employer !== null}
      ids={['ce', 'ee']}
      isOpen={isOpen}
      onClose={onClose}
      form={form}
      values={employerDefaults(employer)}
      save={({ password, ...fields }) =>
        employer
          ? update.mutateAsync({ id: employer.id, input: fields })
          : create.mutateAsync(password ? { ...fields, password } : fields)
      }
      besideEmail={(p) => (
        <Field
          name="companyName"
          id={`${p}-company`}
          label={t('admin.fields.companyName')}
          required
          autoComplete="off"
        />
      )}
    />
  );
}
