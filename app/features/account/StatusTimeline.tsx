// The dated status history of one of the candidate's applications, under its card on My
// Applications. One read serves every card; without a network (or before it answers) nothing is shown.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '../../../server/contract/index.ts';
import type { ApiError } from '../../api/http.ts';
import { formatDate } from '../jobs/format.ts';
import '../applications/i18n.ts';
import './i18n.ts';

interface History {
  history: Record<string, { status: ApplicationStatus; at: string }[]>;
}

const APPLICATION_HISTORY_KEY = ['/api', 'candidate', 'application-history'] as const;

export function StatusTimeline({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useTranslation();
  const query = useQuery<History, ApiError>({ queryKey: APPLICATION_HISTORY_KEY });
  const entries = query.data?.history[String(applicationId)] ?? [];
  if (entries.length === 0) return null;
  return (
    <details className="app-card__notes status-timeline">
      <summary>{t('account.timelineTitle')}</summary>
      <ol>
        {entries.map((e) => (
          <li key={`${e.status}-${e.at}`}>
            <time dateTime={e.at}>
              {t('account.timelineEntry', {
                status: t(`apply.status.${e.status}`),
                date: formatDate(e.at, i18n.language),
              })}
            </time>
          </li>
        ))}
      </ol>
    </details>
  );
}
