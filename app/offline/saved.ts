// Saved jobs: bookmarks kept in IndexedDB on this device, no account needed, so a candidate can
// keep a short list and read it on the phone without a network (the jobs themselves come from sync).
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type PortalDb } from './db.ts';

/** Saves the job, or removes it when already saved. Resolves to whether it is saved now. */
export async function toggleSavedJob(
  jobId: number,
  database: PortalDb = db,
  now: () => Date = () => new Date(),
): Promise<boolean> {
  return database.transaction('rw', database.saved, async () => {
    if (await database.saved.get(jobId)) {
      await database.saved.delete(jobId);
      return false;
    }
    await database.saved.put({ jobId, savedAt: now().toISOString() });
    return true;
  });
}

/** Ids of the saved jobs; undefined while IndexedDB answers. */
export function useSavedJobIds(): ReadonlySet<number> | undefined {
  return useLiveQuery(async () => new Set(await db.saved.toCollection().primaryKeys()), []);
}
