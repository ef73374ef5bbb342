// Changing the sign-in address: a link to the new address, a notice to the old one, the change when the
// link is opened (then every other session ends); a taken address answers alike; rate-limited. On both
// database engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_PASSWORD, type TestServer } from '../../test/harness.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../../test/smtp.ts';

const tokenOf = (m: CapturedMail) => /confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(m.text)![1]!;

describe.each(['postgresql', 'pglite'] as const)('email change on %s', (engine) => {
  let smtp: SmtpCapture;
  let s: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    s = await startServer({ engine, env: { SMTP_URL: smtp.url } });
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  it('mails a link to the new address and a notice to the old; the link changes it and ends other sessions', async () => {
    const { client, user } = await s.as('candidate');
    const elsewhere = s.client();
    expect((await elsewhere.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    const newEmail = `New.${user.email}`;
    const res = await client.post('/api/account/email', { email: newEmail, currentPassword: TEST_PASSWORD });
    expect(res.status).toBe(202);
    const link = await smtp.waitFor((m) => m.to.includes(newEmail.toLowerCase()));
    expect(link.subject).toBe('Confirm your new email address');
    const notice = await smtp.waitFor(
      (m) => m.to === user.email && m.subject === 'Your email address is being changed',
    );
    expect(notice.text).toContain(newEmail.toLowerCase());
    // Nothing changes before the link is opened.
    expect((await client.get('/api/account')).body.data.account.email).toBe(user.email);

    const token = tokenOf(link);
    const confirmed = await client.post('/api/auth/confirm-email', { token });
    expect(confirmed.status).toBe(200);
    expect((await client.get('/api/account')).body.data.account.email).toBe(newEmail.toLowerCase());
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    expect((await s.client().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await s.client().post('/api/auth/login', { email: newEmail, password: TEST_PASSWORD })).status).toBe(200);
    // Single use.
    const again = await s.client().post('/api/auth/confirm-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ token: 'invalidInput' });
  });

  it('answers a taken address like a free one, mailing no link', async () => {
    const other = await s.createUser({ role: 'employer' });
    const { client, user } = await s.as('candidate');
    const res = await client.post('/api/account/email', { email: other.email, currentPassword: TEST_PASSWORD });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true });
    await smtp.waitFor((m) => m.to === user.email && m.subject === 'Your email address is being changed');
    expect(await s.db('email_changes').where({ user_id: user.id })).toHaveLength(0);
    expect(await s.db('mail_outbox').where({ to_address: other.email })).toHaveLength(0);
  });

  it('needs the current password, a valid address and a valid link', async () => {
    const { client, user } = await s.as('employer');
    const wrong = await client.post('/api/account/email', { email: 'x@example.test', currentPassword: 'nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ currentPassword: 'currentPasswordWrong' });
    const bad = await client.post('/api/account/email', { email: 'not-an-address', currentPassword: TEST_PASSWORD });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.email).toBe('invalidEmail');
    expect((await s.client().post('/api/auth/confirm-email', { token: 'x'.repeat(43) })).status).toBe(400);
    expect((await s.client().post('/api/auth/confirm-email', {})).status).toBe(400);
    expect(
      (await s.client().post('/api/account/email', { email: 'a@example.test', currentPassword: 'x' })).status,
    ).toBe(401);
    expect((await (await s.as('admin')).client.post('/api/account/email', {})).status).toBe(403);
    expect(await s.db('users').where({ id: user.id }).first('email')).toEqual({ email: user.email });
  });

  it('refuses an expired link', async () => {
    const { client, user } = await s.as('candidate');
    const newEmail = `late-${user.email}`;
    await client.post('/api/account/email', { email: newEmail, currentPassword: TEST_PASSWORD });
    const token = tokenOf(await smtp.waitFor((m) => m.to === newEmail));
    await s
      .db('email_changes')
      .where({ user_id: user.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await client.post('/api/auth/confirm-email', { token })).status).toBe(400);
    expect((await client.get('/api/account')).body.data.account.email).toBe(user.email);
  });

  it('is rate-limited per account', async () => {
    const { client } = await s.as('candidate');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await client.post('/api/account/email', { email: `r${i}@example.test`, currentPassword: TEST_PASSWORD }))
          .status,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});
