// Staff two-factor sign-in with codes made by otplib in the test: set up and confirm, the second
// sign-in step (no session before the right code, recovery codes single use), the settings screen,
// disabling with password and code, and the roles; every code is accepted once (replay).
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, startServer, type Client, type TestServer } from '../../test/harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s.close();
});

/** A code for the secret that is not the current one (the previous one a minute ago is outside the window). */
const staleCode = async (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) - 120 });
/** The code of the next 30-second step (accepted for clock drift): later than the one that enabled. */
const nextCode = async (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function enable(client: Client) {
  const setup = await client.post('/api/admin/totp/setup');
  expect(setup.status).toBe(200);
  const { secret, uri, qr } = setup.body.data as { secret: string; uri: string; qr: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  expect(uri).toContain(`secret=${secret}`);
  expect(qr).toMatch(/^data:image\/png;base64,/);
  const wrong = await client.post('/api/admin/totp/enable', { code: await staleCode(secret) });
  expect(wrong.status).toBe(400);
  expect((await client.get('/api/admin/totp')).body.data.enabled).toBe(false);
  const ok = await client.post('/api/admin/totp/enable', { code: await generate({ secret }) });
  expect(ok.status).toBe(200);
  const codes = ok.body.data.recoveryCodes as string[];
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  return { secret, codes };
}

describe('staff two-factor sign-in', () => {
  it('is set up with a confirmed code; sign-in then needs a code, and the settings screen says configured', async () => {
    const { client, user } = await s.as('admin');
    expect((await client.get('/api/admin/settings')).body.security.twoFactor).toBe(false);
    const { secret, codes } = await enable(client);
    expect((await client.get('/api/admin/settings')).body.security.twoFactor).toBe(true);
    // Recovery codes are stored hashed only.
    const stored = await s.db('totp_recovery_codes').where({ user_id: user.id }).pluck('code_hash');
    expect(stored).toHaveLength(10);
    expect(stored).not.toContain(codes[0]);

    const browser = s.client();
    const first = await browser.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ totpRequired: true });
    // Half-way in is not signed in.
    expect((await browser.get('/api/auth/me')).status).toBe(401);
    expect((await browser.get('/api/admin/dashboard')).status).toBe(401);
    const wrong = await browser.post('/api/auth/login/totp', { code: await staleCode(secret) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('invalidCredentials');
    expect((await browser.get('/api/auth/me')).status).toBe(401);
    // The code that enabled two-factor was spent: the next one signs in.
    const right = await browser.post('/api/auth/login/totp', { code: await nextCode(secret) });
    expect(right.status).toBe(200);
    expect(right.body.data.user.email).toBe(user.email);
    expect((await browser.get('/api/auth/me')).status).toBe(200);
    // The code step works only after the password, once.
    expect((await browser.post('/api/auth/login/totp', { code: await generate({ secret }) })).status).toBe(401);
    expect((await s.client().post('/api/auth/login/totp', { code: await generate({ secret }) })).status).toBe(401);

    // A recovery code signs in once.
    const other = s.client();
    await other.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect((await other.post('/api/auth/login/totp', { code: codes[3] })).status).toBe(200);
    const again = s.client();
    await again.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect((await again.post('/api/auth/login/totp', { code: codes[3] })).status).toBe(401);
  });

  it('is disabled only with the password and a code, and sign-in is one step again', async () => {
    const { client, user } = await s.as('owner');
    const { secret } = await enable(client);
    const noPassword = await client.post('/api/admin/totp/disable', {
      password: 'not-the-password',
      code: await generate({ secret }),
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.code).toBe('currentPasswordWrong');
    const noCode = await client.post('/api/admin/totp/disable', { password: TEST_PASSWORD, code: '000000' });
    expect(noCode.status).toBe(400);
    expect((await client.get('/api/admin/totp')).body.data.enabled).toBe(true);
    const ok = await client.post('/api/admin/totp/disable', {
      password: TEST_PASSWORD,
      code: await nextCode(secret),
    });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/admin/totp')).body.data.enabled).toBe(false);
    const browser = s.client();
    const login = await browser.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(login.body.data.user.email).toBe(user.email);
    expect(await s.db('totp_recovery_codes').where({ user_id: user.id })).toHaveLength(0);
  });

  it('is for staff only; a wrong password never reaches the code step', async () => {
    const cand = await s.as('candidate');
    expect((await cand.client.post('/api/admin/totp/setup')).status).toBe(403);
    expect((await s.client().post('/api/admin/totp/setup')).status).toBe(401);
    const staff = await s.as('admin');
    await enable(staff.client);
    const browser = s.client();
    const bad = await browser.post('/api/auth/login', { email: staff.user.email, password: 'wrong-password' });
    expect(bad.status).toBe(401);
    expect((await browser.post('/api/auth/login/totp', { code: '123456' })).status).toBe(401);
    expect((await browser.post('/api/auth/login/totp', { code: '' })).status).toBe(400);
  });
});

describe.each(['postgresql', 'pglite'] as const)('a two-factor code on %s', (engine) => {
  let e: TestServer;
  beforeAll(async () => {
    e = await startServer({ engine });
  });
  afterAll(() => e.close());

  /** A browser half-way in: right password, code still to give. The sign-in throttle (tested in
   * rateLimit.test.ts) counts every half-way sign-in and code of one account from one address; it
   * starts afresh here so that each code below reaches the check. */
  async function pending(email: string) {
    const browser = e.client();
    expect((await browser.post('/api/auth/login', { email, password: TEST_PASSWORD })).body.data).toEqual({
      totpRequired: true,
    });
    await e.db('rate_limits').where('key', 'like', 'login:%').delete();
    return browser;
  }

  it('signs in once: the same code again fails like a wrong one, and so does the code that enabled', async () => {
    const { client, user } = await e.as('admin');
    const setup = (await client.post('/api/admin/totp/setup')).body.data as { secret: string };
    const enabling = await generate({ secret: setup.secret });
    expect((await client.post('/api/admin/totp/enable', { code: enabling })).status).toBe(200);
    const replayedEnable = await pending(user.email);
    const refused = await replayedEnable.post('/api/auth/login/totp', { code: enabling });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('invalidCredentials');

    const code = await nextCode(setup.secret);
    expect((await (await pending(user.email)).post('/api/auth/login/totp', { code })).status).toBe(200);
    const second = await pending(user.email);
    const again = await second.post('/api/auth/login/totp', { code });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('invalidCredentials');
    expect((await second.get('/api/auth/me')).status).toBe(401);
  });

  it('passes exactly one of two requests sent at once with the same code or recovery code', async () => {
    const { client, user } = await e.as('owner');
    const { secret, codes } = await enable(client);
    const code = await nextCode(secret);
    const [a, b] = await Promise.all([pending(user.email), pending(user.email)]);
    const both = await Promise.all([a, b].map((x) => x.post('/api/auth/login/totp', { code })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);

    const [c, d] = await Promise.all([pending(user.email), pending(user.email)]);
    const recovery = await Promise.all([c, d].map((x) => x.post('/api/auth/login/totp', { code: codes[0] })));
    expect(recovery.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('enables once when the same confirming code is sent twice at once', async () => {
    const { client, user } = await e.as('admin');
    const setup = (await client.post('/api/admin/totp/setup')).body.data as { secret: string };
    const code = await generate({ secret: setup.secret });
    const both = await Promise.all([1, 2].map(() => client.post('/api/admin/totp/enable', { code })));
    // The other is refused: as a code already used (400), or, when the first has finished, as two-factor
    // being on already (409).
    expect(both.filter((r) => r.status === 200)).toHaveLength(1);
    const loser = both.find((r) => r.status !== 200)!;
    expect([
      [400, 'invalidInput'],
      [409, 'totpAlreadyOn'],
    ]).toContainEqual([loser.status, loser.body.code]);
    // The recovery codes kept are the ones shown.
    const shown = both.find((r) => r.status === 200)!.body.data.recoveryCodes as string[];
    const browser = await pending(user.email);
    expect((await browser.post('/api/auth/login/totp', { code: shown[9] })).status).toBe(200);
  });
});
