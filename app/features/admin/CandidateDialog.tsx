// Create / Edit Candidate (PersonDialog): the contract's create schema checks the fields; edits pre-fill
// from the row.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ADMIN_DEFAULT_JOB_CATEGORY,
  EXPERIENCE_LEVELS,
  adminCandidateCreateSchema,
  type AdminCandidate,
} from '../../../server/contract/index.ts';
import { Field, FieldRow } from '../../ui/fields.tsx';
import { useCreateCandidate, useUpdateCandidate } from './mutations.ts';
import { PersonDialog } from './PersonDialog.tsx';
import './i18n.ts';

type Values = z.input<typeof adminCandidateCreateSchema>;
type Output = z.output<typeof adminCandidateCreateSchema>;

/** New candidates start in 'IT & Technology', mid level, open to remote; edits pre-fill from the row. */
function candidateDefaults(c?: AdminCandidate | null): Values {
  const r = c?.registration;
  return {
    firstName: c?.firstName ?? '',
    lastName: c?.lastName ?? '',
    email: c?.email ?? '',
    phone: r?.phone ?? '',
    currentLocation: r?.currentLocation ?? '',
    jobCategory: c ? (r?.jobCategory ?? '') : ADMIN_DEFAULT_JOB_CATEGORY,
    experience: r?.experience ?? 'mid',
    availableForRemote: r?.availableForRemote ?? true,
    password: '',
  };
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
  const create = useCreateCandidate();
  const update = useUpdateCandidate();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(adminCandidateCreateSchema),
    defaultValues: candidateDefaults(candidate),
  });
  return (
    <PersonDialog
      kind="candidates"
      editing={candidate !== null}
      ids={['cc', 'ec']}
      isOpen={isOpen}
      onClose={onClose}
      form={form}
      values={candidateDefaults(candidate)}
      save={({ password, ...fields }) =>
        candidate
          ? update.mutateAsync({ id: candidate.id, input: fields })
          : create.mutateAsync(password ? { ...fields, password } : fields)
      }
      wide
      besideEmail={(p) => (
        <Field name="phone" id={`${p}-phone`} type="tel" label={t('admin.fields.phone')} optional autoComplete="off" />
      )}
    >
      {(p) => (
        <>
          <FieldRow>
            <Field
              name="currentLocation"
              id={`${p}-location`}
              label={t('admin.fields.currentLocation')}
              required
              placeholder={t('admin.fields.currentLocationPlaceholder')}
            />
            <Field name="jobCategory" id={`${p}-category`} label={t('admin.fields.jobCategory')} required />
          </FieldRow>
          <FieldRow>
            <Field
              name="experience"
              id={`${p}-experience`}
              type="select"
              label={t('admin.fields.experience')}
              options={EXPERIENCE_LEVELS.map((v) => ({ value: v, label: t(`admin.experience.${v}`) }))}
            />
            <div className="checkbox-cell">
              <Field
                name="availableForRemote"
                id={`${p}-remote`}
                type="checkbox"
                label={t('admin.fields.availableForRemote')}
              />
            </div>
          </FieldRow>
        </>
      )}
    </PersonDialog>
  );
}
