// The rest of /account and the privacy rights: an employer's company name, a candidate's CV
// on file (replace, remove), 'Download my data', 'Delete my account', and the same two for staff. Real
// HTTP on both database engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, startServer, TEST_PASSWORD, validJob, type Client, type TestServer } from '../../test/harness.ts';

describe.each(['postgresql', 'pglite'] as const)('account data on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ engine });
  }, 120_000);
  afterAll(() => s?.close());

  /** A job of a new employer, and a candidate who applied to it with a CV. */
  async function applied() {
    const employer = await s.as('employer');
    const jobId = (await employer.client.post('/api/employer/jobs', validJob())).body.data.job.id as number;
    const cand = await s.as('candidate', { firstName: 'Réka', lastName: 'Balogh' });
    const cvUrl = (await cand.client.upload('/api/upload-cv', 'sent.pdf', files.pdf('sent'))).body.filePath as string;
    const appId = (await cand.client.post('/api/applications', { jobId, notes: 'A cover letter, long enough.' })).body
      .data.application.id as number;
    return { employer, jobId, cand, cvUrl, appId };
  }
  const accountOf = async (c: Client) => (await c.get('/api/account')).body.data.account;

  it("saves an employer's company name within the limits", async () => {
    const { client } = await s.as('employer');
    const base = { firstName: 'Ada', lastName: 'Kovács', language: 'en', notifications: true };
    const ok = await client.put('/api/account', { ...base, companyName: '  Acme Kft.  ' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.account).toMatchObject({ companyName: 'Acme Kft.', cv: null });
    expect((await client.put('/api/account', base)).body.data.account.companyName).toBe('Acme Kft.');
    const empty = await client.put('/api/account', { ...base, companyName: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ companyName: 'companyNameRequired' });
    const long = await client.put('/api/account', { ...base, companyName: 'x'.repeat(256) });
    expect(long.body.fields).toEqual({ companyName: 'tooLong' });
    expect((await accountOf(client)).companyName).toBe('Acme Kft.');
  });

  it('shows the CV on file; Remove detaches it and keeps the one an employer received', async () => {
    const { employer, cand, cvUrl } = await applied();
    const later = (await cand.client.upload('/api/upload-cv', 'newer.pdf', files.pdf('newer'))).body.filePath;
    expect((await accountOf(cand.client)).cv).toMatchObject({ name: 'newer.pdf', url: later });

    expect((await cand.client.delete('/api/candidate/cv')).status).toBe(200);
    expect((await accountOf(cand.client)).cv).toBeNull();
    expect((await cand.client.get('/api/candidate/cv-status')).body.data.hasExistingCv).toBe(false);
    expect((await cand.client.get(later)).status).toBe(404);
    // The employer still opens the CV that came with the application.
    const sent = await employer.client.get(cvUrl);
    expect(sent.status).toBe(200);
    expect(sent.text).toContain('sent');
    expect((await s.client().delete('/api/candidate/cv')).status).toBe(401);
    expect((await employer.client.delete('/api/candidate/cv')).status).toBe(403);
  });

  it('exports everything held about the user as a JSON attachment', async () => {
    const { cand, jobId, appId } = await applied();
    await cand.client.put(`/api/candidate/saved-jobs/${jobId}`);
    const staff = (await s.as('admin')).client;
    await staff.put(`/api/applications/${appId}`, { status: 'review' });
    const slot = { date: `${new Date().getUTCFullYear() + 1}-06-01`, time: '10:00', minutes: 60 };
    const proposed = await staff.post(`/api/admin/applications/${appId}/interviews`, {
      slots: [slot],
      location: 'Budapest',
      note: 'Ask for Réka at the desk.',
    });
    expect(proposed.status).toBe(201);
    const res = await cand.client.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d+\.json"$/);
    const data = JSON.parse(res.text);
    expect(data.account).toMatchObject({ email: cand.user.email, firstName: 'Réka', lastName: 'Balogh' });
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({
      id: appId,
      job: { id: jobId },
      status: 'review',
      coverLetter: 'A cover letter, long enough.',
    });
    expect(data.applications[0].statusHistory.map((h: { status: string }) => h.status)).toEqual([
      'submitted',
      'review',
    ]);
    expect(data.applications[0].interviews).toEqual([
      {
        status: 'proposed',
        location: 'Budapest',
        note: 'Ask for Réka at the desk.',
        proposedAt: expect.any(String),
        slots: [{ startsAt: `${slot.date}T08:00:00.000Z`, endsAt: `${slot.date}T09:00:00.000Z`, chosen: false }],
      },
    ]);
    expect(data.savedJobs.map((j: { jobId: number }) => j.jobId)).toEqual([jobId]);
    expect(data.cvs).toHaveLength(1);
    expect(data.consents).toEqual({ notifications: true });
    expect(res.text).not.toContain('password');
    expect((await s.client().get('/api/account/export')).status).toBe(401);
  });

  it('exports the contractor’s own tax ID, TAJ number and allowance declarations, and the qualification flag of their contract, to them and to staff', async () => {
    const cand = await s.as('candidate');
    expect(
      (await cand.client.put('/api/candidate/payroll-profile', { taxId: '8123456786', tajNumber: '123456788' })).status,
    ).toBe(200);
    const declared = await cand.client.post('/api/candidate/allowances', {
      kind: 'family',
      children: 2,
      validFrom: '2026-10',
      declaration: true,
    });
    expect(declared.status).toBe(201);
    const employer = await s.createUser({ role: 'employer' });
    await s.db('contracts').insert({
      contractor_id: cand.user.id,
      employer_id: employer.id,
      job_title: 'Data Engineer',
      day_rate: 45_000,
      requires_qualification: true,
    });
    const expected = {
      taxId: '8123456786',
      tajNumber: '123456788',
      allowances: [
        {
          id: expect.any(Number),
          kind: 'family',
          children: 2,
          validFrom: '2026-10',
          validTo: null,
          declaredOn: expect.any(String),
        },
      ],
    };
    const mine = JSON.parse((await cand.client.get('/api/account/export')).text);
    expect(mine.payrollProfile).toEqual(expected);
    expect(mine.contracts[0]).toMatchObject({ job_title: 'Data Engineer', requires_qualification: true });
    const admin = (await s.as('admin')).client;
    const staffCopy = JSON.parse((await admin.get(`/api/admin/users/${cand.user.id}/export`)).text);
    expect(staffCopy.payrollProfile).toEqual(expected);
    // Someone else's export holds none of it.
    const other = await s.as('candidate');
    const theirs = JSON.parse((await other.client.get('/api/account/export')).text);
    expect(theirs.payrollProfile).toEqual({ taxId: null, tajNumber: null, allowances: [] });
  });

  it('deletes the account with the password: signed out, no sign-in, CV gone, application anonymous', async () => {
    const { employer, cand, cvUrl, appId } = await applied();
    const wrong = await cand.client.post('/api/account/delete', { password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ password: 'currentPasswordWrong' });
    expect((await cand.client.post('/api/account/delete', {})).status).toBe(400);

    // The bytes on disk (the embedded default keeps them in the data folder; PostgreSQL in the row).
    const fileId = /[0-9a-f-]{36}/.exec(cvUrl)![0];
    const onDisk = engine === 'pglite' ? { size: expect.any(Number) as number } : undefined;
    expect(await s.files.stat(fileId)).toEqual(onDisk);
    // An interview with a note to the candidate: the note goes with them, the times stay.
    const proposed = await employer.client.post(`/api/employer/applications/${appId}/interviews`, {
      slots: [{ date: `${new Date().getUTCFullYear() + 1}-06-01`, time: '10:00', minutes: 60 }],
      location: 'Budapest',
      note: 'Réka, ask for Balogh at the desk.',
    });
    expect(proposed.status).toBe(201);
    const ok = await cand.client.post('/api/account/delete', { password: TEST_PASSWORD });
    expect(ok.status).toBe(200);
    expect(await s.db('interviews').where({ application_id: appId }).select('note', 'location')).toEqual([
      { note: null, location: 'Budapest' },
    ]);
    expect(await s.files.stat(fileId)).toBeUndefined();
    expect((await cand.client.get('/api/auth/me')).status).toBe(401);
    const login = await s.client().post('/api/auth/login', { email: cand.user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(401);
    expect((await employer.client.get(cvUrl)).status).toBe(404);
    const dash = (await employer.client.get('/api/employer/dashboard')).body;
    const app = dash.applications.find((a: { id: number }) => a.id === appId);
    expect(app).toMatchObject({ status: 'submitted', cvUrl: null, notes: null });
    expect(JSON.stringify(app)).not.toMatch(/Réka|Balogh|cover letter/);
    expect(JSON.stringify(app)).not.toContain(cand.user.email);
    expect(await s.db('candidate_registrations').where({ email: cand.user.email })).toHaveLength(0);
    expect(await s.db('mail_outbox').where({ to_address: cand.user.email }).select('kind')).toEqual([
      { kind: 'accountDeleted' },
    ]);
    // The address is free again.
    const again = await s.client().post('/api/auth/register', {
      email: cand.user.email,
      firstName: 'New',
      lastName: 'Start',
      role: 'candidate',
      password: 'another-pass',
      confirmPassword: 'another-pass',
    });
    expect(again.status).toBeLessThan(300);
  });

  it("takes an erased employer's jobs off the board; staff cannot delete themselves on /account", async () => {
    const employer = await s.as('employer');
    await employer.client.put('/api/account', {
      firstName: 'Ada',
      lastName: 'Kovács',
      language: 'en',
      notifications: true,
      companyName: 'Acme Kft.',
    });
    const jobId = (await employer.client.post('/api/employer/jobs', validJob())).body.data.job.id as number;
    const listed = async () => ((await s.client().get('/api/jobs')).body as { id: number }[]).map((j) => j.id);
    expect(await listed()).toContain(jobId);
    // When they last read their applicants (the navigation's unread count) is theirs too.
    expect((await employer.client.post('/api/live/seen', { area: 'applications' })).status).toBeLessThan(300);
    expect(await s.db('user_seen').where({ user_id: employer.user.id })).toHaveLength(1);
    expect((await employer.client.post('/api/account/delete', { password: TEST_PASSWORD })).status).toBe(200);
    expect(await listed()).not.toContain(jobId);
    expect(await s.db('employer_requests').where({ user_id: employer.user.id })).toHaveLength(0);
    expect(await s.db('user_seen').where({ user_id: employer.user.id })).toHaveLength(0);
    const admin = await s.as('admin');
    expect((await admin.client.post('/api/account/delete', { password: TEST_PASSWORD })).status).toBe(403);
    expect((await admin.client.get('/api/auth/me')).status).toBe(200);
  });

  it('lets staff export and erase within their reach, never the last active owner', async () => {
    const { cand } = await applied();
    const admin = await s.as('admin');
    const otherAdmin = await s.createUser({ role: 'admin' });
    const exported = await admin.client.get(`/api/admin/users/${cand.user.id}/export`);
    expect(exported.status).toBe(200);
    expect(JSON.parse(exported.text).applications).toHaveLength(1);
    expect((await admin.client.get(`/api/admin/users/${otherAdmin.id}/export`)).status).toBe(403);
    expect((await admin.client.delete(`/api/admin/users/${otherAdmin.id}`)).status).toBe(403);
    expect((await admin.client.delete(`/api/admin/users/${admin.user.id}`)).status).toBe(409);
    expect((await cand.client.delete(`/api/admin/users/${otherAdmin.id}`)).status).toBe(403);
    expect((await admin.client.delete('/api/admin/users/999999')).status).toBe(404);
    expect((await admin.client.delete('/api/admin/users/x')).status).toBe(400);

    expect((await admin.client.delete(`/api/admin/users/${cand.user.id}`)).status).toBe(200);
    expect((await cand.client.get('/api/auth/me')).status).toBe(401);
    expect((await admin.client.delete(`/api/admin/users/${cand.user.id}`)).status).toBe(404);

    // Owners: one may erase another, never the last active one.
    await s.db('users').where({ role: 'owner' }).update({ is_active: false });
    const owner = await s.as('owner');
    const second = await s.createUser({ role: 'owner' });
    expect((await owner.client.delete(`/api/admin/users/${otherAdmin.id}`)).status).toBe(200);
    expect((await owner.client.delete(`/api/admin/users/${second.id}`)).status).toBe(200);
    const third = await s.as('owner');
    expect((await third.client.delete(`/api/admin/users/${owner.user.id}`)).status).toBe(200);
    // third is now the only active owner; an owner cannot erase themselves from the console either.
    expect((await third.client.delete(`/api/admin/users/${third.user.id}`)).status).toBe(409);
  });
});
