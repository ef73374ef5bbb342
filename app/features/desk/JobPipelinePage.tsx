// A job's pipeline for its employer (/employer/jobs/:id) and for staff (/admin/jobs/:id): the
// stages with their counts as filters, a search by name or address, and the applicants one server page at
// a time, each opening the application panel and movable from a stage menu (a select and Move: keyboard
// first). Stage, search and page live in the URL, and so does the view: this list, or the board
// (?view=board, PipelineBoard: a column per stage, cards dragged or moved by keyboard or menu).
import { Button, ButtonGroup, Card, HTMLSelect, InputGroup, NonIdealState } from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  APPLICATION_STATUSES,
  personName,
  type ApplicationStatus,
  type JobPipeline,
} from '../../../server/contract/index.ts';
import { AreaLayout } from '../../ui/AreaLayout.tsx';
import { laterOnThisPage } from '../../ui/laterOnThisPage.ts';
import { ErrorState, PageSpinner } from '../../ui/PageStates.tsx';
import { StatusTag } from '../applications/StatusTag.tsx';
import { formatDateTime } from './format.ts';
import { PIPELINE_PAGE_SIZE, isStage, panelPath, useJobPipeline, type DeskArea } from './queries.ts';
import { PipelineBoard } from './PipelineBoard.tsx';
import { StageMoveForm } from './StageMoveForm.tsx';
import { BulkBar } from './BulkActions.tsx';
import { PageCheckbox, RowCheckbox, useSelection, type Selection } from '../../ui/selection.tsx';
import '../admin/i18n.ts';
import '../applications/i18n.ts';
import '../applications/applications.css';
import '../../ui/blueprint.ts';
import './desk.css';
import { numberFormat } from '../../i18n/intl.ts';

/** The list view's filters beyond stage and search, as the URL has them (bad values left out). */
const MORE_FILTERS = {
  skill: /^.{1,50}$/,
  from: /^\d{4}-\d{2}-\d{2}$/,
  to: /^\d{4}-\d{2}-\d{2}$/,
  sort: /^(oldest|candidate)$/,
};
function listFilters(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, pattern] of Object.entries(MORE_FILTERS)) {
    const v = params.get(key)?.trim() ?? '';
    if (pattern.test(v)) out[key] = v;
  }
  return out;
}

/** Applied from/to, skill and sort of a job's list view. */
function ListFilters({
  values,
  onChange,
}: {
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
}) {
  const { t } = useTranslation();
  const [skill, setSkill] = useState(values.skill ?? '');
  return (
    <div className="desk-filters">
      <InputGroup
        type="search"
        aria-label={t('admin.lists.skillLabel')}
        placeholder={t('admin.lists.skillPlaceholder')}
        value={skill}
        maxLength={50}
        onChange={(e) => setSkill(e.currentTarget.value)}
        onBlur={() => skill.trim() !== (values.skill ?? '') && onChange('skill', skill.trim())}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange('skill', skill.trim());
        }}
      />
      <label className="desk-date-filter">
        <span>{t('desk.filters.from')}</span>
        <InputGroup type="date" value={values.from ?? ''} onChange={(e) => onChange('from', e.currentTarget.value)} />
      </label>
      <label className="desk-date-filter">
        <span>{t('desk.filters.to')}</span>
        <InputGroup type="date" value={values.to ?? ''} onChange={(e) => onChange('to', e.currentTarget.value)} />
      </label>
      <HTMLSelect
        aria-label={t('admin.lists.sortLabel')}
        value={values.sort ?? 'newest'}
        onChange={(e) => onChange('sort', e.currentTarget.value === 'newest' ? '' : e.currentTarget.value)}
        options={(['newest', 'oldest', 'candidate'] as const).map((s) => ({
          value: s,
          label: t(`admin.lists.sort.${s}`),
        }))}
      />
    </div>
  );
}

