// The unread counts of the areas' navigation (GET /api/live/unread) and marking an area read (POST
// /api/live/seen). The live stream (stream.ts) refreshes the counts with every event.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeenArea, UnreadCounts } from '../../../server/contract/index.ts';
import { getData, sendJson, type ApiError } from '../../api/http.ts';

const NONE: UnreadCounts = { applications: 0, timesheets: 0, pending: 0 };

export const UNREAD_KEY = ['/api', 'live', 'unread'] as const;

export const useUnreadCounts = (enabled: boolean) =>
  useQuery<UnreadCounts, ApiError>({
    queryKey: UNREAD_KEY,
    queryFn: async () => (await getData<{ data?: UnreadCounts }>('/api/live/unread')).data ?? NONE,
    enabled,
  });

/** The user opened an area's list or one of its items: its unread count is cleared at once. */
export function useMarkSeen() {
  const qc = useQueryClient();
  return useMutation<{ data: UnreadCounts }, ApiError, SeenArea>({
    mutationFn: (area) => sendJson('POST', '/api/live/seen', { area }),
    onSuccess: ({ data }) => qc.setQueryData(UNREAD_KEY, data),
  });
}
