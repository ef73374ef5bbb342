import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateApplicationsSchema,
  candidateJobsSchema,
  cvStatusSchema,
  uploadResponseSchema,
} from '../../contract/index.ts';
import { files, startServer, validJob, type Client, type TestServer } from '../../test/harness.ts';

let s: TestServer;
let employer: Client;
let jobId: number;
beforeAll(async () => {
  s = await startServer();
  employer = (await s.as('employer')).client;
  jobId = (await employer.post('/api/employer/jobs', validJob())).body.data.job.id;
});
afterAll(() => s.close());

const COVER = 'I have built data platforms for ten years and would love to join.';

describe('CV uploads', () => {
  it('accepts PDF, DOC and DOCX by content and reports the latest CV', async () => {
    const { client } = await s.as('candidate');
    expect(cvStatusSchema.parse((await client.get('/api/candidate/cv-status')).body).data).toEqual({
      hasExistingCv: false,
      cvFileName: null,
      cvUrl: null,
    });
    for (const [name, data] of [
      ['cv.pdf', files.pdf()],
      ['cv.doc', files.doc()],
      ['Önéletrajz.docx', files.docx()],
    ] as const) {
      const res = await client.upload('/api/upload-cv', name, data);
      expect(res.status, name).toBe(201);
      expect(uploadResponseSchema.parse(res.body).filePath).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    }
    const status = cvStatusSchema.parse((await client.get('/api/candidate/cv-status')).body).data;
    expect(status).toMatchObject({ hasExistingCv: true, cvFileName: 'Önéletrajz.docx' });
  });

  it('refuses a renamed executable, a text file and a file over 5 MB', async () => {
    const { client } = await s.as('candidate');
    const exe = await client.upload('/api/upload-cv', 'cv.pdf', files.exe(), 'application/pdf');
    expect(exe.status).toBe(400);
    expect(exe.body.error).toBe('Please select a PDF, DOC, or DOCX file.');
    const txt = await client.upload('/api/upload-cv', 'cv.docx', Buffer.from('just text'));
    expect(txt.status).toBe(400);
    // 'Under 5 MB': exactly 5 MB is refused, one byte less is taken (the browser check agrees).
    const sized = (bytes: number) => Buffer.concat([files.pdf(), Buffer.alloc(bytes - files.pdf().length)]);
    const tooBig = await client.upload('/api/upload-cv', 'cv.pdf', sized(5 * 1024 * 1024), 'application/pdf');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({
      ok: false,
      requestId: expect.any(String),
      error: 'Please select a file smaller than 5MB.',
      code: 'cvTooLarge',
      fields: { file: 'cvTooLarge' },
    });
    const wayTooBig = await client.upload('/api/upload-cv', 'cv.pdf', sized(6 * 1024 * 1024), 'application/pdf');
    expect(wayTooBig.status).toBe(413);
    expect(wayTooBig.body.error).toBe('Please select a file smaller than 5MB.');
    const justUnder = await client.upload('/api/upload-cv', 'cv.pdf', sized(5 * 1024 * 1024 - 1), 'application/pdf');
    expect(justUnder.status).toBe(201);
    const none = await client.post('/api/upload-cv', new FormData());
    expect(none.status).toBe(400);
    // the first test's latest CV (each upload replaced the one before) and the one just under 5 MB
    expect(await s.db('files').count('* as n').first()).toMatchObject({ n: 2 });
  });

  it('serves a CV only to its owner, the employer it was sent to, and staff', async () => {
    const cand = await s.as('candidate');
    const up = await cand.client.upload('/api/upload-cv', 'Jan_Nowak.pdf', files.pdf('Jan Nowak'));
    const url = up.body.filePath;
    const own = await cand.client.get(url);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toMatch(/^attachment; filename="Jan_Nowak.pdf"/);
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.text).toContain('Jan Nowak');

    expect((await employer.get(url)).status).toBe(404); // not sent to them yet
    expect((await (await s.as('candidate')).client.get(url)).status).toBe(404);
    expect((await s.client().get(url)).status).toBe(401);
    expect((await (await s.as('admin')).client.get(url)).status).toBe(200);

    const applied = await cand.client.post('/api/applications', { jobId, cvUrl: url, notes: COVER });
    expect(applied.status).toBe(201);
    expect((await employer.get(url)).status).toBe(200);
    expect((await (await s.as('employer')).client.get(url)).status).toBe(404);
  });
});

