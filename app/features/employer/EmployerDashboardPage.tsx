// /employer/dashboard: stats (new = needing review), recent job postings (first 3,
// more on request) with edit, archive, reopen and duplicate, and each job's review by staff ('Waiting for
// review', 'Rejected: reason'), recent applications (first 5) with the candidate and the CV, quick actions
// and the post/edit job dialog. A new employer whose address is not verified sees a banner with 'Resend'.
import { Alert, AnchorButton, Button, Callout, NonIdealState, Tag } from '@blueprintjs/core';
import {
  AddIcon,
  ArchiveIcon,
  BriefcaseIcon,
  CalendarIcon,
  DocumentIcon,
  DownloadIcon,
  EditIcon,
  EnvelopeIcon,
  HeadsetIcon,
  InboxIcon,
  MapMarkerIcon,
  PeopleIcon,
  PulseIcon,
  SearchIcon,
  DollarIcon,
  RefreshIcon,
  DuplicateIcon,
  UndoIcon,
} from '@blueprintjs/icons';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  LIMITS,
  isListed,
  type Application,
  type EmployerJob,
  type EmployerStanding,
  type Job,
} from '../../../server/contract/index.ts';
import { ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { AreaLayout } from '../../ui/AreaLayout.tsx';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { ErrorState } from '../../ui/PageStates.tsx';
import { notify } from '../../ui/toaster.tsx';
import { Panel, PanelSkeleton, StatCards } from '../applications/Dashboard.tsx';
import { OwnCompanyPanel } from '../companies/OwnCompanyPanel.tsx';
import { StatusTag } from '../applications/StatusTag.tsx';
import { formatDate, jobTypeLabel } from '../jobs/format.ts';
import { ApplicantsPanel } from './ApplicantsPanel.tsx';
import { JobFormDialog } from './JobFormDialog.tsx';
import { useArchiveJob, useDuplicateJob, usePublishJob, useRenewJob, useResendVerification } from './mutations.ts';
import { useEmployerDashboard } from './queries.ts';
import '../applications/applications.css';
import './i18n.ts';
import '../../ui/blueprint.ts';
import { personName } from '../../../server/contract/names.ts';

type DialogState = { open: false } | { open: true; job: Job | null };

/** Until the address is verified: a banner with 'Resend'; then, while staff review the next job, a note. */
function StandingBanner({ standing }: { standing: EmployerStanding }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  if (standing.emailVerified)
    return standing.jobReview ? (
      <Callout intent="primary" className="employer-standing" title={t('employer.standing.reviewTitle')}>
        {t('employer.standing.reviewText')}
      </Callout>
    ) : null;
  return (
    <Callout
      intent="warning"
      className="employer-standing"
      title={t('employer.standing.verifyTitle')}
      role="status"
      data-testid="verify-banner"
    >
      <p>{t('employer.standing.verifyText')}</p>
      {resend.isSuccess ? (
        <p role="status">{t('employer.standing.resent')}</p>
      ) : resend.isError ? (
        <p role="alert">{codeText(t, resend.error instanceof ApiError ? resend.error.code : null)}</p>
      ) : null}
      <Button
        variant="outlined"
        icon={<EnvelopeIcon />}
        text={resend.isPending ? t('common.submitting') : t('employer.standing.resend')}
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      />
    </Callout>
  );
}

function JobRow({
  job,
  applicationCount,
  onEdit,
  onArchive,
  onRenew,
  onDuplicate,
  renewing,
  duplicating,
  onPublish,
  publishing,
}: {
  job: EmployerJob;
  applicationCount: number;
  onEdit: () => void;
  onArchive: () => void;
  onRenew: () => void;
  onDuplicate: () => void;
  renewing: boolean;
  duplicating: boolean;
  onPublish: () => void;
  publishing: boolean;
}) {
  const { t, i18n } = useTranslation();
  const expired = job.isActive && !isListed(job);
  const approved = job.review.status === 'approved';
  const titleId = useId();
  return (
    <li data-testid="employer-job">
      <div className="dash-row dash-row--stacked">
        <div className="dash-row__main">
          <h3 className="dash-row__title" id={titleId}>
            {job.isActive && !expired && approved ? (
              <Link to={`/jobs/${job.slug}`}>{job.title}</Link>
            ) : (
              <span>{job.title}</span>
            )}
            {job.isDraft ? (
              <Tag intent="primary" minimal round className="status-tag" title={t('employer.jobs.draftHint')}>
                {t('employer.jobs.draft')}
              </Tag>
            ) : job.review.status === 'pending' ? (
              <Tag intent="primary" minimal round className="status-tag">
                {t('employer.jobs.pending')}
              </Tag>
            ) : job.review.status === 'rejected' ? (
              <Tag intent="danger" minimal round className="status-tag">
                {t('employer.jobs.rejected')}
              </Tag>
            ) : null}
            {job.isDraft || (!approved && job.isActive) ? null : expired ? (
              <Tag intent="warning" minimal round className="status-tag">
                {t('employer.jobs.expired')}
              </Tag>
            ) : job.isActive ? (
              <Tag intent="success" minimal round className="status-tag">
                {t('employer.jobs.active')}
              </Tag>
            ) : (
              <Tag minimal round className="inactive-tag">
                {t('employer.jobs.archived')}
              </Tag>
            )}
          </h3>
          <ul className="dash-row__meta">
            <li>
              <MapMarkerIcon size={13} aria-hidden /> {job.location}
            </li>
            <li>
              <BriefcaseIcon size={13} aria-hidden /> {jobTypeLabel(t, job.type)}
            </li>
            <li>
              <CalendarIcon size={13} aria-hidden />{' '}
              {t('employer.jobs.posted', { date: formatDate(job.createdAt, i18n.language) })}
            </li>
            <li>
              <PeopleIcon size={13} aria-hidden /> {t('employer.jobs.applications', { count: applicationCount })}
            </li>
            {job.isActive && !expired && approved ? (
              <li>
                <CalendarIcon size={13} aria-hidden />{' '}
                {t('employer.jobs.listedUntil', { date: formatDate(job.validThrough, i18n.language) })}
              </li>
            ) : null}
          </ul>
          {job.review.status === 'pending' ? (
            <p className="muted employer-review-note">{t('employer.jobs.pendingText')}</p>
          ) : job.review.status === 'rejected' ? (
            <p className="employer-review-note" data-testid="rejection">
              {t('employer.jobs.rejectedReason', { reason: job.review.reason ?? '' })}
            </p>
          ) : null}
        </div>
        <div className="dash-row__actions">
          <ButtonLink outlined icon={<PeopleIcon />} to={`/employer/jobs/${job.id}`} aria-describedby={titleId}>
            {t('employer.jobs.applicants')}
          </ButtonLink>
          <Button
            size="small"
            variant="outlined"
            icon={<EditIcon />}
            text={t('employer.jobs.edit')}
            aria-label={t('employer.jobs.editLabel', { title: job.title })}
            onClick={onEdit}
          />
          {job.isDraft ? (
            <Button
              size="small"
              intent="primary"
              text={t('employer.jobs.publish')}
              aria-label={t('employer.jobs.publishLabel', { title: job.title })}
              onClick={onPublish}
              loading={publishing}
            />
          ) : null}
          {job.isActive ? (
            <Button
              size="small"
              variant="outlined"
              icon={<RefreshIcon />}
              text={t('employer.jobs.renew')}
              aria-label={t('employer.jobs.renewLabel', { title: job.title })}
              onClick={onRenew}
              loading={renewing}
            />
          ) : job.isDraft ? null : (
            <Button
              size="small"
              variant="outlined"
              icon={<UndoIcon />}
              text={t('employer.jobs.reopen')}
              aria-label={t('employer.jobs.reopenLabel', { title: job.title })}
              onClick={onRenew}
              loading={renewing}
            />
          )}
          <Button
            size="small"
            variant="outlined"
            icon={<DuplicateIcon />}
            text={t('employer.jobs.duplicate')}
            aria-label={t('employer.jobs.duplicateLabel', { title: job.title })}
            onClick={onDuplicate}
            loading={duplicating}
          />
          {job.isActive ? (
            <Button
              size="small"
              variant="outlined"
              intent="danger"
              icon={<ArchiveIcon />}
              text={t('employer.jobs.archive')}
              aria-label={t('employer.jobs.archiveLabel', { title: job.title })}
              onClick={onArchive}
            />
          ) : null}
        </div>
      </div>
    </li>
  );
}

function ApplicationRow({ app }: { app: Application }) {
  const { t, i18n } = useTranslation();
  const name = personName(i18n.language, app.candidate.firstName, app.candidate.lastName);
  return (
    <li data-testid="employer-application">
      <div className="dash-row">
        <div className="dash-row__main">
          <h3 className="dash-row__title">
            <Link to={`/employer/applications/${app.id}`}>{name}</Link> <StatusTag status={app.status} />
          </h3>
          <ul className="dash-row__meta">
            <li>
              <BriefcaseIcon size={13} aria-hidden /> {t('employer.applications.appliedFor', { title: app.job.title })}
            </li>
            <li>
              <CalendarIcon size={13} aria-hidden />{' '}
              {t('employer.applications.appliedOn', { date: formatDate(app.appliedAt, i18n.language) })}
            </li>
          </ul>
          {app.notes ? (
            <details className="app-card__notes">
              <summary>{t('employer.applications.coverLetter')}</summary>
              <p>{app.notes}</p>
            </details>
          ) : null}
        </div>
        <div className="dash-row__actions">
          <AnchorButton
            size="small"
            variant="minimal"
            icon={<EnvelopeIcon />}
            href={`mailto:${app.candidate.email}`}
            aria-label={t('employer.applications.email', { name })}
          />
          {app.cvUrl ? (
            <AnchorButton
              size="small"
              variant="outlined"
              icon={<DownloadIcon />}
              href={app.cvUrl}
              download
              text={t('employer.applications.cv')}
              aria-label={t('employer.applications.cvLabel', { name })}
            />
          ) : (
            <Button
              size="small"
              variant="outlined"
              disabled
              icon={<DocumentIcon />}
              text={t('employer.applications.noCv')}
            />
          )}
        </div>
      </div>
    </li>
  );
}

export default function EmployerDashboardPage() {
  const { t, i18n } = useTranslation();
  const query = useEmployerDashboard();
  const archive = useArchiveJob();
  const renew = useRenewJob();
  const duplicate = useDuplicateJob();
  const publish = usePublishJob();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [archiving, setArchiving] = useState<Job | null>(null);
  const [allJobs, setAllJobs] = useState(false);
  const [allApps, setAllApps] = useState(false);

  const data = query.data;
  const countByJob = useMemo(() => {
    const m = new Map<number, number>();
    for (const a of data?.applications ?? []) m.set(a.jobId, (m.get(a.jobId) ?? 0) + 1);
    return m;
  }, [data]);
  // A new job starts with the company of the latest one: most employers post for one company.
  const defaultCompany = data?.jobs[0]?.company ?? '';

  const openNew = () => setDialog({ open: true, job: null });

  const confirmArchive = () => {
    const job = archiving;
    if (!job) return;
    archive.mutate(job.id, {
      onSuccess: () => {
        notify({
          intent: 'success',
          title: t('employer.toast.archived'),
          message: t('employer.toast.archivedMessage', { title: job.title }),
        });
        setArchiving(null);
      },
      onError: (err) => {
        notify({
          intent: 'danger',
          title: t('employer.toast.archiveFailed'),
          message: codeText(t, err instanceof ApiError ? err.code : null),
        });
        setArchiving(null);
      },
    });
  };

  const renewJob = (job: Job) => {
    renew.mutate(job.id, {
      onSuccess: (renewed) =>
        notify({
          intent: 'success',
          title: job.isActive ? t('employer.toast.renewed') : t('employer.toast.reopened'),
          message:
            renewed.review.status === 'approved'
              ? t('employer.toast.renewedMessage', {
                  title: renewed.title,
                  date: formatDate(renewed.validThrough, i18n.language),
                })
              : t('employer.toast.reopenedPending', { title: renewed.title }),
        }),
      onError: (err) =>
        notify({
          intent: 'danger',
          title: t('employer.toast.renewFailed'),
          message: codeText(t, err instanceof ApiError ? err.code : null),
        }),
    });
  };

  // The copy opens in the edit dialog; it stays archived until the employer reopens it.
  const duplicateJob = (job: Job) => {
    duplicate.mutate(job.id, {
      onSuccess: (copy) => {
        notify({
          intent: 'success',
          title: t('employer.toast.duplicated'),
          message: t('employer.toast.duplicatedMessage', { title: copy.title }),
        });
        setDialog({ open: true, job: copy });
      },
      onError: (err) =>
        notify({
          intent: 'danger',
          title: t('employer.toast.duplicateFailed'),
          message: codeText(t, err instanceof ApiError ? err.code : null),
        }),
    });
  };

  const publishJob = (job: Job) => {
    publish.mutate(job.id, {
      onSuccess: (published) =>
        notify({
          intent: 'success',
          title: t('employer.toast.published'),
          message: t('employer.toast.renewedMessage', {
            title: published.title,
            date: formatDate(published.validThrough, i18n.language),
          }),
        }),
      onError: (err) =>
        notify({
          intent: 'danger',
          title: t('employer.toast.publishFailed'),
          message: codeText(t, err instanceof ApiError ? err.code : null),
        }),
    });
  };

  const actions = <Button intent="primary" icon={<AddIcon />} text={t('employer.postJob')} onClick={openNew} />;

  if (query.isError) {
    return (
      <AreaLayout area="employer" title={t('areas.employerDashboard')} actions={actions}>
        <ErrorState
          title={t('employer.errorTitle')}
          message={t('employer.errorText')}
          action={<Button text={t('common.tryAgain')} onClick={() => void query.refetch()} />}
        />
      </AreaLayout>
    );
  }

  const jobs = data?.jobs ?? [];
  const apps = data?.applications ?? [];
  const shownJobs = allJobs ? jobs : jobs.slice(0, LIMITS.employerDashboardJobs);
  const shownApps = allApps ? apps : apps.slice(0, LIMITS.employerDashboardApplications);

  return (
    <AreaLayout area="employer" title={t('areas.employerDashboard')} actions={actions}>
      {data ? <StandingBanner standing={data.standing} /> : null}
      <StatCards
        label={t('employer.stats.label')}
        loading={query.isPending}
        stats={[
          { label: t('employer.stats.totalJobs'), value: data?.stats.totalJobs ?? 0, icon: <BriefcaseIcon /> },
          {
            label: t('employer.stats.activeJobs'),
            value: data?.stats.activeJobs ?? 0,
            hint: t('employer.stats.activeHint'),
            icon: <PulseIcon />,
            tone: 'success',
          },
          {
            label: t('employer.stats.totalApplications'),
            value: data?.stats.totalApplications ?? 0,
            icon: <PeopleIcon />,
            tone: 'accent',
          },
          {
            label: t('employer.stats.newApplications'),
            value: data?.stats.newApplications ?? 0,
            hint: t('employer.stats.newHint'),
            icon: <InboxIcon />,
            tone: 'warning',
          },
        ]}
      />
      <div className="dash-grid">
        <div className="dash-side">
          <Panel
            id="employer-jobs-title"
            title={t('employer.jobs.title')}
            subtitle={t('employer.jobs.subtitle')}
            actions={<Button variant="outlined" icon={<AddIcon />} text={t('employer.postJob')} onClick={openNew} />}
          >
            {query.isPending ? (
              <PanelSkeleton label={t('employer.jobs.loading')} />
            ) : jobs.length === 0 ? (
              <div className="dash-empty">
                <NonIdealState
                  icon={<BriefcaseIcon size={36} />}
                  title={t('employer.jobs.emptyTitle')}
                  description={t('employer.jobs.emptyText')}
                  action={<Button intent="primary" icon={<AddIcon />} text={t('employer.postJob')} onClick={openNew} />}
                />
              </div>
            ) : (
              <>
                <ul className="dash-list">
                  {shownJobs.map((job) => (
                    <JobRow
                      key={job.id}
                      job={job}
                      applicationCount={countByJob.get(job.id) ?? 0}
                      onEdit={() => setDialog({ open: true, job })}
                      onArchive={() => setArchiving(job)}
                      onRenew={() => renewJob(job)}
                      onDuplicate={() => duplicateJob(job)}
                      renewing={renew.isPending && renew.variables === job.id}
                      duplicating={duplicate.isPending && duplicate.variables === job.id}
                      onPublish={() => publishJob(job)}
                      publishing={publish.isPending && publish.variables === job.id}
                    />
                  ))}
                </ul>
                {jobs.length > LIMITS.employerDashboardJobs ? (
                  <div className="dash-more">
                    <Button
                      variant="minimal"
                      onClick={() => setAllJobs((v) => !v)}
                      aria-expanded={allJobs}
                      text={allJobs ? t('employer.jobs.showFewer') : t('employer.jobs.showAll', { count: jobs.length })}
                    />
                  </div>
                ) : null}
              </>
            )}
          </Panel>
          <Panel id="employer-quick-title" title={t('employer.quick.title')}>
            <div className="quick-actions">
              <Button intent="primary" icon={<AddIcon />} text={t('employer.quick.postJob')} onClick={openNew} />
              <ButtonLink to="/jobs" outlined icon={<SearchIcon />}>
                {t('employer.quick.viewBoard')}
              </ButtonLink>
              <ButtonLink to="/contact" outlined icon={<HeadsetIcon />}>
                {t('employer.quick.hiringHelp')}
              </ButtonLink>
              <ButtonLink to="/umbrella" outlined icon={<DollarIcon />}>
                {t('employer.quick.umbrella')}
              </ButtonLink>
            </div>
          </Panel>
        </div>
        <div className="dash-side">
          <Panel
            id="employer-apps-title"
            title={t('employer.applications.title')}
            subtitle={t('employer.applications.subtitle')}
          >
            {query.isPending ? (
              <PanelSkeleton rows={4} label={t('employer.applications.loading')} />
            ) : apps.length === 0 ? (
              <div className="dash-empty">
                <NonIdealState
                  icon={<InboxIcon size={36} />}
                  title={t('employer.applications.emptyTitle')}
                  description={t('employer.applications.emptyText')}
                />
              </div>
            ) : (
              <>
                <ul className="dash-list">
                  {shownApps.map((a) => (
                    <ApplicationRow key={a.id} app={a} />
                  ))}
                </ul>
                {apps.length > LIMITS.employerDashboardApplications ? (
                  <div className="dash-more">
                    <Button
                      variant="minimal"
                      onClick={() => setAllApps((v) => !v)}
                      aria-expanded={allApps}
                      text={
                        allApps
                          ? t('employer.applications.showFewer')
                          : t('employer.applications.showAll', { count: apps.length })
                      }
                    />
                  </div>
                ) : null}
              </>
            )}
          </Panel>
        </div>
      </div>

      {jobs.length > 0 ? <ApplicantsPanel jobs={jobs} /> : null}

      <JobFormDialog
        isOpen={dialog.open}
        job={dialog.open ? dialog.job : null}
        defaultCompany={defaultCompany}
        onClose={() => setDialog({ open: false })}
      />
      <Alert
        isOpen={archiving !== null}
        icon={<ArchiveIcon size={32} />}
        intent="danger"
        cancelButtonText={t('employer.archiveConfirm.cancel')}
        confirmButtonText={archive.isPending ? t('common.submitting') : t('employer.archiveConfirm.confirm')}
        loading={archive.isPending}
        onCancel={() => setArchiving(null)}
        onConfirm={confirmArchive}
        canEscapeKeyCancel={!archive.isPending}
      >
        <h2 className="alert-title">{t('employer.archiveConfirm.title')}</h2>
        <p>{t('employer.archiveConfirm.text', { title: archiving?.title ?? '' })}</p>
      </Alert>
      <OwnCompanyPanel />
    </AreaLayout>
  );
}
