// Public job answers whose size does not grow with the catalogue (scale), on both engines:
// the un-paged GET /api/jobs is capped with the full count in X-Total-Count, and a sync batch holds a
// fixed number of jobs (the first one a smaller one), while following hasMore still brings every job once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_LEGACY_CAP, jobSchema, syncJobsSchema, type SyncJobs } from '../../contract/index.ts';
import { startServer, type TestServer } from '../../test/harness.ts';
import { SYNC_BATCH, SYNC_FIRST_BATCH } from './routes.ts';

/** `count` listed jobs numbered from `first`, each created a minute after the one before. */
const insertJobs = (s: TestServer, first: number, count: number) =>
  s.db.raw(`INSERT INTO jobs (title, company, location, type, category, description, slug, created_at)
    SELECT 'Job ' || i, 'Co', 'Budapest', 'full-time', 'devops', repeat('A job worth reading about. ', 40),
      'bounded-' || i, timestamptz '2026-01-01' + make_interval(mins => i)
    FROM generate_series(${first}, ${first + count - 1}) i`);

describe.each(['postgresql', 'pglite'] as const)('public job answers on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ engine });
  });
  afterAll(() => s.close());

  it('sends the same first sync batch for a small and a large catalogue, and every job across the batches', async () => {
    await insertJobs(s, 1, 150);
    const small = await s.client().get('/api/sync/jobs');
    const smallBatch = syncJobsSchema.parse(small.body);
    expect(smallBatch.jobs).toHaveLength(SYNC_FIRST_BATCH);
    expect(smallBatch.hasMore).toBe(true);

    await insertJobs(s, 151, 470); // changed later: they come after the first batch
    const large = await s.client().get('/api/sync/jobs');
    expect(large.text).toBe(small.text);

    const seen: number[] = [];
    let batch: SyncJobs = syncJobsSchema.parse(large.body);
    let pulls = 1;
    // Pulls until the server says there is no more, at most one pull per job (a server that always says
    // hasMore fails here instead of looping).
    while (pulls <= 620) {
      seen.push(...batch.jobs.map((j) => j.id));
      expect(batch.jobs.length).toBeLessThanOrEqual(pulls === 1 ? SYNC_FIRST_BATCH : SYNC_BATCH);
      if (!batch.hasMore) break;
      batch = syncJobsSchema.parse((await s.client().get(`/api/sync/jobs?since=${batch.cursor}`)).body);
      pulls++;
    }
    expect(new Set(seen).size).toBe(620);
    expect(seen).toHaveLength(620);
    const rest = 620 - SYNC_FIRST_BATCH;
    expect(pulls).toBe(1 + Math.ceil(rest / SYNC_BATCH) + (rest % SYNC_BATCH === 0 ? 1 : 0));
  });

  it('answers GET /api/jobs without parameters with the newest listed jobs, capped, and the count', async () => {
    await s.db('jobs').where({ slug: 'bounded-620' }).update({ is_active: false });
    const res = await s.client().get('/api/jobs');
    expect(res.status).toBe(200);
    const jobs = jobSchema.array().parse(res.body);
    expect(jobs).toHaveLength(LIST_LEGACY_CAP);
    expect(res.headers.get('x-total-count')).toBe('619');
    expect(jobs[0]!.slug).toBe('bounded-619'); // newest listed first; the inactive one is left out
    expect(jobs.at(-1)!.slug).toBe(`bounded-${619 - LIST_LEGACY_CAP + 1}`);
    // A page of the board still counts every listed job.
    const page = await s.client().get('/api/jobs?page=2&pageSize=10');
    expect(page.body).toMatchObject({ total: 619, page: 2, pageSize: 10 });
  });
});
