// /candidate/applications: the four stat cards (counted by the contract's rules; the interview invitations
// waiting for an answer from the candidate's interviews), the
// applications grouped by status in the order an application moves through, each with its cover letter, job details, a
// view-job link and the CV that was sent; a tips card. Offline it shows the last known list (a device
// copy), and applications waiting in this device's outbox first, marked 'Waiting to send'.
import { AnchorButton, Button, Card, NonIdealState, Tag } from '@blueprintjs/core';
import {
  BriefcaseIcon,
  CalendarIcon,
  ChatIcon,
  DocumentIcon,
  DownloadIcon,
  EyeOpenIcon,
  MapMarkerIcon,
  OfficeIcon,
  TickCircleIcon,
  TimeIcon,
  TrendingUpIcon,
  LightbulbIcon,
} from '@blueprintjs/icons';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, applicationStats, type Application } from '../../../server/contract/index.ts';
import { useQueuedApplications } from '../../offline/outbox.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { CardSkeletons, ErrorState } from '../../ui/PageStates.tsx';
import { Panel, StatCards } from '../applications/Dashboard.tsx';
import { StatusTag } from '../applications/StatusTag.tsx';
import { formatDate, formatSalary, jobTypeLabel } from '../jobs/format.ts';
import { useCurrentUser } from '../auth/queries.ts';
import { CandidateArea } from './CandidateArea.tsx';
import { StatusTimeline } from '../account/StatusTimeline.tsx';
import { ApplicationMessages } from './ApplicationMessages.tsx';
import { InterviewChoice } from '../interviews/InterviewChoice.tsx';
import { useCandidateInterviews } from '../interviews/queries.ts';
import { useCandidateApplications } from './queries.ts';
import '../applications/applications.css';
import './i18n.ts';
import '../../ui/blueprint.ts';

function ApplicationCard({ app }: { app: Application }) {
  const { t, i18n } = useTranslation();
  const salary = formatSalary(t, app.job.salary);
  const headingId = `app-${app.id}-title`;
  return (
    <Card className="app-card" role="article" aria-labelledby={headingId}>
      <div className="app-card__top">
        <div>
          <h3 id={headingId} className="app-card__title">
            {app.job.title}
          </h3>
          <ul className="dash-row__meta">
            <li>
              <OfficeIcon size={14} aria-hidden /> {app.job.company}
            </li>
            <li>
              <MapMarkerIcon size={14} aria-hidden /> {app.job.location}
            </li>
            <li>
              <BriefcaseIcon size={14} aria-hidden /> {jobTypeLabel(t, app.job.type)}
            </li>
            {salary ? <li>{salary}</li> : null}
          </ul>
        </div>
        <StatusTag status={app.status} large />
      </div>
      {app.notes ? (
        <details className="app-card__notes">
          <summary>{t('candidate.applications.coverLetter')}</summary>
          <p>{app.notes}</p>
        </details>
      ) : null}
      <InterviewChoice applicationId={app.id} />
      <StatusTimeline applicationId={app.id} />
      <ApplicationMessages applicationId={app.id} />
      <div className="app-card__bottom">
        <span className="muted job-card__posted">
          <CalendarIcon size={14} aria-hidden />{' '}
          {t('candidate.applications.appliedOn', { date: formatDate(app.appliedAt, i18n.language) })}
        </span>
        <div className="cand-job-actions">
          {app.job.isActive ? (
            <ButtonLink to={`/jobs/${app.job.slug}`} outlined icon={<EyeOpenIcon />}>
              {t('candidate.applications.viewJob')}
            </ButtonLink>
          ) : (
            <Tag minimal round className="inactive-tag">
              {t('candidate.applications.jobClosed')}
            </Tag>
          )}
          {app.cvUrl ? (
            // A plain link: the server answers with the file as an attachment, so the page stays open.
            <AnchorButton
              href={app.cvUrl}
              download
              variant="outlined"
              icon={<DownloadIcon />}
              text={t('candidate.applications.cv')}
              aria-label={t('candidate.applications.cvLabel', { title: app.job.title })}
            />
          ) : (
            <Button variant="outlined" disabled icon={<DocumentIcon />} text={t('candidate.applications.noCv')} />
          )}
        </div>
      </div>
    </Card>
  );
}

