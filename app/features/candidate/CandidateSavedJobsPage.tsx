// /candidate/saved: the candidate's saved jobs, read from the device's copy (so it works offline) and
// brought up to date with the account when the page opens. A saved job that has left the public list
// stays, from the snapshot kept when it was saved, marked 'No longer available'.
import { Button, Card, NonIdealState, Tag } from '@blueprintjs/core';
import { BookmarkIcon, CalendarIcon, MapMarkerIcon, OfficeIcon, TrashIcon } from '@blueprintjs/icons';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEnsureSynced } from '../../offline/hooks.ts';
import { syncSavedJobs, toggleSaved, useSavedJobs } from '../../offline/saved.ts';
import { db } from '../../offline/db.ts';
import { readJobsByIds } from '../../offline/jobStore.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { CardSkeletons } from '../../ui/PageStates.tsx';
import { notify } from '../../ui/toaster.tsx';
import { JobCard } from '../jobs/JobCard.tsx';
import { formatDate } from '../jobs/format.ts';
import { CandidateArea } from './CandidateArea.tsx';
import '../applications/applications.css';
import './i18n.ts';
import '../../ui/blueprint.ts';

export default function CandidateSavedJobsPage() {
  const { t, i18n } = useTranslation();
  useEnsureSynced('jobs');
  const saved = useSavedJobs();
  const ids = saved?.map((s) => s.jobId).join(',') ?? '';
  // The saved jobs still on the public list, by id (the others show their snapshot).
  const live = useLiveQuery(
    async () => new Map((await readJobsByIds(db, ids ? ids.split(',').map(Number) : [])).map((j) => [j.id, j])),
    [ids],
  );
  useEffect(() => {
    syncSavedJobs().catch((err: unknown) => console.warn('Saved jobs shown from this device', err));
  }, []);

  const remove = (job: { id: number; title: string; company: string; slug: string; location: string }) => {
    toggleSaved(job, true).catch((err: unknown) => {
      console.error('Removing the saved job failed', err);
      notify({ intent: 'danger', title: t('forms.errorTitle'), message: t('forms.errorMessage') });
    });
  };

  let body: React.JSX.Element;
  if (saved === undefined || live === undefined) {
    body = <CardSkeletons count={3} label={t('candidate.saved.loading')} />;
  } else if (saved.length === 0) {
    body = (
      <Card className="dash-empty job-card">
        <NonIdealState
          icon={<BookmarkIcon size={40} />}
          title={t('candidate.saved.emptyTitle')}
          description={t('candidate.saved.emptyText')}
          action={
            <ButtonLink to="/candidate/jobs" intent="primary">
              {t('candidate.saved.browseJobs')}
            </ButtonLink>
          }
        />
      </Card>
    );
  } else {
    body = (
      <div className="job-list">
        {saved.map((row) => {
          const job = live.get(row.jobId);
          const snapshot = {
            id: row.jobId,
            title: job?.title ?? row.title ?? `#${row.jobId}`,
            company: job?.company ?? row.company ?? '',
            slug: job?.slug ?? row.slug ?? '',
            location: job?.location ?? row.location ?? '',
          };
          const removeButton = (
            <Button
              variant="outlined"
              icon={<TrashIcon />}
              text={t('candidate.saved.remove')}
              aria-label={t('candidate.saved.removeLabel', { title: snapshot.title })}
              onClick={() => remove(snapshot)}
            />
          );
          if (job)
            return (
              <JobCard
                key={row.jobId}
                job={job}
                actions={
                  <div className="cand-job-actions">
                    <ButtonLink to={`/jobs/${job.slug}`} minimal>
                      {t('candidate.saved.viewJob')}
                    </ButtonLink>
                    {removeButton}
                  </div>
                }
              />
            );
          const headingId = `saved-${row.jobId}-title`;
          return (
            <Card key={row.jobId} className="job-card is-unavailable" role="article" aria-labelledby={headingId}>
              <div className="job-card__top">
                <div>
                  <h2 id={headingId} className="job-card__title">
                    {snapshot.title}
                  </h2>
                  <ul className="job-meta">
                    {snapshot.company ? (
                      <li>
                        <OfficeIcon size={14} aria-hidden /> {snapshot.company}
                      </li>
                    ) : null}
                    {snapshot.location ? (
                      <li>
                        <MapMarkerIcon size={14} aria-hidden /> {snapshot.location}
                      </li>
                    ) : null}
                  </ul>
                </div>
                <Tag minimal round className="inactive-tag">
                  {t('candidate.saved.unavailable')}
                </Tag>
              </div>
              <div className="app-card__bottom">
                <span className="muted job-card__posted">
                  <CalendarIcon size={14} aria-hidden />{' '}
                  {t('candidate.saved.savedOn', { date: formatDate(row.savedAt, i18n.language) })}
                </span>
                <div className="cand-job-actions">{removeButton}</div>
              </div>
            </Card>
          );
        })}
      </div>
    );
  }

  return (
    <CandidateArea title={t('areas.candidateSaved')}>
      <p className="muted">
        {t('candidate.saved.intro')} <Link to="/candidate/jobs">{t('areas.candidateJobs')}</Link>
      </p>
      {body}
    </CandidateArea>
  );
}
