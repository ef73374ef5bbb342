// /jobs: filter card, 'Showing {count} of {total} jobs' ('of 1,000+' past the server's count cap), 5-card skeleton, empty and error
// states, pages of 10. Reads the jobs stored on this device (filled by the delta sync); on a first visit,
// until that sync finishes, the page asks the server for the one page it shows (GET /api/jobs?…).
// The search box owns its text: the address follows it (debounced, replaced), and only back/forward
// navigation puts the address's text back into the box.
import { Button, Card, FormGroup, HTMLSelect, InputGroup, NonIdealState, Switch } from '../../ui/kit/kit.tsx';
import { SearchIcon } from '../../ui/kit/icons.tsx';
import {
  BookmarkIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  FilterIcon,
  FilterRemoveIcon,
} from '../../ui/kit/jobIcons.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { type Job } from '../../../server/contract/index.ts';
import { JOB_TYPES, LIMITS, PUBLIC_JOB_CATEGORIES, PUBLIC_JOB_LOCATIONS } from '../../../server/contract/options.ts';
import {
  JOB_SORTS,
  MIN_SALARY_OPTIONS,
  POSTED_WITHIN_DAYS,
  WORK_MODES,
  activeFilterCount,
  readJobQuery,
  writeJobQuery,
  type JobQuery,
} from '../../../server/contract/jobSearch.ts';
import { getData } from '../../api/http.ts';
import { numberFormat } from '../../i18n/intl.ts';
import { jobsPageQuery, pageJobs, usePageData, type JobsPage as ServerPage } from '../../api/pageData.ts';
import { useEnsureSynced, useOnline, useStoredJobs, useSyncMeta, useSyncStatus } from '../../offline/hooks.ts';
import { useSavedJobIds } from '../../offline/saved.ts';
import { CardSkeletons, ErrorState, OfflineNotice, PageHeader } from '../../ui/PageStates.tsx';
import { useDocumentMeta } from '../../ui/useDocumentMeta.ts';
import { laterOnThisPage } from '../../ui/laterOnThisPage.ts';
import { filterJobs, pageNumbers, paginate } from './filter.ts';
import { useDialogs } from '../dialogs/context.ts';
import { JobCard } from './JobCard.tsx';
import { SaveButtonsUser, SaveJobButton } from './SaveJobButton.tsx';
import { useLatestResults } from './useLatestResults.ts';
import './jobs.css';

/** How long the address waits for the typing to pause before it follows the search box. */
const URL_DEBOUNCE_MS = 300;
const NO_JOBS: Job[] = [];

