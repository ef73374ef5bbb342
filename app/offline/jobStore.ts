// The device's copy of the public jobs, in pages of up to 1,000 jobs a row. The browser's database costs
// about 0.4 ms for every row it writes, whatever the row's size (Chromium, 2026-12-06: 10,000 jobs of 2 kB
// written as 10,000 rows took 4.0 s, as 10 rows 0.65 s), so a job a row made a first pull of 10,000 jobs
// wait seconds on the database. One more row, the index, says which page holds each job and which job
// holds each slug: a job is read by its slug or id from its page alone, and a changed job's old version is
// found without reading the others. Only app/offline/* touches these tables.
import type { Job } from '../../server/contract/index.ts';
import type { JobIndexRow, PortalDb } from './schema.ts';

/** Jobs a page holds at most: one read of a job by its slug reads its page (about 2 MB at most). */
const PAGE_SIZE = 1000;

const INDEX_KEY = 'jobs';

const emptyIndex = (): JobIndexRow => ({ key: INDEX_KEY, pages: {}, slugs: {}, next: 1 });

export interface JobChanges {
  /** Ids that left the public list. */
  removed: readonly number[];
  /** New and changed jobs, in the order they came (a later one wins). */
  jobs: readonly Job[];
}

/**
 * Applies changes, in order, inside the caller's transaction (read-write on jobPages and jobIndex). A
 * changed job leaves the page it was in; new and changed jobs go to new pages; a job that takes a slug
 * another stored job still holds (its slug changed since) drops that stale holder. When changes have
 * scattered the jobs over more than twice the pages they need, every page is written again, full.
 */
export async function applyJobChanges(db: PortalDb, changes: readonly JobChanges[]): Promise<void> {
  const index = (await db.jobIndex.get(INDEX_KEY)) ?? emptyIndex();
  // The pages this write changes, read in one go: those of the ids removed or changed, and of the jobs
  // holding the slugs that arrive. The rest runs without awaiting (Dexie keeps a transaction open across
  // awaits of its own requests only).
  const pageOf = (id: number | undefined): number[] => {
    const n = id === undefined ? undefined : index.pages[id];
    return n === undefined ? [] : [n];
  };
  const wanted = [
    ...new Set(
      changes.flatMap(({ removed, jobs }) => [
        ...removed.flatMap(pageOf),
        ...jobs.flatMap((job) => [...pageOf(job.id), ...pageOf(index.slugs[job.slug])]),
      ]),
    ),
  ];
  /** The pages this write changes, by number: their jobs by id. */
  const touched = new Map<number, Map<number, Job>>();
  (await db.jobPages.bulkGet(wanted)).forEach((stored, i) =>
    touched.set(wanted[i]!, new Map(stored?.jobs.map((j) => [j.id, j]))),
  );
  const drop = (id: number) => {
    const n = index.pages[id];
    if (n === undefined) return;
    const jobs = touched.get(n)!;
    const job = jobs.get(id);
    jobs.delete(id);
    delete index.pages[id];
    if (job && index.slugs[job.slug] === id) delete index.slugs[job.slug];
  };
  /** The new page this write fills, and its number. */
  let fresh: Map<number, Job> | null = null;
  let freshN = 0;
  for (const { removed, jobs } of changes) {
    for (const id of removed) drop(id);
    for (const job of jobs) {
      drop(job.id);
      const holder = index.slugs[job.slug];
      if (holder !== undefined) drop(holder);
      if (!fresh || fresh.size === PAGE_SIZE) {
        fresh = new Map();
        freshN = index.next++;
        touched.set(freshN, fresh);
      }
      fresh.set(job.id, job);
      index.pages[job.id] = freshN;
      index.slugs[job.slug] = job.id;
    }
  }
  const count = Object.keys(index.pages).length;
  const pagesInUse = new Set(Object.values(index.pages)).size;
  if (pagesInUse > 2 * Math.ceil(count / PAGE_SIZE) + 2) {
    await repack(db, index, touched);
    return;
  }
  const emptied = [...touched].filter(([, jobs]) => jobs.size === 0).map(([n]) => n);
  const written = [...touched]
    .filter(([, jobs]) => jobs.size > 0)
    .map(([n, jobs]) => ({ n, jobs: [...jobs.values()] }));
  if (emptied.length) await db.jobPages.bulkDelete(emptied);
  if (written.length) await db.jobPages.bulkPut(written);
  await db.jobIndex.put(index);
}

/** Writes every stored job again in full pages, numbered from 1. */
async function repack(db: PortalDb, index: JobIndexRow, touched: ReadonlyMap<number, Map<number, Job>>) {
  const untouched = [...new Set(Object.values(index.pages))].filter((n) => !touched.has(n));
  const all = (await db.jobPages.bulkGet(untouched)).flatMap((stored) => stored?.jobs ?? []);
  for (const jobs of touched.values()) all.push(...jobs.values());
  const pages = [];
  for (let from = 0; from < all.length; from += PAGE_SIZE)
    pages.push({ n: pages.length + 1, jobs: all.slice(from, from + PAGE_SIZE) });
  const repacked: JobIndexRow = { key: INDEX_KEY, pages: {}, slugs: index.slugs, next: pages.length + 1 };
  for (const { n, jobs } of pages) for (const job of jobs) repacked.pages[job.id] = n;
  await db.jobPages.clear();
  await db.jobPages.bulkPut(pages);
  await db.jobIndex.put(repacked);
}

/** Every stored job (listed or not), in no set order. */
export async function readAllJobs(db: PortalDb): Promise<Job[]> {
  return (await db.jobPages.toArray()).flatMap((p) => p.jobs);
}

/** The stored job holding `slug`, if any. */
export async function readJobBySlug(db: PortalDb, slug: string): Promise<Job | undefined> {
  const index = await db.jobIndex.get(INDEX_KEY);
  const id = index?.slugs[slug];
  const n = id === undefined ? undefined : index?.pages[id];
  if (id === undefined || n === undefined) return undefined;
  return (await db.jobPages.get(n))?.jobs.find((j) => j.id === id);
}

/** The stored jobs among `ids` (those not stored are left out). */
export async function readJobsByIds(db: PortalDb, ids: readonly number[]): Promise<Job[]> {
  const index = await db.jobIndex.get(INDEX_KEY);
  if (!index || ids.length === 0) return [];
  const wanted = new Set(ids);
  const pages = [...new Set(ids.flatMap((id) => index.pages[id] ?? []))];
  return (await db.jobPages.bulkGet(pages)).flatMap((p) => p?.jobs.filter((j) => wanted.has(j.id)) ?? []);
}

/** How many jobs are stored. */
export async function countStoredJobs(db: PortalDb): Promise<number> {
  const index = await db.jobIndex.get(INDEX_KEY);
  return index ? Object.keys(index.pages).length : 0;
}

/** Stores jobs in a transaction of their own (the tests' and a screen's seeding; a sync uses applyJobChanges). */
export function storeJobs(db: PortalDb, jobs: readonly Job[]): Promise<void> {
  return db.transaction('rw', db.jobPages, db.jobIndex, () => applyJobChanges(db, [{ removed: [], jobs }]));
}

/** Forgets every stored job. */
export function clearStoredJobs(db: PortalDb): Promise<void> {
  return db.transaction('rw', db.jobPages, db.jobIndex, async () => {
    await db.jobPages.clear();
    await db.jobIndex.clear();
  });
}
