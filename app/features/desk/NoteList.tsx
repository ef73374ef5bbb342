// Notes as the desk lists them, newest first: who sees each (internal or shared), its author and time,
// and its text; `about` adds what a note is on (a candidate's page names the application's job).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { personName, type ApplicationNote } from '../../../server/contract/index.ts';
import { formatDateTime } from './format.ts';
import './i18n.ts';
import './desk.css';

type Note = Omit<ApplicationNote, 'mine'>;

export function NoteList<N extends Note>({ notes, about }: { notes: readonly N[]; about?: (note: N) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  if (notes.length === 0) return <p className="muted">{t('desk.noNotes')}</p>;
  return (
    <ul className="desk-notes">
      {notes.map((n) => (
        <li key={n.id} data-testid="desk-note">
          <p className="desk-note__meta">
            <span className={`desk-note__tag desk-note__tag--${n.visibility}`}>{t(`desk.${n.visibility}`)}</span>{' '}
            <span className="muted">
              {n.author ? personName(lng, n.author.firstName, n.author.lastName) : t('desk.byUnknown')} ·{' '}
              {formatDateTime(n.createdAt, lng)}
            </span>
            {about ? <> · {about(n)}</> : null}
          </p>
          <p className="desk-note__text">{n.text}</p>
        </li>
      ))}
    </ul>
  );
}
