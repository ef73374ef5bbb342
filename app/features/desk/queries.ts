// The desk's calls: one application's panel, its stage move, notes and rating, and a job's
// pipeline. Staff call /api/admin/…, employers /api/employer/… (the server holds each to its own). A
// write answers with the whole panel, which replaces the cached one; the pipeline lists are refetched.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type BulkMessage,
  type BulkStageResult,
  type DeskApplication,
  type JobPipeline,
  type Language,
  type MessageStage,
  type NoteVisibility,
  type StageMessageInput,
} from '../../../server/contract/index.ts';
import { getData, sendJson, type ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { notify } from '../../ui/toaster.tsx';
import '../applications/i18n.ts';
import './i18n.ts';

export type DeskArea = 'admin' | 'employer';

/** Whether a value (a select's, a URL's ?stage=) is one of the stages. */
export const isStage = (v: string | null): v is ApplicationStatus =>
  v !== null && (APPLICATION_STATUSES as readonly string[]).includes(v);

/** An application's panel in an area (the route table's /admin/applications/:application and
 * /employer/applications/:application), keeping the stage the list was filtered by. */
export const panelPath = (area: DeskArea, id: number, stage?: string | null): string =>
  (area === 'admin' ? `/admin/applications/${id}` : `/employer/applications/${id}`) +
  (stage ? `?stage=${encodeURIComponent(stage)}` : '');

const panelKey = (area: DeskArea, id: number, stage?: ApplicationStatus) =>
  ['/api', area, 'applications', id, stage ?? 'all'] as const;

export const useApplicationPanel = (area: DeskArea, id: number, stage?: ApplicationStatus) =>
  useQuery<DeskApplication, ApiError>({
    queryKey: panelKey(area, id, stage),
    queryFn: async () =>
      (
        await getData<{ data: DeskApplication }>(
          `/api/${area}/applications/${id}${stage ? `?stage=${encodeURIComponent(stage)}` : ''}`,
        )
      ).data,
    retry: false,
  });

export interface PipelineQuery {
  status?: ApplicationStatus;
  q?: string;
  page: number;
  /** The list view's other filters and its sort: skill, from, to (YYYY-MM-DD), sort. */
  more?: Record<string, string>;
}

export const PIPELINE_PAGE_SIZE = 25;

export const useJobPipeline = (area: DeskArea, jobId: number, query: PipelineQuery) =>
  useQuery<JobPipeline, ApiError>({
    queryKey: ['/api', area, 'jobs', jobId, 'applications', query],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(query.page), pageSize: String(PIPELINE_PAGE_SIZE) });
      if (query.status) params.set('status', query.status);
      if (query.q) params.set('q', query.q);
      for (const [key, value] of Object.entries(query.more ?? {})) if (value) params.set(key, value);
      return getData<JobPipeline>(`/api/${area}/jobs/${jobId}/applications?${params}`);
    },
    placeholderData: keepPreviousData,
    retry: false,
  });

type Write =
  /** message: on a message stage, the message to send, or null to send nothing. */
  | { kind: 'stage'; stage: ApplicationStatus; message?: StageMessageInput | null }
  | { kind: 'note'; text: string; visibility?: NoteVisibility }
  | { kind: 'rating'; rating: number };