export default function CandidateApplicationsPage() {
  const { t } = useTranslation();
  const query = useCandidateApplications();
  const { user } = useCurrentUser();
  const queued = useQueuedApplications(user?.id) ?? [];
  const apps = useMemo(() => query.data?.data.applications ?? [], [query.data]);
  const stats = applicationStats(apps);
  // Invitations awaiting the candidate's pick of a time: an application in the interview stage may have
  // none yet, or one already scheduled.
  const interviews = useCandidateInterviews();
  const invitations = (interviews.data ?? []).filter((i) => i.status === 'proposed').length;
  const loading = query.isPending || (interviews.isPending && interviews.fetchStatus === 'fetching');
  const groups = useMemo(
    () =>
      APPLICATION_STATUSES.map((status) => ({ status, items: apps.filter((a) => a.status === status) })).filter(
        (g) => g.items.length > 0,
      ),
    [apps],
  );

  let body: React.JSX.Element;
  if (query.isPending) {
    body = <CardSkeletons count={3} label={t('candidate.applications.loading')} />;
  } else if (query.isError) {
    body = (
      <ErrorState
        title={t('candidate.applications.errorTitle')}
        message={t('candidate.applications.errorText')}
        action={<Button text={t('common.tryAgain')} onClick={() => void query.refetch()} />}
      />
    );
  } else if (apps.length === 0 && queued.length === 0) {
    body = (
      <Card className="dash-empty job-card">
        <NonIdealState
          icon={<DocumentIcon size={40} />}
          title={t('candidate.applications.emptyTitle')}
          description={t('candidate.applications.emptyText')}
          action={
            <ButtonLink to="/candidate/jobs" intent="primary">
              {t('candidate.applications.browseJobs')}
            </ButtonLink>
          }
        />
      </Card>
    );
  } else {
    body = (
      <div>
        {queued.length > 0 ? (
          <section className="app-group" aria-labelledby="group-waiting" data-status="waiting">
            <h2 id="group-waiting" className="app-group__head">
              <Tag large round intent="warning" icon={<TimeIcon />}>
                {t('candidate.applications.waitingGroup')}
              </Tag>
              <span className="app-group__count" aria-label={t('candidate.applications.waitingGroupLabel')}>
                {queued.length}
              </span>
            </h2>
            <ul className="app-list">
              {queued.map((row) => (
                <li key={row.clientId}>
                  <Card className="app-card" role="article" aria-labelledby={`queued-${row.clientId}`}>
                    <div className="app-card__top">
                      <h3 id={`queued-${row.clientId}`} className="app-card__title">
                        {row.payload.jobTitle}
                      </h3>
                      <Tag large round minimal intent="warning">
                        {t('candidate.applications.waiting')}
                      </Tag>
                    </div>
                    <p className="muted">{t('candidate.applications.waitingText')}</p>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {groups.map(({ status, items }) => (
          <section key={status} className="app-group" aria-labelledby={`group-${status}`} data-status={status}>
            <h2 id={`group-${status}`} className="app-group__head">
              <StatusTag status={status} large />
              <span
                className="app-group__count"
                aria-label={t('candidate.applications.groupLabel', { status: t(`apply.status.${status}`) })}
              >
                {items.length}
              </span>
            </h2>
            <ul className="app-list">
              {items.map((a) => (
                <li key={a.id}>
                  <ApplicationCard app={a} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  return (
    <CandidateArea title={t('areas.candidateApplications')}>
      <StatCards
        label={t('areas.candidateApplications')}
        loading={loading}
        stats={[
          { label: t('candidate.applications.statTotal'), value: stats.total, icon: <DocumentIcon /> },
          {
            label: t('candidate.applications.statPending'),
            value: stats.pendingReview,
            hint: t('candidate.applications.statPendingHint'),
            icon: <TimeIcon />,
            tone: 'warning',
          },
          {
            label: t('candidate.applications.statInvitations'),
            value: invitations,
            hint: t('candidate.applications.statInvitationsHint'),
            icon: <ChatIcon />,
            tone: 'accent',
          },
          {
            label: t('candidate.applications.statSuccess'),
            value: `${stats.successRate}%`,
            hint: t('candidate.applications.statSuccessHint'),
            icon: <TrendingUpIcon />,
            tone: 'success',
          },
        ]}
      />
      <div className="app-layout">
        <div>{body}</div>
        <aside className="app-aside">
          <Panel id="tips-title" title={t('candidate.applications.tipsTitle')}>
            <ul className="tips-list">
              {(['tipFollowUp', 'tipTailor', 'tipCv', 'tipInterview'] as const).map((k) => (
                <li key={k}>
                  {k === 'tipFollowUp' ? <LightbulbIcon aria-hidden /> : <TickCircleIcon aria-hidden />}
                  <span>
                    <Trans i18nKey={`candidate.applications.${k}`} components={{ strong: <strong /> }} />
                  </span>
                </li>
              ))}
            </ul>
          </Panel>
        </aside>
      </div>
    </CandidateArea>
  );
}
