// Each invoice's NAV report on a contract, and sending a failed or refused one again. The key starts with
// the admin keys, so the default query function GETs the key joined by '/'.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractNav, NavSubmission } from '../../../server/contract/index.ts';
import { type ApiError, sendJson } from '../../api/http.ts';

const navKey = (contractId: number) => ['/api', 'admin', 'contracts', contractId, 'nav'] as const;

/** Still moving: looked at again every few seconds until NAV has answered. */
const moving = (s: NavSubmission) => s.status === 'pending' || s.status === 'sent' || s.status === 'processing';

export const useContractNav = (contractId: number) =>
  useQuery<ContractNav, ApiError>({
    queryKey: navKey(contractId),
    refetchInterval: (q) => (q.state.data?.submissions.some(moving) ? 3000 : false),
  });

export function useRetryNav(contractId: number) {
  const client = useQueryClient();
  return useMutation<{ ok: true; data: { submission: NavSubmission } }, ApiError, number>({
    mutationFn: (id) => sendJson('POST', `/api/admin/nav-submissions/${id}/retry`),
    onSuccess: () => void client.invalidateQueries({ queryKey: navKey(contractId) }),
  });
}
