// A public job read by slug is kept for READ_CACHE_MS in the process (a popular job's page is read far more often than written): a second
// read asks the database nothing, and a change made through the app is seen by the very next read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postedJob } from '../../test/fixtures.ts';
import { queriesDuring, startServer, validJob, type TestServer } from '../../test/harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ env: { READ_CACHE_MS: '60000' } });
});
afterAll(() => s.close());

describe('GET /api/jobs/:slug', () => {
  it('answers a repeated read from memory and shows an edit or a removal at once', async () => {
    const { employer, job } = await postedJob(s, { title: 'Risk Analyst' });
    const visitor = s.client();
    expect((await visitor.get(`/api/jobs/${job.slug}`)).body.title).toBe('Risk Analyst');
    const { sql } = await queriesDuring(s.db, async () => {
      expect((await visitor.get(`/api/jobs/${job.slug}`)).body.title).toBe('Risk Analyst');
    });
    expect(sql).toHaveLength(0);

    const edited = await employer.put(`/api/employer/jobs/${job.id}`, validJob({ title: 'Senior Risk Analyst' }));
    expect(edited.status).toBe(200);
    const again = await visitor.get(`/api/jobs/${job.slug}`);
    expect(again.body.title).toBe('Senior Risk Analyst');
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);

    const { client: admin } = await s.as('admin');
    expect((await admin.patch(`/api/admin/jobs/${job.id}`, { isActive: false })).status).toBe(200);
    expect((await visitor.get(`/api/jobs/${job.slug}`)).status).toBe(404);
  });
});
