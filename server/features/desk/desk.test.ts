// The recruitment desk over HTTP on both engines: the application panel, stage moves with who made
// them, notes (internal or shared), ratings, a job's pipeline, the bad inputs, and that an employer
// reaches only their own jobs' applications and never an internal note.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateFileSchema, deskApplicationSchema, jobPipelineSchema } from '../../contract/index.ts';
import { migrationConfig } from '../../db/index.ts';
import { insertContract } from '../../test/fixtures.ts';
import { files, startServer, validJob, type Client, type TestServer } from '../../test/harness.ts';

const COVER = 'Ten years of Spark and dbt; I would love to build your data platform.';

describe.each(['postgresql', 'pglite'] as const)('the recruitment desk on %s', (engine) => {
  let s: TestServer;
  let staff: Client;
  let employer: Client;
  let otherEmployer: Client;
  let jobId: number;
  let otherJobId: number;
  const apps: { id: number; client: Client; email: string }[] = [];
  let otherApp: number;

  async function apply(job: number) {
    const { client, user } = await s.as('candidate', { firstName: 'Réka', lastName: `Szabó${apps.length}` });
    expect((await client.upload('/api/upload-cv', 'cv.pdf', files.pdf('CV'), 'application/pdf')).status).toBe(201);
    const res = await client.post('/api/applications', { jobId: job, notes: COVER });
    expect(res.status).toBe(201);
    return { id: res.body.data.application.id as number, client, email: user.email };
  }

  beforeAll(async () => {
    s = await startServer({ engine, env: { READ_CACHE_MS: '0' } });
    staff = (await s.as('admin', { firstName: 'Anna', lastName: 'Admin' })).client;
    const e = await s.as('employer', { firstName: 'Ede', lastName: 'Employer' });
    employer = e.client;
    otherEmployer = (await s.as('employer')).client;
    jobId = (await employer.post('/api/employer/jobs', validJob())).body.data.job.id;
    otherJobId = (await otherEmployer.post('/api/employer/jobs', validJob())).body.data.job.id;
    for (let i = 0; i < 3; i++) apps.push(await apply(jobId));
    otherApp = (await apply(otherJobId)).id;
  }, 60_000);
  afterAll(() => s.close());

  it('shows the panel: application, CV, cover letter, the submitted entry, neighbours', async () => {
    const res = await staff.get(`/api/admin/applications/${apps[1]!.id}`);
    expect(res.status).toBe(200);
    const panel = deskApplicationSchema.parse(res.body.data);
    expect(panel.application.notes).toBe(COVER);
    expect(panel.cv).toMatchObject({ name: 'cv.pdf', mimeType: 'application/pdf' });
    expect(panel.history).toEqual([
      { from: null, to: 'submitted', at: expect.any(String), by: expect.objectContaining({ role: 'candidate' }) },
    ]);
    // Newest first: the later application is previous, the earlier next.
    expect(panel.neighbours).toEqual({ previous: apps[2]!.id, next: apps[0]!.id });
    expect(panel.rating).toEqual({ mine: null, average: null, count: 0 });
  });

  it('serves a PDF CV inline for the panel to frame (this site only); otherwise as a download', async () => {
    const cv = deskApplicationSchema.parse(
      (await employer.get(`/api/employer/applications/${apps[1]!.id}`)).body.data,
    ).cv!;
    const inline = await employer.get(`${cv.url}?inline=1`);
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; filename="cv.pdf"/);
    expect(inline.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(inline.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const download = await employer.get(cv.url);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    // A Word file is never shown inline.
    const { client } = await s.as('candidate');
    const up = await client.upload('/api/upload-cv', 'cv.docx', files.docx());
    const docx = await client.get(`${up.body.filePath}?inline=1`);
    expect(docx.headers.get('content-disposition')).toMatch(/^attachment;/);
    // Another employer gets nothing, inline or not.
    expect((await otherEmployer.get(`${cv.url}?inline=1`)).status).toBe(404);
  });

  it('records each move with from, to, who and role; the candidate is mailed', async () => {
    const id = apps[0]!.id;
    const byEmployer = await employer.put(`/api/employer/applications/${id}/stage`, { stage: 'review' });
    expect(byEmployer.status).toBe(200);
    const byStaff = await staff.put(`/api/admin/applications/${id}/stage`, { stage: 'interview' });
    expect(byStaff.status).toBe(200);
    // The same stage again writes nothing.
    expect((await staff.put(`/api/admin/applications/${id}/stage`, { stage: 'interview' })).status).toBe(200);
    const panel = deskApplicationSchema.parse((await employer.get(`/api/employer/applications/${id}`)).body.data);
    expect(panel.application.status).toBe('interview');
    expect(panel.history.map(({ from, to, by }) => ({ from, to, by }))).toEqual([
      { from: null, to: 'submitted', by: expect.objectContaining({ role: 'candidate' }) },
      { from: 'submitted', to: 'review', by: { firstName: 'Ede', lastName: 'Employer', role: 'employer' } },
      { from: 'review', to: 'interview', by: { firstName: 'Anna', lastName: 'Admin', role: 'admin' } },
    ]);
    // The move to review sends the status notice; the move to interview, with no message chosen, nothing.
    const mails = await s.db('mail_outbox').where({ to_address: apps[0]!.email, kind: 'statusChanged' }).count();
    expect(Number(mails[0]!.count)).toBe(1);
    // The SPEC's staff route records the move the same way.
    expect((await staff.put(`/api/applications/${id}`, { status: 'offer' })).status).toBe(200);
    const last = await s.db('application_status_history').where({ application_id: id }).orderBy('id', 'desc').first();
    expect(last).toMatchObject({ from_status: 'interview', status: 'offer', changed_by_role: 'admin' });
  });

  it('keeps internal notes from the employer; an employer writes shared notes only', async () => {
    const id = apps[1]!.id;
    const internal = await staff.post(`/api/admin/applications/${id}/notes`, { text: 'Internal: salary too high' });
    expect(internal.status).toBe(201);
    expect(internal.body.data.notes[0]).toMatchObject({ visibility: 'internal', mine: true });
    const shared = await staff.post(`/api/admin/applications/${id}/notes`, {
      text: 'Shared: strong on dbt',
      visibility: 'shared',
    });
    expect(shared.status).toBe(201);
    const own = await employer.post(`/api/employer/applications/${id}/notes`, { text: 'Employer: call on Monday' });
    expect(own.status).toBe(201);
    expect(own.body.data.notes[0]).toMatchObject({ visibility: 'shared', text: 'Employer: call on Monday' });
    const refused = await employer.post(`/api/employer/applications/${id}/notes`, {
      text: 'Sneaky',
      visibility: 'internal',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('internalNotesStaffOnly');

    const seen = deskApplicationSchema.parse((await employer.get(`/api/employer/applications/${id}`)).body.data);
    expect(seen.notes.map((n) => n.text)).toEqual(['Employer: call on Monday', 'Shared: strong on dbt']);
    expect(JSON.stringify((await employer.get(`/api/employer/applications/${id}`)).body)).not.toContain('Internal');
    const all = deskApplicationSchema.parse((await staff.get(`/api/admin/applications/${id}`)).body.data);
    expect(all.notes).toHaveLength(3);
    // The candidate sees no note anywhere they can look.
    const candidate = apps[1]!.client;
    for (const path of ['/api/candidate/applications', '/api/candidate/application-history', '/api/account/export']) {
      const text = (await candidate.get(path)).text;
      expect(text, path).not.toContain('Internal: salary');
      expect(text, path).not.toContain('Shared: strong');
    }
    expect((await candidate.get(`/api/employer/applications/${id}`)).status).toBe(403);
    expect((await candidate.get(`/api/admin/applications/${id}`)).status).toBe(403);
  });

  it('rates 1–5 per reviewer, replacing one’s own, with the average', async () => {
    const id = apps[2]!.id;
    expect((await staff.put(`/api/admin/applications/${id}/rating`, { rating: 2 })).status).toBe(200);
    expect((await staff.put(`/api/admin/applications/${id}/rating`, { rating: 4 })).status).toBe(200);
    const res = await employer.put(`/api/employer/applications/${id}/rating`, { rating: 5 });
    expect(res.status).toBe(200);
    expect(res.body.data.rating).toEqual({ mine: 5, average: 4.5, count: 2 });
    expect((await staff.get(`/api/admin/applications/${id}`)).body.data.rating).toEqual({
      mine: 4,
      average: 4.5,
      count: 2,
    });
  });

  it('answers bad input with a 400 and a code, writing nothing', async () => {
    const id = apps[2]!.id;
    const before = {
      notes: await s.db('application_notes').count(),
      history: await s.db('application_status_history').count(),
      ratings: await s.db('application_ratings').orderBy('reviewer_id').select('rating'),
    };
    const cases: [string, () => Promise<{ status: number; body: { code: string } }>, string][] = [
      ['unknown stage', () => staff.put(`/api/admin/applications/${id}/stage`, { stage: 'promoted' }), 'stageInvalid'],
      ['no stage', () => employer.put(`/api/employer/applications/${id}/stage`, {}), 'stageInvalid'],
      ['empty note', () => staff.post(`/api/admin/applications/${id}/notes`, { text: '   ' }), 'noteRequired'],
      [
        'a 1 MB note',
        () => employer.post(`/api/employer/applications/${id}/notes`, { text: 'x'.repeat(1_000_000) }),
        'noteTooLong',
      ],
      [
        'a note one character too long',
        () => staff.post(`/api/admin/applications/${id}/notes`, { text: 'x'.repeat(10_001) }),
        'noteTooLong',
      ],
      [
        'unknown visibility',
        () => staff.post(`/api/admin/applications/${id}/notes`, { text: 'x', visibility: 'public' }),
        'noteVisibilityInvalid',
      ],
      ['rating 0', () => staff.put(`/api/admin/applications/${id}/rating`, { rating: 0 }), 'ratingInvalid'],
      ['rating 6', () => employer.put(`/api/employer/applications/${id}/rating`, { rating: 6 }), 'ratingInvalid'],
      ['rating 3.5', () => staff.put(`/api/admin/applications/${id}/rating`, { rating: 3.5 }), 'ratingInvalid'],
      ['rating "5"', () => staff.put(`/api/admin/applications/${id}/rating`, { rating: '5' }), 'ratingInvalid'],
      ['panel ?stage=x', () => staff.get(`/api/admin/applications/${id}?stage=x`), 'stageInvalid'],
      ['pipeline ?status=x', () => employer.get(`/api/employer/jobs/${jobId}/applications?status=x`), 'invalidInput'],
      ['id not a number', () => staff.get('/api/admin/applications/abc'), 'invalidInput'],
    ];
    for (const [name, call, code] of cases) {
      const res = await call();
      expect(res.status, name).toBe(400);
      expect(res.body.code, name).toBe(code);
    }
    expect(await s.db('application_notes').count()).toEqual(before.notes);
    expect(await s.db('application_status_history').count()).toEqual(before.history);
    expect(await s.db('application_ratings').orderBy('reviewer_id').select('rating')).toEqual(before.ratings);
  });

  it('an employer never reaches another employer’s application or job: 404, nothing written', async () => {
    const before = await s.db('applications').where({ id: otherApp }).first('status');
    const calls = [
      () => employer.get(`/api/employer/applications/${otherApp}`),
      () => employer.put(`/api/employer/applications/${otherApp}/stage`, { stage: 'rejected' }),
      () => employer.post(`/api/employer/applications/${otherApp}/notes`, { text: 'x' }),
      () => employer.put(`/api/employer/applications/${otherApp}/rating`, { rating: 1 }),
      () => employer.get(`/api/employer/jobs/${otherJobId}/applications`),
      () => employer.get('/api/employer/applications/2147483647'),
    ];
    for (const call of calls) expect((await call()).status).toBe(404);
    expect(await s.db('applications').where({ id: otherApp }).first('status')).toEqual(before);
    expect(await s.db('application_notes').where({ application_id: otherApp }).count()).toEqual([
      { count: expect.anything() },
    ]);
    expect(Number((await s.db('application_notes').where({ application_id: otherApp }).count())[0]!.count)).toBe(0);
    expect(await s.db('application_ratings').where({ application_id: otherApp }).first()).toBeUndefined();
    // Staff reach it.
    expect((await staff.get(`/api/admin/applications/${otherApp}`)).status).toBe(200);
  });

  it("lists a job's pipeline page by page with counts per stage, filtered by stage and text", async () => {
    const res = await employer.get(`/api/employer/jobs/${jobId}/applications?page=1&pageSize=2`);
    expect(res.status).toBe(200);
    const page = jobPipelineSchema.parse(res.body);
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(2);
    expect(page.counts).toEqual({ submitted: 2, review: 0, interview: 0, offer: 1, hired: 0, rejected: 0 });
    expect(page.items.every((i) => i.jobId === jobId)).toBe(true);
    const offers = jobPipelineSchema.parse(
      (await employer.get(`/api/employer/jobs/${jobId}/applications?status=offer`)).body,
    );
    expect(offers.items.map((i) => i.id)).toEqual([apps[0]!.id]);
    const byName = jobPipelineSchema.parse((await staff.get(`/api/admin/jobs/${jobId}/applications?q=szabo2`)).body);
    expect(byName.items.map((i) => i.id)).toEqual([apps[2]!.id]);
    expect(byName.items[0]!.rating).toBe(4.5);
    // The panel's neighbours follow a stage when asked.
    const inStage = deskApplicationSchema.parse(
      (await staff.get(`/api/admin/applications/${apps[2]!.id}?stage=submitted`)).body.data,
    );
    expect(inStage.neighbours).toEqual({ previous: null, next: apps[1]!.id });
  });

  it('erasing the candidate removes the notes about them, keeps stages and ratings', async () => {
    const id = apps[1]!.id;
    const owner = (await s.as('owner')).client;
    const candidateId = (await s.db('applications').where({ id }).first('candidate_id'))!.candidate_id;
    expect((await owner.delete(`/api/admin/users/${candidateId}`)).status).toBe(200);
    const panel = deskApplicationSchema.parse((await staff.get(`/api/admin/applications/${id}`)).body.data);
    expect(panel.notes).toEqual([]);
    expect(panel.history.length).toBeGreaterThan(0);
  });

  it('its migration backfills: from and role on earlier moves, a submitted entry where none was', async () => {
    const name = '20261127020001_create_application_desk.ts';
    const later = (await s.db('knex_migrations').pluck('name')).filter((n: string) => n > name);
    for (const n of later.reverse()) await s.db.migrate.down({ ...migrationConfig, name: n });
    await s.db.migrate.down({ ...migrationConfig, name });
    // As the history stood before: a move recorded without its origin or role, and an application with
    // no entry at all.
    const [moved, bare] = [apps[2]!.id, otherApp];
    const { id: staffId } = (await s.db('users').where({ role: 'admin' }).first('id'))!;
    await s.db.raw('INSERT INTO application_status_history (application_id, status, changed_by) VALUES (?, ?, ?)', [
      moved,
      'review',
      staffId,
    ]);
    await s.db.raw('DELETE FROM application_status_history WHERE application_id = ?', [bare]);
    await s.db.migrate.latest(migrationConfig);
    const rows = (id: number) =>
      s
        .db('application_status_history')
        .where({ application_id: id })
        .orderBy([{ column: 'changed_at' }, { column: 'id' }])
        .select('from_status', 'status', 'changed_by_role');
    expect(await rows(moved)).toEqual([
      { from_status: null, status: 'submitted', changed_by_role: 'candidate' },
      { from_status: 'submitted', status: 'review', changed_by_role: 'admin' },
    ]);
    const applied = (await s.db('applications').where({ id: bare }).first('applied_at'))!.applied_at;
    expect(await rows(bare)).toEqual([{ from_status: null, status: 'submitted', changed_by_role: null }]);
    expect(
      (await s.db('application_status_history').where({ application_id: bare }).first('changed_at'))!.changed_at,
    ).toEqual(applied);
  });

  it("shows staff a candidate's page: applications with stages, CVs, notes, contracts and mails", async () => {
    const person = await apply(jobId);
    // The same person applies to the other job too.
    const other = await person.client.post('/api/applications', { jobId: otherJobId, notes: COVER });
    expect(other.status).toBe(201);
    const candidateId = (await s.db('applications').where({ id: person.id }).first('candidate_id'))!.candidate_id;
    expect((await staff.post(`/api/admin/applications/${person.id}/notes`, { text: 'Strong on Spark' })).status).toBe(
      201,
    );
    expect((await employer.put(`/api/employer/applications/${person.id}/stage`, { stage: 'review' })).status).toBe(200);
    const employerId = (await s.db('jobs').where({ id: jobId }).first('employer_id'))!.employer_id!;
    await insertContract(s, { contractorId: candidateId, employerId, jobTitle: 'Data engineer' });

    const res = await staff.get(`/api/admin/candidates/${candidateId}`);
    expect(res.status).toBe(200);
    const file = candidateFileSchema.parse(res.body.data);
    expect(file.candidate).toMatchObject({ id: candidateId, email: person.email, applicationCount: 2 });
    // Newest first, each with its stage.
    expect(file.applications.map((a) => [a.id, a.status])).toEqual([
      [other.body.data.application.id, 'submitted'],
      [person.id, 'review'],
    ]);
    expect(file.cvs).toEqual([
      {
        url: expect.stringMatching(/^\/api\/files\//),
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        size: expect.any(Number),
        uploadedAt: expect.any(String),
      },
    ]);
    expect(file.notes).toEqual([
      expect.objectContaining({ text: 'Strong on Spark', visibility: 'internal', applicationId: person.id }),
    ]);
    expect(file.contracts.map((c) => c.jobTitle)).toEqual(['Data engineer']);
    // The stage move's notice, to this person only, as Sent mail shows it.
    expect(file.mails.length).toBeGreaterThan(0);
    expect(file.mails.every((m) => m.to === person.email)).toBe(true);

    // Only staff; an employer's account or a missing id is no candidate.
    expect((await employer.get(`/api/admin/candidates/${candidateId}`)).status).toBe(403);
    expect((await staff.get(`/api/admin/candidates/${employerId}`)).status).toBe(404);
    expect((await staff.get('/api/admin/candidates/2147483647')).status).toBe(404);
    const bad = await staff.get('/api/admin/candidates/abc');
    expect(bad.status).toBe(400);
  });
});
