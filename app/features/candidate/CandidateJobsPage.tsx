// /candidate/jobs: search and the candidate-area filters, 'N jobs found', Apply Now or a
// disabled 'Applied', and a link to the candidate's applications. The jobs are read from the device's
// synced store (as on /jobs), so the page works offline; only the applied-job ids come from the server
// (with a device copy). 20 jobs are drawn at a time ('Show more'), so 10,000 stored jobs stay fast.
// `?apply=<jobId>` (from a job's page) opens the application dialog for that job.
import { Button, Card, FormGroup, HTMLSelect, InputGroup, NonIdealState } from '@blueprintjs/core';
import { ArrowRightIcon, DocumentIcon, SearchIcon, TickIcon, TimeIcon } from '@blueprintjs/icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CANDIDATE_JOB_CATEGORIES, CANDIDATE_JOB_LOCATIONS, type Job } from '../../../server/contract/index.ts';
import { useEnsureSynced, useStoredJobs, useSyncStatus } from '../../offline/hooks.ts';
import { useQueuedApplicationJobIds } from '../../offline/outbox.ts';
import { syncState } from '../../offline/sync.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { CardSkeletons, ErrorState } from '../../ui/PageStates.tsx';
import { notify } from '../../ui/toaster.tsx';
import { ApplyDialog, type ApplyJob } from '../applications/ApplyDialog.tsx';
import { useCurrentUser } from '../auth/queries.ts';
import { JobCard } from '../jobs/JobCard.tsx';
import { useLatestResults } from '../jobs/useLatestResults.ts';
import { CandidateArea } from './CandidateArea.tsx';
import { EMPTY_CANDIDATE_FILTERS, filterCandidateJobs, isFiltered, type CandidateFilters } from './filter.ts';
import { useAppliedJobIds } from './queries.ts';
import '../applications/applications.css';
import './i18n.ts';
import '../../ui/blueprint.ts';

/** Jobs drawn at first and added by each 'Show more'. */
const PAGE = 20;
const NO_JOBS: Job[] = [];

/** 'sent': the server has the application; 'waiting': it sits in this device's outbox until the network returns. */
type AppliedState = 'sent' | 'waiting' | null;

function CandidateJobActions({
  job,
  applied,
  onApply,
}: {
  job: Job;
  applied: AppliedState;
  onApply: (job: Job) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="cand-job-actions">
      <ButtonLink to={`/jobs/${job.slug}`} minimal>
        {t('candidate.jobs.viewJob')}
      </ButtonLink>
      {applied === 'sent' ? (
        <Button
          className="applied-button"
          icon={<TickIcon />}
          text={t('candidate.jobs.applied')}
          disabled
          aria-label={`${t('candidate.jobs.applied')}: ${job.title}`}
        />
      ) : applied === 'waiting' ? (
        <Button
          className="applied-button"
          icon={<TimeIcon />}
          text={t('candidate.jobs.waiting')}
          disabled
          aria-label={`${t('candidate.jobs.waiting')}: ${job.title}`}
        />
      ) : (
        <Button
          intent="primary"
          text={t('candidate.jobs.applyNow')}
          onClick={() => onApply(job)}
          aria-label={`${t('candidate.jobs.applyNow')}: ${job.title}`}
        />
      )}
    </div>
  );
}

