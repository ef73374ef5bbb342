// The employer's applicants across their jobs: one server page at a time
// (GET /api/employer/applications, only their own jobs' applications), filtered by job, stage, applied days,
// skill and text, sorted, with the filters in the URL; rows are selected for bulk moves and rejections.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { personName, type ApplicationListing, type EmployerJob } from '../../../server/contract/index.ts';
import { useSelection } from '../../ui/selection.tsx';
import { ServerTable, useListState, type Column } from '../admin/serverList.tsx';
import { StatusTag } from '../applications/StatusTag.tsx';
import { ApplicationFilters } from '../desk/ApplicationFilters.tsx';
import { BulkBar } from '../desk/BulkActions.tsx';
import { formatDate } from '../jobs/format.ts';
import './i18n.ts';

export function ApplicantsPanel({ jobs }: { jobs: EmployerJob[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const state = useListState('applications');
  const selection = useSelection(`${state.filters.toString()}&page=${state.page}`);
  const nameOf = (a: ApplicationListing) => personName(lng, a.candidate.firstName, a.candidate.lastName);
  const columns: Column<ApplicationListing>[] = [
    {
      head: t('admin.columns.candidate'),
      cell: (a) => (
        <Link className="cell-main" to={`/employer/applications/${a.id}`}>
          {nameOf(a)}
        </Link>
      ),
    },
    { head: t('admin.columns.job'), cell: (a) => a.job.title },
    { head: t('admin.columns.applied'), cell: (a) => formatDate(a.appliedAt, lng), className: 'cell-nowrap' },
    { head: t('admin.columns.status'), cell: (a) => <StatusTag status={a.status} /> },
  ];
  return (
    <section className="employer-applicants admin-section" aria-labelledby="employer-applicants-title">
      <h2 id="employer-applicants-title">{t('employer.applicants.title')}</h2>
      <p className="muted">{t('employer.applicants.subtitle')}</p>
      <ServerTable
        state={state}
        endpoint="/api/employer/applications"
        exportable={false}
        label={t('employer.applicants.title')}
        searchId="employer-applicant-search"
        placeholder={t('employer.applicants.search')}
        statusText={(s) => t(`apply.status.${s}`)}
        count={(count) => t('employer.applicants.count', { count })}
        loading={t('employer.applications.loading')}
        empty={{ title: t('employer.applicants.empty') }}
        columns={columns}
        controls={
          <ApplicationFilters state={state} jobs={jobs.map((j) => ({ value: String(j.id), label: j.title }))} />
        }
        select={{
          selection,
          rowLabel: (a) => t('desk.bulk.select', { name: nameOf(a) }),
          pageLabel: t('desk.bulk.selectPage'),
          bar: (rows) => (
            <BulkBar
              area="employer"
              rows={rows.map((a) => ({ id: a.id, name: nameOf(a) }))}
              onClear={selection.clear}
            />
          ),
        }}
      />
    </section>
  );
}
