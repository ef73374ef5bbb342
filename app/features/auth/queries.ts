// The signed-in user (GET /api/auth/me): retried once after 1 s unless the error mentions 401.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Role, User } from '../../../server/contract/index.ts';
import type { ApiError } from '../../api/http.ts';
import { ME_KEY, getQueryFn } from '../../api/queryClient.ts';
import { finishPendingLogout, hasPendingLogout } from './session.ts';

export { ME_KEY };
export interface MeResponse {
  ok: true;
  data: { user: User };
}

const readMe = getQueryFn({ on401: 'throw' });

export const shouldRetryAuth = (failureCount: number, error: Error) =>
  failureCount < 1 && !error.message.includes('401');
const AUTH_RETRY_DELAY_MS = 1000;

export function useCurrentUser() {
  const query = useQuery<MeResponse | null, ApiError>({
    queryKey: ME_KEY,
    queryFn: async (context) => {
      // Signed out on this device while offline: nobody is signed in here, whatever the old cookie says.
      if (hasPendingLogout()) {
        await finishPendingLogout().catch(() => undefined);
        return null;
      }
      return (await readMe(context)) as MeResponse;
    },
    retry: shouldRetryAuth,
    retryDelay: AUTH_RETRY_DELAY_MS,
  });
  return {
    user: query.data?.data.user ?? null,
    isChecking: query.isPending,
    error: query.error,
  };
}

export function setCurrentUser(qc: QueryClient, user: User | null): void {
  const me: MeResponse | null = user ? { ok: true, data: { user } } : null;
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
