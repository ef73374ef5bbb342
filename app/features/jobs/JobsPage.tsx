// /jobs: filter card, 'Showing {count} of {total} jobs', 5-card skeleton, empty and error
// states, pages of 10. Reads the jobs stored on this device (filled by the delta sync).
import { Button, Card, FormGroup, HTMLSelect, InputGroup, NonIdealState, Switch } from '@blueprintjs/core';
import { BookmarkIcon, ChevronLeftIcon, ChevronRightIcon, FilterRemoveIcon, SearchIcon } from '@blueprintjs/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  JOB_TYPES,
  LIMITS,
  PUBLIC_JOB_CATEGORIES,
  PUBLIC_JOB_LOCATIONS,
  type JobType,
} from '../../../server/contract/index.ts';
import { useEnsureSynced, useOnline, useStoredJobs, useSyncMeta, useSyncStatus } from '../../offline/hooks.ts';
import { useSavedJobIds } from '../../offline/saved.ts';
import { CardSkeletons, ErrorState, OfflineNotice, PageHeader } from '../../ui/PageStates.tsx';
import { useDocumentMeta } from '../../ui/useDocumentMeta.ts';
import { EMPTY_FILTERS, filterJobs, pageNumbers, paginate, type JobFilters } from './filter.ts';
import { JobCard } from './JobCard.tsx';
import { SaveJobButton } from './SaveJobButton.tsx';

function readFilters(params: URLSearchParams): JobFilters {
  const type = params.get('type');
  return {
    search: params.get('q') ?? '',
    location: params.get('location') ?? 'all',
    category: params.get('category') ?? 'all',
    type: type && (JOB_TYPES as readonly string[]).includes(type) ? (type as JobType) : 'all',
    savedOnly: params.get('saved') === '1',
  };
}

