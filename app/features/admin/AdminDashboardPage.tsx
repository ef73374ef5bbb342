// /admin/dashboard: stats, recent users (5) and jobs (5), system management links, the
// application management list with a status dropdown, and recent activity (3 applications, 2 users).
import { Card, HTMLSelect } from '@blueprintjs/core';
import { BriefcaseIcon, CogIcon, DocumentIcon, OfficeIcon, PeopleIcon, PersonIcon } from '@blueprintjs/icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  APPLICATION_STATUSES,
  LIMITS,
  type ApplicationListing,
  type ApplicationStatus,
} from '../../../server/contract/index.ts';
import { formatDate } from './format.ts';
import { useUpdateApplicationStatus } from './mutations.ts';
import { useAdminDashboard } from './queries.ts';
import { ActiveTag, AdminPage, LoadError, LoadingList, RoleTag, Stat, fullName } from './shared.tsx';
import '../../ui/blueprint.ts';
import '../applications/i18n.ts';
import { StatusHistory } from './StatusHistory.tsx';
import AdminTimesheetsPage from '../timesheets/AdminTimesheetsPage.tsx';
import { TimesheetQueueStat } from '../timesheets/QueueStat.tsx';
import NotFoundPage from '../errors/NotFoundPage.tsx';
import { ServerTable, useListState, type Column } from './serverList.tsx';
import { ApplicationFilters } from '../desk/ApplicationFilters.tsx';
import { BulkBar } from '../desk/BulkActions.tsx';
import { useSelection } from '../../ui/selection.tsx';

/** The dashboard shares its screen with other panels, so its list grows in smaller steps than the staff lists. */
const APPLICATION_PAGE = 25;

const SYSTEM_LINKS = [
  { to: '/admin/users', key: 'users', icon: <PeopleIcon /> },
  { to: '/admin/candidates', key: 'candidates', icon: <PersonIcon /> },
  { to: '/admin/employers', key: 'employers', icon: <OfficeIcon /> },
  { to: '/admin/jobs', key: 'jobs', icon: <BriefcaseIcon /> },
  { to: '/admin/contracts', key: 'contracts', icon: <DocumentIcon /> },
  { to: '/admin/settings', key: 'settings', icon: <CogIcon /> },
] as const;

const isStatus = (v: string): v is ApplicationStatus => (APPLICATION_STATUSES as readonly string[]).includes(v);

/** Keys with which a closed native select steps to the next option (firing 'change') without opening. */
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);
/** How long a keyboard user may pause on an option before it is saved (Enter or leaving saves at once). */
export const STATUS_KEYBOARD_SETTLE_MS = 1200;

/**
 * One row's own mutation, so several rows can be changed in quick succession. A choice made with the
 * mouse (or from the opened list) is saved at once. Stepping with the arrow keys on the closed select
 * fires 'change' on every press, so those steps only move a draft, saved once on Enter, on leaving the
 * field or after a short pause — one PUT for the value the user settled on, not one per key press.
 * While a save is under way the select stays enabled (disabling it would drop keyboard focus to the
 * page) but busy, and ignores further changes.
 */
function StatusSelect({ application }: { application: ApplicationListing }) {
  const { t } = useTranslation();
  const update = useUpdateApplicationStatus();
  const [draft, setDraft] = useState<ApplicationStatus | null>(null);
  const stepping = useRef(false);
  const settle = useRef<number | undefined>(undefined);
  // The status on its way to the server: the ref guards the moment between mutate() and the re-render that
  // shows it; the state shows it in that same re-render (the mutation's own pending state comes a task
  // later, and the controlled select meanwhile snapped back to the saved status).
  const sending = useRef<ApplicationStatus | null>(null);
  const [sent, setSent] = useState<ApplicationStatus | null>(null);
  // The save waiting out the keyboard pause. If the row goes away first (a search hides it, the page is
  // left) the choice is saved then, not dropped: the admin picked it and saw it in the field.
  const pendingSave = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      window.clearTimeout(settle.current);
      pendingSave.current?.();
    },
    [],
  );

  const busy = update.isPending;
  const value = draft ?? sent ?? application.status;

  const commit = (status: ApplicationStatus) => {
    window.clearTimeout(settle.current);
    pendingSave.current = null;
    setDraft(null);
    if (sending.current !== null || status === application.status) return;
    sending.current = status;
    setSent(status);
    update.mutate(
      { id: application.id, status },
      {
        onSettled: () => {
          sending.current = null;
          setSent(null);
        },
      },
    );
  };

  return (
    <HTMLSelect
      className={busy ? 'admin-status-select admin-busy' : 'admin-status-select'}
      value={value}
      aria-busy={busy || undefined}
      aria-label={t('admin.dashboard.statusFor', { name: fullName(application.candidate), job: application.job.title })}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && draft) {
          e.preventDefault();
          commit(draft);
          return;
        }
        const printable = e.key.length === 1 && e.key !== ' ';
        if (!e.altKey && !e.ctrlKey && !e.metaKey && (STEP_KEYS.has(e.key) || printable)) {
          stepping.current = true;
          // The browser fires 'change' as this key's default action, in this same task.
          window.setTimeout(() => {
            stepping.current = false;
          }, 0);
        }
      }}
      onBlur={() => {
        if (draft) commit(draft);
      }}
      onChange={(e) => {
        const status = e.currentTarget.value;
        if (!isStatus(status) || sending.current !== null || busy) return; // the controlled value snaps back
        if (!stepping.current) {
          commit(status);
          return;
        }
        window.clearTimeout(settle.current);
        pendingSave.current = null;
        if (status === application.status) {
          setDraft(null);
          return;
        }
        setDraft(status);
        const save = () => commit(status);
        pendingSave.current = save;
        settle.current = window.setTimeout(save, STATUS_KEYBOARD_SETTLE_MS);
      }}
    >
      {APPLICATION_STATUSES.map((s) => (
        <option key={s} value={s}>
          {t(`apply.status.${s}`)}
        </option>
      ))}
    </HTMLSelect>
  );
}

