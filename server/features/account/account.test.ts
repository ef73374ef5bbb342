// Password reset over real SMTP, and the language a user's mails are written in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_PASSWORD, type TestServer } from '../../test/harness.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../../test/smtp.ts';

let smtp: SmtpCapture;
let s: TestServer;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  s = await startServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.example' } });
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

const tokenOf = (m: CapturedMail) => /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(m.text)![1]!;

async function resetMail(email: string) {
  const res = await s.client().post('/api/auth/forgot-password', { email });
  expect(res.status).toBe(202);
  return smtp.waitFor((m) => m.to.includes(email) && m.subject.length > 0 && /token=/.test(m.text));
}

describe('password reset', () => {
  it('mails a one-hour single-use link to PUBLIC_URL; the new password works and every session ends', async () => {
    const { client: signedIn, user } = await s.as('candidate');
    const mail = await resetMail(user.email);
    expect(mail.text).toContain('https://portal.example/reset-password?token=');
    const token = tokenOf(mail);
    const stored = await s.db('password_resets').where({ user_id: user.id }).first();
    expect(stored!.token_hash).not.toContain(token);
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const res = await s
      .client()
      .post('/api/auth/reset-password', { token, password: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(res.status).toBe(200);
    expect((await signedIn.get('/api/auth/me')).status).toBe(401);
    const old = await s.client().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await s.client().post('/api/auth/login', { email: user.email, password: 'brand-new-1' });
    expect(fresh.status).toBe(200);
    const changed = await smtp.waitFor((m) => m.to.includes(user.email) && m.subject === 'Your password was changed');
    expect(changed.text).toContain('every other session of your account was signed out');

    const again = await s
      .client()
      .post('/api/auth/reset-password', { token, password: 'another-22', confirmPassword: 'another-22' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('resetLinkInvalid');
  });

  it('answers alike for an unknown address and mails nothing', async () => {
    const before = smtp.messages.length;
    const known = await s.createUser();
    const a = await s.client().post('/api/auth/forgot-password', { email: 'nobody-here@example.test' });
    const b = await s.client().post('/api/auth/forgot-password', { email: known.email });
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
    await smtp.waitFor((m) => m.to.includes(known.email));
    expect(smtp.messages.slice(before).some((m) => m.to.includes('nobody-here'))).toBe(false);
    expect(await s.db('mail_outbox').where({ to_address: 'nobody-here@example.test' })).toHaveLength(0);
  });

  it('refuses an expired link', async () => {
    const user = await s.createUser();
    const token = tokenOf(await resetMail(user.email));
    await s
      .db('password_resets')
      .where({ user_id: user.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const res = await s
      .client()
      .post('/api/auth/reset-password', { token, password: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('resetLinkInvalid');
  });

  it('checks the new password like sign-up does and leaves the token usable', async () => {
    const user = await s.createUser();
    const token = tokenOf(await resetMail(user.email));
    const short = await s.client().post('/api/auth/reset-password', { token, password: '123', confirmPassword: '123' });
    expect(short.status).toBe(400);
    expect(short.body.fields.password).toBe('passwordMin');
    const mismatch = await s
      .client()
      .post('/api/auth/reset-password', { token, password: 'abcdef1', confirmPassword: 'abcdef2' });
    expect(mismatch.body.fields.confirmPassword).toBe('passwordsMismatch');
    const forged = await s
      .client()
      .post('/api/auth/reset-password', { token: 'x'.repeat(43), password: 'abcdef1', confirmPassword: 'abcdef1' });
    expect(forged.body.code).toBe('resetLinkInvalid');
    const ok = await s
      .client()
      .post('/api/auth/reset-password', { token, password: 'abcdef1', confirmPassword: 'abcdef1' });
    expect(ok.status).toBe(200);
  });

  it('limits requests per address asked for', async () => {
    const email = `limited-${Date.now()}@example.test`;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await s.client().post('/api/auth/forgot-password', { email })).status);
    expect(answers).toEqual([202, 202, 202, 429]);
  });

  it('refuses a malformed address with 400', async () => {
    const res = await s.client().post('/api/auth/forgot-password', { email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(res.body.fields.email).toBe('invalidEmail');
  });
});

describe('language of mails', () => {
  it('is taken from Accept-Language at sign-up, and the reset mail is Hungarian', async () => {
    const email = `hu-${Date.now()}@example.test`;
    const res = await s.client().request(
      'POST',
      '/api/auth/register',
      {
        email,
        firstName: 'Anna',
        lastName: 'Kovács',
        role: 'candidate',
        password: 'secret1',
        confirmPassword: 'secret1',
      },
      { headers: { 'Accept-Language': 'hu' } },
    );
    expect(res.status).toBe(201);
    expect((await s.db('users').where({ email }).first())!.language).toBe('hu');
    const mail = await resetMail(email);
    expect(mail.subject).toBe('Új jelszó beállítása');
    expect(mail.text).toContain('Kedves Kovács Anna!');
    expect(mail.html).toContain('lang="hu"');
  });

  it('follows the signed-in user switching language', async () => {
    const { client, user } = await s.as('employer');
    expect((await client.put('/api/auth/language', { language: 'hu' })).status).toBe(200);
    expect((await s.db('users').where({ id: user.id }).first())!.language).toBe('hu');
    expect((await client.put('/api/auth/language', { language: 'de' })).status).toBe(400);
    expect((await s.client().put('/api/auth/language', { language: 'hu' })).status).toBe(401);
  });
});
