// The line every form that takes personal data shows beside its submit button: a link to the Privacy
// Statement (/privacy). The text is one translation with a <privacy>…</privacy> part that becomes the link.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TranslationKey } from '../i18n/index.ts';

/** The text with its <privacy>…</privacy> part as the link (without react-i18next's Trans, which would bring
 * an HTML parser onto a public page's first load for this one line). */
export function PrivacyLink({ text, newTab }: { text: string; newTab?: boolean }) {
  const match = /^(.*)<privacy>(.*)<\/privacy>(.*)$/s.exec(text);
  if (!match) return text;
  return (
    <>
      {match[1]}
      <Link to="/privacy" {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
        {match[2]}
      </Link>
      {match[3]}
    </>
  );
}

/** The note under a form's fields. A form in a dialog opens the statement in a new tab, keeping what was typed. */
export function PrivacyNote({
  textKey = 'forms.privacyNote',
  inDialog,
}: {
  textKey?: TranslationKey;
  inDialog?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <p className="privacy-note muted">
      <PrivacyLink text={t(textKey)} newTab={inDialog} />
    </p>
  );
}
