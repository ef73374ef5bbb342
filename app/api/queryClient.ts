// The QueryClient with the cache rules: data never goes stale on its own, no retries (the auth check sets its own single retry). A 401 from any call means
// the session ended on the server (expired, or the account was disabled): the current user is
// forgotten, so the route guard sends the visitor to /login. Lists (the candidate, employer and staff
// lists) are pulled again when the tab becomes visible and every few minutes while it is; the data is
// replaced in place (no loading state), so what the user reads stays where it is. Single records that
// feed a form (the current user, settings, CV status) are never refetched under the user's hands.
import { MutationCache, QueryCache, QueryClient, type Query, type QueryFunction } from '@tanstack/react-query';
import { ApiError, getJson, type On401 } from './http.ts';

/** The current-user query (GET /api/auth/me). */
export const ME_KEY = ['/api', 'auth', 'me'] as const;

/** Default read: GET of the key segments joined by slashes. */
export function getQueryFn(opts: { on401: On401 }): QueryFunction {
  return ({ queryKey }) => getJson(queryKey.map(String).join('/'), opts);
}

const LIST_REFRESH_MS = 3 * 60_000;
const NOT_LISTS = new Set(['me', 'settings', 'cv-status']);

/** A server list an open screen shows: /api/candidate/*, /api/employer/*, /api/admin/* except form sources. */
export function isLiveList(queryKey: readonly unknown[]): boolean {
  const [root, area, ...rest] = queryKey;
  if (root !== '/api' || !['candidate', 'employer', 'admin'].includes(String(area))) return false;
  return rest.length > 0 && !rest.some((part) => NOT_LISTS.has(String(part)));
}

const liveList = (query: Query) => isLiveList(query.queryKey);

export function createQueryClient({ onSessionEnded }: { onSessionEnded?: () => void } = {}): QueryClient {
  const sessionEnded = (err: unknown) => {
    if (!(err instanceof ApiError) || err.status !== 401) return;
    // Only a user the app believed signed in can lose a session; a failed sign-in is not one.
    if (!client.getQueryData(ME_KEY)) return;
    client.setQueryData(ME_KEY, null);
    onSessionEnded?.();
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: sessionEnded }),
    // A refused sign-in (401 'Invalid email or password') says nothing about the current session.
    mutationCache: new MutationCache({
      onError: (err, _vars, _ctx, mutation) => {
        if (!mutation.meta?.signIn) sessionEnded(err);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        // 'always': the data never goes stale by itself (staleTime), so plain `true` would never refetch.
        refetchOnWindowFocus: (query) => (liveList(query) ? 'always' : false),
        refetchInterval: (query) => (liveList(query) ? LIST_REFRESH_MS : false),
        refetchIntervalInBackground: false,
        retry: false,
      },
      // 'always': a write without a network runs at once and fails (or goes to the outbox) instead of
      // waiting, paused, with its button stuck on 'Submitting...' until the network returns.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}
