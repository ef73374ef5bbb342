// React hooks over the offline store: live reads of jobs and content, sync status, connectivity.
import { useEffect, useSyncExternalStore } from 'react';
import { type ContentSlug, type Job, type Language } from '../../server/contract/index.ts';
import { isListed } from '../../server/contract/derive.ts';
import { catalogue } from './catalogue.ts';
import { readJobBySlug } from './jobStore.ts';
import type { ContentRow, MetaRow } from './db.ts';
import { useDeviceQuery } from './lazyDb.ts';
import { syncState, wantFeed, whenEngaged, type SyncStatus } from './sync.ts';

/** All public jobs on this device, newest first; undefined while IndexedDB answers. A job whose listing
 * period ran out while the device was offline leaves the list before the next sync says so. Read from
 * the page's copy of the table (catalogue.ts), which a sync's writes update without reading it again. */
export function useStoredJobs(): Job[] | undefined {
  return useSyncExternalStore(catalogue.subscribe, catalogue.snapshot, noJobsYet);
}
const noJobsYet = () => undefined;

/** One listed job by slug: undefined while loading, null when not stored (or no longer listed). */
export function useStoredJob(slug: string): Job | null | undefined {
  return useDeviceQuery(
    async (db) => {
      const job = await readJobBySlug(db, slug);
      return job && isListed(job) ? job : null;
    },
    [slug],
    null,
  );
}

/** A content page in the wanted language, falling back to English; undefined while loading, null when absent. */
export function useStoredContent(slug: ContentSlug, lang: Language): ContentRow | null | undefined {
  return useDeviceQuery(
    async (db) => {
      const rows = await db.content.where('slug').equals(slug).toArray();
      return rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'en') ?? null;
    },
    [slug, lang],
    null,
  );
}

export function useSyncMeta(kind: MetaRow['key']): MetaRow | null | undefined {
  return useDeviceQuery(async (db) => (await db.meta.get(kind)) ?? null, [kind], null);
}

export function useSyncStatus(kind: 'jobs' | 'content'): SyncStatus {
  const snap = useSyncExternalStore(syncState.subscribe, syncState.snapshot, syncState.snapshot);
  const [jobs, content] = snap.split('|') as [SyncStatus, SyncStatus];
  return kind === 'jobs' ? jobs : content;
}

function subscribeOnline(fn: () => void) {
  window.addEventListener('online', fn);
  window.addEventListener('offline', fn);
  return () => {
    window.removeEventListener('online', fn);
    window.removeEventListener('offline', fn);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** Screens that show a feed pull its changes when they open, at most once a minute (a cheap delta). */
const RESYNC_AFTER_MS = 60_000;
/** While the page stays visible it pulls every few minutes. */
const VISIBLE_RESYNC_EVERY_MS = 3 * 60_000;

/** Keeps the feed an open screen shows fresh: on open, when the tab becomes visible again, and every few
 * minutes while it is visible. The rows change in place in IndexedDB (live queries), so the list neither
 * resets nor scrolls. `enabled` false: the screen does not need the feed. */
export function useEnsureSynced(kind: 'jobs' | 'content', enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const release = wantFeed(kind);
    let open = true;
    void whenEngaged().then(() => {
      if (open) void syncState.runIfStale(kind, RESYNC_AFTER_MS);
    });
    const visible = () => document.visibilityState === 'visible';
    const onVisibility = () => {
      if (visible()) void syncState.pull(kind);
    };
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(() => {
      if (visible() && navigator.onLine) void syncState.pull(kind);
    }, VISIBLE_RESYNC_EVERY_MS);
    return () => {
      open = false;
      release();
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearInterval(timer);
    };
  }, [kind, enabled]);
}

/** The candidate area shows jobs on most of its screens: keep the job feed pulled while it is open. */
export function useRouteFeeds(pathname: string) {
  useEnsureSynced('jobs', pathname.startsWith('/candidate/'));
}
