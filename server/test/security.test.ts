// Regression tests for the findings of a security review, over real HTTP on both engines.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StartupRefusedError, boot, isLoopback } from '../boot.ts';
import { readEnv } from '../config.ts';
import { ensureOwner } from '../db/seed.ts';
import { createLogger, type Logger } from '../log/index.ts';
import { files, startServer, TEST_PASSWORD, validJob, type TestServer } from './harness.ts';

describe.each(['postgresql', 'pglite'] as const)('security findings on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    // Off: these tests change the database behind the app's back (as another process's start-up would),
    // which the 1 s read cache (middleware/readCache.ts) may hide for up to that second.
    s = await startServer({ engine, env: { READ_CACHE_MS: '0' } });
  });
  afterAll(() => s.close());

  describe('OWNER_EMAIL at start-up', () => {
    const login = (email: string, password: string) => s.client().post('/api/auth/login', { email, password });
    /** Runs `fn` with a logger of its own: what it logged, as the text of its info, warn and error lines. */
    const quietly = async <T>(fn: (log: Logger) => Promise<T>) => {
      const lines: { level: string; msg: string }[] = [];
      const log = createLogger({ destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
      const result = await fn(log);
      const at = (level: string) =>
        lines
          .filter((l) => l.level === level)
          .map((l) => l.msg)
          .join('\n');
      return { result, logged: [at('info'), at('warn'), at('error')] };
    };

    it('never makes an account registered by the public staff, and says so in the log', async () => {
      const { client, user } = await s.as('candidate');
      const { result, logged } = await quietly((log) =>
        ensureOwner(s.db, user.email.toUpperCase(), 'owner-pass-123', { log }),
      );
      expect(result).toBe('refusedPublicAccount');
      expect(logged[2]).toContain(user.email);
      expect(logged[2]).toContain('OWNER_PROMOTE_EXISTING');
      // Still a candidate, still signed in, and the configured password does not open it.
      const me = await client.get('/api/auth/me');
      expect(me.body.data.user.role).toBe('candidate');
      expect((await client.get('/api/admin/users')).status).toBe(403);
      expect((await login(user.email, 'owner-pass-123')).status).toBe(401);
    });

    it('promotes a public account only with OWNER_PROMOTE_EXISTING, ending its sessions', async () => {
      const { client, user } = await s.as('employer');
      const { result, logged } = await quietly((log) =>
        ensureOwner(s.db, user.email, 'owner-pass-123', { promoteExisting: true, log }),
      );
      expect(result).toBe('promoted');
      expect(logged[1]).toContain(user.email);
      expect((await client.get('/api/auth/me')).status).toBe(401);
      const owner = await login(user.email, 'owner-pass-123');
      expect(owner.status).toBe(200);
      expect(owner.body.data.user.role).toBe('owner');
    });

    it('a password change from configuration ends every session of the owner; the same password keeps them', async () => {
      const { client, user } = await s.as('owner');
      const same = await quietly((log) => ensureOwner(s.db, user.email, TEST_PASSWORD, { log }));
      expect(same.result).toBe('unchanged');
      expect((await client.get('/api/auth/me')).status).toBe(200);
      const changed = await quietly((log) => ensureOwner(s.db, user.email, 'a-new-owner-pass', { log }));
      expect(changed.result).toBe('passwordChanged');
      expect(changed.logged[1]).toContain(user.email);
      expect((await client.get('/api/auth/me')).status).toBe(401);
      expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
      expect((await login(user.email, 'a-new-owner-pass')).status).toBe(200);
    });

    it('promoting an admin to owner ends the sessions it had', async () => {
      const { client, user } = await s.as('admin');
      const { result } = await quietly((log) => ensureOwner(s.db, user.email, TEST_PASSWORD, { log }));
      expect(result).toBe('promoted');
      expect((await client.get('/api/auth/me')).status).toBe(401);
      expect((await login(user.email, TEST_PASSWORD)).body.data.user.role).toBe('owner');
    });
  });

  describe('route spelling and the cross-origin check agree', () => {
    it('refuses a foreign-origin upload to /API/upload-cv and stores nothing', async () => {
      const { client } = await s.as('candidate');
      const foreign = { headers: { Origin: 'https://evil.example' } };
      for (const path of ['/API/upload-cv', '/Api/Upload-CV', '/api/upload-cv/', '/API/upload-cv-registration']) {
        const res = await client.upload(path, 'cv.pdf', files.pdf(), 'application/pdf', foreign);
        expect([403, 404], `${path}: ${res.status} ${res.text}`).toContain(res.status);
      }
      const status = await client.get('/api/candidate/cv-status');
      expect(status.body.data.hasExistingCv).toBe(false);
    });

    it('answers routes only under their own spelling', async () => {
      const { client } = await s.as('candidate');
      // Not a route: the body is not even read as an upload (multipart only goes to the upload routes).
      const res = await client.upload('/API/upload-cv', 'cv.pdf', files.pdf(), 'application/pdf');
      expect([404, 415]).toContain(res.status);
      expect((await client.post('/API/auth/logout')).status).toBe(404);
      expect((await client.get('/api/candidate/cv-status')).body.data.hasExistingCv).toBe(false);
      // The right spelling still works.
      expect((await client.upload('/api/upload-cv', 'cv.pdf', files.pdf(), 'application/pdf')).status).toBe(201);
    });

    it('refuses a foreign-origin JSON write under any spelling', async () => {
      const c = s.client();
      for (const path of ['/API/contact', '/api/Contact', '/api/contact']) {
        const res = await c.post(path, {}, { headers: { Origin: 'https://evil.example' } });
        expect(res.status, path).toBe(403);
      }
    });
  });
});

