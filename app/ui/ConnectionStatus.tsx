// The connection state on every page (mounted by the layout under the header): nothing while the server
// answers; a thin bar 'Offline' or 'Server unreachable' with 'Last synced <relative time>' and Retry
// otherwise. The state comes from the app's own calls (api/connection.ts); while the server does not
// answer, the bar asks it again every few seconds and clears when it answers. The live region is always
// there so a screen reader hears the change.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectionState } from '../api/connection.ts';
import { getJson } from '../api/http.ts';
import { useSyncMeta } from '../offline/hooks.ts';
import { syncAll } from '../offline/sync.ts';
import { relativeTimeFormat } from '../i18n/intl.ts';

const MINUTE = 60_000;
/** How often a server that does not answer is asked again (each probe waits TIMEOUTS.read at most). */
const PROBE_MS = 10_000;

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0); // the bar may appear long after the last tick
    const timer = window.setInterval(tick, 30_000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [active]);
  return now;
}

function relativeTime(iso: string, now: number, lang: string, justNow: string): string {
  const minutes = Math.round((now - new Date(iso).getTime()) / MINUTE);
  if (minutes < 1) return justNow;
  const fmt = relativeTimeFormat(lang, { numeric: 'auto' });
  if (minutes < 60) return fmt.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return fmt.format(-hours, 'hour');
  return fmt.format(-Math.round(hours / 24), 'day');
}

export function ConnectionStatus() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const state = useConnectionState();
  const jobs = useSyncMeta('jobs');
  const content = useSyncMeta('content');
  const [retrying, setRetrying] = useState(false);
  const shown = state !== 'online';
  const now = useNow(shown);

  const syncedAt = [jobs?.syncedAt, content?.syncedAt]
    .filter((s): s is string => !!s)
    .sort()
    .at(-1);

  const retry = async () => {
    setRetrying(true);
    try {
      // A cheap probe first, so the state is right even when nothing else is waiting to be pulled.
      await getJson('/api/health').catch(() => undefined);
      await Promise.all([
        syncAll(),
        queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' }),
      ]);
    } finally {
      setRetrying(false);
    }
  };

  // While the server does not answer, ask it again now and then: the bar clears by itself once it does, and
  // the server's return pulls and sends what waits (api/connection.ts's SERVER_REACHABLE_EVENT).
  const unreachable = state === 'unreachable';
  useEffect(() => {
    if (!unreachable) return;
    const probe = () => {
      if (document.visibilityState === 'visible') void getJson('/api/health').catch(() => undefined);
    };
    const timer = window.setInterval(probe, PROBE_MS);
    return () => window.clearInterval(timer);
  }, [unreachable]);

  return (
    <div
      className={shown ? `connection-status connection-status--${state}` : 'connection-status--hidden'}
      role="status"
    >
      {shown && (
        <div className="connection-status__inner container">
          <span className="connection-status__dot" aria-hidden="true" />
          <strong className="connection-status__state">
            {state === 'offline' ? t('connection.offline') : t('connection.unreachable')}
          </strong>
          <span className="connection-status__synced">
            {syncedAt
              ? t('connection.lastSynced', {
                  time: relativeTime(syncedAt, now, i18n.language, t('connection.justNow')),
                })
              : t('connection.neverSynced')}
          </span>
          <button
            type="button"
            className="connection-status__retry"
            onClick={() => void retry()}
            disabled={retrying}
            aria-busy={retrying}
          >
            {retrying ? t('connection.retrying') : t('connection.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
