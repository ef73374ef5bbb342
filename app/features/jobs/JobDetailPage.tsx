// /jobs/{slug}: details, requirements, skills, a sticky apply card, JobPosting JSON-LD and
// the not-found state. Reads the job stored on this device, so it also opens offline.
import { Button, Card, Tag } from '@blueprintjs/core';
import { ArrowLeftIcon, BriefcaseIcon, CalendarIcon, MapMarkerIcon, OfficeIcon, TickIcon } from '@blueprintjs/icons';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useCurrentUser } from '../auth/queries.ts';
import { useEnsureSynced, useOnline, useStoredJob, useSyncMeta, useSyncStatus } from '../../offline/hooks.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { ErrorState, OfflineNotice, TextSkeleton } from '../../ui/PageStates.tsx';
import { notify } from '../../ui/toaster.tsx';
import { SITE_ORIGIN, useDocumentMeta } from '../../ui/useDocumentMeta.ts';
import { formatDate, formatSalary, jobCategoryLabel, jobTypeLabel } from './format.ts';
import { jobPostingJsonLd } from '../../../server/contract/jsonLd.ts';
import { SaveJobButton } from './SaveJobButton.tsx';
import { useSavedJobIds } from '../../offline/saved.ts';
import { syncState } from '../../offline/sync.ts';

const excerpt = (text: string, max = 155) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export default function JobDetailPage() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  useEnsureSynced('jobs');
  const job = useStoredJob(slug);
  const status = useSyncStatus('jobs');
  const meta = useSyncMeta('jobs');
  const online = useOnline();
  const { user, isChecking } = useCurrentUser();
  const saved = useSavedJobIds();

  // Not stored here: the job may be newer than this device's last pull (a shared link). Pull once more
  // before saying it does not exist.
  const [recheckedSlug, setRecheckedSlug] = useState<string | null>(null);
  const mayRecheck = job === null && status === 'ok' && online && recheckedSlug !== slug;
  // Page stays "loading" until that pull has finished; the ref keeps one pull per slug.
  const recheckStarted = useRef<string | null>(null);
  useEffect(() => {
    if (!mayRecheck || recheckStarted.current === slug) return;
    recheckStarted.current = slug;
    void syncState.run('jobs').finally(() => setRecheckedSlug(slug));
  }, [mayRecheck, slug]);

  const loading = job === undefined || mayRecheck || (job === null && (status === 'idle' || status === 'syncing'));
  useDocumentMeta({
    title: job ? `${job.title} – ${job.company}` : loading ? t('meta.jobsTitle') : t('jobDetail.notFoundTitle'),
    description: job ? excerpt(job.description) : undefined,
    canonicalPath: job ? `/jobs/${job.slug}` : undefined,
    jsonLd: job ? jobPostingJsonLd(job, SITE_ORIGIN) : null,
  });

  const apply = () => {
    if (!job || isChecking) return;
    if (!user) {
      notify({ intent: 'warning', title: t('jobDetail.authRequiredTitle'), message: t('jobDetail.authRequiredText') });
      void navigate('/login');
      return;
    }
    if (user.role !== 'candidate') {
      notify({ intent: 'danger', title: t('jobDetail.accessDeniedTitle'), message: t('jobDetail.accessDeniedText') });
      return;
    }
    void navigate(`/candidate/jobs?apply=${job.id}`);
  };

  const back = (
    <Link to="/jobs" className="back-link">
      <ArrowLeftIcon size={14} aria-hidden /> {t('jobDetail.backToJobs')}
    </Link>
  );

  if (loading) {
    return (
      <div className="container page-section">
        {back}
        <TextSkeleton label={t('jobDetail.loading')} lines={10} />
      </div>
    );
  }
  if (!job) {
    return (
      <div className="container page-section">
        {!online ? <OfflineNotice syncedAt={meta?.syncedAt} /> : null}
        <ErrorState
          title={t('jobDetail.notFoundTitle')}
          message={t('jobDetail.notFoundText')}
          action={
            <ButtonLink to="/jobs" intent="primary" icon={<ArrowLeftIcon />}>
              {t('jobDetail.backToJobs')}
            </ButtonLink>
          }
        />
      </div>
    );
  }

  const salary = formatSalary(t, job.salary);
  return (
    <div className="container page-section job-detail">
      {back}
      {!online ? <OfflineNotice syncedAt={meta?.syncedAt} /> : null}
      <div className="job-detail__grid">
        <article className="job-detail__main">
          <header className="job-detail__header">
            <h1>{job.title}</h1>
            <ul className="job-meta job-meta--large">
              <li>
                <OfficeIcon aria-hidden /> {job.company}
              </li>
              <li>
                <MapMarkerIcon aria-hidden /> {job.location}
              </li>
              <li>
                <BriefcaseIcon aria-hidden /> {jobTypeLabel(t, job.type)}
              </li>
              <li>
                <CalendarIcon aria-hidden /> {t('jobDetail.posted', { date: formatDate(job.createdAt, i18n.language) })}
              </li>
            </ul>
            <div className="job-detail__tags">
              {salary ? (
                <Tag className="salary-badge" large round intent="success" minimal>
                  {salary}
                </Tag>
              ) : null}
              <Tag large round minimal>
                {jobCategoryLabel(t, job.category)}
              </Tag>
              {job.startDate ? (
                <Tag large round minimal>
                  {t('jobDetail.startDate', { date: formatDate(job.startDate, i18n.language) })}
                </Tag>
              ) : null}
            </div>
          </header>
          <Card className="content-card">
            <h2>{t('jobDetail.description')}</h2>
            {job.description.split(/\n{2,}/).map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          </Card>
          {job.requirements.length > 0 ? (
            <Card className="content-card">
              <h2>{t('jobDetail.requirements')}</h2>
              <ul className="check-list">
                {job.requirements.map((r, i) => (
                  <li key={i}>
                    <TickIcon className="check-icon" aria-hidden /> <span>{r}</span>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          {job.skills.length > 0 ? (
            <Card className="content-card">
              <h2>{t('jobDetail.skills')}</h2>
              <ul className="skill-list">
                {job.skills.map((s) => (
                  <li key={s}>
                    <Tag large round minimal intent="primary">
                      {s}
                    </Tag>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
        </article>
        <aside className="job-detail__aside" aria-labelledby="apply-title">
          <Card className="apply-card" elevation={2}>
            <h2 id="apply-title">{t('jobDetail.applyTitle')}</h2>
            <p>{t('jobDetail.applyText')}</p>
            <Button intent="primary" size="large" fill text={t('jobDetail.applyNow')} onClick={apply} />
            <SaveJobButton job={job} saved={saved?.has(job.id) ?? false} />
            <p className="apply-card__note">
              <Trans i18nKey="jobDetail.privacyNote" components={{ privacy: <Link to="/privacy" /> }} />
            </p>
          </Card>
        </aside>
      </div>
    </div>
  );
}