describe('behind a trusted proxy the limits count the address the proxy appended', () => {
  let p: TestServer;
  beforeAll(async () => {
    p = await startServer({
      env: { TRUST_PROXY: '1', LOGIN_LIMIT_PER_ADDRESS: '3', UPLOAD_LIMIT_PER_ADDRESS: '2' },
    });
  });
  afterAll(() => p.close());
  // What one proxy hop passes on: whatever the client wrote, then the address the proxy saw.
  const spoofed = (i: number, real: string) => ({ headers: { 'X-Forwarded-For': `10.${i}.0.1, ${real}` } });

  it('spoofed X-Forwarded-For entries still hit the sign-in limit per address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await p
        .client()
        .post(
          '/api/auth/login',
          { email: `guess-${i}@example.test`, password: 'wrong-pass' },
          spoofed(i, '203.0.113.9'),
        );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another real address is not held up by it.
    const user = await p.createUser();
    const other = await p
      .client()
      .post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }, spoofed(9, '203.0.113.10'));
    expect(other.status).toBe(200);
  });

  it('spoofed X-Forwarded-For entries still hit the upload limit per address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await p
        .client()
        .upload('/api/upload-cv-registration', 'cv.pdf', files.pdf(), 'application/pdf', spoofed(i, '203.0.113.20'));
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
  });

  it('start-up creates the configured owner when the address is free', async () => {
    const spy = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const o = await startServer({
      env: { OWNER_EMAIL: 'Boss@Example.test', OWNER_PASSWORD: 'owner-pass-123' },
    }).finally(() => spy.mockRestore());
    try {
      const res = await o.client().post('/api/auth/login', { email: 'boss@example.test', password: 'owner-pass-123' });
      expect(res.body.data.user.role).toBe('owner');
    } finally {
      await o.close();
    }
  });

  it('reads TRUST_PROXY as a number of hops and refuses nonsense', () => {
    expect(readEnv({ TRUST_PROXY: '1' }).app).toMatchObject({ trustProxy: true, proxyHops: 1 });
    expect(readEnv({ TRUST_PROXY: 'true' }).app).toMatchObject({ trustProxy: true, proxyHops: 1 });
    expect(readEnv({ TRUST_PROXY: '2' }).app).toMatchObject({ trustProxy: true, proxyHops: 2 });
    expect(readEnv({}).app).toMatchObject({ trustProxy: false, proxyHops: 0 });
    expect(readEnv({ TRUST_PROXY: '0' }).app).toMatchObject({ trustProxy: false, proxyHops: 0 });
    expect(() => readEnv({ TRUST_PROXY: 'all' })).toThrow(/TRUST_PROXY/);
  });
});

