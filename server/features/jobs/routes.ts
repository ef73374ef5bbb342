// Public job reads (the active jobs list and a job by slug) and the delta sync that fills the offline app's IndexedDB (DESIGN.md).
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Knex } from 'knex';
import { LIST_LEGACY_CAP, syncQuerySchema } from '../../contract/index.ts';
import { JOB_QUERY_PARAMS, readJobQuery } from '../../contract/jobSearch.ts';
import { databaseNow } from '../../db/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { COMPRESS_FROM } from '../../middleware/compression.ts';
import { withQuery } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import type { AppContext, BoardCount, BoardPage, KeptAnswer, KeptJob } from '../../types.ts';
import { iso, presentJob } from '../shared/presenters.ts';
import {
  activeJobBySlug,
  activeJobs,
  catalogueVersion,
  contentChangedSince,
  isListedRow,
  countActiveJobs,
  countListedJobs,
  jobsChangedSince,
  jobsExpiredSince,
  pageOfListedJobs,
  type Cursor,
} from './repo.ts';

/** Jobs per sync batch, fixed numbers so a batch weighs the same whatever the catalogue's size: a first
 * pull (no cursor) brings a small batch, so a new device lists jobs soon; the batches after it are larger,
 * so a big catalogue arrives in few round trips on a slow network. The client follows hasMore
 * (app/offline/sync.ts). */
export const SYNC_FIRST_BATCH = 100;
export const SYNC_BATCH = 1000;
const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 20;
const PAGING_PARAMS = ['page', 'pageSize'];

/** A whole number from 1 to max in a query parameter (absent: the fallback), else a 400 naming it. */
function positiveParam(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  const n = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (n < 1 || n > max) throw badRequest('invalidInput', { [name]: 'invalidInput' });
  return n;
}

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');
function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as [string, number];
    if (typeof at !== 'string' || Number.isNaN(Date.parse(at)) || !Number.isInteger(id)) throw new Error('bad cursor');
    return { at, id };
  } catch {
    throw badRequest('invalidInput', { since: 'invalidInput' });
  }
}

/** updated_at is stamped when a row is written, not when its transaction commits, so a slower
 * transaction can commit a row stamped before rows a client has already pulled. The next cursor
 * therefore never passes the database clock minus this overlap: the last moments' rows are sent once
 * more on the next pull (the client applies rows idempotently), so a commit up to this much later than
 * its rows' stamp is not skipped. A transaction held open longer than that can still be missed until
 * its rows change again: writes here are single short statements. Once nothing has changed for this
 * long, a pull is empty again. */
const SYNC_OVERLAP_MS = 2000;

async function nextCursor(
  db: Knex,
  since: string | undefined,
  last: { updated_at: Date; id: number } | undefined,
  hasMore: boolean,
) {
  const reached = last ? encodeCursor({ at: iso(last.updated_at), id: last.id }) : (since ?? null);
  if (!reached || hasMore) return reached; // after a full page the rest follows at once
  const reachedAt = last ? last.updated_at.getTime() : Date.parse(decodeCursor(since)!.at);
  const horizon = (await databaseNow(db)).getTime() - SYNC_OVERLAP_MS;
  return reachedAt <= horizon ? reached : encodeCursor({ at: new Date(horizon).toISOString(), id: 0 });
}

/** A searched page is kept in the read cache under the jobs' catalogue version, which the database bumps
 * with every job write, in any process: a repeated search costs one single-row read while no job changes.
 * Nothing else drops it (a sign-in, a failed POST); it is searched again once a job it found leaves the
 * board by its listing's end or by 'posted within', and after BOARD_KEEP_MS. How many jobs a search finds
 * is kept the same way, apart from its pages: the next page of a search costs its page's query alone. */
const BOARD_KEEP_MS = 10 * 60_000;
/** Searched pages kept per process (the oldest forgotten first): at most 100 jobs each. */
export const BOARD_PAGES_KEPT = 200;

