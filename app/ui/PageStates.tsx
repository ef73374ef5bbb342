// Shared loading / error / offline states and page headers.
import { Callout, Card, NonIdealState, SKELETON, Spinner } from './kit/kit.tsx';
import { OfflineIcon, ErrorIcon } from './kit/icons.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '../i18n/intl.ts';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status">
      <Spinner size={32} />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

export function ErrorState({ title, message, action }: { title: string; message: string; action?: React.JSX.Element }) {
  return (
    <div className="state-block" role="alert">
      <NonIdealState icon={<ErrorIcon size={40} />} title={title} description={message} action={action} />
    </div>
  );
}

/** Placeholder cards while data loads (5 on the job list). */
export function CardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div className="skeleton-list" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className="job-card job-card--skeleton" data-testid="job-skeleton">
          <div className={`${SKELETON} sk-line sk-line--title`} />
          <div className={`${SKELETON} sk-line sk-line--meta`} />
          <div className={`${SKELETON} sk-line`} />
          <div className={`${SKELETON} sk-line sk-line--short`} />
        </Card>
      ))}
    </div>
  );
}

export function TextSkeleton({ lines = 8, label }: { lines?: number; label: string }) {
  return (
    <div className="text-skeleton" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: lines }, (_, i) => (
        <div
          key={i}
          className={`${SKELETON} sk-line ${i === 0 ? 'sk-line--title' : i % 4 === 3 ? 'sk-line--short' : ''}`}
        />
      ))}
    </div>
  );
}

/** Shown when the network is down and the page is served from this device. */
export function OfflineNotice({ syncedAt }: { syncedAt: string | null | undefined }) {
  const { t, i18n } = useTranslation();
  const time = syncedAt
    ? dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(syncedAt))
    : null;
  return (
    <Callout className="offline-notice" intent="warning" icon={<OfflineIcon />} title={t('offline.title')}>
      {time ? t('offline.lastSynced', { time }) : t('offline.neverSynced')}
    </Callout>
  );
}

export function PageHeader({
  title,
  description,
  eyebrow,
  children,
}: {
  title: string;
  description?: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {description ? <p className="lead">{description}</p> : null}
        {children}
      </div>
    </header>
  );
}
