// Attack (a hostile client, on the account and privacy routes): single-use tokens replayed or outliving the
// change that should spend them, and answers that would tell a stranger whether an address has an
// account. Over real HTTP on both engines; the links are read from the outbox as a mailbox would get them
// (the parts the worker will send: the stored bodies have them redacted).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordSignIn, twoFactorOn } from './fixtures.ts';
import { startServer, TEST_PASSWORD, type Client, type TestServer } from './harness.ts';

describe.each(['postgresql', 'pglite'] as const)('attack on single-use tokens on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ engine, mailWorker: false, env: { READ_CACHE_MS: '0' } });
  }, 120_000);
  afterAll(() => s.close());

  /** The token of the newest mail to `to` whose text links to `page`. */
  async function linkTo(to: string, page: string): Promise<string> {
    const rows = await s.db('mail_outbox').whereRaw('lower(to_address) = lower(?)', [to]).orderBy('id', 'desc');
    for (const r of rows) {
      const m = new RegExp(`${page}\\?token=([A-Za-z0-9_-]{43})`).exec(r.live_parts?.text ?? '');
      if (m) return m[1]!;
    }
    throw new Error(`no ${page} link mailed to ${to}`);
  }
  const resetLink = (email: string) => linkTo(email, 'reset-password');
  const emailChangeLink = (email: string) => linkTo(email, 'confirm-email');
  const login = (email: string, password = TEST_PASSWORD) => s.client().post('/api/auth/login', { email, password });

  async function askEmailChange(client: Client, to: string) {
    const res = await client.post('/api/account/email', { email: to, currentPassword: TEST_PASSWORD });
    expect(res.status).toBe(202);
    return emailChangeLink(to);
  }

  it('an email-change link asked before a password change no longer works after it', async () => {
    // Someone who knew the password asked to move the account to their address; the owner changes the
    // password: the pending move must die with the old password.
    const { client, user } = await s.as('candidate');
    const thief = `thief-${user.id}@attacker.test`;
    const token = await askEmailChange(client, thief);
    const changed = await client.post('/api/account/password', {
      currentPassword: TEST_PASSWORD,
      password: 'a-brand-new-pass-1',
      confirmPassword: 'a-brand-new-pass-1',
    });
    expect(changed.status).toBe(200);
    const replay = await s.client().post('/api/auth/confirm-email', { token });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('invalidInput');
    expect((await s.db('users').where({ id: user.id }).first('email'))!.email).toBe(user.email);
  });

  it('an email-change link asked before a password reset no longer works after it', async () => {
    const { client, user } = await s.as('employer');
    const thief = `thief2-${user.id}@attacker.test`;
    const token = await askEmailChange(client, thief);
    expect((await s.client().post('/api/auth/forgot-password', { email: user.email })).status).toBe(202);
    const reset = await s.client().post('/api/auth/reset-password', {
      token: await resetLink(user.email),
      password: 'reset-pass-123',
      confirmPassword: 'reset-pass-123',
    });
    expect(reset.status).toBe(200);
    expect((await s.client().post('/api/auth/confirm-email', { token })).status).toBe(400);
    expect((await s.db('users').where({ id: user.id }).first('email'))!.email).toBe(user.email);
  });

  it('a password-reset link mailed to the old address no longer works once the address has changed', async () => {
    // The old mailbox is why the user moved: a reset link lying in it must not open the account.
    const { client, user } = await s.as('candidate');
    expect((await s.client().post('/api/auth/forgot-password', { email: user.email })).status).toBe(202);
    const oldReset = await resetLink(user.email);
    const fresh = `moved-${user.id}@example.test`;
    const token = await askEmailChange(client, fresh);
    expect((await s.client().post('/api/auth/confirm-email', { token })).status).toBe(200);
    const replay = await s.client().post('/api/auth/reset-password', {
      token: oldReset,
      password: 'taken-over-123',
      confirmPassword: 'taken-over-123',
    });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('resetLinkInvalid');
    expect((await login(fresh)).status).toBe(200);
    expect((await login(fresh, 'taken-over-123')).status).toBe(401);
  });

  it('every single-use token answers 400 the second time, never 500, and changes nothing more', async () => {
    const { client, user } = await s.as('candidate');
    // Email change.
    const to = `second-${user.id}@example.test`;
    const token = await askEmailChange(client, to);
    expect((await s.client().post('/api/auth/confirm-email', { token })).status).toBe(200);
    expect((await s.client().post('/api/auth/confirm-email', { token })).status).toBe(400);
    // Reset.
    await s.client().post('/api/auth/forgot-password', { email: to });
    const reset = await resetLink(to);
    const body = { token: reset, password: 'once-only-123', confirmPassword: 'once-only-123' };
    expect((await s.client().post('/api/auth/reset-password', body)).status).toBe(200);
    const again = await s
      .client()
      .post('/api/auth/reset-password', { ...body, password: 'twice-123', confirmPassword: 'twice-123' });
    expect(again.status).toBe(400);
    expect((await login(to, 'twice-123')).status).toBe(401);
    // A reset token is not an email-change token, nor the other way round.
    expect((await s.client().post('/api/auth/confirm-email', { token: reset })).status).toBe(400);
  });

  it('alert tokens: confirm after unsubscribing is refused; an unsubscribe token does nothing to other alerts', async () => {
    const email = `visitor-${Date.now()}@example.test`;
    const sub = await s.client().post('/api/alerts', { query: { q: 'rust' }, frequency: 'instant', email });
    expect(sub.status).toBe(202);
    const confirm = await linkTo(email, 'alerts/confirm');
    const ok = await s.client().post('/api/alerts/confirm', { token: confirm });
    expect(ok.status).toBe(200);
    const alert = await s.db('job_alerts').where({ email }).first();
    const other = await s.as('candidate');
    expect((await other.client.post('/api/alerts', { query: { q: 'go' }, frequency: 'daily' })).status).toBe(201);

    // One-click unsubscribe as mail providers send it (form body, token in the address), twice.
    const oneClick = () =>
      s.client().post(`/api/alerts/unsubscribe?token=${alert!.unsubscribe_token}`, 'List-Unsubscribe=One-Click', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    expect((await oneClick()).status).toBe(200);
    expect((await oneClick()).status).toBe(200);
    expect(await s.db('job_alerts').where({ email })).toHaveLength(0);
    expect((await other.client.get('/api/account/alerts')).body.data.alerts).toHaveLength(1);
    // The confirm link of a deleted alert no longer brings it back.
    expect((await s.client().post('/api/alerts/confirm', { token: confirm })).status).toBe(400);
    expect(await s.db('job_alerts').where({ email })).toHaveLength(0);
    // Malformed tokens: 400 with a code, whatever their shape.
    for (const q of ['token[]=a', 'token=a&token=b', `token=${'%00'.repeat(43)}`, 'token=../../etc/passwd']) {
      const res = await s.client().post(`/api/alerts/unsubscribe?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.code, q).toBe('invalidInput');
    }
  });

  it('a TOTP recovery code spent once is refused the second time', async () => {
    const { client, user } = await s.as('admin');
    const codes = (await twoFactorOn(client)).recoveryCodes;
    const first = await passwordSignIn(s, user.email);
    // Written differently (upper case, no dash): still the same code, spent once.
    const code = codes[0]!.replace('-', '').toUpperCase();
    expect((await first.post('/api/auth/login/totp', { code })).status).toBe(200);
    const second = await passwordSignIn(s, user.email);
    expect((await second.post('/api/auth/login/totp', { code: codes[0] })).status).toBe(401);
    expect((await second.get('/api/auth/me')).status).toBe(401);
  });
});

describe('attack on address discovery', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ mailWorker: false });
  });
  afterAll(() => s.close());

  /** What a stranger sees: status and body, with nothing that differs by request. */
  const seen = (r: { status: number; body: unknown }) => ({ status: r.status, body: r.body });

  it('forgot-password, alert sign-up and email change answer alike for a known and an unknown address', async () => {
    const known = await s.createUser({ role: 'candidate' });
    const disabled = await s.createUser({ role: 'employer', isActive: false });
    const staff = await s.createUser({ role: 'admin' });
    const unknown = `nobody-${known.id}@example.test`;

    const forgot = async (email: string) => seen(await s.client().post('/api/auth/forgot-password', { email }));
    const answer = await forgot(unknown);
    expect(answer).toEqual({ status: 202, body: { ok: true } });
    for (const email of [known.email, disabled.email, staff.email, known.email.toUpperCase()])
      expect(await forgot(email), email).toEqual(answer);

    const alert = async (email: string) =>
      seen(await s.client().post('/api/alerts', { query: {}, frequency: 'daily', email }));
    const alertAnswer = await alert(`nobody2-${known.id}@example.test`);
    expect(alertAnswer.status).toBe(202);
    expect(await alert(known.email)).toEqual(alertAnswer);
    expect(await alert(staff.email)).toEqual(alertAnswer);

    const { client } = await s.as('candidate');
    const change = async (email: string) =>
      seen(await client.post('/api/account/email', { email, currentPassword: TEST_PASSWORD }));
    const changeAnswer = await change(`nobody3-${known.id}@example.test`);
    expect(changeAnswer).toEqual({ status: 202, body: { ok: true } });
    expect(await change(staff.email)).toEqual(changeAnswer);
  });

  it('an erased account: its old address signs in to nothing, and its placeholder address opens nothing', async () => {
    const { client, user } = await s.as('candidate');
    expect((await client.post('/api/account/delete', { password: TEST_PASSWORD })).status).toBe(200);
    const placeholder = `deleted-${user.id}@deleted.invalid`;
    for (const email of [user.email, placeholder]) {
      const res = await s.client().post('/api/auth/login', { email, password: TEST_PASSWORD });
      expect(res.status, email).toBe(401);
      expect(res.body.code).toBe('invalidCredentials');
    }
    // The placeholder address is refused a reset (the account is inactive): no mail is written to it.
    await s.client().post('/api/auth/forgot-password', { email: placeholder });
    expect(await s.db('password_resets').where({ user_id: user.id })).toHaveLength(0);
  });
});
