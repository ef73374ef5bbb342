// The application lists' own filters, beside search, stage, skill and sort: the job, the employer
// (staff only) and the applied days from and to. They live in the URL like the list's other filters
// (serverList's useListState), so a reload or a shared link keeps them. Staff find any job or employer by
// typing (SearchPicker, the server's list search); an employer picks from their own jobs.
import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { AdminEmployer, AdminJob, JobPipeline } from '../../../server/contract/index.ts';
import { nameOf } from '../../../server/contract/names.ts';
import { getData, type ApiError } from '../../api/http.ts';
import { i18n } from '../../i18n/index.ts';
import type { ListState, ServerPage } from '../admin/serverList.tsx';
import { SearchPicker, type Option } from './SearchPicker.tsx';
import './i18n.ts';
import './desk.css';

export type { Option };

/** How many matches the pickers list (the list's own page size on the server). */
const PICK_MAX = 20;

/** Staff's choices of job (by title, company or the employer's name) and employer (by name or company),
 * matching the text typed into the picker (the server's list search). */
const staffJobOptions = async (q: string): Promise<Option[]> =>
  (
    await getData<ServerPage<AdminJob>>(
      `/api/admin/jobs?page=1&pageSize=${PICK_MAX}&sort=title${q ? `&q=${encodeURIComponent(q)}` : ''}`,
    )
  ).items.map((j) => ({ value: String(j.id), label: `${j.title} · ${j.company}` }));

const staffEmployerOptions = async (q: string): Promise<Option[]> =>
  (
    await getData<ServerPage<AdminEmployer>>(
      `/api/admin/employers?page=1&pageSize=${PICK_MAX}&sort=company${q ? `&q=${encodeURIComponent(q)}` : ''}`,
    )
  ).items.map((e) => ({
    value: String(e.id),
    label: e.request?.companyName ?? nameOf(i18n.language, e),
  }));

/** The title of a job named in the URL (a reload, a shared link), which the picker has not seen. */
function useJobLabel(job: string): string | undefined {
  const id = /^\d+$/.test(job) ? job : '';
  const found = useQuery<JobPipeline, ApiError>({
    queryKey: ['/api', 'admin', 'jobs', 'label', id],
    queryFn: () => getData<JobPipeline>(`/api/admin/jobs/${id}/applications?page=1`),
    enabled: id !== '',
    staleTime: Infinity,
    retry: false,
  });
  return found.data ? `${found.data.job.title} · ${found.data.job.company}` : undefined;
}

/** A choice named in the URL stays listed while its options load or when it is not among them. */
const withCurrent = (options: Option[], current: string, unknown: string): Option[] =>
  current && !options.some((o) => o.value === current) ? [{ value: current, label: unknown }, ...options] : options;

export function ApplicationFilters({
  state,
  jobs,
}: {
  state: ListState<'applications'>;
  /** The employer's own jobs; staff (no list) search every job and employer as they type. */
  jobs?: Option[];
}) {
  const { t } = useTranslation();
  const { extra, setExtra } = state;
  const jobLabel = useJobLabel(jobs ? '' : extra.job);
  return (
    <>
      {jobs ? (
        <HTMLSelect
          aria-label={t('desk.filters.job')}
          value={extra.job}
          onChange={(e) => setExtra('job', e.currentTarget.value)}
          options={[
            { value: '', label: t('desk.filters.allJobs') },
            ...withCurrent(jobs, extra.job, t('desk.filters.jobNumber', { id: extra.job })),
          ]}
        />
      ) : (
        <>
          <SearchPicker
            label={t('desk.filters.job')}
            allLabel={t('desk.filters.allJobs')}
            value={extra.job}
            valueLabel={jobLabel ?? t('desk.filters.jobNumber', { id: extra.job })}
            queryKey={['/api', 'admin', 'jobs', 'pick']}
            search={staffJobOptions}
            onChange={(v) => setExtra('job', v)}
          />
          <SearchPicker
            label={t('desk.filters.employer')}
            allLabel={t('desk.filters.allEmployers')}
            value={extra.employer}
            valueLabel={t('desk.filters.employerNumber', { id: extra.employer })}
            queryKey={['/api', 'admin', 'employers', 'pick']}
            search={staffEmployerOptions}
            onChange={(v) => setExtra('employer', v)}
          />
        </>
      )}
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
