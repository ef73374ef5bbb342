// The QueryClient with the cache rules of SPEC §9: data never goes stale on its own, no refetch on
// focus or interval, no retries (the auth check sets its own single retry).
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson, type On401 } from './http.ts';

/** Default read: GET of the key segments joined by slashes (SPEC §7). */
export function getQueryFn(opts: { on401: On401 }): QueryFunction {
  return ({ queryKey }) => getJson(queryKey.map(String).join('/'), opts);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      // 'always': a write without a network runs at once and fails (or goes to the outbox) instead of
      // waiting, paused, with its button stuck on 'Submitting...' until the network returns.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
