// /jobs/{slug}: details, requirements, skills, a sticky apply card, share, similar jobs, JobPosting
// JSON-LD and the not-found state. Reads the jobs stored on this device, so it also opens offline.
// A signed-in candidate applies here (the application dialog opens on the page) and then sees 'Applied on
// <date>'; a visitor goes to /login?next=/jobs/<slug>?apply=1 and comes back with the dialog open.
import { Button, Callout, Card, Tag } from '../../ui/kit/kit.tsx';
import { OfficeIcon } from '../../ui/kit/icons.tsx';
import {
  ArrowLeftIcon,
  BriefcaseIcon,
  CalendarIcon,
  MapMarkerIcon,
  ShareIcon,
  TickCircleIcon,
  TickIcon,
  TimeIcon,
} from '../../ui/kit/jobIcons.tsx';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { Job } from '../../../server/contract/index.ts';
import { ApiError, getData } from '../../api/http.ts';
import { pageJob, usePageData } from '../../api/pageData.ts';
import { useQueuedApplicationJobIds } from '../../offline/outbox.ts';
import { usePressWhenKnown } from '../auth/usePressWhenKnown.ts';
import { useCurrentUser } from '../auth/queries.ts';
import { loginWithReturn } from '../auth/returnPath.ts';
import { useCandidateApplications } from '../candidate/queries.ts';
import {
  useEnsureSynced,
  useOnline,
  useStoredJob,
  useStoredJobs,
  useSyncMeta,
  useSyncStatus,
} from '../../offline/hooks.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { PrivacyLink } from '../../ui/PrivacyNote.tsx';
import { ErrorState, OfflineNotice, TextSkeleton } from '../../ui/PageStates.tsx';
import { notify } from '../../ui/toaster.tsx';
import { siteOrigin, useDocumentMeta } from '../../ui/useDocumentMeta.ts';
import { formatDate, jobCategoryLabel, jobTypeLabel } from './format.ts';
import { PayTags } from './PayTags.tsx';
import { jobPostingJsonLd } from '../../../server/contract/jsonLd.ts';
import { SaveJobButton } from './SaveJobButton.tsx';
import { useSavedJobIds } from '../../offline/saved.ts';
import { syncState } from '../../offline/sync.ts';
import { similarJobs } from './similar.ts';

// The dialog (and its texts) load only when a candidate opens it: visitors do not download it.
const ApplyDialog = lazy(() => import('../applications/ApplyDialog.tsx').then((m) => ({ default: m.ApplyDialog })));

