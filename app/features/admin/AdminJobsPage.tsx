// /admin/jobs: every job including inactive ones, search, a view link to /jobs/{slug} and
// Activate/Deactivate. The public page of an inactive job, or of an active one whose listing period is
// over ('Expired'), answers 'Job Not Found', so such rows say 'Not public' instead of offering a link that
// leads nowhere.
import { Tag } from '@blueprintjs/core';
import { ShareIcon } from '@blueprintjs/icons';
import { useDeferredValue, useMemo, useState } from 'react';
import { isListed } from '../../../server/contract/derive.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { filterJobs } from './filters.ts';
import { formatDate } from './format.ts';
import { useToggleJob } from './mutations.ts';
import { useAdminJobs } from './queries.ts';
import {
  ActiveTag,
  AdminPage,
  BackToDashboard,
  Cell,
  EmptyList,
  LoadError,
  LoadingList,
  PagedTable,
  SearchBox,
  ToggleButton,
  Toolbar,
} from './shared.tsx';
import '../../ui/blueprint.ts';

export default function AdminJobsPage() {
  const { t, i18n } = useTranslation();
  const list = useAdminJobs();
  const toggle = useToggleJob();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const rows = useMemo(() => filterJobs(list.data ?? [], deferred), [list.data, deferred]);
  const lng = i18n.language;
  const col = {
    title: t('admin.columns.job'),
    employer: t('admin.columns.employer'),
    location: t('admin.columns.location'),
    type: t('admin.columns.type'),
    applications: t('admin.columns.applications'),
    status: t('admin.columns.status'),
    posted: t('admin.columns.posted'),
    actions: t('admin.columns.actions'),
  };

  let body: React.JSX.Element;
  if (list.isPending) body = <LoadingList text={t('admin.jobs.loading')} />;
  else if (list.isError) body = <LoadError onRetry={() => void list.refetch()} />;
  else if (rows.length === 0)
    body = (
      <EmptyList
        title={t('admin.jobs.emptyTitle')}
        description={list.data.length ? t('admin.common.noMatch') : undefined}
      />
    );
  else {
    body = (
      <PagedTable
        label={t('admin.jobs.title')}
        head={[col.title, col.employer, col.location, col.type, col.applications, col.status, col.posted, col.actions]}
        rows={rows}
        resetKey={deferred}
        renderRow={(j) => (
          <tr key={j.id}>
            <Cell label={col.title}>
              <span className="cell-main">{j.title}</span>
              <span className="cell-sub">{j.company}</span>
            </Cell>
            <Cell label={col.employer}>
              {j.employerName ?? <span className="muted">{t('admin.jobs.noEmployer')}</span>}
            </Cell>
            <Cell label={col.location}>{j.location}</Cell>
            <Cell label={col.type}>
              <Tag minimal className="admin-tag">
                {t(`admin.jobTypes.${j.type}`)}
              </Tag>
            </Cell>
            <Cell label={col.applications} className="cell-num">
              {j.applicationCount}
            </Cell>
            <Cell label={col.status}>
              <ActiveTag active={j.isActive} expired={!isListed(j)} />
            </Cell>
            <Cell label={col.posted} className="cell-nowrap">
              {formatDate(j.createdAt, lng)}
            </Cell>
            <Cell label="" className="cell-actions">
              {isListed(j) ? (
                <Link
                  to={`/jobs/${j.slug}`}
                  className="bp6-button bp6-small bp6-minimal button-link"
                  aria-label={`${t('admin.jobs.view')}: ${j.title}`}
                >
                  <ShareIcon size={12} />
                  <span className="bp6-button-text">{t('admin.jobs.view')}</span>
                </Link>
              ) : (
                <span
                  className="admin-not-public"
                  title={j.isActive ? t('admin.common.expiredHint') : t('admin.jobs.notPublicHint')}
                >
                  {t('admin.jobs.notPublic')}
                </span>
              )}
              <ToggleButton
                active={j.isActive}
                label={j.title}
                pending={toggle.isPending && toggle.variables?.id === j.id}
                activeText={t('admin.jobs.deactivate')}
                inactiveText={t('admin.jobs.activate')}
                onToggle={() => toggle.mutate({ id: j.id, isActive: !j.isActive })}
              />
            </Cell>
          </tr>
        )}
      />
    );
  }

  return (
    <AdminPage title={t('admin.jobs.title')}>
      <BackToDashboard />
      <Toolbar count={list.data ? t('admin.jobs.count', { count: rows.length }) : undefined}>
        <SearchBox
          id="job-search"
          value={query}
          onChange={setQuery}
          label={t('admin.common.search')}
          placeholder={t('admin.jobs.searchPlaceholder')}
        />
      </Toolbar>
      {body}
    </AdminPage>
  );
}
