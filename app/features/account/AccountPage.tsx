// /account (candidates and employers): names, phone (and an employer's company), the language of their
// mails, whether they want notifications, the sign-in address, a candidate's CV, a password change
// (which signs out every other session), and their data: download it or delete the account.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card } from '@blueprintjs/core';
import { FloppyDiskIcon, KeyIcon } from '@blueprintjs/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  LANGUAGES,
  accountUpdateSchema,
  passwordChangeSchema,
  type Account,
  type AccountUpdateInput,
} from '../../../server/contract/index.ts';
import { ApiError, sendJson } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { AreaLayout } from '../../ui/AreaLayout.tsx';
import { Field } from '../../ui/fields.tsx';
import { NameFields } from '../../ui/NameFields.tsx';
import { SkillsInput } from '../../ui/SkillsInput.tsx';
import { CardSkeletons } from '../../ui/PageStates.tsx';
import { notify } from '../../ui/toaster.tsx';
import { useCurrentUser } from '../auth/queries.ts';
import { ACCOUNT_KEY, CvCard, EmailCard, PrivacyCard } from './AccountExtras.tsx';
import { JobAlertsSection } from '../alerts/JobAlertsSection.tsx';
import { PasswordFields } from './PasswordFields.tsx';
import './i18n.ts';

interface AccountAnswer {
  ok: true;
  data: { account: Account };
}

/** A refusal of the skills, shown under them (the others go to the toast). */
const skillProblem = (code: string | null) =>
  code && ['skillInvalid', 'skillTooLong', 'tooManySkills'].includes(code) ? code : undefined;
const failure = (err: unknown) => (err instanceof ApiError && err.status !== 0 ? err.code : null);

function DetailsForm({ account, employer }: { account: Account; employer: boolean }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: (input: z.output<typeof accountUpdateSchema>) => sendJson<AccountAnswer>('PUT', '/api/account', input),
    onSuccess: (res) => {
      qc.setQueryData(ACCOUNT_KEY, res);
      void qc.invalidateQueries({ queryKey: ['/api', 'auth', 'me'] });
      if (res.data.account.language !== i18n.language) void i18n.changeLanguage(res.data.account.language);
      notify({ intent: 'success', title: t('account.saved') });
    },
    onError: (err) => notify({ intent: 'danger', title: t('account.saveFailed'), message: codeText(t, failure(err)) }),
  });
  const [skills, setSkills] = useState<string[]>(account.skills);
  const form = useForm<AccountUpdateInput, unknown, z.output<typeof accountUpdateSchema>>({
    resolver: zodResolver(accountUpdateSchema),
    defaultValues: {
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone ?? '',
      language: account.language,
      notifications: account.notifications,
      ...(employer ? { companyName: account.companyName ?? '' } : {}),
    },
  });
  const { handleSubmit } = form;
  return (
    <Card className="account-card">
      <h2>{t('account.detailsTitle')}</h2>
      <p className="muted">{account.email}</p>
      <FormProvider {...form}>
        <form onSubmit={handleSubmit((v) => save.mutate(employer ? v : { ...v, skills }))} noValidate className="form">
          <NameFields ids={['account-first-name', 'account-last-name']} />
          {employer && (
            <Field
              id="account-company"
              label={t('account.companyName')}
              required
              autoComplete="organization"
              name="companyName"
            />
          )}
          <Field id="account-phone" type="tel" label={t('forms.phone')} optional autoComplete="tel" name="phone" />
          {employer ? null : (
            <SkillsInput
              id="account-skills"
              value={skills}
              onChange={setSkills}
              error={skillProblem(failure(save.error))}
            />
          )}
          <Field
            type="select"
            id="account-language"
            label={t('account.language')}
            options={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
            name="language"
          />
          <Field type="checkbox" id="account-notifications" label={t('account.notifications')} name="notifications" />
          <Button
            type="submit"
            intent="primary"
            icon={<FloppyDiskIcon />}
            disabled={save.isPending}
            text={save.isPending ? t('common.submitting') : t('account.save')}
          />
        </form>
      </FormProvider>
    </Card>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const change = useMutation({
    mutationFn: (input: z.output<typeof passwordChangeSchema>) => sendJson('POST', '/api/account/password', input),
  });
  const form = useForm<z.input<typeof passwordChangeSchema>, unknown, z.output<typeof passwordChangeSchema>>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { handleSubmit, reset, setError } = form;
  const onSubmit = (input: z.output<typeof passwordChangeSchema>) =>
    change.mutate(input, {
      onSuccess: () => {
        reset();
        notify({ intent: 'success', title: t('account.passwordChanged') });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.fields.currentPassword)
          setError('currentPassword', { message: err.fields.currentPassword });
        else notify({ intent: 'danger', title: t('account.passwordFailed'), message: codeText(t, failure(err)) });
      },
    });
  return (
    <Card className="account-card">
      <h2>{t('account.passwordTitle')}</h2>
      <FormProvider {...form}>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="form">
          <Field
            id="account-current-password"
            type="password"
            label={t('account.currentPassword')}
            required
            autoComplete="current-password"
            name="currentPassword"
          />
          <PasswordFields ids={['account-new-password', 'account-confirm-password']} />
          <Button
            type="submit"
            icon={<KeyIcon />}
            disabled={change.isPending}
            text={change.isPending ? t('common.submitting') : t('account.changePassword')}
          />
        </form>
      </FormProvider>
    </Card>
  );
}

export default function AccountPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const account = useQuery<AccountAnswer, ApiError>({ queryKey: ACCOUNT_KEY });
  const area = user?.role === 'employer' ? 'employer' : 'candidate';
  return (
    <AreaLayout area={area} title={t('account.pageTitle')}>
      <div className="account-page">
        {account.data ? (
          <>
            <DetailsForm account={account.data.data.account} employer={area === 'employer'} />
            <EmailCard account={account.data.data.account} />
            {area === 'candidate' && <CvCard cv={account.data.data.account.cv} />}
          </>
        ) : (
          <CardSkeletons count={1} label={t('account.loading')} />
        )}
        <PasswordForm />
        <JobAlertsSection />
        <PrivacyCard />
      </div>
    </AreaLayout>
  );
}
