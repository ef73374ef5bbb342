// The application lists' own filters (issue 23), beside search, stage, skill and sort: the job, the employer
// (staff only) and the applied days from and to. They live in the URL like the list's other filters
// (serverList's useListState), so a reload or a shared link keeps them. Staff pick from the first 100 jobs
// and employers by name; a job or employer named in the URL but not among them stays chosen.
import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminEmployer, AdminJob } from '../../../server/contract/index.ts';
import { getData, type ApiError } from '../../api/http.ts';
import type { ListState, ServerPage } from '../admin/serverList.tsx';
import './i18n.ts';
import './desk.css';

export interface Option {
  value: string;
  label: string;
}

const PICK_MAX = 100;

/** Staff's choices of job and employer (the first PICK_MAX of each, by title and company). */
export function useStaffFilterOptions() {
  const jobs = useQuery<ServerPage<AdminJob>, ApiError>({
    queryKey: ['/api', 'admin', 'jobs', 'page', `pick`],
    queryFn: () => getData(`/api/admin/jobs?page=1&pageSize=${PICK_MAX}&sort=title`),
  });
  const employers = useQuery<ServerPage<AdminEmployer>, ApiError>({
    queryKey: ['/api', 'admin', 'employers', 'page', 'pick'],
    queryFn: () => getData(`/api/admin/employers?page=1&pageSize=${PICK_MAX}&sort=company`),
  });
  return {
    jobs: (jobs.data?.items ?? []).map((j) => ({ value: String(j.id), label: `${j.title} · ${j.company}` })),
    employers: (employers.data?.items ?? []).map((e) => ({
      value: String(e.id),
      label: e.request?.companyName ?? `${e.lastName} ${e.firstName}`.trim(),
    })),
  };
}

/** A choice named in the URL stays listed while its options load or when it is not among them. */
const withCurrent = (options: Option[], current: string, unknown: string): Option[] =>
  current && !options.some((o) => o.value === current) ? [{ value: current, label: unknown }, ...options] : options;

export function ApplicationFilters({
  state,
  jobs,
  employers,
}: {
  state: ListState<'applications'>;
  jobs: Option[];
  /** Staff only: the employer filter. */
  employers?: Option[];
}) {
  const { t } = useTranslation();
  const { extra, setExtra } = state;
  return (
    <>
      <HTMLSelect
        aria-label={t('desk.filters.job')}
        value={extra.job}
        onChange={(e) => setExtra('job', e.currentTarget.value)}
        options={[
          { value: '', label: t('desk.filters.allJobs') },
          ...withCurrent(jobs, extra.job, t('desk.filters.jobNumber', { id: extra.job })),
        ]}
      />
      {employers ? (
        <HTMLSelect
          aria-label={t('desk.filters.employer')}
          value={extra.employer}
          onChange={(e) => setExtra('employer', e.currentTarget.value)}
          options={[
            { value: '', label: t('desk.filters.allEmployers') },
            ...withCurrent(employers, extra.employer, t('desk.filters.employerNumber', { id: extra.employer })),
          ]}
        />
      ) : null}
      <label className="desk-date-filter">
        <span>{t('desk.filters.from')}</span>
        <InputGroup
          type="date"
          value={extra.from}
          max={extra.to || undefined}
          onChange={(e) => setExtra('from', e.currentTarget.value)}
        />
      </label>
      <label className="desk-date-filter">
        <span>{t('desk.filters.to')}</span>
        <InputGroup
          type="date"
          value={extra.to}
          min={extra.from || undefined}
          onChange={(e) => setExtra('to', e.currentTarget.value)}
        />
      </label>
    </>
  );
}
