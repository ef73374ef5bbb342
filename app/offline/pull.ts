// Delta sync's pull, shared by the page (sync.ts) and the service worker (app/sw.ts, which fills a visitor's
// device copy after it activates): jobs and about/legal texts changed since the stored cursor, into
// IndexedDB. The first pull takes everything; later pulls take only changes and delete the ids that left
// the public list. No window, no React: it runs in the service worker too.
import type { SyncContent, SyncJobs } from '../../server/contract/index.ts';
import type { syncContentSchema, syncJobsSchema } from '../../server/contract/schemas.ts';
import { applyJobChanges } from './jobStore.ts';
import type { PortalDb } from './schema.ts';

export type Fetcher = <T>(path: string) => Promise<T>;

/** The answers' schemas: the page loads them (and the schema library) with its first pull, after it has
 * drawn; the service worker has them in its own bundle. */
export type Schemas = () => Promise<{
  syncJobsSchema: typeof syncJobsSchema;
  syncContentSchema: typeof syncContentSchema;
}>;

interface PullOptions {
  database: PortalDb;
  fetcher: Fetcher;
  schemas: Schemas;
  now?: () => Date;
  /** Asked after each batch: true stops the pull there (it goes on from the stored cursor next time). */
  stop?: () => boolean;
  /** Told of each write of batches once it is stored (the page's lists follow it without reading the table). */
  onStored?: (batches: readonly Batch[]) => void;
}

// A safety net against a server that always answers hasMore: 1000 batches (the server sends 100 jobs,
// then 500 a batch) are about 500,000 jobs. A sync that stops there goes on from its cursor at the next pull.
const MAX_PAGES = 1000;

type Batch = SyncJobs;

/** Stores received batches in one transaction, in the order they came, with the last one's cursor. */
async function storeBatches(
  database: PortalDb,
  batches: readonly Batch[],
  now: () => Date,
  onStored?: (batches: readonly Batch[]) => void,
): Promise<void> {
  const last = batches.at(-1);
  if (!last) return;
  await database.transaction('rw', database.jobPages, database.jobIndex, database.meta, async () => {
    await applyJobChanges(database, batches);
    await database.meta.put({ key: 'jobs', cursor: last.cursor, syncedAt: now().toISOString() });
  });
  onStored?.(batches);
}

/**
 * Pulls the jobs changed since the stored cursor, batch after batch. The writes run beside the requests,
 * one at a time, each of every batch that arrived while the one before it was written: the first batch at
 * once (a first visit's list fills without waiting for the rest), then in groups that grow as fast as the
 * network outruns the device's database. Waiting for each write before asking for the next batch left the
 * network idle for seconds (10,000 jobs: about 4 s of writes in the browser's database process), and
 * writing every batch on its own costs a transaction, and a sort of the open lists, per batch.
 */
export async function pullJobs({
  database,
  fetcher,
  schemas,
  now = () => new Date(),
  stop,
  onStored,
}: PullOptions): Promise<void> {
  const cursor = (await database.meta.get('jobs'))?.cursor ?? null;
  const library = schemas(); // loads while the first batch is on its way
  const request = (from: string | null) => {
    const answer = Promise.all([
      fetcher<SyncJobs>(`/api/sync/jobs${from ? `?since=${encodeURIComponent(from)}` : ''}`),
      library,
    ]).then(([raw, { syncJobsSchema }]): Batch => syncJobsSchema.parse(raw));
    // Awaited below, unless a write fails first: then its failure is not the one to report.
    answer.catch(() => undefined);
    return answer;
  };
  /** Batches received and not yet written, the write under way, and the first write that failed. */
  const state: { pending: Batch[]; writing: Promise<void> | null; failed: { err: unknown } | null } = {
    pending: [],
    writing: null,
    failed: null,
  };
  const write = () => {
    const batches = state.pending;
    state.pending = [];
    state.writing = storeBatches(database, batches, now, onStored)
      .catch((err: unknown) => {
        state.failed ??= { err };
      })
      .finally(() => {
        state.writing = null;
        // What arrived meanwhile is written next, unless a write failed (the next pull goes on from its cursor).
        if (state.pending.length && !state.failed) write();
      });
  };
  const throwIfFailed = () => {
    if (state.failed) throw state.failed.err;
  };
  /** Waits until everything received is written; throws a write's failure. */
  const written = async () => {
    while (state.writing) await state.writing;
    throwIfFailed();
  };
  let next = request(cursor);
  for (let page = 0; page < MAX_PAGES; page++) {
    let batch: Batch;
    try {
      batch = await next;
    } catch (err) {
      await written(); // what arrived is kept; the next pull goes on from it
      throw err;
    }
    throwIfFailed();
    const more = batch.hasMore && !stop?.() && page + 1 < MAX_PAGES;
    // The next batch is on its way while this one is parsed and written.
    if (more) next = request(batch.cursor);
    state.pending.push(batch);
    if (!state.writing) write();
    if (!more) return written();
  }
}

export async function pullContent({ database, fetcher, schemas, now = () => new Date() }: PullOptions): Promise<void> {
  const cursor = (await database.meta.get('content'))?.cursor ?? null;
  const raw = await fetcher<SyncContent>(`/api/sync/content${cursor ? `?since=${encodeURIComponent(cursor)}` : ''}`);
  const batch = (await schemas()).syncContentSchema.parse(raw);
  await database.transaction('rw', database.content, database.meta, async () => {
    if (batch.pages.length) {
      await database.content.bulkPut(batch.pages.map((p) => ({ ...p, key: `${p.slug}:${p.lang}` })));
    }
    await database.meta.put({ key: 'content', cursor: batch.cursor, syncedAt: now().toISOString() });
  });
}