const excerpt = (text: string, max = 155) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export default function JobDetailPage() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  useEnsureSynced('jobs');
  const stored = useStoredJob(slug);
  const status = useSyncStatus('jobs');
  const meta = useSyncMeta('jobs');
  const online = useOnline();
  // Before this device's first complete pull (a first visit, a shared link) the server's copy shows at once.
  const askServer = stored === null && meta === null && online;
  const fromServer = useServerJob(slug, askServer);
  // Once shown, the server's copy stays until the device's own read has the job (no flash in between).
  const job = stored ?? fromServer.data ?? stored;
  const { user, isChecking } = useCurrentUser();
  const saved = useSavedJobIds();
  const [params, setParams] = useSearchParams();
  const isCandidate = user?.role === 'candidate';
  // Which jobs this candidate applied for, and when: the server's list (refreshed after each application).
  const applications = useCandidateApplications(isCandidate);
  const waiting = useQueuedApplicationJobIds(isCandidate ? user.id : undefined);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);

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

  const loading =
    job === undefined ||
    mayRecheck ||
    (job === null && (askServer ? fromServer.isPending : status === 'idle' || status === 'syncing'));
  useDocumentMeta({
    title: job ? `${job.title} – ${job.company}` : loading ? t('meta.jobsTitle') : t('jobDetail.notFoundTitle'),
    description: job ? excerpt(job.description) : undefined,
    canonicalPath: job ? `/jobs/${job.slug}` : undefined,
    jsonLd: job ? jobPostingJsonLd(job, siteOrigin()) : null,
  });

  const application = job ? applications.data?.data.applications.find((a) => a.jobId === job.id) : undefined;
  const isWaiting = job ? waiting.has(job.id) : false;
  // Still asking the server whether this candidate applied (a paused query, offline, is not waiting).
  const checkingApplied = isCandidate && applications.fetchStatus === 'fetching' && !applications.data;

  const openDialog = () => {
    setDialogUsed(true);
    setDialogOpen(true);
  };

  // Back from signing in or registering (?apply=1): open the dialog once the page knows it may (not for a
  // job already applied for), then drop the parameter.
  const wantsApply = params.get('apply') === '1';
  const applyReady = wantsApply && Boolean(job) && !isChecking && !checkingApplied;
  const [applyHandled, setApplyHandled] = useState(false);
  if (applyReady && !applyHandled) {
    setApplyHandled(true);
    if (isCandidate && !application && !isWaiting) {
      setDialogUsed(true);
      setDialogOpen(true);
    }
  } else if (!wantsApply && applyHandled) {
    setApplyHandled(false);
  }
  useEffect(() => {
    if (!applyReady) return;
    setParams(
      (prev) => {
        const rest = new URLSearchParams(prev);
        rest.delete('apply');
        return rest;
      },
      { replace: true },
    );
  }, [applyReady, setParams]);

  const apply = () => {
    if (!job) return;
    if (!user) {
      notify({ intent: 'warning', title: t('jobDetail.authRequiredTitle'), message: t('jobDetail.authRequiredText') });
      void navigate(loginWithReturn(`/jobs/${job.slug}?apply=1`));
      return;
    }
    if (user.role !== 'candidate') {
      notify({ intent: 'danger', title: t('jobDetail.accessDeniedTitle'), message: t('jobDetail.accessDeniedText') });
      return;
    }
    // Pressed before the page knew they had applied: the card now says so instead.
    if (!application && !isWaiting) openDialog();
  };
  // Pressed before the page knows who is signed in and whether they applied: acted on once it knows.
  const applyPress = usePressWhenKnown(apply, Boolean(job) && !isChecking && !checkingApplied);

  const share = async () => {
    if (!job) return;
    const url = `${window.location.origin}/jobs/${job.slug}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `${job.title} – ${job.company}`, url });
      } catch (err) {
        // Closing the share sheet is not an error.
        if (!(err instanceof DOMException && err.name === 'AbortError')) console.warn('Sharing failed', err);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify({ intent: 'success', title: t('jobDetail.linkCopied') });
    } catch (err) {
      console.warn('Copying the link failed', err);
      notify({ intent: 'danger', title: t('jobDetail.copyFailed'), message: url });
    }
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

  const applyJob = { id: job.id, title: job.title, company: job.company };
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
              <PayTags job={job} />
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
            {application ? (
              <Callout className="apply-card__applied" intent="success" icon={<TickCircleIcon />} role="status">
                <strong>{t('jobDetail.appliedOn', { date: formatDate(application.appliedAt, i18n.language) })}</strong>
                <br />
                <Link to="/candidate/applications">{t('jobDetail.appliedLink')}</Link>
              </Callout>
            ) : isWaiting ? (
              <Callout className="apply-card__applied" intent="warning" icon={<TimeIcon />} role="status">
                <strong>{t('jobDetail.applyWaiting')}</strong>
                <br />
                {t('jobDetail.applyWaitingText')}
              </Callout>
            ) : (
              <Button
                intent="primary"
                size="large"
                fill
                text={t('jobDetail.applyNow')}
                onClick={applyPress.press}
                loading={checkingApplied || applyPress.waiting}
              />
            )}
            <SaveJobButton job={job} saved={saved?.has(job.id) ?? false} />
            <Button
              className="share-job"
              variant="outlined"
              fill
              icon={<ShareIcon />}
              text={t('jobDetail.share')}
              onClick={() => void share()}
            />
            <p className="apply-card__note">
              <PrivacyLink text={t('jobDetail.privacyNote')} />
            </p>
          </Card>
        </aside>
      </div>
      <SimilarJobs job={job} />
      {isCandidate && dialogUsed ? (
        <Suspense fallback={null}>
          <ApplyDialog job={dialogOpen ? applyJob : null} onClose={() => setDialogOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** One active job from the server (a 404 is an answer: not retried). */
function useServerJob(slug: string, enabled: boolean) {
  const drawnWith = usePageData();
  return useQuery({
    queryKey: ['/api/jobs', slug],
    queryFn: () => getData<Job>(`/api/jobs/${encodeURIComponent(slug)}`),
    // The job the server sent with the page: drawn at once, without a round trip.
    initialData: () => pageJob(drawnWith, slug),
    enabled,
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });
}

/** Up to three other active jobs of the same category or with shared skills, from this device's store
 * (or, before the device's first pull, from the server's list). */
function SimilarJobs({ job }: { job: Job }) {
  const { t } = useTranslation();
  const stored = useStoredJobs();
  const meta = useSyncMeta('jobs');
  const askServer = stored !== undefined && stored.length === 0 && meta === null;
  const fromServer = useQuery({
    queryKey: ['/api/jobs', 'all'],
    queryFn: () => getData<Job[]>('/api/jobs'),
    enabled: askServer,
  });
  const all = stored?.length ? stored : (fromServer.data ?? stored);
  const similar = useMemo(() => (all ? similarJobs(job, all) : []), [all, job]);
  if (similar.length === 0) return null;
  return (
    <section className="similar-jobs" aria-labelledby="similar-title">
      <h2 id="similar-title">{t('jobDetail.similarTitle')}</h2>
      <ul className="similar-jobs__list">
        {similar.map((j) => (
          <li key={j.id}>
            <Card className="similar-job">
              <Link to={`/jobs/${j.slug}`} className="similar-job__title stretched-link">
                {j.title}
              </Link>
              <span className="muted">
                {j.company} · {j.location}
              </span>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
