// A new password and its confirmation, as /account's password change and /reset-password ask for them
// (the sign-up rules and messages come from the form's schema).
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/fields.tsx';
import './i18n.ts';

interface NewPassword {
  password: string;
  confirmPassword: string;
}

export function PasswordFields<F extends NewPassword>({
  ids,
  register,
  errors,
}: {
  /** The two inputs' ids: the new password, its confirmation. */
  ids: readonly [string, string];
  register: UseFormRegister<F>;
  errors: FieldErrors<F>;
}) {
  const { t } = useTranslation();
  const reg = register as unknown as UseFormRegister<NewPassword>;
  const err = errors as FieldErrors<NewPassword>;
  return (
    <>
      <TextField
        id={ids[0]}
        type="password"
        label={t('account.newPassword')}
        required
        autoComplete="new-password"
        registration={reg('password')}
        error={err.password?.message}
      />
      <TextField
        id={ids[1]}
        type="password"
        label={t('account.confirmPassword')}
        required
        autoComplete="new-password"
        registration={reg('confirmPassword')}
        error={err.confirmPassword?.message}
      />
    </>
  );
}
