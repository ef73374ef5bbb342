// Live events over HTTP: Server-Sent Events reach each open stream allowed to see them, on the
// embedded database (in-process) and across two app instances on one PostgreSQL (LISTEN/NOTIFY); the
// unread counts of the areas' navigation; the per-user cap; a clean end on shutdown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_STREAMS_PER_USER } from '../../contract/index.ts';
import { files, startServer, validJob, type Client, type TestServer } from '../../test/harness.ts';
import { openEvents, type SseStream } from '../../test/sse.ts';
import { insertContract, saveTimesheet, submitTimesheet } from '../../test/fixtures.ts';

const COVER = 'I would love to build your data platform, end to end.';

async function applyAs(s: TestServer, jobId: number): Promise<{ client: Client; id: number; candidateId: number }> {
  const { client, user } = await s.as('candidate');
  expect((await client.upload('/api/upload-cv', 'cv.pdf', files.pdf('CV'), 'application/pdf')).status).toBe(201);
  const res = await client.post('/api/applications', { jobId, notes: COVER });
  expect(res.status).toBe(201);
  return { client, id: res.body.data.application.id as number, candidateId: user.id };
}

describe.each(['pglite', 'postgresql'] as const)('live events on %s (one server)', (engine) => {
  let s: TestServer;
  let staff: Client;
  let employer: Client;
  let otherEmployer: Client;
  let jobId: number;
  let otherJobId: number;
  const streams: SseStream[] = [];
  const open = async (c: Client) => {
    const stream = await openEvents(c);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    s = await startServer({ engine });
    staff = (await s.as('admin')).client;
    employer = (await s.as('employer')).client;
    otherEmployer = (await s.as('employer')).client;
    jobId = (await employer.post('/api/employer/jobs', validJob())).body.data.job.id;
    otherJobId = (await otherEmployer.post('/api/employer/jobs', validJob({ title: 'Other job' }))).body.data.job.id;
  }, 60_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await s.close();
  });

  it('streams uncompressed, with a retry hint, and delivers each event only to those allowed to see it', async () => {
    const toStaff = await open(staff);
    expect(toStaff.status).toBe(200);
    expect(toStaff.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(toStaff.headers.get('content-encoding')).toBeNull();
    expect(toStaff.headers.get('x-accel-buffering')).toBe('no');
    expect(toStaff.lines[0]).toMatch(/^retry: \d+$/);
    const toEmployer = await open(employer);
    const toOther = await open(otherEmployer);

    const applied = await applyAs(s, jobId);
    expect(await toStaff.next()).toEqual({
      event: 'application',
      data: { type: 'application', id: applied.id, jobId },
    });
    expect(await toEmployer.next()).toEqual({
      event: 'application',
      data: { type: 'application', id: applied.id, jobId },
    });

    // The candidate hears of their own application's move; staff and the job's employer too.
    const toCandidate = await open(applied.client);
    expect((await staff.put(`/api/admin/applications/${applied.id}/stage`, { stage: 'review' })).status).toBe(200);
    for (const stream of [toCandidate, toStaff, toEmployer])
      expect(await stream.next()).toEqual({ event: 'stage', data: { type: 'stage', id: applied.id, jobId } });

    // The other employer heard nothing of that job: their first event is their own job's application.
    const theirs = await applyAs(s, otherJobId);
    expect(await toOther.next()).toEqual({
      event: 'application',
      data: { type: 'application', id: theirs.id, jobId: otherJobId },
    });
    expect(await toStaff.next()).toMatchObject({ data: { id: theirs.id } });
    // ... and the first candidate nothing of the second one's: their next event is their own again.
    expect(
      (await employer.put(`/api/employer/applications/${applied.id}/stage`, { stage: 'interview', message: null }))
        .status,
    ).toBe(200);
    expect(await toCandidate.next()).toEqual({ event: 'stage', data: { type: 'stage', id: applied.id, jobId } });
  });

  it('ends a stream when its session ends, before telling it anything more', async () => {
    const leaving = await s.as('employer');
    const theirJob = (await leaving.client.post('/api/employer/jobs', validJob({ title: 'Leaving job' }))).body.data.job
      .id as number;
    const stream = await open(leaving.client);
    const toStaff = await open(staff);
    expect((await leaving.client.post('/api/auth/logout', {})).status).toBeLessThan(300);
    const applied = await applyAs(s, theirJob);
    // Staff hear of the application; the signed-out employer's stream ends instead.
    expect(await toStaff.next()).toMatchObject({ event: 'application', data: { id: applied.id } });
    await stream.ended;
    expect(stream.lines.filter((l) => l.startsWith('event:'))).toEqual([]);
  });

  it('tells staff of a submitted timesheet, and no one else', async () => {
    const toStaff = await open(staff);
    const toEmployer = await open(employer);
    const contractor = await s.as('candidate');
    const employerId = (await s.createUser({ role: 'employer' })).id;
    const contractId = await insertContract(s, { contractorId: contractor.user.id, employerId, jobTitle: 'Analyst' });
    const timesheetId = await saveTimesheet(contractor.client, contractId, '2026-10', { '2026-10-01': 1 });
    await submitTimesheet(contractor.client, timesheetId);
    expect(await toStaff.next()).toEqual({ event: 'timesheet', data: { type: 'timesheet', id: timesheetId } });
    expect((await staff.get('/api/live/unread')).body.data.timesheets).toBeGreaterThan(0);
    // The employer's next event is an application to their job, not the timesheet.
    const applied = await applyAs(s, jobId);
    expect(await toEmployer.next()).toMatchObject({ event: 'application', data: { id: applied.id } });
  });

  it('tells staff of a new lead (a contact enquiry), and no one else', async () => {
    const toStaff = await open(staff);
    const toEmployer = await open(employer);
    const email = `lead-${Date.now()}@example.test`;
    const sent = await s.client().post('/api/contact', {
      firstName: 'Péter',
      lastName: 'Szabó',
      email,
      subject: 'umbrella',
      message: 'I would like to know more about umbrella payroll.',
    });
    expect(sent.status).toBe(201);
    const lead = (await s.db('leads').where({ email }).first('id'))!;
    expect(await toStaff.next()).toEqual({ event: 'lead', data: { type: 'lead', id: lead.id } });
    const applied = await applyAs(s, jobId);
    expect(await toEmployer.next()).toMatchObject({ event: 'application', data: { id: applied.id } });
  });

  it('counts unread applications per user until they open the list', async () => {
    const viewer = await s.as('employer');
    const ownJob = (await viewer.client.post('/api/employer/jobs', validJob())).body.data.job.id as number;
    expect((await viewer.client.get('/api/live/unread')).body.data).toEqual({
      applications: 0,
      timesheets: 0,
      pending: 0,
    });
    const first = await applyAs(s, ownJob);
    await applyAs(s, ownJob);
    await applyAs(s, jobId); // another employer's job: not theirs to count
    expect((await viewer.client.get('/api/live/unread')).body.data).toEqual({
      applications: 2,
      timesheets: 0,
      pending: 2,
    });
    const seen = await viewer.client.post('/api/live/seen', { area: 'applications' });
    expect(seen.status).toBe(200);
    expect(seen.body.data.applications).toBe(0);

    // The candidate counts moves of their application made by others.
    expect((await first.client.get('/api/live/unread')).body.data.applications).toBe(0);
    await viewer.client.put(`/api/employer/applications/${first.id}/stage`, { stage: 'review' });
    expect((await first.client.get('/api/live/unread')).body.data.applications).toBe(1);
    await first.client.post('/api/live/seen', { area: 'applications' });
    expect((await first.client.get('/api/live/unread')).body.data.applications).toBe(0);

    const bad = await viewer.client.post('/api/live/seen', { area: 'everything' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalidInput');
  });

  it(`refuses a user's stream beyond ${LIVE_STREAMS_PER_USER} with 429 and a code`, async () => {
    const { client, user } = await s.as('candidate');
    const mine: SseStream[] = [];
    for (let i = 0; i < LIVE_STREAMS_PER_USER; i++) mine.push(await open(client));
    const refused = await client.get('/api/events');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('tooManyStreams');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A closed one frees its place.
    mine[0]!.close();
    await mine[0]!.ended;
    await expect
      .poll(() => s.live.streamsOf(user.id), { message: 'the closed stream is let go by the server' })
      .toBe(LIVE_STREAMS_PER_USER - 1);
    expect((await open(client)).status).toBe(200);
  });
});

describe('live events across two app instances on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startServer({ engine: 'postgresql', keepDatabase: true });
    b = await startServer({ databaseUrl: a.databaseUrl });
  }, 60_000);
  afterAll(async () => {
    await b?.close(); // drops the shared database
    await a?.close();
  });

  it('an application made through A reaches a stream opened on B, and a shutdown ends the stream cleanly', async () => {
    const staff = await b.as('admin');
    const onB = await openEvents(staff.client);
    expect(onB.status).toBe(200);
    const employer = (await a.as('employer')).client;
    const jobId = (await employer.post('/api/employer/jobs', validJob())).body.data.job.id as number;
    const applied = await applyAs(a, jobId);
    expect(await onB.next()).toEqual({ event: 'application', data: { type: 'application', id: applied.id, jobId } });
    // A failed write through A publishes nothing: B's next event is the later successful one.
    expect((await applied.client.post('/api/applications', { jobId, notes: COVER })).status).toBe(409);
    const second = await applyAs(a, jobId);
    expect(await onB.next()).toMatchObject({ event: 'application', data: { id: second.id } });

    await b.live.close();
    await onB.ended;
    expect((await staff.client.get('/api/events')).status).toBe(429);
  });
});
