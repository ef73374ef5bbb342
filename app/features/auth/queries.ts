// The signed-in user (GET /api/auth/me): retried once after 1 s unless the error mentions 401. When the
// server cannot be reached, the user last signed in on this device answers (session.ts), marked
// `offline`, and the server is asked again every few seconds and when the network returns: its answer
// decides (a 401 forgets the user, and the route guard goes to /login).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Role, User } from '../../../server/contract/index.ts';
import { SERVER_REACHABLE_EVENT } from '../../api/connection.ts';
import { ApiError } from '../../api/http.ts';
import { useHydrated } from '../../ui/useHydrated.ts';
import { ME_KEY, getQueryFn } from '../../api/queryClient.ts';
import { forgetUser, isUnreachable, rememberUser, rememberedUser } from './remembered.ts';
import { finishPendingLogout, hasOpenSession, hasPendingLogout } from './session.ts';

export { ME_KEY };
export interface MeResponse {
  ok: true;
  data: { user: User };
  /** Answered by this device (the last signed-in user) because the server could not be reached. */
  offline?: true;
}

const readMe = getQueryFn({ on401: 'throw' });

export const shouldRetryAuth = (failureCount: number, error: Error) =>
  failureCount < 1 && !error.message.includes('401');
const AUTH_RETRY_DELAY_MS = 1000;

export function useCurrentUser() {
  const hydrated = useHydrated();
  const query = useQuery<MeResponse | null, ApiError>({
    queryKey: ME_KEY,
    queryFn: async (context) => {
      // Signed out on this device while offline: nobody is signed in here, whatever the old cookie says.
      if (hasPendingLogout()) {
        forgetUser();
        await finishPendingLogout().catch(() => undefined);
        return null;
      }
      // No session open here and nobody remembered: a visitor. Asking would only earn a 401, which the
      // browser logs as an error on every public page.
      if (!hasOpenSession() && !rememberedUser()) return null;
      try {
        const me = (await readMe(context)) as MeResponse;
        confirmed(me.data.user);
        // Back from an offline answer: the server is reachable again, whatever 'online' events said.
        if (answeredOffline) {
          answeredOffline = false;
          window.dispatchEvent(new Event(SERVER_REACHABLE_EVENT));
        }
        return me;
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) forgetUser();
        const remembered = isUnreachable(err) ? rememberedUser() : null;
        if (remembered) {
          answeredOffline = true;
          return { ok: true, data: { user: remembered }, offline: true };
        }
        throw err;
      }
    },
    retry: shouldRetryAuth,
    retryDelay: AUTH_RETRY_DELAY_MS,
    // Without a network the check still runs, so the remembered user can answer.
    networkMode: 'always',
    refetchInterval: (q) => (q.state.data?.offline ? OFFLINE_RECHECK_MS : false),
  });
  const offline = query.data?.offline === true;
  const { refetch } = query;
  useEffect(() => {
    if (!offline) return;
    const recheck = () => void refetch();
    // Another call reached the server (the outbox, a page's read): ask at once rather than at the next
    // recheck, so the banner does not say 'unreachable' for seconds after the connection bar has cleared.
    // The check's own success sends the same event; it has cleared `answeredOffline` by then.
    const reachable = () => {
      if (answeredOffline) recheck();
    };
    window.addEventListener('online', recheck);
    window.addEventListener(SERVER_REACHABLE_EVENT, reachable);
    return () => {
      window.removeEventListener('online', recheck);
      window.removeEventListener(SERVER_REACHABLE_EVENT, reachable);
    };
  }, [offline, refetch]);
  // The session ended (sign-out, or a 401 from any call): the device forgets the user too.
  const ended = query.data === null;
  useEffect(() => {
    if (ended) forgetUser();
  }, [ended]);
  // While a drawn page is taken over, the user is still being checked, as the server drew it: the answer
  // may have come before a lazy part of the page hydrates.
  if (!hydrated) return { user: null, offline: false, isChecking: true, error: null };
  return {
    user: query.data?.data.user ?? null,
    /** The user comes from this device: the server has not confirmed the session yet. */
    offline,
    isChecking: query.isPending,
    error: query.error,
  };
}

let answeredOffline = false;

/** How often a remembered user is checked with the server again while it cannot be reached. */
const OFFLINE_RECHECK_MS = 10_000;

/** The server confirmed the session: remember the user; a candidate's device copies are refreshed. */
function confirmed(user: User): void {
  rememberUser(user);
  if (user.role !== 'candidate') return;
  const warn = (err: unknown) => console.warn('Candidate data not copied to this device yet', err);
  import('../../offline/saved.ts').then(({ syncSavedJobs }) => syncSavedJobs()).catch(warn);
  import('../candidate/device.ts').then(({ copyCandidateAnswers }) => copyCandidateAnswers()).catch(warn);
}

export function setCurrentUser(qc: QueryClient, user: User | null): void {
  const me: MeResponse | null = user ? { ok: true, data: { user } } : null;
  if (user) rememberUser(user);
  else forgetUser();
  qc.setQueryData<MeResponse | null>(ME_KEY, me);
}

/** Where each role belongs after sign-in or when it opens a route it may not use. */
export function homeForRole(role: Role | null | undefined): string {
  switch (role) {
    case 'admin':
    case 'owner':
      return '/admin/dashboard';
    case 'employer':
      return '/employer/dashboard';
    case 'candidate':
      return '/candidate/jobs';
    default:
      return '/login';
  }
}
