// Post, edit, archive, renew (reopen) and duplicate the employer's jobs, and ask for a new verification
// link. Each job success refreshes the dashboard and pulls the public job list again, so the change shows
// on /jobs (and in this device's offline copy) straight away.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployerJob, Job, JobInput, JobReview } from '../../../server/contract/index.ts';
import { sendJson } from '../../api/http.ts';
import { syncState } from '../../offline/sync.ts';
import { EMPLOYER_DASHBOARD_KEY } from './queries.ts';

interface JobAnswer {
  ok: true;
  data: { job: Job; review: JobReview };
}

function useJobMutation<V>(fn: (vars: V) => Promise<JobAnswer>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V): Promise<EmployerJob> => {
      const { job, review } = (await fn(vars)).data;
      return { ...job, review };
    },
    onSuccess: async () => {
      void syncState.run('jobs');
      await qc.invalidateQueries({ queryKey: EMPLOYER_DASHBOARD_KEY });
    },
  });
}

export const usePostJob = () =>
  useJobMutation((input: JobInput) => sendJson<JobAnswer>('POST', '/api/employer/jobs', input));
export const useUpdateJob = () =>
  useJobMutation(({ id, input }: { id: number; input: JobInput }) =>
    sendJson<JobAnswer>('PUT', `/api/employer/jobs/${id}`, input),
  );
export const useArchiveJob = () =>
  useJobMutation((id: number) => sendJson<JobAnswer>('DELETE', `/api/employer/jobs/${id}`));
/** Lists the job again for its period; an archived job is reopened. */
export const useRenewJob = () =>
  useJobMutation((id: number) => sendJson<JobAnswer>('POST', `/api/employer/jobs/${id}/renew`));
/** A copy of the job as a new archived job, to edit and reopen. */
export const useDuplicateJob = () =>
  useJobMutation((id: number) => sendJson<JobAnswer>('POST', `/api/employer/jobs/${id}/duplicate`));

/** A new verification link mailed to the employer's address (a few an hour). */
export const useResendVerification = () =>
  useMutation({ mutationFn: () => sendJson<{ ok: true }>('POST', '/api/employer/verification') });
/** A draft made by staff from the employer's request goes on the board. */
export const usePublishJob = () =>
  useJobMutation((id: number) => sendJson<JobAnswer>('POST', `/api/employer/jobs/${id}/publish`));
