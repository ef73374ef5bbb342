// App-wide (App.tsx): while someone is signed in (and the server confirmed it), one live stream runs
// (stream.ts, loaded only then) and the pending-work count shows on the app's badge (platform seam).
// It reads the signed-in user from the query cache itself: it draws nothing, so it need not wait for a
// drawn page's takeover as useCurrentUser does.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { ME_KEY, type MeResponse } from '../auth/queries.ts';
import { platform } from '../../platform/index.ts';
import { useUnreadCounts } from './queries.ts';

export function LiveEngine() {
  const qc = useQueryClient();
  const me = useSyncExternalStore(
    (changed) => qc.getQueryCache().subscribe(changed),
    () => qc.getQueryData<MeResponse | null>(ME_KEY),
    () => undefined,
  );
  const user = me?.data.user;
  const live = user !== undefined && !me?.offline;
  const userId = user?.id;
  const role = user?.role;
  const pending = useUnreadCounts(live).data?.pending ?? 0;
  useEffect(() => {
    platform.setBadgeCount(live ? pending : 0);
  }, [live, pending]);
  useEffect(() => {
    if (!live || userId === undefined || !role) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./stream.ts')
      .then(({ startLiveStream }) => {
        if (!cancelled) stop = startLiveStream(qc, role);
      })
      .catch((err: unknown) => console.warn('Live updates not started', err));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [qc, live, userId, role]);
  return null;
}
