// Post, edit, archive and renew the employer's jobs. Each success refreshes the dashboard and pulls the public
// job list again, so the change shows on /jobs (and in this device's offline copy) straight away.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job, JobInput } from '../../../server/contract/index.ts';
import { sendJson } from '../../api/http.ts';
import { syncState } from '../../offline/sync.ts';
import { EMPLOYER_DASHBOARD_KEY } from './queries.ts';

interface JobAnswer {
  ok: true;
  data: { job: Job };
}

function useJobMutation<V>(fn: (vars: V) => Promise<JobAnswer>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => (await fn(vars)).data.job,
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
export const useRenewJob = () =>
  useJobMutation((id: number) => sendJson<JobAnswer>('POST', `/api/employer/jobs/${id}/renew`));
/** A draft made by staff from the employer's request goes on the board. */
export const usePublishJob = () =>
  useJobMutation((id: number) => sendJson<JobAnswer>('POST', `/api/employer/jobs/${id}/publish`));
