// The public board's searched page reads its jobs from the read cache (the catalogue is kept for
// READ_CACHE_MS, prepared for the shared search): a repeated search asks the database nothing, and a
// job an employer posts or an admin closes shows in or leaves the searched page at the very next read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postedJob, searchJobs, type JobPage } from '../../test/fixtures.ts';
import { queriesDuring, startServer, type TestServer } from '../../test/harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ seedDemo: true, env: { READ_CACHE_MS: '60000' } });
});
afterAll(() => s.close());

const page = (query: string) => searchJobs(s, query);
const ids = (p: JobPage) => p.jobs.map((j) => j.id);

describe('GET /api/jobs searched, from the cached catalogue', () => {
  it('answers a repeated or different search without reading the database, with the same pages', async () => {
    const first = await page('q=engineer&page=1&pageSize=5');
    expect(first.total).toBeGreaterThan(5);
    let second: JobPage | undefined;
    let other: JobPage | undefined;
    const { sql } = await queriesDuring(s.db, async () => {
      second = await page('q=engineer&page=2&pageSize=5');
      other = await page('sort=salary&page=1&pageSize=100');
    });
    expect(sql).toHaveLength(0);
    expect(second!.total).toBe(first.total);
    expect(ids(second!)).not.toEqual(ids(first));
    for (const job of second!.jobs) expect(ids(first)).not.toContain(job.id);
    // Paging totals are those of the whole board: every listed job is found once without a query.
    const listed: unknown[] = await s.db('jobs').where({ is_active: true }).select('id');
    expect(other!.total).toBe(listed.length);
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
});
