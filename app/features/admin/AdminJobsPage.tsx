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
import { ServerTable, useListState, type Column } from './serverList.tsx';
import { ActiveTag, AdminPage, BackToDashboard, ToggleButton, fullName } from './shared.tsx';
import '../../ui/blueprint.ts';

export default function AdminJobsPage() {
  const { t, i18n } = useTranslation();
  const state = useListState('jobs');
  const toggle = useToggleJob();
  const lng = i18n.language;
  const columns: Column<AdminJob>[] = [
    {
      head: t('admin.columns.job'),
      cell: (j) => (
        <>
          <span className="cell-main">{j.title}</span>
          <span className="cell-sub">{j.company}</span>
        </>
      ),
    },
    {
      head: t('admin.columns.employer'),
      cell: (j) =>
        (j.employerName ? fullName(j.employerName) : null) ?? (
          <span className="muted">{t('admin.jobs.noEmployer')}</span>
        ),
    },
    { head: t('admin.columns.location'), cell: (j) => j.location },
    {
      head: t('admin.columns.type'),
      cell: (j) => (
        <Tag minimal className="admin-tag">
          {t(`admin.jobTypes.${j.type}`)}
        </Tag>
      ),
    },
    { head: t('admin.columns.applications'), cell: (j) => j.applicationCount, className: 'cell-num' },
    { head: t('admin.columns.status'), cell: (j) => <ActiveTag active={j.isActive} expired={!isListed(j)} /> },
    { head: t('admin.columns.posted'), cell: (j) => formatDate(j.createdAt, lng), className: 'cell-nowrap' },
  ];
  const actions = (j: AdminJob) => (
    <>
      <Link
        to={`/admin/jobs/${j.id}?view=board`}
        className="bp6-button bp6-small bp6-minimal button-link"
        aria-label={`${t('admin.jobs.pipeline')}: ${j.title}`}
      >
        <span className="bp6-button-text">{t('admin.jobs.pipeline')}</span>
      </Link>
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
    </>
  );

  return (
    <AdminPage title={t('admin.jobs.title')}>
      <BackToDashboard />
      <ServerTable
        state={state}
        label={t('admin.jobs.title')}
        searchId="job-search"
        placeholder={t('admin.jobs.searchPlaceholder')}
        statusText={(s) => t(`admin.common.${s}`)}
        count={(count) => t('admin.jobs.count', { count })}
        loading={t('admin.jobs.loading')}
        empty={{ title: t('admin.jobs.emptyTitle') }}
        columns={columns}
        actions={actions}
      />
    </AdminPage>
  );
}
