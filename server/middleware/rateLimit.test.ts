// Sign-in throttling and per-address limits (issue 15, findings 3 and 4), over HTTP on both engines:
// a source waits longer after each wrong password, a stranger cannot lock a user out, parallel guesses
// count, the limits live in the database (a second server process sees them), and registration,
// contact and employer-request posts are limited per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot } from '../boot.ts';
import { readEnv } from '../config.ts';
import { listen } from '../listen.ts';
import { Client, startServer, TEST_PASSWORD, type TestServer } from '../test/harness.ts';

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
