// Candidate registration modal: account + profile + optional CV (.pdf, .doc, .docx).
// Success: toast, form reset, dialog closed, user refreshed, then after about 1 s the page's safe `?next=`
// or /candidate/jobs.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EXPERIENCE_LEVELS, REGISTRATION_CATEGORIES, REGISTRATION_LOCATIONS } from '../../../server/contract/index.ts';
import { CvField, Field, FieldRow } from '../../ui/fields.tsx';
import { EmailPhoneFields, NameFields } from '../../ui/NameFields.tsx';
import { SkillsInput } from '../../ui/SkillsInput.tsx';
import { safeReturnPath } from '../auth/returnPath.ts';
import { useCandidateRegistration } from './mutations.ts';
import { candidateAccountFormSchema, type CandidateAccountForm, type CandidateAccountValues } from './schemas.ts';
import { SignInInstead, saveRegistration } from './shared.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import '../../ui/blueprint.ts';
import './i18n.ts';

const DEFAULTS: CandidateAccountForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  currentLocation: '' as CandidateAccountForm['currentLocation'],
  jobCategory: '' as CandidateAccountForm['jobCategory'],
  experience: 'mid',
  availableForRemote: true,
  cv: null,
  password: '',
  confirmPassword: '',
};

export default function CandidateRegistrationDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const registration = useCandidateRegistration();
  const [skills, setSkills] = useState<string[]>([]);
  const form = useForm<CandidateAccountForm, unknown, CandidateAccountValues>({
    resolver: zodResolver(candidateAccountFormSchema),
    defaultValues: DEFAULTS,
  });

  const save = (values: CandidateAccountValues) =>
    saveRegistration(t, () => registration.mutateAsync({ ...values, skills }), {
      success: t('registration.candidateSuccess'),
      clear: () => {
        form.reset(DEFAULTS);
        setSkills([]);
        onClose();
      },
      next: () => void navigate(safeReturnPath(params.get('next'), 'candidate')),
    });

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('registration.candidateTitle')}
      form={form}
      onSubmit={save}
      submitText={t('registration.submit')}
      privacy
    >
      <p className="dialog-intro">{t('registration.candidateIntro')}</p>
      <h3 className="form-section-title">{t('registration.profileHeading')}</h3>
      <NameFields ids={['cr-first', 'cr-last']} />
      <EmailPhoneFields ids={['cr-email', 'cr-phone']} />
      <FieldRow>
        <Field
          type="select"
          id="cr-location"
          label={t('registration.currentLocation')}
          required
          placeholder={t('forms.selectPlaceholder')}
          name="currentLocation"
          options={REGISTRATION_LOCATIONS.map((v) => ({ value: v, label: t(`options.registrationLocation.${v}`) }))}
        />
        <Field
          type="select"
          id="cr-category"
          label={t('registration.jobCategory')}
          required
          placeholder={t('forms.selectPlaceholder')}
          name="jobCategory"
          options={REGISTRATION_CATEGORIES.map((v) => ({
            value: v,
            label: t(`options.registrationCategory.${v}`),
          }))}
        />
      </FieldRow>
      <FieldRow>
        <Field
          type="select"
          id="cr-experience"
          label={t('registration.experience')}
          name="experience"
          options={EXPERIENCE_LEVELS.map((v) => ({ value: v, label: t(`options.experience.${v}`) }))}
        />
        <div className="checkbox-cell">
          <Field type="checkbox" id="cr-remote" label={t('registration.remote')} name="availableForRemote" />
        </div>
      </FieldRow>
      <SkillsInput id="cr-skills" value={skills} onChange={setSkills} />
      <CvField id="cr-cv" name="cv" label={t('registration.cv')} optional />
      <h3 className="form-section-title">{t('registration.accountHeading')}</h3>
      <FieldRow>
        <Field
          id="cr-password"
          type="password"
          label={t('forms.password')}
          required
          autoComplete="new-password"
          name="password"
        />
        <Field
          id="cr-confirm"
          type="password"
          label={t('forms.confirmPassword')}
          required
          autoComplete="new-password"
          name="confirmPassword"
        />
      </FieldRow>
      <SignInInstead to="/candidate/login" onNavigate={onClose} />
    </FormDialog>
  );
}
