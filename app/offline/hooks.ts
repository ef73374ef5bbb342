// React hooks over the offline store: live reads of jobs and content, sync status, connectivity.
import { useEffect, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ContentSlug, Job, Language } from '../../server/contract/index.ts';
import { db, type ContentRow, type MetaRow } from './db.ts';
import { syncState, type SyncStatus } from './sync.ts';

const byNewest = (a: Job, b: Job) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id);

/** All public jobs on this device, newest first; undefined while IndexedDB answers. */
export function useStoredJobs(): Job[] | undefined {
  return useLiveQuery(async () => (await db.jobs.toArray()).sort(byNewest), []);
}

/** One job by slug: undefined while loading, null when not stored. */
export function useStoredJob(slug: string): Job | null | undefined {
  return useLiveQuery(async () => (await db.jobs.where('slug').equals(slug).first()) ?? null, [slug]);
}

/** A content page in the wanted language, falling back to English; undefined while loading, null when absent. */
export function useStoredContent(slug: ContentSlug, lang: Language): ContentRow | null | undefined {
  return useLiveQuery(async () => {
    const rows = await db.content.where('slug').equals(slug).toArray();
    return rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'en') ?? null;
  }, [slug, lang]);
}

export function useSyncMeta(kind: MetaRow['key']): MetaRow | null | undefined {
  return useLiveQuery(async () => (await db.meta.get(kind)) ?? null, [kind]);
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
export function useEnsureSynced(kind: 'jobs' | 'content') {
  useEffect(() => {
    void syncState.runIfStale(kind, RESYNC_AFTER_MS);
  }, [kind]);
}
