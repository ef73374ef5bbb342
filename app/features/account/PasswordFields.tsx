// A new password and its confirmation, as /account's password change and /reset-password ask for them
// (the sign-up rules and messages come from the form's schema; the values are password and confirmPassword).
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/fields.tsx';
import './i18n.ts';

export function PasswordFields({
  ids,
}: {
  /** The two inputs' ids: the new password, its confirmation. */ ids: readonly [string, string];
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        name="password"
        id={ids[0]}
        type="password"
        label={t('account.newPassword')}
        required
        autoComplete="new-password"
      />
      <Field
        name="confirmPassword"
        id={ids[1]}
        type="password"
        label={t('account.confirmPassword')}
        required
        autoComplete="new-password"
      />
    </>
  );
}