describe('POST /api/applications', () => {
  it('applies once per job, with the existing CV when none is named', async () => {
    const { client } = await s.as('candidate');
    const noCv = await client.post('/api/applications', { jobId, notes: COVER });
    expect(noCv.status).toBe(400);
    expect(noCv.body).toEqual({
      ok: false,
      requestId: expect.any(String),
      error: 'Please select a CV file or use your existing CV.',
      code: 'cvRequired',
      fields: { cvUrl: 'cvRequired' },
    });
    const up = await client.upload('/api/upload-cv', 'cv.pdf', files.pdf());
    const res = await client.post('/api/applications', { jobId, notes: COVER });
    expect(res.status).toBe(201);
    expect(res.body.data.application).toMatchObject({
      jobId,
      status: 'submitted',
      cvUrl: up.body.filePath,
      notes: COVER,
    });
    const again = await client.post('/api/applications', { jobId, notes: COVER });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      ok: false,
      requestId: expect.any(String),
      error: 'You have already applied for this job.',
      code: 'alreadyApplied',
    });
    const mine = candidateJobsSchema.parse((await client.get('/api/candidate/jobs')).body);
    expect(mine.appliedJobIds).toEqual([jobId]);
    const apps = candidateApplicationsSchema.parse((await client.get('/api/candidate/applications')).body);
    expect(apps.applications).toHaveLength(1);
    expect(apps.applications[0]!.job.title).toBe('Senior Data Engineer');
  });

  it('applies a resent outbox entry (same clientId) once', async () => {
    const { client } = await s.as('candidate');
    await client.upload('/api/upload-cv', 'cv.pdf', files.pdf());
    const clientId = '6f1c2f64-5b7e-4d5f-9a55-0d7b0c6f3e11';
    const first = await client.post('/api/applications', { jobId, notes: COVER, clientId });
    const second = await client.post('/api/applications', { jobId, notes: COVER, clientId });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.data.application.id).toBe(first.body.data.application.id);
  });

  it.each([
    [{ notes: 'Too short' }, 'Cover letter must be at least 10 characters'],
    [{ notes: 'x'.repeat(2001) }, 'Cover letter must be under 2000 characters'],
    [{ jobId: 'abc' }, 'Invalid input'],
  ])('validates %#', async (over, message) => {
    const { client } = await s.as('candidate');
    const res = await client.post('/api/applications', { jobId, notes: COVER, ...over });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it("refuses another candidate's CV, a missing job and an archived job", async () => {
    const a = await s.as('candidate');
    const b = await s.as('candidate');
    const foreign = (await a.client.upload('/api/upload-cv', 'cv.pdf', files.pdf())).body.filePath;
    await b.client.upload('/api/upload-cv', 'cv.pdf', files.pdf());
    const stolen = await b.client.post('/api/applications', { jobId, cvUrl: foreign, notes: COVER });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error).toBe('The selected CV could not be found. Please upload it again.');
    expect((await b.client.post('/api/applications', { jobId: 999999, notes: COVER })).status).toBe(404);
    const archived = (await employer.post('/api/employer/jobs', validJob({ title: 'Closed role' }))).body.data.job.id;
    await employer.delete(`/api/employer/jobs/${archived}`);
    const closed = await b.client.post('/api/applications', { jobId: archived, notes: COVER });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toBe('This job is no longer accepting applications.');
  });
});

describe('PUT /api/applications/:id (staff)', () => {
  it('sets any status, and the candidate sees it', async () => {
    const cand = await s.as('candidate');
    await cand.client.upload('/api/upload-cv', 'cv.pdf', files.pdf());
    const appId = (await cand.client.post('/api/applications', { jobId, notes: COVER })).body.data.application.id;
    const { client: admin } = await s.as('admin');
    for (const status of ['interview', 'rejected', 'submitted', 'hired']) {
      const res = await admin.put(`/api/applications/${appId}`, { status });
      expect(res.status).toBe(200);
      expect(res.body.data.application.status).toBe(status);
    }
    const bad = await admin.put(`/api/applications/${appId}`, { status: 'accepted' });
    expect(bad.status).toBe(400);
    expect((await admin.put('/api/applications/999999', { status: 'review' })).status).toBe(404);
    const seen = (await cand.client.get('/api/candidate/applications')).body.applications[0];
    expect(seen.status).toBe('hired');
  });
});
