// Public job reads (SPEC §7) and the delta sync that fills the offline app's IndexedDB (DESIGN.md).
import { MSG, syncQuerySchema } from '../../contract/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { withQuery } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import { iso, presentJob, type JobRow } from '../shared/presenters.ts';
import { activeJobs } from './repo.ts';

const SYNC_PAGE = 500;

interface Cursor { at: string; id: number }
export const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');
export function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as [string, number];
    if (typeof at !== 'string' || Number.isNaN(Date.parse(at)) || !Number.isInteger(id)) throw new Error('bad cursor');
    return { at, id };
  } catch {
    throw badRequest(MSG.invalidInput, { since: MSG.invalidInput });
  }
}

export function jobRoutes() {
  const router = createRouter('/api');

  router.get('/jobs', async (ctx) => {
    const rows: JobRow[] = await activeJobs(ctx.deps.db);
    ctx.body = rows.map(presentJob);
  });

  router.get('/jobs/:slug', async (ctx) => {
    const row: JobRow | undefined = await ctx.deps.db('jobs').where({ slug: ctx.params.slug, is_active: true }).first();
    if (!row) throw notFound(MSG.jobNotFound);
    ctx.body = presentJob(row);
  });

  // Rows changed after the cursor (updated_at, then id), oldest first. Jobs that left the public list
  // come back as ids in `removed`; a first pull (no cursor) skips them.
  router.get('/sync/jobs', withQuery(syncQuerySchema, async (ctx, { since }) => {
    const cursor = decodeCursor(since);
    const q = ctx.deps.db('jobs').orderBy([{ column: 'updated_at', order: 'asc' }, { column: 'id', order: 'asc' }]).limit(SYNC_PAGE);
    if (cursor) q.whereRaw('(updated_at, id) > (?::timestamptz, ?)', [cursor.at, cursor.id]);
    const rows: JobRow[] = await q;
    const last = rows.at(-1);
    ctx.body = {
      jobs: rows.filter((r) => r.is_active).map(presentJob),
      removed: cursor ? rows.filter((r) => !r.is_active).map((r) => r.id) : [],
      cursor: last ? encodeCursor({ at: iso(last.updated_at), id: last.id }) : (since ?? null),
      hasMore: rows.length === SYNC_PAGE,
    };
  }));

  router.get('/sync/content', withQuery(syncQuerySchema, async (ctx, { since }) => {
    const cursor = decodeCursor(since);
    const q = ctx.deps.db('content_pages').orderBy([{ column: 'updated_at', order: 'asc' }, { column: 'id', order: 'asc' }]);
    if (cursor) q.whereRaw('(updated_at, id) > (?::timestamptz, ?)', [cursor.at, cursor.id]);
    const rows: { id: number; slug: string; lang: string; content: string; updated_at: Date }[] = await q;
    const last = rows.at(-1);
    ctx.body = {
      pages: rows.map((r) => ({ slug: r.slug, lang: r.lang, content: r.content, updatedAt: iso(r.updated_at) })),
      cursor: last ? encodeCursor({ at: iso(last.updated_at), id: last.id }) : (since ?? null),
    };
  }));

  return router;
}
