import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authResponseSchema, errorResponseSchema } from '../../contract/index.ts';
import { startServer, TEST_PASSWORD, type TestServer } from '../../test/harness.ts';
import { hasher } from './passwords.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const signup = (over: Record<string, unknown> = {}) => ({
  email: `new-${Math.random().toString(36).slice(2)}@example.test`,
  firstName: 'Anna',
  lastName: 'Kovács',
  role: 'candidate',
  password: 'secret1',
  confirmPassword: 'secret1',
  ...over,
});

describe('POST /api/auth/register', () => {
  it('creates a candidate, signs them in and creates their registration record', async () => {
    const c = s.client();
    const body = signup();
    const res = await c.post('/api/auth/register', body);
    expect(res.status).toBe(201);
    const parsed = authResponseSchema.parse(res.body);
    expect(parsed.data.user).toMatchObject({
      email: body.email,
      role: 'candidate',
      firstName: 'Anna',
      lastName: 'Kovács',
      isActive: true,
    });
    expect(JSON.stringify(res.body)).not.toContain('password');
    const cookie = res.headers.getSetCookie().find((h) => h.startsWith('portal.sid='));
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect((await c.get('/api/auth/me')).body.data.user.email).toBe(body.email);
    const reg = await s.db('candidate_registrations').where({ user_id: parsed.data.user.id }).first();
    expect(reg).toMatchObject({ email: body.email, experience: 'mid', available_for_remote: true });
  });

  it('creates an employer with the account request record', async () => {
    const res = await s
      .client()
      .post('/api/auth/register', signup({ role: 'employer', companyName: 'Tisza Fintech Kft.' }));
    expect(res.status).toBe(201);
    const req = await s.db('employer_requests').where({ user_id: res.body.data.user.id, is_account: true }).first();
    expect(req).toMatchObject({
      company_name: 'Tisza Fintech Kft.',
      contact_person: 'Anna Kovács',
      job_title: 'Account Registration',
      location: 'remote',
      urgency: 'medium',
    });
  });

  it('keeps no company name (NULL, not an empty string) for an employer who signed up without one', async () => {
    const res = await s.client().post('/api/auth/register', signup({ role: 'employer' }));
    expect(res.status).toBe(201);
    const req = await s.db('employer_requests').where({ user_id: res.body.data.user.id, is_account: true }).first();
    expect(req).toMatchObject({ company_name: null });
    const blank = await s.client().post('/api/auth/register', signup({ role: 'employer', companyName: '  ' }));
    expect(await s.db('employer_requests').where({ user_id: blank.body.data.user.id }).first()).toMatchObject({
      company_name: null,
    });
  });

  it.each([
    [{ email: 'nope' }, 'Invalid email address', 'emailInvalid', 'email'],
    [{ firstName: '' }, 'First name is required', 'firstNameRequired', 'firstName'],
    [{ lastName: '  ' }, 'Last name is required', 'lastNameRequired', 'lastName'],
    [
      { password: '12345', confirmPassword: '12345' },
      'Password must be at least 6 characters',
      'passwordMin',
      'password',
    ],
    [{ confirmPassword: 'different' }, "Passwords don't match", 'passwordsMismatch', 'confirmPassword'],
    [{ role: 'admin' }, 'Please choose employer or candidate', 'roleInvalid', 'role'],
    [{ role: 'owner' }, 'Please choose employer or candidate', 'roleInvalid', 'role'],
  ])('refuses %j with "%s" (code %s)', async (over, message, code, field) => {
    const before = await s.db('users').count('* as n').first();
    const res = await s.client().post('/api/auth/register', signup(over));
    expect(res.status).toBe(400);
    expect(errorResponseSchema.parse(res.body)).toMatchObject({ ok: false, error: message, code });
    expect(res.body.fields[field]).toBe(code);
    expect(await s.db('users').count('* as n').first()).toEqual(before);
  });
  // An address already in use: answered as a new one (no enumeration), server/features/auth/register.test.ts.
});

