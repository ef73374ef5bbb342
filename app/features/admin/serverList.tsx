// The staff lists read one page at a time from the server: page, search, status, role and
// sort live in the URL (a reload, the back button or a shared link shows the same page); the search box
// writes the URL a moment after typing stops; the previous page stays on screen while the next loads
// (keepPreviousData). 'Export CSV' downloads every row the same filters select.
import { AnchorButton, Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon } from '@blueprintjs/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  LIST_PAGE_SIZE,
  LIST_SORTS,
  LIST_STATUSES,
  ROLES,
  type ListSort,
  type ListStatus,
  type Role,
  type StaffList,
} from '../../../server/contract/index.ts';
import { getData, type ApiError } from '../../api/http.ts';
import { laterOnThisPage } from '../../ui/laterOnThisPage.ts';
import { PageCheckbox, RowCheckbox, type Selection } from '../../ui/selection.tsx';
import { AdminTable, Cell, EmptyList, LoadError, LoadingList, SearchBox, Toolbar } from './shared.tsx';
import './i18n.ts';

/** How long the search box waits after the last key before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

export interface ServerPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

type AnySort = ListSort<StaffList>;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

export interface ListState<L extends StaffList> {
  list: L;
  page: number;
  q: string;
  status: ListStatus<L> | undefined;
  sort: ListSort<L>;
  role: Role | undefined;
  /** Candidates and applications: a skill the candidate stated. */
  skill: string;
  setSkill: (v: string) => void;
  /** Applications: the job, the employer (ids) and the applied days (YYYY-MM-DD) the list is narrowed to. */
  extra: Record<ExtraFilter, string>;
  setExtra: (key: ExtraFilter, value: string) => void;
  /** What the search box shows (the URL's q follows it after SEARCH_DEBOUNCE_MS). */
  draft: string;
  setDraft: (v: string) => void;
  setPage: (page: number) => void;
  setStatus: (v: string) => void;
  setSort: (v: string) => void;
  setRole: (v: string) => void;
  /** The query string of the current filters (no page): the list's and the export's. */
  filters: URLSearchParams;
}

/** The applications lists' own filters, kept in the URL like the others. */
const EXTRA_FILTERS = ['job', 'employer', 'from', 'to'] as const;
type ExtraFilter = (typeof EXTRA_FILTERS)[number];
const ID = /^\d{1,10}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The lists a skill filters (the candidate's stated skills). */
const hasSkill = (list: StaffList) => list === 'candidates' || list === 'applications';

/** The list's state in the URL; values a list does not know are ignored (its defaults apply). */
export function useListState<L extends StaffList>(list: L): ListState<L> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const q = params.get('q') ?? '';
  const status = oneOf<ListStatus<L>>(LIST_STATUSES[list], params.get('status'));
  const sorts = LIST_SORTS[list] as readonly ListSort<L>[];
  const sort = oneOf(sorts, params.get('sort')) ?? sorts[0]!;
  const role = list === 'users' ? oneOf(ROLES, params.get('role')) : undefined;
  const skill = hasSkill(list) ? (params.get('skill') ?? '') : '';
  const extra = Object.fromEntries(
    EXTRA_FILTERS.map((key) => {
      const v = list === 'applications' ? (params.get(key) ?? '') : '';
      return [key, (key === 'from' || key === 'to' ? DAY : ID).test(v) ? v : ''];
    }),
  ) as Record<ExtraFilter, string>;
  const [draft, setDraft] = useState(q);

  // The URL as last written. The router hands an updater the parameters of its last render, so two writes
  // before the next render (a filter picked as the search's timer fires) would each start from that render
  // and the second would drop the first's change; each write starts from the one before it instead.
  const written = useRef(params);
  useEffect(() => {
    written.current = params;
  }, [params]);

  /** Sets (or with '' removes) URL parameters; a filter change goes back to the first page. */
  const write = (patch: Record<string, string>) => {
    const next = new URLSearchParams(written.current);
    for (const [key, value] of Object.entries(patch)) {
      if (value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in patch)) next.delete('page');
    written.current = next;
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if (draft.trim() === q.trim()) return;
    return laterOnThisPage(() => write({ q: draft.trim() }), SEARCH_DEBOUNCE_MS);
    // write is rebuilt each render and reads the URL of its render: a filter picked while the timer
    // runs (a new URL) restarts it with the new write, which keeps that filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, q, params]);
  // The URL's search changed without typing (back button, a link): the box shows it.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    if (draft.trim() !== q) setDraft(q);
  }

  const filters = new URLSearchParams();
  if (q) filters.set('q', q);
  if (status) filters.set('status', status);
  if (role) filters.set('role', role);
  if (skill) filters.set('skill', skill);
  for (const key of EXTRA_FILTERS) if (extra[key]) filters.set(key, extra[key]);
  if (sort !== sorts[0]) filters.set('sort', sort);
  return {
    list,
    page,
    q,
    status,
    sort,
    role,
    draft,
    setDraft,
    setPage: (p) => write({ page: p > 1 ? String(p) : '' }),
    setStatus: (v) => write({ status: v }),
    setSort: (v) => write({ sort: v === sorts[0] ? '' : v }),
    setRole: (v) => write({ role: v }),
    skill,
    setSkill: (v) => write({ skill: v.trim() }),
    extra,
    setExtra: (key, value) => write({ [key]: value }),
    filters,
  };
}