export default function JobPipelinePage({ area }: { area: DeskArea }) {
  const { t, i18n } = useTranslation();
  const jobId = Number(useParams().job);
  const [params, setParams] = useSearchParams();
  const stageParam = params.get('stage');
  const stage = isStage(stageParam) ? stageParam : undefined;
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const board = params.get('view') === 'board';
  const [typed, setTyped] = useState(q);
  const more = listFilters(params);
  const query = useJobPipeline(area, Number.isInteger(jobId) && jobId > 0 ? jobId : 0, {
    status: stage,
    q: q || undefined,
    page,
    more,
  });
  const searchId = useId();
  const selection = useSelection(`${stage ?? ''}&${q}&${new URLSearchParams(more).toString()}&${page}`);

  const set = (next: {
    stage?: ApplicationStatus | null;
    q?: string;
    page?: number;
    board?: boolean;
    filter?: [string, string];
  }) => {
    const p = new URLSearchParams(params);
    if (next.filter) {
      const [key, value] = next.filter;
      if (value) p.set(key, value);
      else p.delete(key);
      p.delete('page');
    }
    if (next.board !== undefined) {
      if (next.board) p.set('view', 'board');
      else p.delete('view');
    }
    if (next.stage !== undefined) {
      if (next.stage) p.set('stage', next.stage);
      else p.delete('stage');
      p.delete('page');
    }
    if (next.q !== undefined) {
      if (next.q) p.set('q', next.q);
      else p.delete('q');
      p.delete('page');
    }
    if (next.page !== undefined) {
      if (next.page > 1) p.set('page', String(next.page));
      else p.delete('page');
    }
    setParams(p, { replace: true });
  };
  // The search follows typing after a short pause.
  useEffect(() => {
    if (typed === q) return;
    return laterOnThisPage(() => set({ q: typed.trim() }), 300);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set reads the current params
  }, [typed]);

  const title = query.data ? t('desk.pipelineTitle', { title: query.data.job.title }) : t('desk.applicants');
  const back = (
    // Staff come to a job's applicants from the Jobs tab (lit above), an employer from their dashboard.
    <Link className="back-link" to={area === 'admin' ? '/admin/jobs' : '/employer/dashboard'}>
      <ArrowLeftIcon size={14} aria-hidden /> {t(area === 'admin' ? 'desk.backToJobs' : 'desk.backToDashboard')}
    </Link>
  );

  if (query.isPending)
    return (
      <AreaLayout area={area} title={title}>
        {back}
        <PageSpinner />
      </AreaLayout>
    );
  if (query.isError)
    return (
      <AreaLayout area={area} title={title}>
        {back}
        {[400, 403, 404].includes(query.error.status) ? (
          <NonIdealState
            className="desk-missing"
            title={t('desk.pipelineNotFound')}
            description={t('desk.pipelineNotFoundText')}
            icon="search"
          />
        ) : (
          <ErrorState
            title={t('desk.pipelineLoadFailed')}
            message=""
            action={<Button text={t('common.tryAgain')} onClick={() => void query.refetch()} />}
          />
        )}
      </AreaLayout>
    );

  const data = query.data;
  const all = APPLICATION_STATUSES.reduce((n, s) => n + data.counts[s], 0);
  const pages = Math.max(1, Math.ceil(data.total / PIPELINE_PAGE_SIZE));
  const views = (
    <ButtonGroup className="desk-views" aria-label={t('desk.view.label')}>
      <Button text={t('desk.view.list')} aria-pressed={!board} active={!board} onClick={() => set({ board: false })} />
      <Button text={t('desk.view.board')} aria-pressed={board} active={board} onClick={() => set({ board: true })} />
    </ButtonGroup>
  );
  if (board)
    return (
      <AreaLayout area={area} title={title}>
        {back}
        <p className="muted">{data.job.company}</p>
        {views}
        <PipelineBoard area={area} jobId={jobId} counts={data.counts} />
      </AreaLayout>
    );
  return (
    <AreaLayout area={area} title={title}>
      {back}
      <p className="muted">{data.job.company}</p>
      {views}
      <nav className="desk-stages" aria-label={t('desk.stagesLabel')}>
        <ul>
          <li>
            <Link
              to="?"
              aria-current={stage === undefined ? 'page' : undefined}
              onClick={(e) => {
                e.preventDefault();
                set({ stage: null });
              }}
            >
              {t('desk.stageCount', { stage: t('desk.allStages'), count: all })}
            </Link>
          </li>
          {APPLICATION_STATUSES.map((s) => (
            <li key={s}>
              <Link
                to={`?stage=${s}`}
                aria-current={stage === s ? 'page' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  set({ stage: s });
                }}
              >
                {t('desk.stageCount', { stage: t(`apply.status.${s}`), count: data.counts[s] })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="desk-search">
        <label htmlFor={searchId}>{t('desk.search')}</label>
        <InputGroup
          id={searchId}
          type="search"
          value={typed}
          placeholder={t('desk.searchPlaceholder')}
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
      </div>
      <ListFilters values={more} onChange={(key, value) => set({ filter: [key, value] })} />
      <BulkBar
        area={area}
        rows={data.items
          .filter((a) => selection.ids.has(a.id))
          .map((a) => ({ id: a.id, name: personName(i18n.language, a.candidate.firstName, a.candidate.lastName) }))}
        onClear={selection.clear}
      />
      {data.items.length === 0 ? (
        <p className="muted">{t('desk.noApplicants')}</p>
      ) : (
        <>
          <PageCheckbox
            selection={selection}
            ids={data.items.map((a) => a.id)}
            label={t('desk.bulk.selectPage')}
            showLabel
          />
          <ul className="desk-applicants" aria-busy={query.isFetching || undefined}>
            {data.items.map((a) => (
              <Applicant key={a.id} area={area} item={a} stage={stage} selection={selection} />
            ))}
          </ul>
        </>
      )}
      {pages > 1 ? (
        <div className="desk-pages">
          <Button text={t('desk.previousPage')} disabled={page <= 1} onClick={() => set({ page: page - 1 })} />
          <span>{t('desk.pageOf', { page, pages })}</span>
          <Button text={t('desk.nextPage')} disabled={page >= pages} onClick={() => set({ page: page + 1 })} />
        </div>
      ) : null}
    </AreaLayout>
  );
}

function Applicant({
  area,
  item,
  stage,
  selection,
}: {
  area: DeskArea;
  item: JobPipeline['items'][number];
  stage: ApplicationStatus | undefined;
  selection: Selection;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const name = personName(lng, item.candidate.firstName, item.candidate.lastName);
  return (
    <li data-testid="pipeline-applicant">
      <Card className="desk-applicant">
        <RowCheckbox selection={selection} id={item.id} label={t('desk.bulk.select', { name })} />
        <div className="desk-applicant__main">
          <h3>
            <Link to={panelPath(area, item.id, stage)}>{name}</Link> <StatusTag status={item.status} />
          </h3>
          <p className="muted">
            {t('desk.applied', { date: formatDateTime(item.appliedAt, lng) })}
            {item.rating !== null
              ? ` · ${t('desk.averageShort', {
                  average: numberFormat(lng).format(item.rating),
                })}`
              : ''}
          </p>
        </div>
        <StageMoveForm
          area={area}
          id={item.id}
          current={item.status}
          label={t('desk.moveMenu', { name })}
          hideLabel
          buttonLabel={`${t('desk.move')}: ${name}`}
        />
      </Card>
    </li>
  );
}
