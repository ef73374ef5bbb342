// The first name + last name pair of every form that asks for a person's name (sign-up, the
// registration dialogs, contact, /account, the staff's person dialogs): one row in the order of the
// interface language, the shared labels, given-name/family-name autocomplete. The form's values name them firstName and lastName.
import { useTranslation } from 'react-i18next';
import { familyNameFirst } from '../../server/contract/names.ts';
import { EmailField, Field, FieldRow } from './fields.tsx';

export function NameFields({
  ids,
  own = true,
}: {
  /** The two inputs' ids: first name, last name. */
  ids: readonly [string, string];
  /** The user's own name (the browser may fill it in); false where staff type someone else's. */
  own?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const first = (
    <Field
      key="first"
      name="firstName"
      id={ids[0]}
      label={t('forms.firstName')}
      required
      autoComplete={own ? 'given-name' : 'off'}
    />
  );
  const last = (
    <Field
      key="last"
      name="lastName"
      id={ids[1]}
      label={t('forms.lastName')}
      required
      autoComplete={own ? 'family-name' : 'off'}
    />
  );
  // Asked in the order the language writes a name: a Hungarian form asks for the family name first.
  return <FieldRow>{familyNameFirst(i18n.language) ? [last, first] : [first, last]}</FieldRow>;
}

/** The e-mail (required) + phone (optional) pair of every public form that asks how to reach a person
 * (the registration dialogs, contact, an employer's request): one row, the shared labels and hints. */
export function EmailPhoneFields({
  ids,
}: {
  /** The two inputs' ids: e-mail, phone. */ ids: readonly [string, string];
}) {
  const { t } = useTranslation();
  return (
    <FieldRow>
      <EmailField id={ids[0]} />
      <Field
        id={ids[1]}
        type="tel"
        label={t('forms.phone')}
        optional
        autoComplete="tel"
        placeholder={t('forms.phonePlaceholder')}
        name="phone"
      />
    </FieldRow>
  );
}
