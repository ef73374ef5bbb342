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
      <Field
        id={ids[0]}
        type="email"
        label={t('forms.email')}
        required
        autoComplete="email"
        placeholder={t('forms.emailPlaceholder')}
        name="email"
      />
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