describe('login, me, logout', () => {
  it('signs in with the right password, on a fresh session id', async () => {
    const user = await s.createUser({ role: 'employer' });
    const c = s.client();
    await c.get('/api/auth/me'); // no cookie yet
    const bad = await c.post('/api/auth/login', { email: user.email, password: 'wrong-password' });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({
      ok: false,
      requestId: expect.any(String),
      error: 'Invalid email or password',
      code: 'invalidCredentials',
    });
    const ok = await c.post('/api/auth/login', { email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(ok.status).toBe(200);
    expect(authResponseSchema.parse(ok.body).data.user.role).toBe('employer');
    const first = c.cookies.get('portal.sid');
    await c.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(c.cookies.get('portal.sid')).not.toBe(first); // rotated at every sign-in
  });

  it('keeps a readable "session open" marker in step with the session, and nothing else in it', async () => {
    const user = await s.createUser({ role: 'candidate' });
    const c = s.client();
    const login = await c.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const marker = login.headers.getSetCookie().find((h) => h.startsWith('portal.signedIn='));
    expect(marker).toMatch(/^portal\.signedIn=1;/);
    expect(marker).not.toMatch(/httponly/i); // the app reads it; the session cookie stays HttpOnly
    expect(marker).toMatch(/samesite=lax/i);
    await c.post('/api/auth/logout');
    expect(c.cookies.has('portal.signedIn')).toBe(false);
    // A marker left behind by a session that ended elsewhere goes with the first call that finds no session.
    const stale = s.client();
    stale.cookies.set('portal.signedIn', '1');
    expect((await stale.get('/api/auth/me')).status).toBe(401);
    expect(stale.cookies.has('portal.signedIn')).toBe(false);
  });

  it('validates the login body', async () => {
    const res = await s.client().post('/api/auth/login', { email: 'x', password: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      ok: false,
      requestId: expect.any(String),
      error: 'Invalid email address',
      code: 'emailInvalid',
      fields: { email: 'emailInvalid', password: 'passwordRequired' },
    });
  });

  it('answers 401 to /me without a session, and after logout', async () => {
    expect((await s.client().get('/api/auth/me')).status).toBe(401);
    const { client } = await s.as('candidate');
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const stolen = client.cookies.get('portal.sid');
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    // the old cookie is dead on the server too, not only forgotten by the browser
    const replay = s.client();
    replay.cookies.set('portal.sid', stolen!);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
  });

  it('refuses a disabled user, and disabling ends their open sessions at once', async () => {
    const { client, user } = await s.as('candidate');
    await s.db('users').where({ id: user.id }).update({ is_active: false });
    expect((await client.get('/api/auth/me')).status).toBe(401);
    const res = await s.client().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('This account has been disabled. Please contact us.');
  });

  it('refuses a disabled employer and a disabled candidate on their own routes right after disabling', async () => {
    const { client: admin } = await s.as('admin');
    const emp = await s.as('employer');
    const cand = await s.as('candidate');
    expect((await emp.client.get('/api/employer/dashboard')).status).toBe(200);
    expect((await cand.client.get('/api/candidate/applications')).status).toBe(200);
    for (const u of [emp.user, cand.user])
      expect((await admin.patch(`/api/admin/users/${u.id}`, { isActive: false })).status).toBe(200);
    for (const [client, method, path] of [
      [emp.client, 'GET', '/api/employer/dashboard'],
      [emp.client, 'POST', '/api/employer/jobs'],
      [cand.client, 'GET', '/api/candidate/applications'],
      [cand.client, 'GET', '/api/candidate/cv-status'],
    ] as const) {
      const res = await client.request(method, path, method === 'POST' ? {} : undefined);
      expect(res.status, path).toBe(401);
      expect(res.body.error).toBe('Not authenticated');
    }
  });

  it('makes a source wait after three wrong passwords for an account, even with the right one', async () => {
    const user = await s.createUser();
    const c = s.client();
    for (let i = 0; i < 3; i++)
      expect((await c.post('/api/auth/login', { email: user.email, password: 'wrong-pass' })).status).toBe(401);
    const blocked = await c.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      ok: false,
      requestId: expect.any(String),
      error: 'Too many sign-in attempts. Please wait a little and try again.',
      code: 'tooManyAttempts',
    });
    expect(blocked.headers.get('retry-after')).toBe('60'); // the harness's first wait (1 s by default)
  });

  it('answers 503 passwordCheckBusy while the password hasher is full, without counting the attempt', async () => {
    const user = await s.createUser();
    const c = s.client();
    const full = vi.spyOn(hasher, 'hasRoom').mockReturnValue(false);
    try {
      for (let i = 0; i < 4; i++) {
        const busy = await c.post('/api/auth/login', { email: user.email, password: 'wrong-pass' });
        expect(busy.status).toBe(503);
        expect(busy.body).toMatchObject({ ok: false, code: 'passwordCheckBusy' });
      }
    } finally {
      full.mockRestore();
    }
    // Four refusals, none counted: three wrong passwords would have made this source wait.
    expect((await c.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
  });
});

describe('transport rules', () => {
  it('answers malformed JSON with 400, a foreign Origin with 403, a form post with 415', async () => {
    const c = s.client();
    const bad = await c.post('/api/auth/login', '{"email":', { headers: { 'Content-Type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      ok: false,
      requestId: expect.any(String),
      error: 'The request body is not valid JSON.',
      code: 'malformedJson',
    });
    const foreign = await c.post('/api/contact', {}, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(403);
    expect(foreign.body).toEqual({
      ok: false,
      requestId: expect.any(String),
      error: 'Cross-origin requests are not allowed.',
      code: 'crossOrigin',
    });
    const form = await c.post('/api/contact', 'firstName=a', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body).toEqual({
      ok: false,
      requestId: expect.any(String),
      error: 'Unsupported content type.',
      code: 'unsupportedContentType',
    });
  });

  it('accepts its own host behind an HTTPS proxy without TRUST_PROXY, and still refuses other sites', async () => {
    const host = new URL(s.url).host;
    const send = (origin: string) => s.client().post('/api/auth/logout', undefined, { headers: { Origin: origin } });
    // The browser says https://, the server sees plain HTTP from the proxy: same host, so the same site.
    expect((await send(`https://${host}`)).status).toBe(200);
    expect((await send(s.url)).status).toBe(200);
    for (const foreign of [
      'https://evil.example',
      `http://127.0.0.2:${new URL(s.url).port}`,
      'http://127.0.0.1:1',
      'null',
      `ftp://${host}`,
    ]) {
      const res = await send(foreign);
      expect(res.status, foreign).toBe(403);
      expect(res.body.error).toBe('Cross-origin requests are not allowed.');
    }
  });

  it('answers an unknown /api path with JSON 404', async () => {
    const res = await s.client().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ ok: false, requestId: expect.any(String), error: 'Not found', code: 'notFound' });
    const wrongMethod = await s.client().get('/api/contact');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body).toEqual({
      ok: false,
      requestId: expect.any(String),
      error: 'Method not allowed',
      code: 'methodNotAllowed',
    });
  });
});

describe('behind a trusted HTTPS proxy (TRUST_PROXY=1)', () => {
  let p: TestServer;
  beforeAll(async () => {
    p = await startServer({ env: { TRUST_PROXY: '1', LOGIN_LIMIT_PER_ADDRESS: '3' } });
  });
  afterAll(() => p.close());
  const via = (proto: string, address = '198.51.100.7') => ({
    headers: { 'X-Forwarded-Proto': proto, 'X-Forwarded-For': address },
  });

  it('marks the session cookie Secure over HTTPS, and it lives 30 days', async () => {
    const user = await p.createUser();
    const res = await p.client().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }, via('https'));
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((h) => h.startsWith('portal.sid='))!;
    expect(cookie).toMatch(/;\s*secure/i);
    expect(cookie).toMatch(/httponly/i);
    const expires = Date.parse(/expires=([^;]+)/i.exec(cookie)![1]!);
    expect(Math.abs(expires - (Date.now() + 30 * 24 * 3600 * 1000))).toBeLessThan(60_000);
    const plain = await p.client().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }, via('http'));
    expect(plain.headers.getSetCookie().find((h) => h.startsWith('portal.sid='))).not.toMatch(/;\s*secure/i);
  });

  it('compares the scheme too, now that it knows it', async () => {
    const host = new URL(p.url).host;
    const send = (origin: string) =>
      p.client().post('/api/auth/logout', undefined, { headers: { Origin: origin, 'X-Forwarded-Proto': 'https' } });
    expect((await send(`https://${host}`)).status).toBe(200);
    expect((await send(`http://${host}`)).status).toBe(403);
  });

  it('rate-limits failed sign-ins per address, whichever accounts they try', async () => {
    const tries = [];
    for (let i = 0; i < 3; i++) {
      tries.push(
        (
          await p
            .client()
            .post(
              '/api/auth/login',
              { email: `guess-${i}@example.test`, password: 'wrong-pass' },
              via('https', '192.0.2.50'),
            )
        ).status,
      );
    }
    expect(tries).toEqual([401, 401, 401]);
    const user = await p.createUser();
    const blocked = await p
      .client()
      .post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }, via('https', '192.0.2.50'));
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('Too many sign-in attempts. Please wait a little and try again.');
    expect(
      (
        await p
          .client()
          .post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }, via('https', '192.0.2.51'))
      ).status,
    ).toBe(200);
  });
});

describe('behind a proxy that is not trusted', () => {
  it('warns the operator once that every visitor shares the proxy address in the limits', async () => {
    const lines: { level: string; msg: string }[] = [];
    const own = await startServer({ log: { write: (line: string) => void lines.push(JSON.parse(line)) } });
    try {
      const c = own.client();
      for (let i = 0; i < 2; i++)
        await c.request('GET', '/api/health', undefined, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
      const warnings = lines.filter((l) => l.msg.includes('TRUST_PROXY is off'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.level).toBe('warn');
    } finally {
      await own.close();
    }
  });
});
