// The desk's application lists over HTTP on both engines: staff's cross-job list and the
// employer's own list filter by job, employer (staff), stage, applied days (Budapest calendar days),
// skill and text, sort by newest, oldest and name, page on the server, and refuse bad values with a code;
// an employer's list never holds another employer's applications. The bulk reject's template comes in
// the chosen candidates' languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsPageSchema, bulkMessageSchema } from '../../contract/index.ts';
import type { z } from 'zod';

type ApplicationsPage = z.infer<typeof applicationsPageSchema>;
import { files, startServer, validJob, type Client, type TestServer } from '../../test/harness.ts';

describe.each(['postgresql', 'pglite'] as const)('desk application lists on %s', (engine) => {
  let s: TestServer;
  let staff: Client;
  let employer: Client;
  let employerId: number;
  let otherEmployer: Client;
  let otherEmployerId: number;
  let jobA: number;
  let jobB: number;
  let otherJob: number;
  const ids: Record<string, number> = {};

  async function apply(
    job: number,
    name: [string, string],
    appliedAt: string,
    opts: { skills?: string[]; language?: 'en' | 'hu' } = {},
  ) {
    const cand = await s.as('candidate', { firstName: name[0], lastName: name[1] });
    await s
      .db('users')
      .where({ id: cand.user.id })
      .update({ language: opts.language ?? 'en' });
    if (opts.skills) {
      const put = await cand.client.put('/api/account', {
        firstName: name[0],
        lastName: name[1],
        language: opts.language ?? 'en',
        notifications: true,
        skills: opts.skills,
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
    }
    expect((await cand.client.upload('/api/upload-cv', 'cv.pdf', files.pdf('CV'), 'application/pdf')).status).toBe(201);
    const res = await cand.client.post('/api/applications', { jobId: job, notes: 'I would love to join your team.' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.application.id as number;
    await s
      .db('applications')
      .where({ id })
      .update({ applied_at: new Date(appliedAt) });
    return id;
  }

  beforeAll(async () => {
    s = await startServer({ engine, env: { READ_CACHE_MS: '0' } });
    staff = (await s.as('admin')).client;
    const e = await s.as('employer');
    employer = e.client;
    employerId = e.user.id;
    const o = await s.as('employer');
    otherEmployer = o.client;
    otherEmployerId = o.user.id;
    jobA = (await employer.post('/api/employer/jobs', validJob({ title: 'Könyvelő' }))).body.data.job.id;
    jobB = (await employer.post('/api/employer/jobs', validJob({ title: 'Raktáros' }))).body.data.job.id;
    otherJob = (await otherEmployer.post('/api/employer/jobs', validJob({ title: 'Sofőr' }))).body.data.job.id;
    // Budapest is UTC+1 in January: 23:30 UTC on the 9th is already the 10th there.
    ids.anna = await apply(jobA, ['Anna', 'Zágoni'], '2026-01-09T23:30:00Z', { skills: ['Könyvelés'], language: 'hu' });
    ids.bela = await apply(jobA, ['Béla', 'Ács'], '2026-01-12T08:00:00Z', { skills: ['Excel'] });
    ids.cili = await apply(jobB, ['Cili', 'Major'], '2026-01-15T08:00:00Z', { language: 'hu' });
    ids.dani = await apply(otherJob, ['Dani', 'Bakos'], '2026-01-11T08:00:00Z', { skills: ['Könyvelés'] });
    await s.db('applications').where({ id: ids.bela }).update({ status: 'review' });
  }, 120_000);
  afterAll(() => s.close());

  const listed = async (client: Client, path: string) => {
    const res = await client.get(path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as ApplicationsPage;
  };
  const idsOf = async (client: Client, path: string) => (await listed(client, path)).items.map((i) => i.id);
  it('answers the staff and the employer list in the listing shape', async () => {
    applicationsPageSchema.parse((await staff.get('/api/admin/applications?page=1')).body);
    applicationsPageSchema.parse((await employer.get('/api/employer/applications?page=1')).body);
  });

  it('filters staff’s list by job, employer, stage, applied days, skill and text, and sorts it', async () => {
    const all = (q: string) => idsOf(staff, `/api/admin/applications?page=1&${q}`);
    expect(await all(`employer=${employerId}`)).toEqual([ids.cili, ids.bela, ids.anna]);
    expect(await all(`employer=${otherEmployerId}`)).toEqual([ids.dani]);
    expect(await all(`job=${jobA}&status=review`)).toEqual([ids.bela]);
    // Days are Budapest's: Anna applied on the 10th there, though it was still the 9th in UTC.
    expect(await all('from=2026-01-10&to=2026-01-10')).toEqual([ids.anna]);
    expect(await all('from=2026-01-11&to=2026-01-12')).toEqual([ids.bela, ids.dani]);
    expect(await all('to=2026-01-09')).toEqual([]);
    expect(await all('skill=konyveles')).toEqual([ids.dani, ids.anna]);
    expect(await all(`skill=konyveles&employer=${employerId}&q=zagoni`)).toEqual([ids.anna]);
    expect(await all('from=2026-01-01&sort=oldest')).toEqual([ids.anna, ids.dani, ids.bela, ids.cili]);
    // By name: family name first (Ács, Bakos, Major, Zágoni), accents folded.
    expect(await all('from=2026-01-01&sort=candidate')).toEqual([ids.bela, ids.dani, ids.cili, ids.anna]);
    // Paged on the server.
    const page2 = await listed(staff, '/api/admin/applications?from=2026-01-01&sort=oldest&page=2&pageSize=3');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items.map((i) => i.id)).toEqual([ids.cili]);
    // A job's pipeline takes the same filters.
    expect(await idsOf(staff, `/api/admin/jobs/${jobA}/applications?from=2026-01-11`)).toEqual([ids.bela]);
  });

  it('gives an employer only their own jobs’ applications, whatever the query names', async () => {
    const mine = (q: string) => idsOf(employer, `/api/employer/applications?page=1&${q}`);
    expect(await mine('')).toEqual([ids.cili, ids.bela, ids.anna]);
    expect(await mine(`employer=${otherEmployerId}`)).toEqual([ids.cili, ids.bela, ids.anna]);
    expect(await mine(`job=${otherJob}`)).toEqual([]);
    expect(await mine('skill=konyveles')).toEqual([ids.anna]);
    expect(await mine(`job=${jobB}`)).toEqual([ids.cili]);
    expect(await mine('sort=candidate&status=submitted')).toEqual([ids.cili, ids.anna]);
    expect(await idsOf(otherEmployer, '/api/employer/applications')).toEqual([ids.dani]);
  });

  it('refuses bad filter values with a code', async () => {
    const cases: [string, string][] = [
      ['from=2026-13-01', 'dateInvalid'],
      ['to=yesterday', 'dateInvalid'],
      ['from=2026-02-01&to=2026-01-01', 'dateRangeInvalid'],
      ['employer=abc', 'invalidInput'],
      ['job=0', 'invalidInput'],
      ['status=archived', 'invalidInput'],
      ['sort=salary', 'invalidInput'],
      ['from=2026-01-01&from=2026-01-02', 'invalidInput'],
    ];
    for (const [query, code] of cases)
      for (const path of ['/api/admin/applications', `/api/admin/jobs/${jobA}/applications`]) {
        const res = await staff.get(`${path}?page=1&${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.body.code, `${path}?${query}`).toBe(code);
      }
    const res = await employer.get('/api/employer/applications?from=2026-02-01&to=2026-01-01');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('dateRangeInvalid');
  });

  it('gives a bulk reject the template in each language the chosen candidates speak', async () => {
    const res = await staff.get(`/api/admin/bulk-message?stage=rejected&ids=${ids.anna},${ids.bela},${ids.cili}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { drafts } = bulkMessageSchema.parse(res.body.data);
    expect(drafts.map((d) => [d.language, d.count])).toEqual([
      ['en', 1],
      ['hu', 2],
    ]);
    // Unfilled: the move fills the placeholders for each candidate.
    expect(drafts[1]!.body).toContain('{name}');
    // An employer's draft counts only their own candidates.
    const theirs = await employer.get(`/api/employer/bulk-message?stage=rejected&ids=${ids.dani},${ids.cili}`);
    expect(bulkMessageSchema.parse(theirs.body.data).drafts.map((d) => [d.language, d.count])).toEqual([['hu', 1]]);
    for (const [query, code] of [
      ['stage=review&ids=1', 'messageStageInvalid'],
      ['stage=rejected', 'bulkIdsRequired'],
      ['stage=rejected&ids=1,x', 'bulkIdsInvalid'],
    ]) {
      const bad = await staff.get(`/api/admin/bulk-message?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.code, query).toBe(code);
    }
  });

  it('lets an employer’s bulk reject of another employer’s application report it not found and change nothing', async () => {
    const res = await employer.post('/api/employer/applications/bulk-stage', {
      ids: [ids.dani],
      stage: 'rejected',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.results).toEqual([{ id: ids.dani, outcome: 'notFound' }]);
    expect((await s.db('applications').where({ id: ids.dani }).first('status'))!.status).toBe('submitted');
    expect(await s.db('application_messages').where({ application_id: ids.dani })).toEqual([]);
    expect(
      await s.db('application_status_history').where({ application_id: ids.dani }).whereNot('status', 'submitted'),
    ).toEqual([]);
  });
});
