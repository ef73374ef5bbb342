// /admin/jobs: every job including inactive ones, search, a view link to /jobs/{slug} and
// Activate/Deactivate. The public page of an inactive job, or of an active one whose listing period is
// over ('Expired'), answers 'Job Not Found', so such rows say 'Not public' instead of offering a link that
// leads nowhere. The status filter's 'Waiting for review' is staff's review queue: a new
// employer's job is approved (it goes public) or rejected with a reason mailed to the employer.
import { Button, Tag } from '@blueprintjs/core';
import { CrossIcon, ShareIcon, TickIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { isListed } from '../../../server/contract/derive.ts';
import type { AdminJob } from '../../../server/contract/index.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from './format.ts';
import { useApproveJob, useToggleJob } from './mutations.ts';
import { RejectJobDialog } from './RejectJobDialog.tsx';
import { ServerTable, useListState, type Column } from './serverList.tsx';
import { ActiveTag, AdminPage, BackToDashboard, ToggleButton, fullName } from './shared.tsx';
import '../../ui/blueprint.ts';

export default function AdminJobsPage() {
  const { t, i18n } = useTranslation();
  const state = useListState('jobs');
  const toggle = useToggleJob();
  const approve = useApproveJob();
  const [rejecting, setRejecting] = useState<AdminJob | null>(null);
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
    {
      head: t('admin.columns.status'),
      cell: (j) =>
        j.review.status === 'approved' ? (
          <ActiveTag active={j.isActive} expired={!isListed(j)} />
        ) : (
          <>
            <Tag minimal intent={j.review.status === 'pending' ? 'primary' : 'danger'} className="admin-tag">
              {t(`admin.common.${j.review.status}`)}
            </Tag>
            {j.review.reason ? <span className="cell-sub">{j.review.reason}</span> : null}
          </>
        ),
    },
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
      {j.review.status === 'pending' ? (
        <>
          <Button
            size="small"
            intent="success"
            icon={<TickIcon />}
            text={t('admin.review.approve')}
            aria-label={t('admin.review.approveLabel', { title: j.title })}
            loading={approve.isPending && approve.variables === j.id}
            onClick={() => approve.mutate(j.id)}
          />
          <Button
            size="small"
            intent="danger"
            variant="outlined"
            icon={<CrossIcon />}
            text={t('admin.review.reject')}
            aria-label={t('admin.review.rejectLabel', { title: j.title })}
            onClick={() => setRejecting(j)}
          />
        </>
      ) : null}
      {isListed(j) && j.review.status === 'approved' ? (
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
          title={
            j.review.status !== 'approved'
              ? t('admin.review.notPublicHint')
              : j.isActive
                ? t('admin.common.expiredHint')
                : t('admin.jobs.notPublicHint')
          }
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
      <RejectJobDialog job={rejecting} onClose={() => setRejecting(null)} />
    </AdminPage>
  );
}
