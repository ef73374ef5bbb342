// The first name + last name pair of every form that asks for a person's name (sign-up, the
// registration dialogs, contact, /account, the staff's person dialogs): one row, the shared labels,
// given-name/family-name autocomplete. The form's values name them firstName and lastName.
import { useTranslation } from 'react-i18next';
import { Field, FieldRow } from './fields.tsx';

export function NameFields({
  ids,
  own = true,
}: {
  /** The two inputs' ids: first name, last name. */
  ids: readonly [string, string];
  /** The user's own name (the browser may fill it in); false where staff type someone else's. */
  own?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FieldRow>
      <Field
        name="firstName"
        id={ids[0]}
        label={t('forms.firstName')}
        required
        autoComplete={own ? 'given-name' : 'off'}
      />
      <Field
        name="lastName"
        id={ids[1]}
        label={t('forms.lastName')}
        required
        autoComplete={own ? 'family-name' : 'off'}
      />
    </FieldRow>
  );
}
