// /candidate/jobs: search and the candidate-area filters, 'N jobs found', Apply Now or a
// disabled 'Applied', and a link to the candidate's applications. `?apply=<jobId>` (from a job's page)
// opens the application dialog for that job.
import { Button, Card, FormGroup, HTMLSelect, InputGroup, NonIdealState } from '@blueprintjs/core';
import { ArrowRightIcon, DocumentIcon, SearchIcon, TickIcon, TimeIcon } from '@blueprintjs/icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CANDIDATE_JOB_CATEGORIES, CANDIDATE_JOB_LOCATIONS, type Job } from '../../../server/contract/index.ts';
import { useQueuedApplicationJobIds } from '../../offline/outbox.ts';
import { AreaLayout } from '../../ui/AreaLayout.tsx';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { CardSkeletons, ErrorState } from '../../ui/PageStates.tsx';
import { notify } from '../../ui/toaster.tsx';
import { ApplyDialog, type ApplyJob } from '../applications/ApplyDialog.tsx';
import { JobCard } from '../jobs/JobCard.tsx';
import { EMPTY_CANDIDATE_FILTERS, filterCandidateJobs, isFiltered, type CandidateFilters } from './filter.ts';
import { useCandidateJobs } from './queries.ts';
import '../applications/applications.css';
import './i18n.ts';

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
  const query = useCandidateJobs();
  const [filters, setFilters] = useState<CandidateFilters>(EMPTY_CANDIDATE_FILTERS);
  const [applying, setApplying] = useState<ApplyJob | null>(null);
  const [params, setParams] = useSearchParams();

  const jobs = useMemo(() => query.data?.jobs ?? [], [query.data]);
  const applied = useMemo(() => new Set(query.data?.appliedJobIds ?? []), [query.data]);
  const waiting = useQueuedApplicationJobIds(query.data?.user.id);
  const appliedState = (id: number): AppliedState => (applied.has(id) ? 'sent' : waiting.has(id) ? 'waiting' : null);
  const visible = useMemo(() => filterCandidateJobs(jobs, filters), [jobs, filters]);

  // Arriving from a job's page with ?apply=<id>: open the dialog once the list is known, then drop the parameter.
  const applyParam = params.get('apply');
  // A list cached before the job was posted would not know it: look once more before saying it is closed.
  const recheckedFor = useRef<string | null>(null);
  const { refetch } = query;
  // The dialog opens in the same render that finds the job; the effect below only tells and tidies up.
  const applyJob =
    applyParam && query.data && !query.isFetching && !query.data.appliedJobIds.includes(Number(applyParam))
      ? query.data.jobs.find((j) => j.id === Number(applyParam))
      : undefined;
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (applyParam && applyJob && openedFor !== applyParam) {
    setOpenedFor(applyParam);
    setApplying({ id: applyJob.id, title: applyJob.title, company: applyJob.company });
  } else if (!applyParam && openedFor !== null) {
    setOpenedFor(null);
  }
  useEffect(() => {
    if (!applyParam || !query.data || query.isFetching) return;
    const id = Number(applyParam);
    const job = query.data.jobs.find((j) => j.id === id);
    if (!job && recheckedFor.current !== applyParam) {
      recheckedFor.current = applyParam;
      void refetch();
      return;
    }
    if (!job) {
      notify({ intent: 'warning', title: t('apply.toast.jobClosedTitle'), message: t('server.jobNotOpen') });
    } else if (query.data.appliedJobIds.includes(id)) {
      notify({ intent: 'warning', title: t('apply.toast.alreadyAppliedTitle'), message: t('server.alreadyApplied') });
    }
    const next = new URLSearchParams(params);
    next.delete('apply');
    setParams(next, { replace: true });
  }, [applyParam, query.data, query.isFetching, refetch, params, setParams, t]);

  const set = <K extends keyof CandidateFilters>(key: K, value: CandidateFilters[K]) =>
    setFilters((f) => ({ ...f, [key]: value }));
  const appliedCount = query.data?.appliedJobIds.length ?? 0;

  const actions = (
    <ButtonLink to="/candidate/applications" outlined icon={<DocumentIcon />}>
      {query.data
        ? t('candidate.jobs.myApplicationsCount', { count: appliedCount })
        : t('candidate.jobs.myApplications')}
    </ButtonLink>
  );

  let body: React.JSX.Element;
  if (query.isPending) {
    body = <CardSkeletons count={5} label={t('candidate.jobs.loading')} />;
  } else if (query.isError) {
    body = (
      <ErrorState
        title={t('candidate.jobs.errorTitle')}
        message={t('candidate.jobs.errorText')}
        action={<Button text={t('common.tryAgain')} onClick={() => void query.refetch()} />}
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
        {visible.map((job) => (
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
      </div>
    );
  }

  return (
    <AreaLayout area="candidate" title={t('areas.candidateJobs')} actions={actions}>
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
          {query.data ? t('candidate.jobs.found', { count: visible.length }) : '\u00a0'}
        </p>
        <Link to="/candidate/applications" className="arrow-link">
          {t('candidate.jobs.myApplications')} <ArrowRightIcon size={14} aria-hidden />
        </Link>
      </div>
      {body}
      <ApplyDialog job={applying} onClose={() => setApplying(null)} />
    </AreaLayout>
  );
}
