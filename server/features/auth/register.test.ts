// Registering an address that already has an account answers as for a new address (same
// status, same shape, no session), writes nothing, and mails the owner of the address instead, in
// their language, a few times an hour at most. On both engines, over real HTTP and SMTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authResponseSchema } from '../../contract/index.ts';
import { startServer, type TestServer } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp.ts';
import { REGISTRATION_NOTICES_PER_HOUR } from '../mail/notify.ts';

const signup = (over: Record<string, unknown> = {}) => ({
  email: `new-${Math.random().toString(36).slice(2)}@example.test`,
  firstName: 'Anna',
  lastName: 'Kovács',
  role: 'candidate',
  password: 'secret1',
  confirmPassword: 'secret1',
  ...over,
});

describe.each(['postgresql', 'pglite'] as const)('registering a taken address on %s', (engine) => {
  let smtp: SmtpCapture;
  let s: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    s = await startServer({ engine, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.example' } });
  }, 120_000);
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });

  const counts = async () => ({
    users: (await s.db('users').count({ n: '*' }).first())!.n,
    registrations: (await s.db('candidate_registrations').count({ n: '*' }).first())!.n,
    requests: (await s.db('employer_requests').count({ n: '*' }).first())!.n,
  });

  it('answers as for a new address, signs no one in, writes nothing, and tells the owner in their language', async () => {
    const fresh = await s.client().post('/api/auth/register', signup());
    expect(fresh.status).toBe(201);

    const owner = await s.createUser({ role: 'candidate', firstName: 'Réka', lastName: 'Szabó' });
    await s.db('users').where({ id: owner.id }).update({ language: 'hu' });
    const before = await counts();
    for (const role of ['candidate', 'employer']) {
      const c = s.client();
      const again = await c.post(
        '/api/auth/register',
        signup({ email: owner.email.toUpperCase(), role, companyName: 'Evil Ltd' }),
      );
      expect(again.status).toBe(fresh.status);
      const parsed = authResponseSchema.parse(again.body);
      expect(Object.keys(again.body).sort()).toEqual(Object.keys(fresh.body).sort());
      expect(Object.keys(parsed.data.user).sort()).toEqual(Object.keys(fresh.body.data.user).sort());
      expect(parsed.data.user.id).toBeGreaterThan(fresh.body.data.user.id);
      expect(parsed.data.user.role).toBe(role);
      expect((await c.get('/api/auth/me')).status).toBe(401);
    }
    expect(await counts()).toEqual(before);
    expect((await s.db('users').where({ id: owner.id }).first())!.first_name).toBe('Réka');

    const notice = await smtp.waitFor((m) => m.to.includes(owner.email));
    expect(notice.subject).toBe('Valaki az Ön címével próbált regisztrálni');
    expect(notice.text).toContain('Kedves Szabó Réka!');
    expect(notice.text).toContain('https://portal.example/login?lang=hu');
    expect(notice.text).toContain('https://portal.example/forgot-password?lang=hu');
  });

  it(`mails the owner at most ${REGISTRATION_NOTICES_PER_HOUR} notices an hour, however often it is tried`, async () => {
    const owner = await s.createUser({ role: 'employer' });
    for (let i = 0; i < REGISTRATION_NOTICES_PER_HOUR + 3; i++)
      expect((await s.client().post('/api/auth/register', signup({ email: owner.email }))).status).toBe(201);
    const notices = await s.db('mail_outbox').where({ to_address: owner.email, kind: 'registrationAttempt' });
    expect(notices).toHaveLength(REGISTRATION_NOTICES_PER_HOUR);
    const notice = await smtp.waitFor((m) => m.to.includes(owner.email));
    expect(notice.subject).toBe('Someone tried to register with your address');
  });

  it('mails nothing for a disabled account, and still answers alike', async () => {
    const owner = await s.createUser({ role: 'candidate', isActive: false });
    expect((await s.client().post('/api/auth/register', signup({ email: owner.email }))).status).toBe(201);
    expect(await s.db('mail_outbox').where({ to_address: owner.email })).toHaveLength(0);
  });
});