function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card className="admin-panel">
      <div className="admin-panel__head">
        <h2>{title}</h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

/**
 * The application management list: every application, one server page at a time
 * (GET /api/admin/applications), with search, status filter, sort and CSV export in the URL.
 */
function ApplicationsPanel() {
  const { t, i18n } = useTranslation();
  const state = useListState('applications');
  const selection = useSelection(`${state.filters.toString()}&page=${state.page}`);
  const columns: Column<ApplicationListing>[] = [
    {
      head: t('admin.columns.candidate'),
      cell: (a) => (
        <>
          <Link
            className="cell-main"
            to={`/admin/applications/${a.id}`}
            aria-label={t('admin.dashboard.openApplication', { name: fullName(a.candidate), job: a.job.title })}
          >
            {fullName(a.candidate)}
          </Link>
          <span className="cell-sub">{a.candidate.email}</span>
        </>
      ),
    },
    {
      head: t('admin.columns.job'),
      cell: (a) => (
        <>
          <span>{a.job.title}</span>
          <span className="cell-sub">{a.job.company}</span>
        </>
      ),
    },
    {
      head: t('admin.columns.applied'),
      cell: (a) => formatDate(a.appliedAt, i18n.language),
      className: 'cell-nowrap',
    },
    {
      head: t('admin.columns.status'),
      cell: (a) => (
        <>
          <StatusSelect application={a} />
          <StatusHistory applicationId={a.id} />
        </>
      ),
    },
  ];
  return (
    <section className="admin-section" aria-labelledby="admin-applications-title">
      <Card className="admin-panel">
        <div className="admin-panel__head">
          <h2 id="admin-applications-title">{t('admin.dashboard.applicationsTitle')}</h2>
        </div>
        <p className="admin-hint">
          <Trans i18nKey="admin.dashboard.statusMessages" components={{ templates: <Link to="/admin/messages" /> }} />
        </p>
        <ServerTable
          state={state}
          pageSize={APPLICATION_PAGE}
          label={t('admin.dashboard.applicationsTitle')}
          searchId="application-search"
          placeholder={t('admin.dashboard.applicationsSearch')}
          statusText={(s) => t(`apply.status.${s}`)}
          count={(count) => t('admin.dashboard.applicationsCount', { count })}
          loading={t('admin.dashboard.loading')}
          empty={{ title: t('admin.dashboard.noApplications') }}
          columns={columns}
          controls={<ApplicationFilters state={state} />}
          select={{
            selection,
            rowLabel: (a) => t('desk.bulk.select', { name: fullName(a.candidate) }),
            pageLabel: t('desk.bulk.selectPage'),
            bar: (rows) => (
              <BulkBar
                area="admin"
                rows={rows.map((a) => ({ id: a.id, name: fullName(a.candidate) }))}
                onClear={selection.clear}
              />
            ),
          }}
        />
      </Card>
    </section>
  );
}

/** /admin/dashboard, and below it the timesheet queue (/admin/dashboard/timesheets): a sub-route here, so
 * the app's entry chunk, on every public page's critical path, carries no route of its own for it. */
export default function AdminDashboardPage() {
  const sub = useParams()['*'];
  if (sub === 'timesheets') return <AdminTimesheetsPage />;
  if (sub) return <NotFoundPage />;
  return <DashboardHome />;
}

