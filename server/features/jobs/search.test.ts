// GET /api/jobs with search parameters: one page of what the shared job search finds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../contract/index.ts';
import { searchJobs } from '../../test/fixtures.ts';
import { startServer, type TestServer } from '../../test/harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ seedDemo: true });
});
afterAll(() => s.close());

const get = (query: string) => searchJobs(s, query);

describe('GET /api/jobs with search parameters', () => {
  it('without parameters answers the full list, as before', async () => {
    const res = await s.client().get('/api/jobs');
    expect(Array.isArray(res.body)).toBe(true);
    const active: unknown[] = await s.db('jobs').where({ is_active: true }).select('id');
    expect(res.body).toHaveLength(active.length);
  });

  it('pages what the search finds, newest first, with the total', async () => {
    const all = (await s.client().get('/api/jobs')).body as Job[];
    const first = await get('page=1&pageSize=20');
    expect(first).toMatchObject({ total: all.length, page: 1, pageSize: 20 });
    expect(first.jobs.map((j) => j.id)).toEqual(all.slice(0, 20).map((j) => j.id));
    const second = await get('page=2&pageSize=20');
    expect(second.jobs.map((j) => j.id)).toEqual(all.slice(20, 40).map((j) => j.id));
    expect((await get('page=99')).jobs).toEqual([]);
  });

  it('finds accented places by plain letters and every word in any order', async () => {
    const krakow = await get('q=krakow');
    expect(krakow.total).toBeGreaterThan(0);
    expect(krakow.jobs.some((job) => job.location.includes('Kraków'))).toBe(true);
    for (const job of krakow.jobs) expect(JSON.stringify(job)).toContain('Kraków');
    const two = await get('q=python+budapest');
    expect(two.total).toBeGreaterThan(0);
    expect((await get('q=budapest+python')).total).toBe(two.total);
  });

  it('applies the filters and sorts by salary', async () => {
    const remote = await get('mode=remote&pageSize=100');
    expect(remote.total).toBeGreaterThan(0);
    for (const job of remote.jobs) expect(job.type === 'remote' || /remote/i.test(job.location)).toBe(true);
    const rich = await get('salary=70&sort=salary&pageSize=100');
    const tops = rich.jobs.map((j) => j.salary!.max ?? j.salary!.min!);
    expect(tops.length).toBeGreaterThan(0);
    for (const top of tops) expect(top).toBeGreaterThanOrEqual(70);
    expect(tops).toEqual([...tops].sort((a, b) => b - a));
    const poland = await get('location=poland&type=full-time&pageSize=100');
    for (const job of poland.jobs) {
      expect(job.location).toMatch(/Poland/);
      expect(job.type).toBe('full-time');
    }
  });

  it.each(['page=0', 'pageSize=500', 'page=abc', 'sort=cheap', 'posted=3', 'mode=office', 'salary=-1', 'type=gig'])(
    'refuses %s with a 400',
    async (query) => {
      const res = await s.client().get(`/api/jobs?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Invalid input');
    },
  );
});