/** A raw HTTP request (fetch refuses TRACE and cannot trickle a body). */
function rawRequest(url: string, method: string, reqPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${reqPath}`, { method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('headers, session lifetime, slow bodies, unknown methods', () => {
  let s: TestServer;
  const logLines: { level: string }[] = [];
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sec-'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Portal</title>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>',
    );
    // READ_CACHE_MS 0: the session-lifetime test moves the clock in the database behind the app's back.
    s = await startServer({
      env: { STATIC_DIR: dir, TRUST_PROXY: '1', REQUEST_TIMEOUT_MS: '2000', READ_CACHE_MS: '0' },
      log: { write: (line: string) => void logLines.push(JSON.parse(line) as { level: string }) },
    });
  });
  afterAll(async () => {
    await s.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("gives pages a Content-Security-Policy without inline script, the JSON-LD this response's nonce", async () => {
    const employer = (await s.as('employer')).client;
    const job = (await employer.post('/api/employer/jobs', validJob())).body.data.job as { slug: string };
    const pages = await Promise.all([s.client().get(`/jobs/${job.slug}`), s.client().get(`/jobs/${job.slug}`)]);
    const nonces = pages.map((page) => {
      expect(page.status).toBe(200);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).not.toContain('unsafe-eval');
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce).toBeTruthy();
      expect(page.text).toContain(`<script type="application/ld+json" id="page-jsonld" nonce="${nonce}">`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const p of ['/', '/login', '/no-such-page']) {
      const page = await s.client().get(p);
      expect(page.headers.get('content-security-policy'), p).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-frame-options'), p).toBe('DENY');
    }
    const api = await s.client().get('/api/jobs');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('sends HSTS only over HTTPS (here: a trusted proxy saying so)', async () => {
    const https = await s
      .client()
      .request('GET', '/api/health', undefined, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const page = await s.client().request('GET', '/', undefined, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const plain = await s.client().get('/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('ends a session 30 days after sign-in however active it stayed', async () => {
    const { client, user } = await s.as('candidate');
    expect((await client.get('/api/auth/me')).status).toBe(200);
    // 29 days in: still open. The idle expiry is weeks away either way.
    await s
      .db('sessions')
      .where({ user_id: user.id })
      .update({ created_at: s.db.raw("now() - interval '29 days'") });
    expect((await client.get('/api/auth/me')).status).toBe(200);
    await s
      .db('sessions')
      .where({ user_id: user.id })
      .update({ created_at: s.db.raw("now() - interval '30 days 1 minute'") });
    const after = await client.get('/api/auth/me');
    expect(after.status).toBe(401);
  });

  it('cuts a request whose body trickles in with 408 and closes the connection', async () => {
    const { port } = new URL(s.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"firstName":',
        );
      });
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (d: string) => (text += d));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers TRACE and other unknown methods 405, logging no error', async () => {
    const before = logLines.length;
    for (const [method, p] of [
      ['TRACE', '/'],
      ['TRACE', '/api/jobs'],
      ['TRACE', '/API/jobs'],
      ['PROPFIND', '/api/auth/me'],
      ['PURGE', '/assets/index.js'],
    ] as const) {
      const res = await rawRequest(s.url, method, p);
      expect(res.status, `${method} ${p}`).toBe(405);
      expect(JSON.parse(res.body)).toEqual({
        ok: false,
        requestId: expect.any(String),
        error: 'Method not allowed',
        code: 'methodNotAllowed',
      });
    }
    expect(logLines.slice(before).filter((l) => l.level === 'error' || l.level === 'fatal')).toEqual([]);
  });
});

describe('the demo stays on this machine', () => {
  it('listens on 127.0.0.1 by default on the embedded database, on every interface with PostgreSQL', () => {
    expect(readEnv({}).host).toBe('127.0.0.1');
    expect(readEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readEnv({ DATABASE_URL: 'postgres://db/portal' }).host).toBe('0.0.0.0');
    for (const h of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]']) expect(isLoopback(h), h).toBe(true);
    for (const h of ['0.0.0.0', '::', '192.168.1.5', 'portal.example']) expect(isLoopback(h), h).toBe(false);
  });

  it('refuses to serve demo accounts on a reachable address unless SEED_DEMO=1 says so', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-demo-'));
    const start = (env: NodeJS.ProcessEnv) => boot(readEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }));
    try {
      // The demo would be created on every interface: refused before anything is written.
      await expect(start({ HOST: '0.0.0.0' })).rejects.toThrow(StartupRefusedError);
      // On this machine only: the demo is seeded as ever.
      const local = await start({});
      expect(await local.database.knex('users').where({ email: 'owner@portaltalent.eu' }).first('id')).toBeTruthy();
      await local.database.close();
      // Reachable, demo off, but the demo accounts still open with the published password: refused.
      const refused = start({ HOST: '0.0.0.0', SEED_DEMO: '0' });
      await expect(refused).rejects.toThrow(/SEED_DEMO=1/);
      // Explicitly asked for: starts.
      const shown = await start({ HOST: '0.0.0.0', SEED_DEMO: '1' });
      await shown.database.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000); // the embedded database is created and the demo seeded: ~20 s on a loaded machine
});

describe.each(['postgresql', 'pglite'] as const)('the owner disables staff accounts on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ engine });
  });
  afterAll(() => s.close());

  it('the owner disables an admin: its sessions end and it cannot sign in; enabling restores it', async () => {
    const owner = await s.as('owner');
    const admin = await s.as('admin');
    expect((await admin.client.get('/api/admin/users')).status).toBe(200);
    const off = await owner.client.patch(`/api/admin/users/${admin.user.id}`, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.body.data.user).toMatchObject({ id: admin.user.id, isActive: false, role: 'admin' });
    expect((await admin.client.get('/api/admin/users')).status).toBe(401);
    const login = await s.client().post('/api/auth/login', { email: admin.user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('accountDisabled');
    expect((await owner.client.patch(`/api/admin/users/${admin.user.id}`, { isActive: true })).status).toBe(200);
    expect(
      (await s.client().post('/api/auth/login', { email: admin.user.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it('an admin cannot disable staff accounts', async () => {
    const admin = await s.as('admin');
    const other = await s.createUser({ role: 'admin' });
    const owner = await s.createUser({ role: 'owner' });
    for (const id of [other.id, owner.id]) {
      const res = await admin.client.patch(`/api/admin/users/${id}`, { isActive: false });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('protectedAccount');
    }
    expect((await s.db('users').whereIn('id', [other.id, owner.id]).where({ is_active: true })).length).toBe(2);
  });

  it('never disables the last active owner, even when two owners disable each other at once', async () => {
    await s.db('users').where({ role: 'owner' }).update({ is_active: false });
    const a = await s.as('owner');
    const b = await s.as('owner');
    const both = await Promise.all([
      a.client.patch(`/api/admin/users/${b.user.id}`, { isActive: false }),
      b.client.patch(`/api/admin/users/${a.user.id}`, { isActive: false }),
    ]);
    // One wins; the other is refused (409), or, when the first is done before its turn, finds itself
    // disabled and signed out (401).
    const statuses = both.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    expect(await s.db('users').where({ role: 'owner', is_active: true }).select('id')).toHaveLength(1);
    const survivor = both[0].status === 200 ? a : b;
    const last = await survivor.client.patch(`/api/admin/users/${survivor.user.id}`, { isActive: false });
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('protectedAccount');
    expect((await survivor.client.get('/api/auth/me')).status).toBe(200);
  });
});