export default function JobsPage() {
  const { t, i18n } = useTranslation();
  useDocumentMeta({ title: t('meta.jobsTitle'), description: t('meta.jobsDescription'), canonicalPath: '/jobs' });
  useEnsureSynced('jobs');
  const jobs = useStoredJobs();
  const status = useSyncStatus('jobs');
  const meta = useSyncMeta('jobs');
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  // The address this page last wrote (or was given). Every write starts from it, not from the `params` of
  // the render that scheduled it: the router draws a new address in a transition, and on a busy phone the
  // search box's delayed write could fire before that render, putting back filters 'Clear filters' had
  // just removed.
  const written = useRef(params);
  useEffect(() => {
    written.current = params;
  }, [params]);
  const write = (next: URLSearchParams, options?: { replace?: boolean }) => {
    written.current = next;
    setParams(next, options);
  };
  const { query: urlQuery } = readJobQuery(params);
  // 'Email me jobs like these': the job alert dialog loads through the dialog host when pressed.
  const dialogs = useDialogs();
  const savedOnly = params.get('saved') === '1';

  // The box's text. Back/forward (a POP to another history entry) brings that entry's text back.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [text, setText] = useState(urlQuery.q);
  const [shownEntry, setShownEntry] = useState(location.key);
  if (navigationType === NavigationType.Pop && location.key !== shownEntry) {
    setShownEntry(location.key);
    setText(urlQuery.q);
  }
  // Text typed before the app took the server's page over: hydration leaves it in the box but not in this
  // state, and the next render would write the state over it. The first commit takes it.
  useLayoutEffect(() => {
    const typed = (document.getElementById('job-search') as HTMLInputElement | null)?.value;
    // Hydration must draw the server's page first, so the state can only follow the box after that commit.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typed !== undefined && typed !== text) setText(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: what the box held when the app arrived
  }, []);
  // The address follows the box once typing pauses, replacing the entry (and going back to page 1).
  useEffect(() => {
    if (text === urlQuery.q) return;
    return laterOnThisPage(() => {
      const next = writeJobQuery({ q: text }, written.current);
      next.delete('page');
      write(next, { replace: true });
    }, URL_DEBOUNCE_MS);
    // `write` is rebuilt each render; it reads only the ref and the router's stable setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, urlQuery.q]);

  // The query as text (also what the search below follows: the same search is not run again).
  const queryText = writeJobQuery({ ...urlQuery, q: text }).toString();
  const typing = text !== urlQuery.q;
  const requestedPage = typing ? 1 : Number(params.get('page') ?? '1');
  const queryKey = jobsPageQuery(queryText, requestedPage);

  // A first visit (nothing stored yet) shows the server's page until the device's copy is complete.
  const [startedEmpty, setStartedEmpty] = useState<boolean | undefined>(undefined);
  if (startedEmpty === undefined && jobs !== undefined) setStartedEmpty(jobs.length === 0);
  // The page of results the server drew this page with (#page-data): until the device has answered
  // whether it holds a copy, the first render (the server's, then the browser's hydrating it) draws it.
  // A returning device then switches to its copy, in the same cards (key: the job's id).
  const drawnWith = usePageData();
  const [drawn] = useState(() => pageJobs(drawnWith, queryKey));
  // Until the device's copy has both finished and reached this page's live read (the read can lag the
  // pull by a render), the server's page stays: no flash of 'Showing 0 of 0 jobs' in between.
  // Once shown, the device's copy stays: a later pull that fails does not send the list back to the server.
  const [deviceCopyShown, setDeviceCopyShown] = useState(false);
  if (!deviceCopyShown && status === 'ok' && (jobs?.length ?? 0) > 0) setDeviceCopyShown(true);
  const fromServer =
    (startedEmpty === true || (startedEmpty === undefined && drawn !== undefined)) &&
    !deviceCopyShown &&
    !savedOnly &&
    online;
  const serverPage = useQuery({
    queryKey: ['jobs-search', queryKey],
    queryFn: () => getData<ServerPage>(`/api/jobs?${queryKey}`),
    // The page the server sent with this page is its answer: drawn at once, not asked again.
    initialData: () => pageJobs(drawnWith, queryKey),
    enabled: fromServer && startedEmpty === true,
    placeholderData: keepPreviousData,
  });

  const saved = useSavedJobIds();
  // The list follows the box: a long list's search runs for the latest text only (useLatestResults).
  const search = useLatestResults(
    fromServer ? undefined : jobs,
    [queryText, savedOnly, saved],
    (list) => filterJobs(list, { ...readJobQuery(new URLSearchParams(queryText)).query, savedOnly }, saved),
    NO_JOBS,
  );
  const filtered = search.results;
  const savedCount = jobs && saved ? jobs.filter((j) => saved.has(j.id)).length : 0;
  const devicePage = paginate(filtered, requestedPage, LIMITS.jobsPageSize);
  const server = fromServer ? serverPage.data : undefined;
  // Past its count's cap the server says "more than" its total: the last page is not known, only whether
  // another follows this one. The device's copy always counts exactly.
  const totalExact = server?.totalExact !== false;
  const page = server
    ? {
        items: server.jobs,
        page: server.page,
        pageCount: totalExact
          ? Math.max(1, Math.ceil(server.total / LIMITS.jobsPageSize))
          : server.page + (server.hasMore ? 1 : 0),
      }
    : devicePage;
  const total = fromServer ? (serverPage.data?.total ?? 0) : filtered.length;

  // Any filter change starts again at page 1 (the page parameter is dropped); the box's text goes too.
  const setFilter = (change: Partial<JobQuery>) => {
    const next = writeJobQuery({ ...change, q: text }, written.current);
    next.delete('page');
    write(next, { replace: true });
  };
  const setSavedOnly = (on: boolean) => {
    const next = writeJobQuery({ q: text }, written.current);
    if (on) next.set('saved', '1');
    else next.delete('saved');
    next.delete('page');
    write(next, { replace: true });
  };
  const clearFilters = () => {
    setText('');
    write(new URLSearchParams(), { replace: true });
  };
  const goTo = (n: number) => {
    const next = writeJobQuery({ q: text }, written.current);
    if (n <= 1) next.delete('page');
    else next.set('page', String(n));
    write(next);
    document.getElementById('job-results')?.scrollIntoView({ block: 'start' });
  };

  // Below 768 px the filters (not the search box) sit behind a 'Filters' button.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterCount = activeFilterCount(urlQuery) + (savedOnly ? 1 : 0);

  const deviceHasData = jobs !== undefined && (jobs.length > 0 || status === 'ok');
  const hasData = fromServer ? serverPage.data !== undefined : deviceHasData;
  const loading = fromServer
    ? serverPage.isPending
    : !hasData && (jobs === undefined || status === 'idle' || status === 'syncing');
  const failed = !hasData && !loading;
  // The list on screen is still the previous search's while the new one is on its way (the server's
  // next page, or a long list's search): assistive technology (and a test) is told so.
  const refreshing = loading || (fromServer && serverPage.isPlaceholderData) || !search.current;
  const filtersActive = text !== '' || filterCount > 0 || urlQuery.sort !== 'newest';
  const noSavedYet = savedOnly && savedCount === 0;

  return (
    <>
      <PageHeader title={t('jobs.title')} description={t('jobs.description')} />
      <div className="container jobs-layout">
        <Card className="filter-card" elevation={1}>
          <h2 className="filter-card__title">{t('jobs.filtersTitle')}</h2>
          {/* A GET form on /jobs, the names the address uses: before the app is live (or without script) a
              submit loads /jobs with the query, which the server draws. Live, the list follows every change. */}
          <form className="filter-grid" method="get" action="/jobs" onSubmit={(e) => e.preventDefault()}>
            <FormGroup label={t('jobs.search')} labelFor="job-search" className="filter-grid__search">
              <InputGroup
                id="job-search"
                type="search"
                leftIcon={<SearchIcon />}
                placeholder={t('jobs.searchPlaceholder')}
                name="q"
                value={text}
                onValueChange={setText}
              />
            </FormGroup>
            <div className="filter-grid__toggle">
              <Button
                icon={<FilterIcon />}
                variant="outlined"
                fill
                aria-expanded={filtersOpen}
                aria-controls="job-filters"
                text={filterCount > 0 ? t('jobs.filtersButtonCount', { count: filterCount }) : t('jobs.filtersButton')}
                onClick={() => setFiltersOpen((open) => !open)}
              />
            </div>
            <div id="job-filters" className={filtersOpen ? 'filter-grid__more is-open' : 'filter-grid__more'}>
              <FormGroup label={t('jobs.location')} labelFor="job-location">
                <HTMLSelect
                  id="job-location"
                  name="location"
                  fill
                  value={urlQuery.location}
                  onChange={(e) => setFilter({ location: e.currentTarget.value })}
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
                  name="category"
                  fill
                  value={urlQuery.category}
                  onChange={(e) => setFilter({ category: e.currentTarget.value })}
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
                  name="type"
                  fill
                  value={urlQuery.type}
                  onChange={(e) =>
                    setFilter({ type: readJobQuery(new URLSearchParams({ type: e.currentTarget.value })).query.type })
                  }
                >
                  <option value="all">{t('jobs.allTypes')}</option>
                  {JOB_TYPES.map((jt) => (
                    <option key={jt} value={jt}>
                      {t(`options.jobType.${jt}`)}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <FormGroup label={t('jobs.workMode')} labelFor="job-mode">
                <HTMLSelect
                  id="job-mode"
                  name="mode"
                  fill
                  value={urlQuery.mode}
                  onChange={(e) =>
                    setFilter({ mode: readJobQuery(new URLSearchParams({ mode: e.currentTarget.value })).query.mode })
                  }
                >
                  <option value="all">{t('jobs.anyWorkMode')}</option>
                  {WORK_MODES.map((m) => (
                    <option key={m} value={m}>
                      {m === 'remote' ? t('jobs.modeRemote') : t('jobs.modeHybrid')}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <FormGroup label={t('jobs.postedWithin')} labelFor="job-posted">
                <HTMLSelect
                  id="job-posted"
                  name="posted"
                  fill
                  value={urlQuery.posted ?? ''}
                  onChange={(e) =>
                    setFilter({
                      posted: readJobQuery(new URLSearchParams({ posted: e.currentTarget.value })).query.posted,
                    })
                  }
                >
                  <option value="">{t('jobs.anyTime')}</option>
                  {POSTED_WITHIN_DAYS.map((d) => (
                    <option key={d} value={d}>
                      {t(`jobs.postedWithin${d}`)}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <FormGroup label={t('jobs.minSalary')} labelFor="job-salary">
                <HTMLSelect
                  id="job-salary"
                  name="salary"
                  fill
                  value={urlQuery.minSalary ?? ''}
                  onChange={(e) =>
                    setFilter({ minSalary: e.currentTarget.value ? Number(e.currentTarget.value) : null })
                  }
                >
                  <option value="">{t('jobs.anySalary')}</option>
                  {MIN_SALARY_OPTIONS.map((amount) => (
                    <option key={amount} value={amount}>
                      {t('jobs.minSalaryOption', { amount })}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <FormGroup label={t('jobs.sort')} labelFor="job-sort">
                <HTMLSelect
                  id="job-sort"
                  name="sort"
                  fill
                  value={urlQuery.sort}
                  onChange={(e) =>
                    setFilter({ sort: readJobQuery(new URLSearchParams({ sort: e.currentTarget.value })).query.sort })
                  }
                >
                  {JOB_SORTS.map((s) => (
                    <option key={s} value={s}>
                      {s === 'newest' ? t('jobs.sortNewest') : t('jobs.sortSalary')}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <div className="filter-grid__saved">
                <Switch
                  role="switch"
                  name="saved"
                  value="1"
                  checked={savedOnly}
                  onChange={(e) => setSavedOnly(e.currentTarget.checked)}
                  labelElement={
                    <>
                      <BookmarkIcon size={14} aria-hidden /> {t('jobs.savedOnly', { count: savedCount })}
                    </>
                  }
                />
              </div>
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
            <div className="filter-grid__clear">
              <Button
                variant="outlined"
                intent="primary"
                text={t('jobs.alert')}
                onClick={() => dialogs.open({ kind: 'jobAlert', query: { ...urlQuery, q: text } })}
              />
            </div>
            <div className="filter-grid__submit">
              <Button type="submit" intent="primary" icon={<SearchIcon />} text={t('jobs.search')} />
            </div>
          </form>
        </Card>

        {/* Only the count line is live: announcing the whole list again on every keystroke drowns it out. */}
        {/* data-source: whose list is drawn, the server's page or the device's copy (a test waits on it). */}
        <section
          id="job-results"
          data-results
          className="job-results"
          aria-busy={refreshing}
          data-source={fromServer ? 'server' : 'device'}
        >
          {!online ? <OfflineNotice syncedAt={meta?.syncedAt} /> : null}
          {loading ? <CardSkeletons count={LIMITS.jobsSkeletonCount} label={t('jobs.loading')} /> : null}
          {failed ? <ErrorState title={t('jobs.errorTitle')} message={t('jobs.errorText')} /> : null}
          {hasData ? (
            <>
              <p className="results-count" role="status" aria-live="polite" aria-atomic="true">
                {t(totalExact ? 'jobs.showing' : 'jobs.showingMore', {
                  count: page.items.length,
                  total: numberFormat(i18n.language).format(total),
                })}
              </p>
              {total === 0 ? (
                <div className="state-block">
                  <NonIdealState
                    icon={noSavedYet ? <BookmarkIcon size={40} /> : <SearchIcon size={40} />}
                    title={noSavedYet ? t('jobs.savedEmptyTitle') : t('jobs.emptyTitle')}
                    description={noSavedYet ? t('jobs.savedEmptyText') : t('jobs.emptyText')}
                    action={filtersActive ? <Button text={t('jobs.clearFilters')} onClick={clearFilters} /> : undefined}
                  />
                </div>
              ) : (
                <SaveButtonsUser>
                  <div className="job-list">
                    {page.items.map((job) => (
                      <JobCard
                        key={job.id}
                        job={job}
                        actions={<SaveJobButton job={job} saved={saved?.has(job.id) ?? false} compact />}
                      />
                    ))}
                  </div>
                </SaveButtonsUser>
              )}
              {page.pageCount > 1 || !totalExact ? (
                <nav className="pagination" aria-label={t('jobs.pagination')}>
                  <Button
                    variant="outlined"
                    icon={<ChevronLeftIcon />}
                    text={t('jobs.previous')}
                    disabled={page.page <= 1}
                    onClick={() => goTo(page.page - 1)}
                  />
                  <ul>
                    {pageNumbers(page.page, page.pageCount, !totalExact).map((n, i) =>
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
