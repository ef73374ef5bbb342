import { Card, Tag } from '../../ui/kit/kit.tsx';
import { OfficeIcon } from '../../ui/kit/icons.tsx';
import { BriefcaseIcon, CalendarIcon, MapMarkerIcon } from '../../ui/kit/jobIcons.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Job } from '../../../server/contract/index.ts';
import { visibleSkills } from './filter.ts';
import { formatDate, jobTypeLabel } from './format.ts';
import { PayTags } from './PayTags.tsx';

/** A job in a list (public /jobs and the candidate's list): the same card, with the list's own actions. */
export function JobCard({ job, actions }: { job: Job; actions: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { shown, more } = visibleSkills(job.skills);
  const headingId = `job-${job.id}-title`;
  return (
    <Card className="job-card" elevation={0} aria-labelledby={headingId} role="article">
      <div className="job-card__top">
        <div>
          <h2 id={headingId} className="job-card__title">
            <Link to={`/jobs/${job.slug}`} className="stretched-link">
              {job.title}
            </Link>
          </h2>
          <ul className="job-meta">
            <li>
              <OfficeIcon size={14} aria-hidden /> {job.company}
            </li>
            <li>
              <MapMarkerIcon size={14} aria-hidden /> {job.location}
            </li>
            <li>
              <BriefcaseIcon size={14} aria-hidden /> {jobTypeLabel(t, job.type)}
            </li>
          </ul>
        </div>
        {job.salary || job.dayRate !== null ? (
          <div className="pay-tags">
            <PayTags job={job} />
          </div>
        ) : null}
      </div>
      <p className="job-card__excerpt">{job.description}</p>
      <div className="job-card__bottom">
        <ul className="skill-list" aria-label={t('jobDetail.skills')}>
          {shown.map((s) => (
            <li key={s}>
              <Tag minimal round>
                {s}
              </Tag>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Tag minimal round className="skill-more">
                {t('jobs.moreSkills', { count: more })}
              </Tag>
            </li>
          ) : null}
        </ul>
        <div className="job-card__end">
          <span className="job-card__posted muted">
            <CalendarIcon size={14} aria-hidden />{' '}
            {t('jobs.posted', { date: formatDate(job.createdAt, i18n.language) })}
          </span>
          {actions}
        </div>
      </div>
    </Card>
  );
}
