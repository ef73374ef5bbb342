// A public job read by slug is kept in the process under the jobs' version (a popular job's page is read far
// more often than written): a second read asks the database nothing, a change made through the app is seen by
// the very next read, and sign-ins (which write no job) leave it kept. Another process's change: twoProcesses.test.ts.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postedJob } from '../../test/fixtures.ts';
import { Client, TEST_PASSWORD, queriesDuring, startServer, validJob, type TestServer } from '../../test/harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ env: { READ_CACHE_MS: '60000' } });
});
afterAll(() => s.close());

/** A GET carrying If-None-Match as an HTTP client revalidating its copy sends it (fetch would add
 * Cache-Control: no-cache to a conditional request, which asks for the whole answer). */
function conditionalGet(path: string, etag: string): Promise<{ status: number; etag?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(s.url + path, { headers: { 'If-None-Match': etag } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag, body }));
      })
      .on('error', reject);
  });
}

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

  it('stops serving a job its employer archives, at the very next read', async () => {
    const { employer, job } = await postedJob(s, { title: 'Payments Analyst' });
    const visitor = s.client();
    expect((await visitor.get(`/api/jobs/${job.slug}`)).status).toBe(200);
    expect((await employer.delete(`/api/employer/jobs/${job.id}`)).status).toBe(200);
    const gone = await visitor.get(`/api/jobs/${job.slug}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('jobNotFound');
  });

  it('answers 304 to a client holding the same version, and the new body once it changes', async () => {
    const { employer, job } = await postedJob(s, { title: 'Credit Analyst' });
    const visitor = s.client();
    const first = await visitor.get(`/api/jobs/${job.slug}`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await conditionalGet(`/api/jobs/${job.slug}`, etag);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(
      (await employer.put(`/api/employer/jobs/${job.id}`, validJob({ title: 'Lead Credit Analyst' }))).status,
    ).toBe(200);
    const changed = await conditionalGet(`/api/jobs/${job.slug}`, etag);
    expect(changed.status).toBe(200);
    expect(JSON.parse(changed.body).title).toBe('Lead Credit Analyst');
    expect(changed.etag).not.toBe(etag);
  });

  it('sends a long job gzipped to a client that takes gzip, and plain to one that does not', async () => {
    const description = 'Model the bank’s credit risk across retail and corporate books. '.repeat(200);
    const { job } = await postedJob(s, { title: 'Risk Modeller', description });
    const zipped = await s.client().request('GET', `/api/jobs/${job.slug}`, undefined, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.body.description).toBe(description.trim());
    const plain = await s.client().request('GET', `/api/jobs/${job.slug}`, undefined, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body.description).toBe(description.trim());
  });

  it('keeps a signed-in read from the database while other accounts sign in', async () => {
    const { job } = await postedJob(s, { title: 'Treasury Analyst' });
    const { client: reader } = await s.as('candidate');
    expect((await reader.get(`/api/jobs/${job.slug}`)).status).toBe(200);
    const other = await s.createUser({ role: 'candidate' });
    expect(
      (await new Client(s.url).post('/api/auth/login', { email: other.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
    const { sql } = await queriesDuring(s.db, async () => {
      expect((await reader.get(`/api/jobs/${job.slug}`)).body.title).toBe('Treasury Analyst');
    });
    expect(sql).toHaveLength(0);
  });
});

describe.each(['postgresql', 'pglite'] as const)('a signed-in read of a public job on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer({ engine, env: { READ_CACHE_MS: '60000' } });
  });
  afterAll(() => t?.close());

  it("answers a visitor's bytes without reading the session, and the cookie signs nobody in once signed out", async () => {
    const { job } = await postedJob(t, { title: 'Audit Analyst' });
    const seen = await t.client().get(`/api/jobs/${job.slug}`);
    expect(seen.status).toBe(200);
    // A session just made: nothing of it is kept in the process yet.
    const { client } = await t.as('candidate');
    const kept = t.client();
    kept.cookies = new Map(client.cookies);
    const { result: read, sql } = await queriesDuring(t.db, () => client.get(`/api/jobs/${job.slug}`));
    expect(read.status).toBe(200);
    expect(read.body).toEqual(seen.body);
    expect(read.headers.get('etag')).toBe(seen.headers.get('etag'));
    expect(sql).toEqual([]);
    // As every API answer: never stored by the browser; and its encoding follows Accept-Encoding.
    for (const res of [seen, read]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    expect((await client.get('/api/auth/me')).status).toBe(200);

    expect((await client.post('/api/auth/logout', {})).status).toBe(200);
    expect((await kept.get('/api/auth/me')).status).toBe(401);
    expect((await kept.get('/api/candidate/applications')).status).toBe(401);
    const after = await kept.get(`/api/jobs/${job.slug}`);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(seen.body);
  });
});

describe('GET /api/jobs searched', () => {
  it('answers a kept page as the same bytes: 304 to a client holding them, the new page once a job changes', async () => {
    const { employer, job } = await postedJob(s, { title: 'Quantitative Analyst' });
    const path = '/api/jobs?q=quantitative&pageSize=5';
    const first = await s.client().get(path);
    expect(first.body.jobs.map((j: { id: number }) => j.id)).toEqual([job.id]);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await conditionalGet(path, etag);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const edited = await employer.put(`/api/employer/jobs/${job.id}`, validJob({ title: 'Quantitative Risk Analyst' }));
    expect(edited.status).toBe(200);
    const changed = await conditionalGet(path, etag);
    expect(changed.status).toBe(200);
    expect(JSON.parse(changed.body).jobs[0].title).toBe('Quantitative Risk Analyst');
    expect(changed.etag).not.toBe(etag);
  });
});
