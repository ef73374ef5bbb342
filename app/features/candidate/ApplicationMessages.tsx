// The messages sent to the candidate about one application: under the application in My
// Applications, oldest first, each dated in the page's language. The mail they got is a copy of these.
// Nothing shows while loading, offline or when there are none.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../desk/format.ts';
import { useCandidateMessages } from '../desk/messageQueries.ts';
import '../desk/i18n.ts';
import '../desk/desk.css';

export function ApplicationMessages({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useTranslation();
  const messages = (useCandidateMessages().data ?? []).filter((m) => m.applicationId === applicationId);
  if (messages.length === 0) return null;
  const headingId = `app-${applicationId}-messages`;
  return (
    <section className="app-messages" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('desk.inbox.title')}</h4>
      <ol>
        {messages.map((m) => (
          <li key={m.id} data-testid="application-message" lang={m.language}>
            <p className="app-messages__subject">{m.subject}</p>
            <p className="muted">
              <time dateTime={m.sentAt}>{t('desk.inbox.sent', { date: formatDateTime(m.sentAt, i18n.language) })}</time>
            </p>
            <p className="app-messages__body">{m.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