/** What a board search reads: the database and this process's read caches. */
type Board = Pick<AppContext, 'deps' | 'caches'>;

/** One page of what the board's search finds for these parameters: GET /api/jobs's paged answer (its total
 * exact up to LIMITS.boardCountCap, repo.ts countListedJobs), which
 * /jobs's first page also carries (server/features/seo/head.ts), and until when it holds while no job is
 * written (keepUntil). Two queries on a miss: the page (by LIMIT, on the order's index) and then the count (kept
 * per search). A parameter out of range: a 400. `jobsVersion`: the jobs' catalogue version when the caller has
 * just read it (a drawn /jobs page, keyed by it), so it is not read twice. */
export async function searchBoard(ctx: Board, params: URLSearchParams, jobsVersion?: string): Promise<BoardPage> {
  const { query, invalid } = readJobQuery(params);
  if (invalid.length > 0) throw badRequest('invalidInput', Object.fromEntries(invalid.map((n) => [n, 'invalidInput'])));
  const pageSize = positiveParam(params, 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const page = positiveParam(params, 'page', 1, 1_000_000);
  const { db } = ctx.deps;
  const version = jobsVersion ?? (await catalogueVersion(db, 'jobs'));
  const searchKey = `${version}:${JSON.stringify(query)}`;
  // The count does not depend on the order: a search counted newest first is counted best paid first.
  const { sort: _sort, ...counted } = query;
  const countKey = `${version}:${JSON.stringify(counted)}`;
  const search = async (): Promise<BoardPage> => {
    const now = Date.now();
    // The page first: how often its words were found in the first jobs says how to count (repo.ts countListedJobs).
    const { rows, share } = await pageOfListedJobs(db, query, now, (page - 1) * pageSize, pageSize + 1);
    const count = async (): Promise<BoardCount> => {
      const found = await countListedJobs(db, query, now, share);
      return {
        total: found.total,
        totalExact: found.exact,
        keepUntil: Math.min(found.holdsUntil, now + BOARD_KEEP_MS),
      };
    };
    // One row past the page says whether another follows, which a capped total cannot.
    const found = (await ctx.caches.boardCounts.through(countKey, count)) ?? (await count());
    return {
      jobs: rows.slice(0, pageSize).map(presentJob),
      total: found.total,
      totalExact: found.totalExact,
      hasMore: rows.length > pageSize,
      page,
      pageSize,
      keepUntil: found.keepUntil,
    };
  };
  const key = `${page}:${pageSize}:${searchKey}`;
  return (await ctx.caches.board.through(key, search)) ?? (await search());
}

/** Listed jobs' answers kept per process (the oldest forgotten first). */
export const JOBS_KEPT = 2000;

/** A listed job's answer, kept under the jobs' version like the board's pages: while no job is written (in
 * any process) a read asks the database nothing, the version itself being remembered between this
 * process's writes (middleware/readCache.ts KeptVersion), and sends bytes serialized once. A job leaves it
 * when its listing ends; an edit, unpublishing or archiving bumps the version. The version is read before
 * the row, so what is kept under a version is never older than it. */
async function keptJob(ctx: Board, slug: string): Promise<KeptJob | undefined> {
  const version = await ctx.caches.jobsVersion.current();
  return ctx.caches.jobs.through(`${version}:${slug}`, async () => {
    const row = await activeJobBySlug(ctx.deps.db, slug);
    if (!row) return undefined;
    return {
      ...keptAnswer(presentJob(row)),
      keepUntil: Math.min(new Date(row.listed_until).getTime(), Date.now() + BOARD_KEEP_MS),
    };
  });
}

/** An answer serialized once, with its ETag. */
function keptAnswer(body: unknown): KeptAnswer {
  const json = Buffer.from(JSON.stringify(body));
  return { json, etag: `"${crypto.createHash('sha1').update(json).digest('base64url')}"` };
}

/** A kept page of the board as the API sends it, serialized the first time it is sent. */
const sentPages = new WeakMap<BoardPage, KeptAnswer>();
function sentPage(found: BoardPage): KeptAnswer {
  let kept = sentPages.get(found);
  if (!kept) {
    const { keepUntil: _kept, ...page } = found;
    kept = keptAnswer(page);
    sentPages.set(found, kept);
  }
  return kept;
}

/** A kept answer as the response: 304 when the client holds this version, gzipped (once per version) when
 * it is large enough to compress and the client takes gzip. */
function sendKept(ctx: AppContext, kept: KeptAnswer): void {
  ctx.status = 200;
  ctx.etag = kept.etag;
  // Only a conditional request can be answered 304 (and ctx.fresh copies every response header to say so).
  if ((ctx.headers['if-none-match'] || ctx.headers['if-modified-since']) && ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.set('Content-Type', 'application/json; charset=utf-8');
  if (kept.json.length >= COMPRESS_FROM && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    kept.gzip ??= zlib.gzipSync(kept.json);
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = kept.gzip;
  } else ctx.body = kept.json;
}

export function jobRoutes() {
  const router = createRouter('/api');

  // No parameters: the SPEC's array of active jobs, newest first, capped at LIST_LEGACY_CAP like the
  // staff lists' un-paged answers, with the number of listed jobs in X-Total-Count (the offline app
  // takes the whole board through /api/sync/jobs). With any search, filter, sort or paging parameter:
  // one page of what the shared job search finds, as { jobs, total, page, pageSize }.
  router.get('/jobs', async (ctx) => {
    const params = new URLSearchParams(ctx.querystring);
    if (![...JOB_QUERY_PARAMS, ...PAGING_PARAMS].some((name) => params.has(name))) {
      const [rows, total] = await Promise.all([activeJobs(ctx.deps.db, LIST_LEGACY_CAP), countActiveJobs(ctx.deps.db)]);
      ctx.set('X-Total-Count', String(total));
      ctx.body = rows.map(presentJob);
      return;
    }
    sendKept(ctx, sentPage(await searchBoard(ctx, params)));
  });

  router.get('/jobs/:slug', async (ctx) => {
    const kept = ctx.params.slug ? await keptJob(ctx, ctx.params.slug) : undefined;
    if (!kept) throw notFound('jobNotFound');
    sendKept(ctx, kept);
  });

  // Rows changed after the cursor (updated_at, then id), oldest first. Jobs that left the public list
  // come back as ids in `removed`; a first pull (no cursor) skips them. A job whose listing period ran
  // out since the cursor left the list without its row changing: it is among `removed` too.
  router.get(
    '/sync/jobs',
    withQuery(syncQuerySchema, async (ctx, { since }) => {
      const cursor = decodeCursor(since);
      const size = cursor ? SYNC_BATCH : SYNC_FIRST_BATCH;
      const rows = await jobsChangedSince(ctx.deps.db, cursor, size);
      const hasMore = rows.length === size;
      const now = await databaseNow(ctx.deps.db);
      const expired = cursor ? await jobsExpiredSince(ctx.deps.db, cursor.at) : [];
      // A job waiting for review (or rejected) is not on the board: removed, like an archived one.
      const removed = cursor ? rows.filter((r) => !isListedRow(r, now)).map((r) => r.id) : [];
      ctx.body = {
        jobs: rows.filter((r) => isListedRow(r, now)).map(presentJob),
        removed: [...new Set([...removed, ...expired])],
        cursor: await nextCursor(ctx.deps.db, since, rows.at(-1), hasMore),
        hasMore,
      };
    }),
  );

  router.get(
    '/sync/content',
    withQuery(syncQuerySchema, async (ctx, { since }) => {
      const cursor = decodeCursor(since);
      const rows = await contentChangedSince(ctx.deps.db, cursor);
      ctx.body = {
        pages: rows.map((r) => ({ slug: r.slug, lang: r.lang, content: r.content, updatedAt: iso(r.updated_at) })),
        cursor: await nextCursor(ctx.deps.db, since, rows.at(-1), false),
      };
    }),
  );

  return router;
}