export default function CandidateJobsPage() {
  const { t } = useTranslation();
  useEnsureSynced('jobs');
  const stored = useStoredJobs();
  const syncStatus = useSyncStatus('jobs');
  const appliedQuery = useAppliedJobIds();
  const { user } = useCurrentUser();
  const [filters, setFilters] = useState<CandidateFilters>(EMPTY_CANDIDATE_FILTERS);
  const [shown, setShown] = useState({ filters, count: PAGE });
  if (shown.filters !== filters) setShown({ filters, count: PAGE });
  const [applying, setApplying] = useState<ApplyJob | null>(null);
  const [params, setParams] = useSearchParams();

  const jobs = useMemo(() => stored ?? [], [stored]);
  const appliedIds = appliedQuery.data?.data.data.appliedJobIds;
  const applied = useMemo(() => new Set(appliedIds ?? []), [appliedIds]);
  const waiting = useQueuedApplicationJobIds(user?.id);
  const appliedState = (id: number): AppliedState => (applied.has(id) ? 'sent' : waiting.has(id) ? 'waiting' : null);
  // Typing stays responsive: a long list's search runs for the latest filters only (useLatestResults).
  const search = useLatestResults(
    stored,
    [filters.search, filters.location, filters.category],
    (list) => filterCandidateJobs(list, filters),
    NO_JOBS,
  );
  const visible = search.results;
  const drawn = visible.slice(0, shown.count);
  // Known once the device has jobs (or a pull finished) and the server (or the device copy) named the applied ones.
  const listKnown = stored !== undefined && (stored.length > 0 || syncStatus === 'ok' || syncStatus === 'error');
  const ready = listKnown && (appliedQuery.data !== undefined || appliedQuery.isError);

  // Arriving from a job's page with ?apply=<id>: open the dialog once the list is known, then drop the parameter.
  const applyParam = params.get('apply');
  // A device list pulled before the job was posted would not know it: pull once more before saying it is closed.
  const recheckedFor = useRef<string | null>(null);
  const syncing = syncStatus === 'syncing';
  // The dialog opens in the same render that finds the job; the effect below only tells and tidies up.
  const applyJob =
    applyParam && ready && !applied.has(Number(applyParam)) ? jobs.find((j) => j.id === Number(applyParam)) : undefined;
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (applyParam && applyJob && openedFor !== applyParam) {
    setOpenedFor(applyParam);
    setApplying({ id: applyJob.id, title: applyJob.title, company: applyJob.company });
  } else if (!applyParam && openedFor !== null) {
    setOpenedFor(null);
  }
  useEffect(() => {
    if (!applyParam || !ready || syncing) return;
    const id = Number(applyParam);
    const job = jobs.find((j) => j.id === id);
    if (!job && recheckedFor.current !== applyParam) {
      recheckedFor.current = applyParam;
      void syncState.run('jobs');
      return;
    }
    if (!job) {
      notify({ intent: 'warning', title: t('apply.toast.jobClosedTitle'), message: t('server.jobNotOpen') });
    } else if (applied.has(id)) {
      notify({ intent: 'warning', title: t('apply.toast.alreadyAppliedTitle'), message: t('server.alreadyApplied') });
    }
    const next = new URLSearchParams(params);
    next.delete('apply');
    setParams(next, { replace: true });
  }, [applyParam, ready, syncing, jobs, applied, params, setParams, t]);

  const set = <K extends keyof CandidateFilters>(key: K, value: CandidateFilters[K]) =>
    setFilters((f) => ({ ...f, [key]: value }));
  const appliedCount = appliedIds?.length ?? 0;

  const actions = (
    <ButtonLink to="/candidate/applications" outlined icon={<DocumentIcon />}>
      {appliedIds
        ? t('candidate.jobs.myApplicationsCount', { count: appliedCount })
        : t('candidate.jobs.myApplications')}
    </ButtonLink>
  );

  let body: React.JSX.Element;
  if (!listKnown) {
    body = <CardSkeletons count={5} label={t('candidate.jobs.loading')} />;
  } else if (jobs.length === 0 && syncStatus === 'error') {
    body = (
      <ErrorState
        title={t('candidate.jobs.errorTitle')}
        message={t('candidate.jobs.errorText')}
        action={<Button text={t('common.tryAgain')} onClick={() => void syncState.run('jobs')} />}
      />
    );
  } else if (visible.length === 0) {
    const filtered = isFiltered(filters);
    body = (
      <Card className="dash-empty job-card">
        <NonIdealState
          icon={<SearchIcon size={40} />}
          title={filtered ? t('candidate.jobs.emptyTitle') : t('candidate.jobs.noJobsTitle')}
          description={filtered ? t('candidate.jobs.emptyText') : t('candidate.jobs.noJobsText')}
          action={
            filtered ? (
              <Button text={t('candidate.jobs.clearFilters')} onClick={() => setFilters(EMPTY_CANDIDATE_FILTERS)} />
            ) : undefined
          }
        />
      </Card>
    );
  } else {
    body = (
      <div className="job-list">
        {drawn.map((job) => (
          <JobCard
            key={job.id}
            job={job}
            actions={
              <CandidateJobActions
                job={job}
                applied={appliedState(job.id)}
                onApply={(j) => setApplying({ id: j.id, title: j.title, company: j.company })}
              />
            }
          />
        ))}
        {visible.length > drawn.length ? (
          <div className="show-more">
            <p className="muted">{t('candidate.jobs.showing', { shown: drawn.length, count: visible.length })}</p>
            <Button
              text={t('candidate.jobs.showMore')}
              onClick={() => setShown({ filters, count: shown.count + PAGE })}
            />
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <CandidateArea title={t('areas.candidateJobs')} actions={actions}>
      <Card className="cand-toolbar" role="search" aria-label={t('jobs.filtersTitle')}>
        <div className="cand-toolbar__grid">
          <FormGroup label={t('candidate.jobs.search')} labelFor="cj-search">
            <InputGroup
              id="cj-search"
              type="search"
              leftIcon={<SearchIcon />}
              placeholder={t('candidate.jobs.searchPlaceholder')}
              value={filters.search}
              onValueChange={(v) => set('search', v)}
              autoComplete="off"
            />
          </FormGroup>
          <FormGroup label={t('candidate.jobs.location')} labelFor="cj-location">
            <HTMLSelect
              id="cj-location"
              fill
              value={filters.location}
              onChange={(e) => set('location', e.currentTarget.value as CandidateFilters['location'])}
            >
              {CANDIDATE_JOB_LOCATIONS.map((l) => (
                <option key={l} value={l}>
                  {t(`candidate.jobs.locations.${l}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={t('candidate.jobs.category')} labelFor="cj-category">
            <HTMLSelect
              id="cj-category"
              fill
              value={filters.category}
              onChange={(e) => set('category', e.currentTarget.value as CandidateFilters['category'])}
            >
              {CANDIDATE_JOB_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`candidate.jobs.categories.${c}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </div>
      </Card>
      <div className="cand-summary">
        <p role="status" aria-live="polite">
          {listKnown ? t('candidate.jobs.found', { count: visible.length }) : '\u00a0'}
        </p>
        <Link to="/candidate/applications" className="arrow-link">
          {t('candidate.jobs.myApplications')} <ArrowRightIcon size={14} aria-hidden />
        </Link>
      </div>
      {/* aria-busy: the list on screen is still an earlier text's while the box's is on its way (a test,
          and the browser bench, wait on it). */}
      <div data-results data-source="device" aria-busy={!listKnown || !search.current}>
        {body}
      </div>
      <ApplyDialog job={applying} onClose={() => setApplying(null)} />
    </CandidateArea>
  );
}
