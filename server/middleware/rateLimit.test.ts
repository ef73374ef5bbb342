// Sign-in throttling and per-address limits, over HTTP on both engines:
// a source waits longer after each wrong password, a stranger cannot lock a user out, parallel guesses
// count, the limits live in the database (a second server process sees them), and registration,
// contact and employer-request posts are limited per address.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot } from '../boot.ts';
import { readEnv } from '../config.ts';
import { listen } from '../listen.ts';
import { Client, startServer, TEST_PASSWORD, type TestServer } from '../test/harness.ts';
import { twoFactorOn } from '../test/fixtures.ts';
import { addressKey } from './proxy.ts';

describe.each(['postgresql', 'pglite'] as const)('sign-in throttling on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ engine, env: { TRUST_PROXY: '1', LOGIN_LIMIT_PER_ACCOUNT: '12' } });
  });
  afterAll(() => s.close());

  const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
  const login = (email: string, password: string, address: string) =>
    s.client().post('/api/auth/login', { email, password }, from(address));
  /** Time passes for a waiting pair: its wait is over (the test does not sleep through it). */
  const waitIsOver = (email: string, address: string) =>
    s
      .db('rate_limits')
      .where({ key: `login:pair:${email.toLowerCase()}|${address}` })
      .update({ blocked_until: s.db.raw("now() - interval '1 millisecond'") });

  it('makes a source wait longer after each further wrong password, and a success starts it afresh', async () => {
    const user = await s.createUser();
    const at = '198.51.100.1';
    for (let i = 0; i < 3; i++) expect((await login(user.email, 'wrong-pass', at)).status).toBe(401);
    const waits: string[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await login(user.email, TEST_PASSWORD, at); // even the right password waits
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('tooManyAttempts');
      waits.push(refused.headers.get('retry-after')!);
      await waitIsOver(user.email, at);
      expect((await login(user.email, 'wrong-pass', at)).status).toBe(401);
    }
    expect(waits.map(Number)).toEqual([60, 120, 240]); // the harness's 1-minute first wait, doubling
    await waitIsOver(user.email, at);
    expect((await login(user.email, TEST_PASSWORD, at)).status).toBe(200);
    // Afresh: three wrong passwords are free again.
    for (let i = 0; i < 3; i++) expect((await login(user.email, 'wrong-pass', at)).status).toBe(401);
  });

  it('a stranger hammering an account does not lock its owner out', async () => {
    const user = await s.createUser();
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i++) statuses.add((await login(user.email, 'guess', '203.0.113.66')).status);
    expect([...statuses].sort()).toEqual([401, 429]);
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.2')).status).toBe(200);
  });

  it('throttles an address of the longest allowed length like any other', async () => {
    const email = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}@${'d'.repeat(50)}.example.test`;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(email, 'guess', '203.0.113.88')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts guesses sent in parallel', async () => {
    const user = await s.createUser();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(user.email, 'parallel-guess', '203.0.113.77')),
    );
    const tried = answers.filter((a) => a.status === 401).length;
    expect(tried).toBe(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(9);
  });

  it('has a per-account ceiling over every address, far above a few typos', async () => {
    const user = await s.createUser();
    // 12 attempts in the hour (LOGIN_LIMIT_PER_ACCOUNT here), three each from four addresses.
    for (let i = 0; i < 12; i++) expect((await login(user.email, 'guess', `192.0.2.${i % 4}`)).status).toBe(401);
    const over = await login(user.email, TEST_PASSWORD, '192.0.2.200');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3000); // the rest of the hour
  });
});

// 101 wrong guesses from 34 addresses locked an account's owner out for an hour.
// Now the account-wide ceiling holds only sources that never signed in to the account; the owner's
// known address or device gets through, and the attacker still waits.
describe.each(['postgresql', 'pglite'] as const)('the measured lock-out attack on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ engine, env: { TRUST_PROXY: '1' } }); // the real ceiling: 100 an hour
  }, 120_000);
  afterAll(() => s.close());

  const login = (email: string, password: string, address: string) =>
    s.client().post('/api/auth/login', { email, password }, { headers: { 'X-Forwarded-For': address } });

  it('101 wrong guesses from 34 addresses reach the ceiling, and the owner still signs in from home', async () => {
    const user = await s.createUser();
    const home = '198.51.100.70';
    expect((await login(user.email, TEST_PASSWORD, home)).status).toBe(200); // a browser that keeps no cookie
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) statuses.push((await login(user.email, `guess-${i}`, `203.0.113.${i % 34}`)).status);
    expect(statuses.filter((x) => x === 401)).toHaveLength(100);
    expect(statuses.at(-1)).toBe(429);
    // The attacker, from any address new to the account, waits out the hour, the right password too.
    const stranger = await login(user.email, TEST_PASSWORD, '192.0.2.99');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(3000);
    // The owner, from the address they signed in from before, is let in at once.
    expect((await login(user.email, TEST_PASSWORD, home)).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD, home)).status).toBe(200);
    // 105 sign-ins one after another, each hashing a password: past the default 30 s on two loaded cores.
  }, 120_000);
});

describe.each(['postgresql', 'pglite'] as const)('known sources on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ engine, env: { TRUST_PROXY: '1', LOGIN_LIMIT_PER_ACCOUNT: '12' } });
  }, 120_000);
  afterAll(() => s.close());

  const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
  const login = (email: string, password: string, address: string, client = s.client()) =>
    client.post('/api/auth/login', { email, password }, from(address));

  it('a lock-out attempt fails: the owner’s device gets through, even from the attacker’s own address', async () => {
    const user = await s.createUser();
    const office = '198.51.100.80'; // one address shared by the owner and the attacker (a NAT)
    const browser = s.client();
    const first = await login(user.email, TEST_PASSWORD, office, browser);
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie().find((h) => h.startsWith('portal.device='))!;
    expect(cookie).toMatch(/; path=\/api\/auth;/i);
    expect(cookie).toMatch(/; samesite=strict/i);
    expect(cookie).toMatch(/; httponly/i);
    expect(cookie).toMatch(/; expires=/i);
    expect(first.headers.getSetCookie().some((h) => h.startsWith('portal.device.sig='))).toBe(true);

    // The attacker at the office: three free guesses, then the office's pair waits.
    const there = [];
    for (let i = 0; i < 5; i++) there.push((await login(user.email, `guess-${i}`, office)).status);
    expect(there).toEqual([401, 401, 401, 429, 429]);
    // … and from four more addresses the account's ceiling (12 here) for sources new to it.
    for (let i = 0; i < 12; i++) await login(user.email, `guess-${i}`, `203.0.113.${100 + (i % 4)}`);
    expect((await login(user.email, TEST_PASSWORD, '192.0.2.150')).status).toBe(429);
    // A browser with no cookie at the office shares the office's waiting pair…
    expect((await login(user.email, TEST_PASSWORD, office)).status).toBe(429);
    // … but the owner's browser is its own source: signed in, at the office and from anywhere else.
    expect((await login(user.email, TEST_PASSWORD, office, browser)).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD, '192.0.2.151', browser)).status).toBe(200);
  });

  it('a device cookie counts only for the account it signed in to, and only as the server signed it', async () => {
    const victim = await s.createUser();
    const attacker = await s.createUser();
    const browser = s.client();
    expect((await login(attacker.email, TEST_PASSWORD, '192.0.2.160', browser)).status).toBe(200);
    // The attacker's own known device is a stranger to the victim's account: the ceiling holds it.
    for (let i = 0; i < 12; i++) await login(victim.email, `guess-${i}`, `203.0.113.${110 + (i % 4)}`, browser);
    expect((await login(victim.email, TEST_PASSWORD, '192.0.2.161', browser)).status).toBe(429);
    // Rewriting the cookie to name the victim's account breaks its signature: no known device either.
    const value = browser.cookies.get('portal.device')!;
    browser.cookies.set('portal.device', value.replace(/\.\d+-/, `.${victim.id}-`));
    expect((await login(victim.email, TEST_PASSWORD, '192.0.2.162', browser)).status).toBe(429);
  });

  it('the attacker’s own waits keep growing while the owner signs in', async () => {
    const user = await s.createUser();
    const owner = s.client();
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.90', owner)).status).toBe(200);
    const at = '203.0.113.120';
    for (let i = 0; i < 3; i++) expect((await login(user.email, 'guess', at)).status).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await login(user.email, TEST_PASSWORD, at);
      expect(refused.status).toBe(429);
      waits.push(Number(refused.headers.get('retry-after')));
      expect((await login(user.email, TEST_PASSWORD, '198.51.100.90', owner)).status).toBe(200);
      await s
        .db('rate_limits')
        .where({ key: `login:pair:${user.email.toLowerCase()}|${at}` })
        .update({ blocked_until: s.db.raw("now() - interval '1 millisecond'") });
      expect((await login(user.email, 'guess', at)).status).toBe(401);
    }
    expect(waits).toEqual([60, 120, 240]);
  });

  it('an accepted password waiting for its two-factor code never counts as a failure; wrong codes do', async () => {
    const { client, user } = await s.as('admin');
    const { secret } = await twoFactorOn(client);
    // 15 unfinished sign-ins from one address new to the account, and 15 from 15 such addresses.
    for (let i = 0; i < 15; i++) {
      const half = await login(user.email, TEST_PASSWORD, '198.51.100.100');
      expect(half.body.data, `unfinished sign-in ${i}`).toEqual({ totpRequired: true });
    }
    for (let i = 0; i < 15; i++)
      expect((await login(user.email, TEST_PASSWORD, `203.0.113.${130 + i}`)).body.data).toEqual({
        totpRequired: true,
      });
    // The staff member finishes from that address: signed in.
    const browser = s.client();
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.100', browser)).body.data).toEqual({
      totpRequired: true,
    });
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await browser.post('/api/auth/login/totp', { code }, from('198.51.100.100'))).status).toBe(200);
    // Wrong codes count like wrong passwords: three free, then the source waits.
    const guesser = s.client();
    const at = '203.0.113.160';
    expect((await login(user.email, TEST_PASSWORD, at, guesser)).body.data).toEqual({ totpRequired: true });
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await guesser.post('/api/auth/login/totp', { code: '000000' }, from(at))).status);
    expect(codes).toEqual([401, 401, 401, 429]);
    // A right password in between does not start the source afresh.
    await s
      .db('rate_limits')
      .where({ key: `login:pair:${user.email.toLowerCase()}|${at}` })
      .update({ blocked_until: s.db.raw("now() - interval '1 millisecond'") });
    expect((await login(user.email, TEST_PASSWORD, at, guesser)).body.data).toEqual({ totpRequired: true });
    expect((await guesser.post('/api/auth/login/totp', { code: '000000' }, from(at))).status).toBe(401);
    const next = await guesser.post('/api/auth/login/totp', { code: '000000' }, from(at));
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBe(120);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const user = await s.createUser();
    const tries = [];
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2::2',
      '2001:db8:1:2:ffff:ffff:ffff:fffe',
      '2001:db8:1:2:0:0:0:9',
    ])
      tries.push((await login(user.email, 'guess', address)).status);
    expect(tries).toEqual([401, 401, 401, 429]);
    expect((await login(user.email, 'guess', '2001:db8:1:3::1')).status).toBe(401); // the next /64
    // An IPv4 address written as IPv6 is that IPv4 address.
    for (let i = 0; i < 3; i++) await login(user.email, 'guess', '198.51.100.111');
    expect((await login(user.email, 'guess', '::ffff:198.51.100.111')).status).toBe(429);
  });
});

// X-Forwarded-* count only from the configured proxy (TRUST_PROXY_FROM): the harness connects from
// 127.0.0.1, which is not the proxy here, so every header it writes is ignored.
describe.each(['postgresql', 'pglite'] as const)(
  'X-Forwarded-For from a peer that is not the proxy, on %s',
  (engine) => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer({ engine, env: { TRUST_PROXY: '1', TRUST_PROXY_FROM: '192.0.2.250, 2001:db8::/32' } });
    }, 120_000);
    afterAll(() => s.close());

    it('is ignored: every guess counts for the peer’s own address, and HTTPS is not believed', async () => {
      const user = await s.createUser();
      const tries = [];
      for (let i = 0; i < 4; i++)
        tries.push(
          (
            await s
              .client()
              .post(
                '/api/auth/login',
                { email: user.email, password: 'guess' },
                { headers: { 'X-Forwarded-For': `203.0.113.${200 + i}`, 'X-Forwarded-Proto': 'https' } },
              )
          ).status,
        );
      expect(tries).toEqual([401, 401, 401, 429]);
      expect(await s.db('rate_limits').where('key', 'like', 'login:pair:%').pluck('key')).toEqual([
        `login:pair:${user.email.toLowerCase()}|127.0.0.1`,
      ]);
      const page = await s
        .client()
        .request('GET', '/api/health', undefined, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(page.headers.get('strict-transport-security')).toBeNull();
    });
  },
);

describe('client addresses as the limits count them', () => {
  it('an IPv6 address by its /64, an IPv4 one as it is', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
  });

  it('TRUST_PROXY_FROM takes addresses and CIDR blocks, defaults to this machine and private networks, and refuses nonsense', () => {
    expect(readEnv({ TRUST_PROXY: '1' }).app.trustProxyFrom).toEqual([
      '127.0.0.0/8',
      '::1/128',
      '10.0.0.0/8',
      '172.16.0.0/12',
      '192.168.0.0/16',
      'fc00::/7',
    ]);
    expect(readEnv({ TRUST_PROXY: '1', TRUST_PROXY_FROM: '203.0.113.5, 2001:db8::/48' }).app.trustProxyFrom).toEqual([
      '203.0.113.5',
      '2001:db8::/48',
    ]);
    for (const bad of ['proxy.example', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', ','])
      expect(() => readEnv({ TRUST_PROXY: '1', TRUST_PROXY_FROM: bad }), bad).toThrow(/TRUST_PROXY_FROM/);
  });
});

describe('limits live in the database', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ env: { TRUST_PROXY: '1', FORM_LIMIT_PER_ADDRESS: '2' } });
  });
  afterAll(() => s.close());

  it('a second server process on the same PostgreSQL enforces what the first counted', async () => {
    const second = await boot(
      readEnv({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        DATABASE_URL: s.databaseUrl,
        TRUST_PROXY: '1',
        LOGIN_DELAY_BASE_MS: '60000',
      }),
      { seedDemoData: false },
    );
    const server = await listen(second.app, 0, '127.0.0.1', 60_000);
    try {
      const other = new Client(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
      const user = await s.createUser();
      const via = { headers: { 'X-Forwarded-For': '198.51.100.9' } };
      for (let i = 0; i < 3; i++)
        expect((await s.client().post('/api/auth/login', { email: user.email, password: 'x-wrong' }, via)).status).toBe(
          401,
        );
      const there = await other.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }, via);
      expect(there.status).toBe(429);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await second.database.close();
    }
  });

  it('limits registration, contact and employer-request posts per address', async () => {
    const contact = {
      firstName: 'Anna',
      lastName: 'Kovács',
      email: 'anna@example.test',
      subject: 'general',
      message: 'Hello, I would like to know more about your services.',
    };
    const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
    const post = (path: string, body: unknown, address: string) => s.client().post(path, body, from(address));
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post('/api/contact', contact, '198.51.100.30')).status);
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await post('/api/contact', contact, '198.51.100.30');
    expect(refused.body).toEqual({
      ok: false,
      requestId: expect.any(String),
      error: 'Too many requests from this address. Please try again later.',
      code: 'tooManyRequests',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post('/api/contact', contact, '198.51.100.31')).status).toBe(201);

    const register = (i: number) => ({
      email: `limit-${i}-${Date.now()}@example.test`,
      firstName: 'Anna',
      lastName: 'Kovács',
      role: 'candidate',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    const registered = [];
    for (let i = 0; i < 3; i++)
      registered.push((await post('/api/auth/register', register(i), '198.51.100.40')).status);
    expect(registered).toEqual([201, 201, 429]);

    const request = {
      companyName: 'Danube Analytics',
      contactPerson: 'Anna Kovács',
      email: 'anna@example.test',
      phone: '+36 30 123 4567',
      jobTitle: 'Data Engineer',
      description: 'We need a senior data engineer for our credit risk platform.',
    };
    const requested = [];
    for (let i = 0; i < 3; i++) requested.push((await post('/api/employer-request', request, '198.51.100.50')).status);
    expect(requested).toEqual([201, 201, 429]);
  });
});
