// /admin/jobs: every job including inactive ones, search, a view link to /jobs/{slug} and
// Activate/Deactivate. The public page of an inactive job, or of an active one whose listing period is
// over ('Expired'), answers 'Job Not Found', so such rows say 'Not public' instead of offering a link that
// leads nowhere.
import { Tag } from '@blueprintjs/core';
import { ShareIcon } from '@blueprintjs/icons';
import { isListed } from '../../../server/contract/derive.ts';
import type { AdminJob } from '../../../server/contract/index.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from './format.ts';
import { useToggleJob } from './mutations.ts';
import { ListControls, PageControls, useListState, useServerList } from './serverList.tsx';
import {
  ActiveTag,
  AdminPage,
  AdminTable,
  BackToDashboard,
  Cell,
  EmptyList,
  LoadError,
  LoadingList,
  ToggleButton,
  Toolbar,
} from './shared.tsx';
import '../../ui/blueprint.ts';

export default function AdminJobsPage() {
  const { t, i18n } = useTranslation();
  const state = useListState('jobs');
  const list = useServerList<AdminJob, 'jobs'>(state);
  const toggle = useToggleJob();
  const lng = i18n.language;
  const filtered = Boolean(state.q || state.status);
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
  else if (list.data.items.length === 0)
    body = (
      <EmptyList title={t('admin.jobs.emptyTitle')} description={filtered ? t('admin.common.noMatch') : undefined} />
    );
  else {
    body = (
      <>
        <AdminTable
          label={t('admin.jobs.title')}
          head={[
            col.title,
            col.employer,
            col.location,
            col.type,
            col.applications,
            col.status,
            col.posted,
            col.actions,
          ]}
        >
          {list.data.items.map((j) => (
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
  }

  return (
    <AdminPage title={t('admin.jobs.title')}>
      <BackToDashboard />
      <Toolbar count={list.data ? t('admin.jobs.count', { count: list.data.total }) : undefined}>
        <ListControls
          id="job-search"
          state={state}
          searchLabel={t('admin.common.search')}
          placeholder={t('admin.jobs.searchPlaceholder')}
          statusText={(s) => t(`admin.common.${s}`)}
        />
      </Toolbar>
      {body}
    </AdminPage>
  );
}
