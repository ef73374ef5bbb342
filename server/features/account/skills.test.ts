// Candidates' skills over HTTP on both engines: stated at registration and on /account (limits
// refused with a code), found by staff in the candidates list and the applications list accent- and
// case-insensitively, carried by 'Download my data' and gone with an erased account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKILL_LIMITS, accountSchema } from '../../contract/index.ts';
import { TEST_PASSWORD, files, startServer, validJob, type Client, type TestServer } from '../../test/harness.ts';

describe.each(['postgresql', 'pglite'] as const)('skills on %s', (engine) => {
  let s: TestServer;
  let staff: Client;

  beforeAll(async () => {
    s = await startServer({ engine, env: { READ_CACHE_MS: '0' } });
    staff = (await s.as('admin')).client;
  }, 60_000);
  afterAll(() => s.close());

  const account = { firstName: 'Réka', lastName: 'Balogh', language: 'hu', notifications: true } as const;
  const candidateIds = async (query: string) =>
    ((await staff.get(`/api/admin/candidates?page=1&${query}`)).body.items as { id: number }[]).map((c) => c.id);

  it('keeps the skills stated at registration and on /account; staff find them without accents', async () => {
    const c = s.client();
    const reg = await c.post('/api/auth/register', {
      email: 'zsofi@example.hu',
      firstName: 'Zsófia',
      lastName: 'Kovács',
      role: 'candidate',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(reg.status).toBe(201);
    const res = await c.post('/api/candidate-register', {
      firstName: 'Zsófia',
      lastName: 'Kovács',
      email: 'zsofi@example.hu',
      currentLocation: 'hungary',
      jobCategory: 'ai-ml',
      experience: 'senior',
      availableForRemote: true,
      skills: [' Gépi tanulás ', 'Python', 'python', 'Ügyfélszolgálat'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const mine = accountSchema.parse((await c.get('/api/account')).body.data.account);
    expect(mine.skills).toEqual(['Gépi tanulás', 'Python', 'Ügyfélszolgálat']);
    const id = reg.body.data.user.id as number;

    // Accent- and case-insensitive, part of a skill too; a skill nobody has finds nobody.
    expect(await candidateIds('skill=gepi%20TANULAS')).toEqual([id]);
    expect(await candidateIds('skill=ugyfel')).toEqual([id]);
    expect(await candidateIds('skill=Kotlin')).toEqual([]);
    const listed = (await staff.get('/api/admin/candidates?page=1&skill=python')).body.items[0];
    expect(listed.registration.skills).toEqual(['Gépi tanulás', 'Python', 'Ügyfélszolgálat']);

    // /account replaces them; left out, they stay.
    const put = await c.put('/api/account', { ...account, skills: ['Kotlin', 'Szövegírás'] });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.account.skills).toEqual(['Kotlin', 'Szövegírás']);
    expect(await candidateIds('skill=szovegiras')).toEqual([id]);
    expect(await candidateIds('skill=gepi')).toEqual([]);
    expect((await c.put('/api/account', account)).body.data.account.skills).toEqual(['Kotlin', 'Szövegírás']);
  });

  it('finds applicants by skill in the applications list', async () => {
    const employer = (await s.as('employer')).client;
    const jobId = (await employer.post('/api/employer/jobs', validJob())).body.data.job.id;
    const ids: number[] = [];
    for (const skills of [['Könyvelés'], ['Marketing']]) {
      const cand = await s.as('candidate');
      expect((await cand.client.put('/api/account', { ...account, skills })).status).toBe(200);
      await cand.client.upload('/api/upload-cv', 'cv.pdf', files.pdf('CV'), 'application/pdf');
      const applied = await cand.client.post('/api/applications', { jobId, notes: 'A cover letter, long enough.' });
      ids.push(applied.body.data.application.id);
    }
    const found = await staff.get(`/api/admin/applications?page=1&job=${jobId}&skill=KONYVELES`);
    expect(found.status).toBe(200);
    expect(found.body.items.map((a: { id: number }) => a.id)).toEqual([ids[0]]);
    // The job's pipeline (staff and its employer) filters the same way.
    const pipeline = await employer.get(`/api/employer/jobs/${jobId}/applications?skill=marketing`);
    expect(pipeline.body.items.map((a: { id: number }) => a.id)).toEqual([ids[1]]);
  });

  it('refuses too many or too long skills with a code', async () => {
    const cand = await s.as('candidate');
    const cases: [unknown, string][] = [
      [Array.from({ length: SKILL_LIMITS.count + 1 }, (_, i) => `Skill ${i}`), 'tooManySkills'],
      [['x'.repeat(SKILL_LIMITS.length + 1)], 'skillTooLong'],
      [[''], 'skillInvalid'],
      ['Python', 'skillInvalid'],
    ];
    for (const [skills, code] of cases) {
      const res = await cand.client.put('/api/account', { ...account, skills });
      expect(res.status, JSON.stringify(skills)).toBe(400);
      expect(res.body.code).toBe(code);
    }
    expect((await staff.get('/api/admin/candidates?skill=' + 'x'.repeat(51))).status).toBe(400);
  });

  it('exports the skills and erases them with the account', async () => {
    const cand = await s.as('candidate');
    await cand.client.put('/api/account', { ...account, skills: ['Adatelemzés'] });
    const data = JSON.parse((await cand.client.get('/api/account/export')).text);
    expect(data.registration[0].skills).toEqual(['Adatelemzés']);
    expect((await cand.client.post('/api/account/delete', { password: TEST_PASSWORD })).status).toBe(200);
    expect(await candidateIds('skill=adatelemzes')).toEqual([]);
    expect(await s.db('candidate_registrations').where({ user_id: cand.user.id }).first()).toBeUndefined();
  });
});
