// The stored jobs the lists show, kept in memory on the page. A live query over the whole jobs table read
// all of it again after each write of a sync (seconds of main thread for 10,000 jobs on a phone, while the
// next batch waited to be parsed). Instead the table is read once; this page's pull hands the rows it
// wrote over (applyStored), and a live query on the sync cursor alone (one small row) tells of writes made
// elsewhere (the service worker's pull, another tab): only a cursor this copy has not reached reads the
// table again.
import type { Job, SyncJobs } from '../../server/contract/index.ts';
import { isListed } from '../../server/contract/derive.ts';
import { whenDbOpened } from './dbOpened.ts';
import { readAllJobs } from './jobStore.ts';
import { deviceHasDb, loadDb } from './lazyDb.ts';

const byNewest = (a: Job, b: Job) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id);

/** Every stored job by id, and the sync cursor they are at; null until read. */
let rows: { byId: Map<number, Job>; cursor: string | null } | null = null;
/** The listed jobs, newest first: what the lists draw (undefined while the device answers). */
let listed: Job[] | undefined;
const listeners = new Set<() => void>();
/** Stops following the cursor (when the last list closes). */
let stopFollowing: (() => void) | null = null;
/** A read of the table under way, and whether another cursor arrived meanwhile. */
let reading: Promise<void> | null = null;
let readAgain = false;

function publish() {
  if (rows) {
    const now = new Date();
    listed = [...rows.byId.values()].filter((job) => isListed(job, now)).sort(byNewest);
  }
  listeners.forEach((fn) => fn());
}

/** Reads the whole table and its cursor in one transaction (they agree). */
function readAll(): Promise<void> {
  if (reading) {
    readAgain = true;
    return reading;
  }
  reading = loadDb()
    .then((db) =>
      db.transaction('r', db.jobPages, db.meta, async () => {
        const meta = await db.meta.get('jobs');
        return { jobs: await readAllJobs(db), cursor: meta?.cursor ?? null };
      }),
    )
    .then(({ jobs, cursor }) => {
      // Rows this copy already holds keep their objects (the search's folded texts stay with them).
      const before = rows?.byId;
      const byId = new Map<number, Job>();
      for (const job of jobs) {
        const kept = before?.get(job.id);
        byId.set(job.id, kept && kept.updatedAt === job.updatedAt ? kept : job);
      }
      rows = { byId, cursor };
      publish();
    })
    .catch((err: unknown) => console.error('Reading the device database failed', err))
    .finally(() => {
      reading = null;
      if (readAgain) {
        readAgain = false;
        void readAll();
      }
    });
  return reading;
}

/** Follows the stored cursor: a cursor other than this copy's means another writer: read the table again. */
function follow() {
  let cancelled = false;
  let subscription: { unsubscribe: () => void } | undefined;
  let first = true;
  void Promise.all([loadDb(), import('dexie')]).then(([db, { liveQuery }]) => {
    if (cancelled) return;
    subscription = liveQuery(async () => (await db.meta.get('jobs'))?.cursor ?? null).subscribe({
      next: (cursor) => {
        if (!rows || rows.cursor !== cursor) void readAll();
        // A list opened again over a current copy: a listing period may have run out meanwhile.
        else if (first) publish();
        first = false;
      },
      error: (err: unknown) => console.error('Reading the device database failed', err),
    });
  });
  return () => {
    cancelled = true;
    subscription?.unsubscribe();
  };
}

function start() {
  let cancelled = false;
  let stopWaiting = () => {};
  let stopLive = () => {};
  void deviceHasDb().then((has) => {
    if (cancelled) return;
    if (has) {
      stopLive = follow();
      return;
    }
    if (!rows) {
      // Nothing stored on this device: an empty list until something opens the database.
      listed = [];
      publish();
    }
    stopWaiting = whenDbOpened(() => {
      if (!cancelled) stopLive = follow();
    });
  });
  return () => {
    cancelled = true;
    stopWaiting();
    stopLive();
  };
}

function subscribe(fn: () => void) {
  listeners.add(fn);
  stopFollowing ??= start();
  return () => {
    listeners.delete(fn);
    if (listeners.size === 0) {
      stopFollowing?.();
      stopFollowing = null;
      // No list open: the copy goes, unless the next screen's list opens right away (a list opened again
      // over a copy it keeps reads the table only if the cursor moved meanwhile).
      setTimeout(() => {
        if (listeners.size > 0) return;
        rows = null;
        listed = undefined;
      }, 0);
    }
  };
}

/** This page's pull wrote these batches (in order) and their last cursor: the copy follows without a read. */
export function applyStored(batches: readonly SyncJobs[]): void {
  const last = batches.at(-1);
  if (!last) return;
  // A read under way may have started before this write: read once more after it.
  if (reading) readAgain = true;
  if (!rows) return;
  const slugs = new Map<string, number>();
  for (const batch of batches) {
    for (const id of batch.removed) rows.byId.delete(id);
    for (const job of batch.jobs) {
      rows.byId.set(job.id, job);
      slugs.set(job.slug, job.id);
    }
  }
  // A written job that took a slug another stored job still held replaced it (jobStore.ts applyJobChanges).
  for (const [id, job] of rows.byId) if ((slugs.get(job.slug) ?? id) !== id) rows.byId.delete(id);
  rows.cursor = last.cursor;
  publish();
}

/** The listed jobs stored on this device, newest first, for useSyncExternalStore. */
export const catalogue = {
  subscribe,
  snapshot: (): Job[] | undefined => listed,
};
