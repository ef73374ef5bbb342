// The first name + last name pair of every form that asks for a person's name (sign-up, the
// registration dialogs, contact, /account, the staff's candidate and employer dialogs): one row, the
// shared labels, given-name/family-name autocomplete. Light on purpose: public forms import it.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldRow, TextField } from './fields.tsx';

interface Names {
  firstName: string;
  lastName: string;
}

export function NameFields<F extends Names>({
  ids,
  register,
  errors,
  own = true,
}: {
  /** The two inputs' ids: first name, last name. */
  ids: readonly [string, string];
  /** The user's own name (the browser may fill it in); false where staff type someone else's. */
  own?: boolean;
  register: UseFormRegister<F>;
  errors: FieldErrors<F>;
}) {
  const { t } = useTranslation();
  const reg = register as unknown as UseFormRegister<Names>;
  const err = errors as FieldErrors<Names>;
  return (
    <FieldRow>
      <TextField
        id={ids[0]}
        label={t('forms.firstName')}
        required
        autoComplete={own ? 'given-name' : 'off'}
        registration={reg('firstName')}
        error={err.firstName?.message}
      />
      <TextField
        id={ids[1]}
        label={t('forms.lastName')}
        required
        autoComplete={own ? 'family-name' : 'off'}
        registration={reg('lastName')}
        error={err.lastName?.message}
      />
    </FieldRow>
  );
}