/** Every write on one application: the answer (the whole panel) replaces the cached panels of it. */
export function useDeskWrite(area: DeskArea, id: number) {
  const qc = useQueryClient();
  const { t } = useTranslation();
  return useMutation<DeskApplication, ApiError, Write>({
    mutationFn: async (w) => {
      const base = `/api/${area}/applications/${id}`;
      const answer =
        w.kind === 'stage'
          ? await sendJson<{ data: DeskApplication }>('PUT', `${base}/stage`, {
              stage: w.stage,
              ...(w.message === undefined ? {} : { message: w.message }),
            })
          : w.kind === 'note'
            ? await sendJson<{ data: DeskApplication }>('POST', `${base}/notes`, {
                text: w.text,
                ...(w.visibility ? { visibility: w.visibility } : {}),
              })
            : await sendJson<{ data: DeskApplication }>('PUT', `${base}/rating`, { rating: w.rating });
      return answer.data;
    },
    onSuccess: (panel, w) => {
      // Each cached view of this application keeps its own neighbours; the rest is the answer's.
      qc.setQueriesData<DeskApplication>({ queryKey: ['/api', area, 'applications', id] }, (old) =>
        old ? { ...panel, neighbours: old.neighbours } : old,
      );
      void qc.invalidateQueries({ queryKey: ['/api', area, 'jobs'] });
      if (area === 'employer') void qc.invalidateQueries({ queryKey: ['/api', 'employer', 'dashboard'] });
      else {
        void qc.invalidateQueries({ queryKey: ['/api', 'admin', 'applications'] });
        // The candidate's page lists their applications' stages and notes.
        void qc.invalidateQueries({ queryKey: ['/api', 'admin', 'candidates'] });
      }
      const title =
        w.kind === 'stage'
          ? w.message
            ? t('desk.movedAndSent', { stage: t(`apply.status.${w.stage}`) })
            : t('desk.moved', { stage: t(`apply.status.${w.stage}`) })
          : w.kind === 'note'
            ? t('desk.noteAdded')
            : t('desk.rated');
      notify({ intent: 'success', title });
    },
    onError: (err, w) =>
      notify({
        intent: 'danger',
        title:
          w.kind === 'stage' ? t('desk.moveFailed') : w.kind === 'note' ? t('desk.noteFailed') : t('desk.rateFailed'),
        message: codeText(t, err.code),
      }),
  });
}

/** A board column's page: the first cards of a stage, more on 'Show more' (each page one short query). */
const BOARD_PAGE_SIZE = 20;

export const useBoardColumn = (area: DeskArea, jobId: number, stage: ApplicationStatus) =>
  useInfiniteQuery({
    queryKey: ['/api', area, 'jobs', jobId, 'board', stage],
    queryFn: ({ pageParam }: { pageParam: number }) =>
      getData<JobPipeline>(
        `/api/${area}/jobs/${jobId}/applications?status=${stage}&page=${pageParam}&pageSize=${BOARD_PAGE_SIZE}`,
      ),
    initialPageParam: 1,
    getNextPageParam: (last: JobPipeline) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    retry: false,
  });

/** A move from the board to a stage that sends no message (the others go through StageMoveForm). */
export function useBoardMove(area: DeskArea) {
  const qc = useQueryClient();
  const { t } = useTranslation();
  return useMutation<unknown, ApiError, { id: number; stage: ApplicationStatus }>({
    mutationFn: ({ id, stage }) => sendJson('PUT', `/api/${area}/applications/${id}/stage`, { stage }),
    onSuccess: (_, { id, stage }) => {
      void qc.invalidateQueries({ queryKey: ['/api', area, 'jobs'] });
      void qc.invalidateQueries({ queryKey: ['/api', area, 'applications', id] });
      notify({ intent: 'success', title: t('desk.moved', { stage: t(`apply.status.${stage}`) }) });
    },
    onError: (err) => notify({ intent: 'danger', title: t('desk.moveFailed'), message: codeText(t, err.code) }),
  });
}

/** A bulk move's message: the stage's template in each language the chosen candidates speak. */
export const useBulkMessage = (area: DeskArea, stage: MessageStage | null, ids: readonly number[]) =>
  useQuery<BulkMessage, ApiError>({
    queryKey: ['/api', area, 'bulk-message', stage, ids.join(',')],
    queryFn: async () =>
      (await getData<{ data: BulkMessage }>(`/api/${area}/bulk-message?stage=${stage}&ids=${ids.join(',')}`)).data,
    enabled: stage !== null && ids.length > 0,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export interface BulkMove {
  ids: number[];
  stage: ApplicationStatus;
  /** On a message stage: the edited text per language, or null to send nothing. */
  messages?: Partial<Record<Language, StageMessageInput>> | null;
}

/** POST …/applications/bulk-stage: each application moved on its own; the answer names each one's outcome. */
export function useBulkMove(area: DeskArea) {
  const qc = useQueryClient();
  const { t } = useTranslation();
  return useMutation<BulkStageResult, ApiError, BulkMove>({
    mutationFn: async (move) =>
      (await sendJson<{ data: BulkStageResult }>('POST', `/api/${area}/applications/bulk-stage`, move)).data,
    // Every list, pipeline, board and panel of the area shows stages.
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['/api', area] }),
    onError: (err) => notify({ intent: 'danger', title: t('desk.bulk.failed'), message: codeText(t, err.code) }),
  });
}