export default function JobsPage() {
  const { t } = useTranslation();
  useDocumentMeta({ title: t('meta.jobsTitle'), description: t('meta.jobsDescription'), canonicalPath: '/jobs' });
  useEnsureSynced('jobs');
  const jobs = useStoredJobs();
  const status = useSyncStatus('jobs');
  const meta = useSyncMeta('jobs');
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const requestedPage = Number(params.get('page') ?? '1');

  const saved = useSavedJobIds();
  const filtered = useMemo(() => (jobs ? filterJobs(jobs, readFilters(params), saved) : []), [jobs, params, saved]);
  const savedCount = jobs && saved ? jobs.filter((j) => saved.has(j.id)).length : 0;
  const page = paginate(filtered, requestedPage, LIMITS.jobsPageSize);

  // Any filter change starts again at page 1 (the page parameter is dropped).
  const setFilter = (key: keyof JobFilters, value: string) => {
    const next = new URLSearchParams(params);
    const param = key === 'search' ? 'q' : key === 'savedOnly' ? 'saved' : key;
    if (!value || value === 'all') next.delete(param);
    else next.set(param, value);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const clearFilters = () => setParams(new URLSearchParams(), { replace: true });
  const goTo = (n: number) => {
    const next = new URLSearchParams(params);
    if (n <= 1) next.delete('page');
    else next.set('page', String(n));
    setParams(next);
    document.getElementById('job-results')?.scrollIntoView({ block: 'start' });
  };

  const hasData = jobs !== undefined && (jobs.length > 0 || status === 'ok');
  const loading = !hasData && (jobs === undefined || status === 'idle' || status === 'syncing');
  const failed = !hasData && !loading;
  const filtersActive =
    filters.search !== EMPTY_FILTERS.search ||
    filters.location !== 'all' ||
    filters.category !== 'all' ||
    filters.type !== 'all' ||
    filters.savedOnly;
  const noSavedYet = filters.savedOnly && savedCount === 0;

  return (
    <>
      <PageHeader title={t('jobs.title')} description={t('jobs.description')} />
      <div className="container jobs-layout">
        <Card className="filter-card" elevation={1}>
          <h2 className="filter-card__title">{t('jobs.filtersTitle')}</h2>
          <div className="filter-grid">
            <FormGroup label={t('jobs.search')} labelFor="job-search" className="filter-grid__search">
              <InputGroup
                id="job-search"
                type="search"
                leftIcon={<SearchIcon />}
                placeholder={t('jobs.searchPlaceholder')}
                value={filters.search}
                onValueChange={(v) => setFilter('search', v)}
              />
            </FormGroup>
            <FormGroup label={t('jobs.location')} labelFor="job-location">
              <HTMLSelect
                id="job-location"
                fill
                value={filters.location}
                onChange={(e) => setFilter('location', e.currentTarget.value)}
              >
                <option value="all">{t('jobs.allLocations')}</option>
                {PUBLIC_JOB_LOCATIONS.map((l) => (
                  <option key={l} value={l}>
                    {t(`options.jobLocation.${l}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup label={t('jobs.category')} labelFor="job-category">
              <HTMLSelect
                id="job-category"
                fill
                value={filters.category}
                onChange={(e) => setFilter('category', e.currentTarget.value)}
              >
                <option value="all">{t('jobs.allCategories')}</option>
                {PUBLIC_JOB_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`options.jobCategory.${c}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup label={t('jobs.jobType')} labelFor="job-type">
              <HTMLSelect
                id="job-type"
                fill
                value={filters.type}
                onChange={(e) => setFilter('type', e.currentTarget.value)}
              >
                <option value="all">{t('jobs.allTypes')}</option>
                {JOB_TYPES.map((jt) => (
                  <option key={jt} value={jt}>
                    {t(`options.jobType.${jt}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <div className="filter-grid__saved">
              <Switch
                role="switch"
                checked={filters.savedOnly}
                onChange={(e) => setFilter('savedOnly', e.currentTarget.checked ? '1' : '')}
                labelElement={
                  <>
                    <BookmarkIcon size={14} aria-hidden /> {t('jobs.savedOnly', { count: savedCount })}
                  </>
                }
              />
            </div>
            <div className="filter-grid__clear">
              <Button
                icon={<FilterRemoveIcon />}
                variant="outlined"
                text={t('jobs.clearFilters')}
                onClick={clearFilters}
                disabled={!filtersActive}
              />
            </div>
          </div>
        </Card>

        {/* Only the count line is live: announcing the whole list again on every keystroke drowns it out. */}
        <section id="job-results" className="job-results" aria-busy={loading}>
          {!online ? <OfflineNotice syncedAt={meta?.syncedAt} /> : null}
          {loading ? <CardSkeletons count={LIMITS.jobsSkeletonCount} label={t('jobs.loading')} /> : null}
          {failed ? <ErrorState title={t('jobs.errorTitle')} message={t('jobs.errorText')} /> : null}
          {hasData ? (
            <>
              <p className="results-count" role="status" aria-live="polite" aria-atomic="true">
                {t('jobs.showing', { count: page.items.length, total: filtered.length })}
              </p>
              {filtered.length === 0 ? (
                <div className="state-block">
                  <NonIdealState
                    icon={noSavedYet ? <BookmarkIcon size={40} /> : <SearchIcon size={40} />}
                    title={noSavedYet ? t('jobs.savedEmptyTitle') : t('jobs.emptyTitle')}
                    description={noSavedYet ? t('jobs.savedEmptyText') : t('jobs.emptyText')}
                    action={filtersActive ? <Button text={t('jobs.clearFilters')} onClick={clearFilters} /> : undefined}
                  />
                </div>
              ) : (
                <div className="job-list">
                  {page.items.map((job) => (
                    <JobCard
                      key={job.id}
                      job={job}
                      actions={<SaveJobButton job={job} saved={saved?.has(job.id) ?? false} compact />}
                    />
                  ))}
                </div>
              )}
              {page.pageCount > 1 ? (
                <nav className="pagination" aria-label={t('jobs.pagination')}>
                  <Button
                    variant="outlined"
                    icon={<ChevronLeftIcon />}
                    text={t('jobs.previous')}
                    disabled={page.page <= 1}
                    onClick={() => goTo(page.page - 1)}
                  />
                  <ul>
                    {pageNumbers(page.page, page.pageCount).map((n, i) =>
                      n === 0 ? (
                        <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
                          …
                        </li>
                      ) : (
                        <li key={n}>
                          <Button
                            variant={n === page.page ? 'solid' : 'minimal'}
                            intent={n === page.page ? 'primary' : 'none'}
                            aria-current={n === page.page ? 'page' : undefined}
                            aria-label={t('jobs.page', { page: n })}
                            text={String(n)}
                            onClick={() => goTo(n)}
                          />
                        </li>
                      ),
                    )}
                  </ul>
                  <Button
                    variant="outlined"
                    endIcon={<ChevronRightIcon />}
                    text={t('jobs.next')}
                    disabled={page.page >= page.pageCount}
                    onClick={() => goTo(page.page + 1)}
                  />
                </nav>
              ) : null}
            </>
          ) : null}
        </section>
      </div>
    </>
  );
}
