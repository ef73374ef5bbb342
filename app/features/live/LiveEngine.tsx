// App-wide (App.tsx): while someone is signed in (and the server confirmed it), one live stream runs
// (stream.ts, loaded only then) and the pending-work count shows on the app's badge (platform seam).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../auth/queries.ts';
import { platform } from '../../platform/index.ts';
import { useUnreadCounts } from './queries.ts';

export function LiveEngine() {
  const qc = useQueryClient();
  const { user, offline } = useCurrentUser();
  const live = user !== null && !offline;
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
