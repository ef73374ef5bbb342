import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedJobIdsSchema, savedJobsResponseSchema } from '../../contract/index.ts';
import { startServer, validJob, type Client, type TestServer } from '../../test/harness.ts';

let s: TestServer;
let employer: Client;
let jobA: number;
let jobB: number;
beforeAll(async () => {
  s = await startServer();
  employer = (await s.as('employer')).client;
  jobA = (await employer.post('/api/employer/jobs', validJob({ title: 'Saved Job A' }))).body.data.job.id;
  jobB = (await employer.post('/api/employer/jobs', validJob({ title: 'Saved Job B' }))).body.data.job.id;
});
afterAll(() => s.close());

const savedIds = async (client: Client) =>
  savedJobsResponseSchema
    .parse((await client.get('/api/candidate/saved-jobs')).body)
    .data.savedJobs.map((j) => j.jobId);

describe('saved jobs', () => {
  it('follow the account: saved on one session, listed on another of the same candidate', async () => {
    const { client, user } = await s.as('candidate');
    expect(await savedIds(client)).toEqual([]);
    const put = await client.put(`/api/candidate/saved-jobs/${jobA}`);
    expect(put.status).toBe(200);
    expect(savedJobsResponseSchema.parse(put.body).data.savedJobs[0]).toMatchObject({
      jobId: jobA,
      title: 'Saved Job A',
      isActive: true,
    });
    // Saving again keeps one row.
    expect((await client.put(`/api/candidate/saved-jobs/${jobA}`)).status).toBe(200);
    const other = s.client();
    await other.post('/api/auth/login', { email: user.email, password: 'correct-horse-battery' });
    expect(await savedIds(other)).toEqual([jobA]);
    expect((await other.delete(`/api/candidate/saved-jobs/${jobA}`)).status).toBe(200);
    expect(await savedIds(client)).toEqual([]);
  });

  it('merge the saves a device made before sign-in, once each, skipping jobs that no longer exist', async () => {
    const { client } = await s.as('candidate');
    await client.put(`/api/candidate/saved-jobs/${jobA}`);
    const res = await client.post('/api/candidate/saved-jobs/merge', { jobIds: [jobA, jobB, jobB, 999999] });
    expect(res.status).toBe(200);
    expect(
      savedJobsResponseSchema
        .parse(res.body)
        .data.savedJobs.map((j) => j.jobId)
        .sort(),
    ).toEqual([jobA, jobB].sort());
  });

  it('keep a job that left the public list, marked inactive', async () => {
    const { client } = await s.as('candidate');
    const gone = (await employer.post('/api/employer/jobs', validJob({ title: 'Soon Archived' }))).body.data.job.id;
    await client.put(`/api/candidate/saved-jobs/${gone}`);
    expect((await employer.delete(`/api/employer/jobs/${gone}`)).status).toBe(200);
    const list = savedJobsResponseSchema.parse((await client.get('/api/candidate/saved-jobs')).body).data.savedJobs;
    expect(list.find((j) => j.jobId === gone)).toMatchObject({ title: 'Soon Archived', isActive: false });
  });

  it('mark a saved job whose listing period ran out as no longer on the board', async () => {
    const { client } = await s.as('candidate');
    const job = (await employer.post('/api/employer/jobs', validJob({ title: 'Soon Expired' }))).body.data.job.id;
    await client.put(`/api/candidate/saved-jobs/${job}`);
    await s
      .db('jobs')
      .where({ id: job })
      .update({ listed_until: s.db.raw("now() - interval '1 minute'") });
    const list = savedJobsResponseSchema.parse((await client.get('/api/candidate/saved-jobs')).body).data.savedJobs;
    expect(list.find((j) => j.jobId === job)).toMatchObject({ title: 'Soon Expired', isActive: false });
  });

  it('take only jobs on the board: an archived job is neither saved nor shown', async () => {
    const { client } = await s.as('candidate');
    const gone = (await employer.post('/api/employer/jobs', validJob({ title: 'Archived Secret' }))).body.data.job.id;
    expect((await employer.delete(`/api/employer/jobs/${gone}`)).status).toBe(200);
    const put = await client.put(`/api/candidate/saved-jobs/${gone}`);
    expect(put.status).toBe(404);
    expect(JSON.stringify(put.body)).not.toContain('Archived Secret');
    const merged = await client.post('/api/candidate/saved-jobs/merge', { jobIds: [gone] });
    expect(merged.status).toBe(200);
    expect(JSON.stringify(merged.body)).not.toContain('Archived Secret');
  });

  it('answer 400 for bad ids and 404 for a job that does not exist', async () => {
    const { client } = await s.as('candidate');
    for (const path of [
      '/api/candidate/saved-jobs/abc',
      '/api/candidate/saved-jobs/-3',
      '/api/candidate/saved-jobs/1.5',
      '/api/candidate/saved-jobs/0x1',
      '/api/candidate/saved-jobs/1e1',
      '/api/candidate/saved-jobs/%207',
      '/api/candidate/saved-jobs/99999999999',
    ]) {
      const res = await client.put(path);
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({ ok: false, code: 'invalidInput', fields: { jobId: 'invalidInput' } });
    }
    expect((await client.delete('/api/candidate/saved-jobs/abc')).status).toBe(400);
    const badBodies: [unknown, string][] = [
      [{ jobIds: ['x'] }, 'invalidInput'],
      [{ jobIds: [true] }, 'invalidInput'],
      [{ jobIds: [[5]] }, 'invalidInput'],
      [{ jobIds: [' 7 '] }, 'invalidInput'],
      [{ jobIds: ['0x2d'] }, 'invalidInput'],
      [{ jobIds: [2147483648] }, 'invalidInput'],
      [{ jobIds: 5 }, 'invalidInput'],
      [{}, 'required'],
      [{ jobIds: [1], extra: true }, 'invalidInput'],
    ];
    for (const [body, code] of badBodies) {
      const res = await client.post('/api/candidate/saved-jobs/merge', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
    }
    const missing = await client.put('/api/candidate/saved-jobs/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('jobNotFound');
  });

  it('are for candidates only: 401 signed out, 403 for other roles', async () => {
    const anon = s.client();
    expect((await anon.get('/api/candidate/saved-jobs')).status).toBe(401);
    expect((await anon.put(`/api/candidate/saved-jobs/${jobA}`)).status).toBe(401);
    expect((await anon.post('/api/candidate/saved-jobs/merge', { jobIds: [jobA] })).status).toBe(401);
    for (const role of ['employer', 'admin'] as const) {
      const { client } = await s.as(role);
      expect((await client.get('/api/candidate/saved-jobs')).status, role).toBe(403);
      expect((await client.put(`/api/candidate/saved-jobs/${jobA}`)).status, role).toBe(403);
      expect((await client.delete(`/api/candidate/saved-jobs/${jobA}`)).status, role).toBe(403);
      expect((await client.post('/api/candidate/saved-jobs/merge', { jobIds: [jobA] })).status, role).toBe(403);
    }
  });
});

describe('applied job ids', () => {
  it('lists the jobs the candidate applied for, without the job list', async () => {
    const { client } = await s.as('candidate');
    expect(appliedJobIdsSchema.parse((await client.get('/api/candidate/applied-jobs')).body).data).toEqual({
      appliedJobIds: [],
    });
    expect((await s.client().get('/api/candidate/applied-jobs')).status).toBe(401);
  });
});
