// Saved jobs: kept in IndexedDB on this device (no account needed, readable without a network), with a
// snapshot of title and company so a job that leaves the public list still shows. For a signed-in
// candidate they follow the account: each save is sent to the server (later, when it cannot be reached:
// the waiting changes sit in localStorage), the device's saves merge into the account at sign-in, and the
// account's list replaces the device copy whenever the server answers.
import type { Job, SavedJob, SavedJobsResponse } from '../../server/contract/index.ts';
import { ApiError, getData, sendJson } from '../api/http.ts';
import type { PortalDb, SavedRow } from './db.ts';
import { loadDb, useDeviceQuery } from './lazyDb.ts';

type Snapshot = Pick<Job, 'title' | 'company' | 'slug' | 'location'>;

/** Saves the job, or removes it when already saved. Resolves to whether it is saved now. */
export async function toggleSavedJob(
  jobId: number,
  given?: PortalDb,
  now: () => Date = () => new Date(),
  snapshot?: Snapshot,
): Promise<boolean> {
  const database = given ?? (await loadDb());
  return database.transaction('rw', database.saved, async () => {
    if (await database.saved.get(jobId)) {
      await database.saved.delete(jobId);
      return false;
    }
    await database.saved.put({ jobId, savedAt: now().toISOString(), ...snapshot });
    return true;
  });
}

/** Ids of the saved jobs; undefined while IndexedDB answers. */
export function useSavedJobIds(): ReadonlySet<number> | undefined {
  return useDeviceQuery(async (db) => new Set(await db.saved.toCollection().primaryKeys()), [], new Set());
}

/** The saved jobs, newest save first; undefined while IndexedDB answers. */
export function useSavedJobs(): SavedRow[] | undefined {
  return useDeviceQuery((db) => db.saved.orderBy('savedAt').reverse().toArray(), [], []);
}

/** Forgets this device's saves (sign-out: they belonged to the account). */
export async function clearSavedJobs(given?: PortalDb): Promise<void> {
  const database = given ?? (await loadDb());
  await database.saved.clear();
}

// ---------- the account's copy ----------

// Under the device prefix of auth/session.ts, so a sign-out forgets it with the user's other copies.
const PENDING_KEY = 'portal.device.savedPending';
type Change = 'put' | 'delete';

function pendingChanges(): Record<string, Change> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PENDING_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, Change>) : {};
  } catch {
    return {};
  }
}

function setPending(jobId: number, change: Change | null): void {
  const all = pendingChanges();
  if (change) all[jobId] = change;
  else delete all[jobId];
  if (Object.keys(all).length) localStorage.setItem(PENDING_KEY, JSON.stringify(all));
  else localStorage.removeItem(PENDING_KEY);
}

const toRow = (j: SavedJob): SavedRow => ({
  jobId: j.jobId,
  savedAt: j.savedAt,
  title: j.title,
  company: j.company,
  slug: j.slug,
  location: j.location,
});

/** Sends the changes waiting on this device; a change the server refuses (a job gone) is dropped. */
async function pushPending(): Promise<void> {
  for (const [id, change] of Object.entries(pendingChanges())) {
    try {
      await sendJson(change === 'put' ? 'PUT' : 'DELETE', `/api/candidate/saved-jobs/${id}`);
    } catch (err) {
      const refused = err instanceof ApiError && (err.status === 400 || err.status === 404);
      if (!refused) throw err;
    }
    // Changed again meanwhile: that newer change still waits.
    if (pendingChanges()[id] === change) setPending(Number(id), null);
  }
}

async function pullAndReplace(merge: boolean, database: PortalDb): Promise<void> {
  const answer = merge
    ? await sendJson<SavedJobsResponse>('POST', '/api/candidate/saved-jobs/merge', {
        jobIds: await database.saved.toCollection().primaryKeys(),
      })
    : await getData<SavedJobsResponse>('/api/candidate/saved-jobs');
  // A save made while the answer travelled is newer than it: the next sync brings both together.
  if (Object.keys(pendingChanges()).length) return;
  await database.transaction('rw', database.saved, async () => {
    await database.saved.clear();
    await database.saved.bulkPut(answer.data.savedJobs.map(toRow));
  });
}

let chain: Promise<void> = Promise.resolve();

/**
 * Brings the device and the account together for a signed-in candidate: waiting changes go first, then
 * the account's list replaces the device copy. `merge` (at sign-in) first adds the device's own saves to
 * the account. Rejects when the server cannot be reached; the device copy stays as it is.
 */
export function syncSavedJobs({ merge = false, database }: { merge?: boolean; database?: PortalDb } = {}) {
  const run = chain.then(async () => {
    await pushPending();
    await pullAndReplace(merge, database ?? (await loadDb()));
  });
  chain = run.catch(() => undefined);
  return run;
}

/** The bookmark toggle: on the device at once, on the account too when a candidate is signed in. */
export async function toggleSaved(job: Pick<Job, 'id'> & Snapshot, account: boolean): Promise<boolean> {
  const { title, company, slug, location } = job;
  const saved = await toggleSavedJob(job.id, undefined, undefined, { title, company, slug, location });
  if (account) {
    setPending(job.id, saved ? 'put' : 'delete');
    syncSavedJobs().catch((err: unknown) => console.warn('Saved job will be sent when the server answers', err));
  }
  return saved;
}
