// The job alert calls.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateAlertInput, JobAlert } from '../../../server/contract/alerts.ts';
import { getData, sendJson, type ApiError } from '../../api/http.ts';

const ALERTS_KEY = ['account-alerts'] as const;

export const useMyAlerts = (enabled = true) =>
  useQuery<JobAlert[], ApiError>({
    queryKey: ALERTS_KEY,
    queryFn: async () => (await getData<{ data: { alerts: JobAlert[] } }>('/api/account/alerts')).data.alerts,
    enabled,
  });

export function useCreateAlert() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAlertInput) =>
      sendJson<{ data: { alert?: JobAlert; status?: 'pending' } }>('POST', '/api/alerts', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}

export function useDeleteAlert() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson('DELETE', `/api/account/alerts/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}

export const useConfirmAlert = () =>
  useMutation({ mutationFn: (token: string) => sendJson('POST', '/api/alerts/confirm', { token }) });

export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) => sendJson('POST', `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`),
  });