function DashboardHome() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const dashboard = useAdminDashboard();

  if (dashboard.isPending)
    return (
      <AdminPage title={t('admin.dashboard.title')}>
        <LoadingList text={t('admin.dashboard.loading')} />
      </AdminPage>
    );
  if (dashboard.isError)
    return (
      <AdminPage title={t('admin.dashboard.title')}>
        <LoadError onRetry={() => void dashboard.refetch()} />
      </AdminPage>
    );
  const d = dashboard.data;
  const s = d.stats;

  return (
    <AdminPage title={t('admin.dashboard.title')}>
      <section className="admin-stats" aria-label={t('admin.dashboard.statsLabel')}>
        <Stat
          label={t('admin.dashboard.stats.users')}
          value={s.totalUsers}
          hint={t('admin.dashboard.stats.usersSplit', { employers: s.totalEmployers, candidates: s.totalCandidates })}
        />
        <Stat
          label={t('admin.dashboard.stats.jobs')}
          value={s.totalJobs}
          hint={t('admin.dashboard.stats.activeJobs', { count: s.activeJobs })}
        />
        <Stat
          label={t('admin.dashboard.stats.applications')}
          value={s.totalApplications}
          hint={t('admin.dashboard.stats.recentActivity', { count: s.recentActivity })}
        />
        <Stat label={t('admin.dashboard.stats.contracts')} value={s.totalContracts} />
        <TimesheetQueueStat />
      </section>

      <div className="admin-grid">
        <Panel
          title={t('admin.dashboard.recentUsers')}
          action={<Link to="/admin/users">{t('admin.dashboard.viewAll')}</Link>}
        >
          {d.recentUsers.length === 0 ? (
            <p className="muted">{t('admin.dashboard.noUsers')}</p>
          ) : (
            <ul className="admin-list">
              {d.recentUsers.slice(0, LIMITS.adminRecentUsers).map((u) => (
                <li key={u.id}>
                  <span className="admin-list__main">
                    <strong>{fullName(u)}</strong>
                    <span className="cell-sub">{u.email}</span>
                  </span>
                  <span className="admin-name">
                    <RoleTag role={u.role} />
                    <ActiveTag active={u.isActive} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel
          title={t('admin.dashboard.recentJobs')}
          action={<Link to="/admin/jobs">{t('admin.dashboard.viewAll')}</Link>}
        >
          {d.recentJobs.length === 0 ? (
            <p className="muted">{t('admin.dashboard.noJobs')}</p>
          ) : (
            <ul className="admin-list">
              {d.recentJobs.slice(0, LIMITS.adminRecentJobs).map((j) => (
                <li key={j.id}>
                  <span className="admin-list__main">
                    <strong>{j.title}</strong>
                    <span className="cell-sub">
                      {j.company} · {j.location}
                    </span>
                  </span>
                  <ActiveTag active={j.isActive} />
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      <section className="admin-section" aria-labelledby="admin-system-title">
        <Card className="admin-panel">
          <h2 id="admin-system-title">{t('admin.dashboard.systemManagement')}</h2>
          <ul className="admin-links">
            {SYSTEM_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="admin-link">
                  {l.icon}
                  <span>
                    <strong>{t(`admin.dashboard.links.${l.key}.title`)}</strong>
                    <span>{t(`admin.dashboard.links.${l.key}.description`)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </section>

      <ApplicationsPanel />

      <Panel title={t('admin.dashboard.recentActivity')}>
        {d.recentApplications.length === 0 && d.recentUsers.length === 0 ? (
          <p className="muted">{t('admin.dashboard.noActivity')}</p>
        ) : (
          <ul className="admin-list">
            {d.recentApplications.slice(0, LIMITS.adminActivityApplications).map((a) => (
              <li key={`a${a.id}`}>
                <span className="admin-list__main">
                  {t('admin.dashboard.activityApplied', { name: fullName(a.candidate), job: a.job.title })}
                  <span className="cell-sub">
                    {formatDate(a.appliedAt, lng)} · {t(`apply.status.${a.status}`)}
                  </span>
                </span>
              </li>
            ))}
            {d.recentUsers.slice(0, LIMITS.adminActivityUsers).map((u) => (
              <li key={`u${u.id}`}>
                <span className="admin-list__main">
                  {t('admin.dashboard.activityJoined', {
                    name: fullName(u),
                    role: t(`admin.roles.${u.role}`).toLocaleLowerCase(lng),
                  })}
                  <span className="cell-sub">{formatDate(u.createdAt, lng)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </AdminPage>
  );
}
