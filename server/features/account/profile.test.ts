// /api/account: own details, notifications choice, and a password change that ends the other sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema } from '../../contract/index.ts';
import { files, startServer, TEST_PASSWORD, validJob, type TestServer } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp.ts';

let smtp: SmtpCapture;
let s: TestServer;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  s = await startServer({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

describe('/api/account', () => {
  it('reads and saves names, phone, language and notifications of a candidate', async () => {
    const { client, user } = await s.as('candidate');
    await s.db('candidate_registrations').insert({
      user_id: user.id,
      first_name: 'Test',
      last_name: 'Candidate',
      email: user.email,
    });
    const before = accountSchema.parse((await client.get('/api/account')).body.data.account);
    expect(before).toMatchObject({ email: user.email, language: 'en', notifications: true, phone: null });
    const res = await client.put('/api/account', {
      firstName: 'Réka',
      lastName: 'Balogh',
      phone: '+36 30 123 4567',
      language: 'hu',
      notifications: false,
    });
    expect(res.status).toBe(200);
    expect(accountSchema.parse(res.body.data.account)).toEqual({
      email: user.email,
      firstName: 'Réka',
      lastName: 'Balogh',
      phone: '+36 30 123 4567',
      language: 'hu',
      notifications: false,
      companyName: null,
      cv: null,
      skills: [],
    });
    expect((await client.get('/api/auth/me')).body.data.user.firstName).toBe('Réka');
    const bad = await client.put('/api/account', { firstName: '', lastName: 'B', language: 'xx', notifications: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ firstName: 'firstNameRequired', language: 'invalidInput' });
  });

  it('sends no status-change mail to a candidate who turned notifications off', async () => {
    const employer = (await s.as('employer')).client;
    const jobId = (await employer.post('/api/employer/jobs', validJob())).body.data.job.id;
    const cand = await s.as('candidate');
    await cand.client.put('/api/account', { firstName: 'No', lastName: 'Mail', language: 'en', notifications: false });
    await cand.client.upload('/api/upload-cv', 'cv.pdf', files.pdf());
    const appId = (await cand.client.post('/api/applications', { jobId, notes: 'x'.repeat(30) })).body.data.application
      .id;
    const staff = (await s.as('admin')).client;
    await staff.put(`/api/applications/${appId}`, { status: 'review' });
    // The confirmation of the application still comes; it is sent before any later mail.
    await smtp.waitFor((m) => m.to.includes(cand.user.email) && m.subject.startsWith('Application received'));
    const rows = await s.db('mail_outbox').where({ to_address: cand.user.email });
    expect(rows.map((r) => r.kind)).toEqual(['applicationReceived']);
  });

  it('changes the password with the current one and ends every other session', async () => {
    const { client, user } = await s.as('employer');
    const elsewhere = s.client();
    await elsewhere.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const wrong = await client.post('/api/account/password', {
      currentPassword: 'not-it',
      password: 'fresh-pass-1',
      confirmPassword: 'fresh-pass-1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.currentPassword).toBe('currentPasswordWrong');
    const ok = await client.post('/api/account/password', {
      currentPassword: TEST_PASSWORD,
      password: 'fresh-pass-1',
      confirmPassword: 'fresh-pass-1',
    });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    expect((await s.client().post('/api/auth/login', { email: user.email, password: 'fresh-pass-1' })).status).toBe(
      200,
    );
    await smtp.waitFor((m) => m.to.includes(user.email) && m.subject === 'Your password was changed');
  });

  it('is for candidates and employers only', async () => {
    expect((await s.client().get('/api/account')).status).toBe(401);
    expect((await (await s.as('admin')).client.get('/api/account')).status).toBe(403);
  });
});