/**
 * One page of a staff list: GET /api/admin/{list}?page=&pageSize=&… (the key starts with the list's key).
 * `day`: where the server derives from today's date (contract statuses), a new day asks again.
 */
function useServerList<T, L extends StaffList>(
  state: ListState<L>,
  pageSize: number,
  day?: string,
  endpoint = `/api/admin/${state.list}`,
) {
  const query = new URLSearchParams(state.filters);
  query.set('page', String(state.page));
  query.set('pageSize', String(pageSize));
  const qs = query.toString();
  return useQuery<ServerPage<T>, ApiError>({
    // ['/api', 'admin', 'users', …]: the area's writes invalidate their lists by that prefix.
    queryKey: ['/api', ...endpoint.slice('/api/'.length).split('/'), 'page', qs, ...(day ? [day] : [])],
    queryFn: () => getData<ServerPage<T>>(`${endpoint}?${qs}`),
    placeholderData: keepPreviousData,
  });
}

/** The search box, the status (and role) filter, the sort and the export link of a list. */
/** The skill filter: applied on Enter or on leaving the box (a skill is typed whole, not searched as typed). */
function SkillFilter<L extends StaffList>({ state }: { state: ListState<L> }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(state.skill);
  return (
    <InputGroup
      type="search"
      aria-label={t('admin.lists.skillLabel')}
      placeholder={t('admin.lists.skillPlaceholder')}
      value={typed}
      maxLength={50}
      onChange={(e) => setTyped(e.currentTarget.value)}
      onBlur={() => typed.trim() !== state.skill && state.setSkill(typed)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') state.setSkill(typed);
      }}
    />
  );
}

function ListControls<L extends StaffList>({
  id,
  state,
  placeholder,
  statusText,
  statusLabel,
  allStatuses,
  exportable,
  children,
}: {
  exportable: boolean;
  /** The list's own filters, after the standard ones. */
  children?: ReactNode;
  /** The search box's id. */
  id: string;
  state: ListState<L>;
  placeholder: string;
  /** The shown name of each status value. */
  statusText: (status: ListStatus<L>) => string;
  statusLabel?: string;
  allStatuses?: string;
}) {
  const { t, i18n } = useTranslation();
  const exportQuery = new URLSearchParams(state.filters);
  exportQuery.set('lang', i18n.language.startsWith('hu') ? 'hu' : 'en');
  return (
    <>
      <SearchBox
        id={id}
        value={state.draft}
        onChange={state.setDraft}
        label={t('admin.common.search')}
        placeholder={placeholder}
      />
      {hasSkill(state.list) ? <SkillFilter key={state.skill} state={state} /> : null}
      {state.list === 'users' ? (
        <HTMLSelect
          aria-label={t('admin.lists.roleLabel')}
          value={state.role ?? ''}
          onChange={(e) => state.setRole(e.currentTarget.value)}
          options={[
            { value: '', label: t('admin.lists.allRoles') },
            ...ROLES.map((r) => ({ value: r, label: t(`admin.roles.${r}`) })),
          ]}
        />
      ) : null}
      <HTMLSelect
        aria-label={statusLabel ?? t('admin.lists.statusLabel')}
        value={state.status ?? ''}
        onChange={(e) => state.setStatus(e.currentTarget.value)}
        options={[
          { value: '', label: allStatuses ?? t('admin.lists.allStatuses') },
          ...(LIST_STATUSES[state.list] as readonly ListStatus<L>[]).map((s) => ({ value: s, label: statusText(s) })),
        ]}
      />
      <HTMLSelect
        aria-label={t('admin.lists.sortLabel')}
        value={state.sort}
        onChange={(e) => state.setSort(e.currentTarget.value)}
        options={(LIST_SORTS[state.list] as readonly AnySort[]).map((s) => ({
          value: s,
          label: t(`admin.lists.sort.${s}`),
        }))}
      />
      {children}
      {exportable ? (
        <AnchorButton
          variant="outlined"
          icon={<DownloadIcon />}
          href={`/api/admin/${state.list}/export.csv?${exportQuery.toString()}`}
          download
          title={t('admin.lists.exportHint')}
          text={t('admin.lists.exportCsv')}
        />
      ) : null}
    </>
  );
}

