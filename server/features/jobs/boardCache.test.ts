// The public board's searched pages are kept under the jobs' version, which the database bumps in every
// transaction that writes a job: a repeated search asks the database only that version, a new one asks
// one query for its page, a job an employer posts or an admin closes shows in or leaves the searched page
// at the very next read, a write by another process (here: straight into the database) too, and nothing
// but a job write makes a kept page be searched again — not a sign-in, a failed POST or a POST nobody routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postedJob, searchJobs, type JobPage } from '../../test/fixtures.ts';
import { queriesDuring, startServer, type TestServer } from '../../test/harness.ts';

const ids = (p: JobPage) => p.jobs.map((j) => j.id);
/** The statements that read the jobs themselves (a search), not the version. */
const jobReads = (sql: string[]) => sql.filter((q) => /from "jobs"/.test(q));

describe.each(['postgresql', 'pglite'] as const)('GET /api/jobs searched, on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ engine, seedDemo: true, env: { READ_CACHE_MS: '60000' } });
  });
  afterAll(() => s.close());
  const page = (query: string) => searchJobs(s, query);

  it('answers a repeated search with one read of the version, a new page with its query, a new search with its count too', async () => {
    const first = await page('q=engineer&page=1&pageSize=5');
    expect(first.total).toBeGreaterThan(5);
    let second: JobPage | undefined;
    let other: JobPage | undefined;
    const fresh = await queriesDuring(s.db, async () => {
      second = await page('q=engineer&page=2&pageSize=5');
      other = await page('sort=salary&page=1&pageSize=100');
    });
    // Page 2 of a search counted for page 1: its page alone; a new search: its page and its count.
    const reads = jobReads(fresh.sql);
    expect(reads.filter((q) => /^select count\(\*\)/i.test(q))).toHaveLength(1);
    expect(reads.filter((q) => !/count\(/i.test(q))).toHaveLength(2);
    const { sql } = await queriesDuring(s.db, async () => {
      expect(await page('q=engineer&page=2&pageSize=5')).toEqual(second);
      expect(await page('sort=salary&page=1&pageSize=100')).toEqual(other);
    });
    expect(sql).toHaveLength(2);
    expect(sql.every((q) => q.includes('"catalogue_versions"'))).toBe(true);
    expect(second!.total).toBe(first.total);
    expect(ids(second!)).not.toEqual(ids(first));
    for (const job of second!.jobs) expect(ids(first)).not.toContain(job.id);
    // Paging totals are those of the whole board: every listed job is found once without a query.
    const listed: unknown[] = await s.db('jobs').whereRaw('is_active AND listed_until > now()').select('id');
    expect(other!.total).toBe(listed.length);
  });

  it('counts a search once whatever its order: the same search best paid first reads its page alone', async () => {
    const newest = await page('q=analyst&page=1&pageSize=2');
    let best: JobPage | undefined;
    const { sql } = await queriesDuring(s.db, async () => {
      best = await page('q=analyst&sort=salary&page=1&pageSize=2');
    });
    expect(jobReads(sql).filter((q) => /count\(/i.test(q))).toEqual([]);
    expect(jobReads(sql)).toHaveLength(1);
    expect([best!.total, best!.totalExact]).toEqual([newest.total, newest.totalExact]);
  });

  it('keeps the searched pages through requests that write no job: a failed sign-in, an unrouted POST, a sign-in', async () => {
    await page('q=engineer');
    await page('q=analyst');
    const { sql } = await queriesDuring(s.db, async () => {
      const failed = await s
        .client()
        .post('/api/auth/login', { email: 'nobody@example.com', password: 'wrong-pass-1' });
      expect(failed.status).toBe(401);
      expect((await s.client().post('/api/no-such-route', {})).status).toBe(404);
      await s.as('candidate');
      await page('q=engineer');
      await page('q=analyst');
    });
    expect(jobReads(sql)).toEqual([]);
  });

  it('shows a job an employer posts and drops one an admin closes at the next read', async () => {
    const before = await page('q=engineer&page=1&pageSize=20');
    const { job } = await postedJob(s, { title: 'Zeppelin Engineer' });

    const withIt = await page('q=engineer&page=1&pageSize=20');
    expect(withIt.total).toBe(before.total + 1);
    expect(ids(withIt)[0]).toBe(job.id); // newest first
    expect((await page('q=zeppelin')).jobs.map((j) => j.title)).toEqual(['Zeppelin Engineer']);

    const { client: admin } = await s.as('admin');
    expect((await admin.patch(`/api/admin/jobs/${job.id}`, { isActive: false })).status).toBe(200);
    const without = await page('q=engineer&page=1&pageSize=20');
    expect(without.total).toBe(before.total);
    expect(ids(without)).toEqual(ids(before));
    expect((await page('q=zeppelin')).total).toBe(0);
  });

  async function slowTransactionHoldsNothingUp(id: number) {
    const trx = await s.db.transaction();
    await trx('jobs').where({ id }).update({ title: 'Wombat Wrangler' });
    const { job: posted } = await postedJob(s, { title: 'Numbat Engineer' });
    expect((await page('q=numbat')).jobs.map((j) => j.id)).toEqual([posted.id]);
    expect((await page('q=wombat')).total).toBe(0);
    await trx.commit();
  }

  it('sees a write another process made, at the next read, and a listing that runs out', async () => {
    const job: { id: number } = await s
      .db('jobs')
      .whereRaw('is_active AND listed_until > now()')
      .orderBy('id')
      .first('id');
    await page('q=engineer');
    // Another server process (or staff at the database) renames a job: no request of this app wrote it.
    await s.db('jobs').where({ id: job.id }).update({ title: 'Quokka Wrangler' });
    expect((await page('q=quokka')).jobs.map((j) => j.id)).toEqual([job.id]);

    // A transaction still open holds up no other job write, and its change shows once it commits (PGlite
    // has one connection, which the open transaction would hold: PostgreSQL only).
    if (engine === 'postgresql') await slowTransactionHoldsNothingUp(job.id);
    else await s.db('jobs').where({ id: job.id }).update({ title: 'Wombat Wrangler' });

    expect((await page('q=wombat')).jobs.map((j) => j.id)).toEqual([job.id]);

    // Its listing runs out a moment from now: the page found before that knows when to search again.
    await s
      .db('jobs')
      .where({ id: job.id })
      .update({ listed_until: s.db.raw("now() + interval '1 second'") });
    expect((await page('q=wombat')).total).toBe(1);
    await expect
      .poll(async () => (await page('q=wombat')).total, {
        message: 'the job leaves the searched board once its listing has run out',
        timeout: 15_000,
      })
      .toBe(0);
  });
});
