// Bulk stage moves over HTTP on both engines: one request moves many applications, each in its
// own transaction with its history row; a reject sends each candidate the rejected template in their own
// language (or the sender's edited text for a language, or nothing); bad input is a 400 with a code; an
// employer's bulk move never touches another employer's applications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MOVE_MAX, bulkStageResultSchema } from '../../contract/index.ts';
import { files, startServer, validJob, type Client, type TestServer } from '../../test/harness.ts';

describe.each(['postgresql', 'pglite'] as const)('bulk stage moves on %s', (engine) => {
  let s: TestServer;
  let staff: Client;
  let employer: Client;
  let otherEmployer: Client;
  let jobId: number;
  let otherJobId: number;

  async function apply(job: number, language: 'en' | 'hu', lastName: string) {
    const cand = await s.as('candidate', { firstName: 'Bea', lastName });
    await s.db('users').where({ id: cand.user.id }).update({ language });
    expect((await cand.client.upload('/api/upload-cv', 'cv.pdf', files.pdf('CV'), 'application/pdf')).status).toBe(201);
    const res = await cand.client.post('/api/applications', {
      jobId: job,
      notes: 'Hello, I would love to work with you.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { id: res.body.data.application.id as number, client: cand.client };
  }
  const statusOf = async (id: number) => (await s.db('applications').where({ id }).first('status'))!.status;
  const messagesOf = (id: number) =>
    s.db('application_messages').where({ application_id: id }).select('language', 'subject', 'body');

  beforeAll(async () => {
    s = await startServer({ engine, env: { READ_CACHE_MS: '0' } });
    staff = (await s.as('admin')).client;
    employer = (await s.as('employer')).client;
    otherEmployer = (await s.as('employer')).client;
    jobId = (await employer.post('/api/employer/jobs', validJob({ title: 'Data Engineer', company: 'Kék Bank' }))).body
      .data.job.id;
    otherJobId = (await otherEmployer.post('/api/employer/jobs', validJob())).body.data.job.id;
  }, 60_000);
  afterAll(() => s.close());

  it('moves many applications in one request and lists each outcome', async () => {
    const a = await apply(jobId, 'en', 'Egy');
    const b = await apply(jobId, 'hu', 'Kettő');
    const res = await staff.post('/api/admin/applications/bulk-stage', { ids: [a.id, b.id, 999999], stage: 'review' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(bulkStageResultSchema.parse(res.body.data).results).toEqual([
      { id: a.id, outcome: 'moved' },
      { id: b.id, outcome: 'moved' },
      { id: 999999, outcome: 'notFound' },
    ]);
    expect(await statusOf(a.id)).toBe('review');
    const history = await s.db('application_status_history').where({ application_id: b.id }).orderBy('id');
    expect(history.at(-1)).toMatchObject({ from_status: 'submitted', status: 'review', changed_by_role: 'admin' });
    // Again: already there, nothing written.
    const again = await staff.post('/api/admin/applications/bulk-stage', { ids: [a.id], stage: 'review' });
    expect(again.body.data.results).toEqual([{ id: a.id, outcome: 'unchanged' }]);
  });

  it('rejects with the rejected template in each candidate’s own language, or the edited text', async () => {
    const en = await apply(jobId, 'en', 'Angol');
    const hu = await apply(jobId, 'hu', 'Magyar');
    const res = await staff.post('/api/admin/applications/bulk-stage', { ids: [en.id, hu.id], stage: 'rejected' });
    expect(res.status).toBe(200);
    const [enMsg] = await messagesOf(en.id);
    const [huMsg] = await messagesOf(hu.id);
    expect(enMsg).toMatchObject({ language: 'en' });
    expect(huMsg).toMatchObject({ language: 'hu' });
    expect(huMsg!.body).toContain('Data Engineer');
    expect(huMsg!.subject).not.toBe(enMsg!.subject);
    // The candidate reads it under the application.
    const read = (await hu.client.get('/api/candidate/messages')).body.data.messages;
    expect(read).toEqual([expect.objectContaining({ applicationId: hu.id, stage: 'rejected', language: 'hu' })]);

    // An edited Hungarian text (placeholders filled per candidate); English keeps the template.
    const en2 = await apply(jobId, 'en', 'Angol2');
    const hu2 = await apply(jobId, 'hu', 'Magyar2');
    const edited = { subject: 'Köszönjük, {name}', body: 'Kedves {name}! A(z) {job} állást betöltöttük.' };
    await staff.post('/api/admin/applications/bulk-stage', {
      ids: [en2.id, hu2.id],
      stage: 'rejected',
      messages: { hu: edited },
    });
    expect((await messagesOf(hu2.id))[0]).toMatchObject({
      language: 'hu',
      subject: 'Köszönjük, Magyar2 Bea',
      body: 'Kedves Magyar2 Bea! A(z) Data Engineer állást betöltöttük.',
    });
    expect((await messagesOf(en2.id))[0]).toMatchObject({ language: 'en', subject: enMsg!.subject });

    // Send nothing.
    const quiet = await apply(jobId, 'hu', 'Csendes');
    await staff.post('/api/admin/applications/bulk-stage', { ids: [quiet.id], stage: 'rejected', messages: null });
    expect(await statusOf(quiet.id)).toBe('rejected');
    expect(await messagesOf(quiet.id)).toEqual([]);
  });

  it('refuses bad input with a code and moves nothing', async () => {
    const a = await apply(jobId, 'en', 'Rossz');
    const cases: [unknown, string][] = [
      [{ ids: [a.id], stage: 'archived' }, 'stageInvalid'],
      [{ ids: [], stage: 'review' }, 'bulkIdsRequired'],
      [{ ids: Array.from({ length: BULK_MOVE_MAX + 1 }, (_, i) => i + 1), stage: 'review' }, 'bulkTooMany'],
      [{ ids: [a.id, a.id], stage: 'review' }, 'bulkIdsRepeated'],
      [{ ids: ['x'], stage: 'review' }, 'bulkIdsInvalid'],
      [{ ids: [a.id], stage: 'review', messages: { en: { subject: 'Hi', body: 'x' } } }, 'messageStageInvalid'],
      [
        { ids: [a.id], stage: 'rejected', messages: { en: { subject: 'Hi {who}', body: 'x' } } },
        'messagePlaceholderUnknown',
      ],
    ];
    for (const [body, code] of cases) {
      const res = await staff.post('/api/admin/applications/bulk-stage', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(code);
    }
    expect(await statusOf(a.id)).toBe('submitted');
  });

  it('lets an employer move only their own jobs’ applications', async () => {
    const mine = await apply(jobId, 'en', 'Sajat');
    const theirs = await apply(otherJobId, 'en', 'Masik');
    const res = await employer.post('/api/employer/applications/bulk-stage', {
      ids: [mine.id, theirs.id],
      stage: 'interview',
      messages: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.results).toEqual([
      { id: mine.id, outcome: 'moved' },
      { id: theirs.id, outcome: 'notFound' },
    ]);
    expect(await statusOf(mine.id)).toBe('interview');
    expect(await statusOf(theirs.id)).toBe('submitted');
    const history = await s.db('application_status_history').where({ application_id: mine.id }).orderBy('id');
    expect(history.at(-1)).toMatchObject({ status: 'interview', changed_by_role: 'employer' });
  });
});