/** 'Page 2 of 7' with previous and next; nothing when everything fits on one page. */
function PageControls({
  page,
  total,
  pageSize,
  onPage,
  busy,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('admin.lists.pagination')}>
      <Button
        variant="outlined"
        icon={<ChevronLeftIcon />}
        aria-label={t('admin.lists.previous')}
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      />
      <span className="admin-pager__label" aria-live="polite" aria-busy={busy}>
        {t('admin.lists.pageOf', { page, pages })}
      </span>
      <Button
        variant="outlined"
        icon={<ChevronRightIcon />}
        aria-label={t('admin.lists.next')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}

/** A column of a ServerTable: its heading (also each cell's label on phones) and what a row shows in it. */
export interface Column<T> {
  head: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

/**
 * A staff list read from the server one page at a time: the toolbar (count, search, filters, sort,
 * Export CSV), the table with its row actions in the last column, and the pager; loading, error and
 * empty states. Filters and page live in the URL (useListState). Without a search or filter an empty
 * list shows `empty` (with its action); with one, 'no match'.
 */
export function ServerTable<T extends { id: number }, L extends StaffList>({
  state,
  pageSize = LIST_PAGE_SIZE,
  day,
  label,
  searchId,
  placeholder,
  statusText,
  statusLabel,
  allStatuses,
  count,
  loading,
  empty,
  columns,
  actions,
  endpoint,
  exportable = true,
  controls,
  select,
}: {
  /** Where the pages come from (staff's /api/admin/{list} by default). */
  endpoint?: string;
  /** Whether the toolbar offers 'Export CSV' (staff's lists). */
  exportable?: boolean;
  /** The list's own filters, in the toolbar after the standard ones. */
  controls?: ReactNode;
  /** Rows picked for bulk actions: a checkbox per row (named by `rowLabel`), 'select all on this page' in
   * the head, and `bar` over the table with the page's selected rows. */
  select?: {
    selection: Selection;
    rowLabel: (row: T) => string;
    pageLabel: string;
    bar: (selected: T[]) => ReactNode;
  };
  state: ListState<L>;
  pageSize?: number;
  /** The business day, where the list's statuses come from the date (see useServerList). */
  day?: string;
  /** The table's accessible name. */
  label: string;
  searchId: string;
  placeholder: string;
  statusText: (status: ListStatus<L>) => string;
  statusLabel?: string;
  allStatuses?: string;
  /** The line over the table, for the number of rows the filters select. */
  count: (total: number) => string;
  loading: string;
  empty: { title: string; description?: string; action?: React.JSX.Element };
  columns: Column<T>[];
  /** The buttons of a row, in a last column headed 'Actions'. */
  actions?: (row: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const list = useServerList<T, L>(state, pageSize, day, endpoint);
  const filtered = Boolean(
    state.q || state.status || state.role || state.skill || Object.values(state.extra).some(Boolean),
  );
  const items = list.data?.items ?? [];
  let body: ReactNode;
  if (list.isPending) body = <LoadingList text={loading} />;
  else if (list.isError) body = <LoadError onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0)
    body = filtered ? (
      <EmptyList title={empty.title} description={t('admin.common.noMatch')} />
    ) : (
      <EmptyList title={empty.title} description={empty.description} action={empty.action} />
    );
  else
    body = (
      <>
        <AdminTable
          label={label}
          head={[
            ...(select
              ? [
                  <PageCheckbox
                    key="all"
                    selection={select.selection}
                    ids={items.map((row) => row.id)}
                    label={select.pageLabel}
                  />,
                ]
              : []),
            ...columns.map((c) => c.head),
            ...(actions ? [t('admin.columns.actions')] : []),
          ]}
        >
          {list.data.items.map((row) => (
            <tr key={row.id}>
              {select ? (
                <Cell label="" className="cell-select">
                  <RowCheckbox selection={select.selection} id={row.id} label={select.rowLabel(row)} />
                </Cell>
              ) : null}
              {columns.map((c, i) => (
                <Cell key={i} label={c.head} className={c.className}>
                  {c.cell(row)}
                </Cell>
              ))}
              {actions ? (
                <Cell label="" className="cell-actions">
                  {actions(row)}
                </Cell>
              ) : null}
            </tr>
          ))}
        </AdminTable>
        <PageControls
          page={state.page}
          total={list.data.total}
          pageSize={list.data.pageSize}
          onPage={state.setPage}
          busy={list.isPlaceholderData}
        />
      </>
    );
  return (
    <>
      <Toolbar count={list.data ? count(list.data.total) : undefined}>
        <ListControls
          id={searchId}
          state={state}
          placeholder={placeholder}
          statusText={statusText}
          statusLabel={statusLabel}
          allStatuses={allStatuses}
          exportable={exportable}
        >
          {controls}
        </ListControls>
      </Toolbar>
      {select ? select.bar(items.filter((row) => select.selection.ids.has(row.id))) : null}
      {body}
    </>
  );
}
