// An application's status history for staff: read when the row's 'History' is opened.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, PersonName } from '../../../server/contract/index.ts';
import type { ApiError } from '../../api/http.ts';
import { formatDate } from './format.ts';
import { adminKeys } from './queries.ts';
import { fullName } from './shared.tsx';
import '../applications/i18n.ts';
import './i18n.ts';

interface History {
  history: { status: ApplicationStatus; at: string; by: { name: PersonName; role: string } | null }[];
}

export function StatusHistory({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const query = useQuery<History, ApiError>({
    queryKey: [...adminKeys.all, 'applications', applicationId, 'history'],
    enabled: open,
  });
  return (
    <details className="admin-history" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('admin.mail.historyTitle')}</summary>
      <ol>
        {(query.data?.history ?? []).map((e) => {
          const status = t(`apply.status.${e.status}`);
          const date = formatDate(e.at, i18n.language);
          return (
            <li key={`${e.status}-${e.at}`}>
              {e.by
                ? t('admin.mail.historyEntry', { status, date, who: fullName(e.by.name) })
                : t('admin.mail.historyEntryNoUser', { status, date })}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
