// Two real server processes (`server/main.ts`, as `npm start` runs it) on one throwaway PostgreSQL
// (Faults): nothing a user depends on is kept in one process. A session made on A works on B,
// a sign-in throttle hit on A holds on B, a CV uploaded through A downloads through B, and mail queued
// through A is sent exactly once while both outbox workers run. A job written elsewhere shows on B within B's
// read cache time.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import knexPkg, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../scripts/lib/cluster.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { jobInputSchema } from '../contract/index.ts';
import { insertJob } from '../features/jobs/repo.ts';
import { Client, TEST_PASSWORD, files, validJob } from './harness.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp.ts';

interface Proc {
  url: string;
  child: ChildProcess;
  output: string;
}

let cluster: Cluster;
let smtp: SmtpCapture;
let db: Knex;
const procs: Proc[] = [];

/** A free loopback port (the kernel's pick, released for the child to take). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `npm start`'s entry point and resolves once it logs that it listens. */
async function startProcess(name: string): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      COMPANY_NAME: 'Példa Bérszámfejtő Kft.',
      COMPANY_POSTAL_CODE: '1011',
      COMPANY_CITY: 'Budapest',
      COMPANY_STREET: 'Fő utca 1.',
      COMPANY_TAX_NUMBER: '87654323-2-41',
      COMPANY_VAT_NUMBER: 'HU87654323',
      COMPANY_IBAN: 'HU42117730161111101800000000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: cluster.databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      SESSION_SECRET: 'two-processes-share-this-secret-0123456789',
      SMTP_URL: smtp.url,
      STAFF_EMAIL: 'staff@example.test',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      LOGIN_DELAY_BASE_MS: '60000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = { url: `http://127.0.0.1:${port}`, child, output: '' };
  procs.push(proc);
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      proc.output += d.toString();
      if (proc.output.includes('Portal running at')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server ${name} exited (${code}):\n${proc.output}`)));
  });
  return proc;
}

let a: Proc;
let b: Proc;
let candidate: { id: number; email: string };

beforeAll(async () => {
  cluster = startCluster();
  smtp = await startSmtpCapture();
  // One after the other: the first migrates the empty database, the second finds it current.
  a = await startProcess('A');
  b = await startProcess('B');
  db = knexPkg({ client: 'pg', connection: cluster.databaseUrl, pool: { min: 0, max: 2 } });
  const [row] = await db('users')
    .insert({
      email: 'two-processes@example.test',
      role: 'candidate',
      first_name: 'Ada',
      last_name: 'Twofold',
      password_hash: await hashPassword(TEST_PASSWORD),
    })
    .returning(['id', 'email']);
  candidate = row as { id: number; email: string };
}, 90_000);

afterAll(async () => {
  await Promise.all(
    procs.map(
      (p) =>
        new Promise<void>((resolve) => {
          if (p.child.exitCode !== null) return resolve();
          p.child.once('exit', () => resolve());
          p.child.kill('SIGTERM');
        }),
    ),
  );
  await db?.destroy();
  await smtp?.close();
  cluster?.stop();
}, 60_000);

/** The same cookie jar pointed at another process. */
function sameBrowser(client: Client, url: string): Client {
  const other = new Client(url);
  other.cookies = client.cookies;
  return other;
}

describe('two server processes on one PostgreSQL', () => {
  it('a session made on A works on B, and signing out on B ends it on A', async () => {
    const onA = new Client(a.url);
    expect((await onA.post('/api/auth/login', { email: candidate.email, password: TEST_PASSWORD })).status).toBe(200);
    const onB = sameBrowser(onA, b.url);
    const me = await onB.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.data.user.email).toBe(candidate.email);
    expect((await onB.post('/api/auth/logout')).status).toBe(200);
    expect((await sameBrowser(onB, a.url).get('/api/auth/me')).status).toBe(401);
  });

  it('a sign-in throttle reached on A holds on B, the right password included', async () => {
    const email = 'throttled@example.test';
    await db('users').insert({
      email,
      role: 'candidate',
      first_name: 'Tom',
      last_name: 'Throttle',
      password_hash: await hashPassword(TEST_PASSWORD),
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5 && statuses.at(-1) !== 429; i++)
      statuses.push((await new Client(a.url).post('/api/auth/login', { email, password: 'wrong-password' })).status);
    expect(statuses.at(-1)).toBe(429);
    const onB = await new Client(b.url).post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(onB.status).toBe(429);
    expect(onB.body.code).toBe('tooManyAttempts');
    expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a job written by another process shows on B once the read cache time of B has passed, and leaves when archived', async () => {
    const job = await insertJob(db, null, jobInputSchema.parse(validJob({ title: 'Kept Analyst' })));
    const visitor = new Client(b.url);
    expect((await visitor.get(`/api/jobs/${job.slug}`)).body.title).toBe('Kept Analyst');
    await db('jobs').where({ id: job.id }).update({ title: 'Renamed Analyst' });
    // B keeps the job under the jobs' version, which it reads again at most READ_CACHE_MS (1 s) later.
    await expect
      .poll(async () => (await visitor.get(`/api/jobs/${job.slug}`)).body.title, { timeout: 10_000 })
      .toBe('Renamed Analyst');
    await db('jobs').where({ id: job.id }).update({ is_active: false });
    await expect.poll(async () => (await visitor.get(`/api/jobs/${job.slug}`)).status, { timeout: 10_000 }).toBe(404);
  });

  it('a CV uploaded through A downloads byte for byte through B', async () => {
    const onA = new Client(a.url);
    await onA.post('/api/auth/login', { email: candidate.email, password: TEST_PASSWORD });
    const data = Buffer.concat([files.pdf('two processes'), crypto.randomBytes(256 * 1024)]);
    const up = await onA.upload('/api/upload-cv', 'cv.pdf', data, 'application/pdf');
    expect(up.status).toBe(201);
    const cookie = [...onA.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(b.url + up.body.filePath, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true);
  });

  it('mail queued through A is sent exactly once while both workers run', async () => {
    const subjects: string[] = [];
    for (let i = 0; i < 6; i++) {
      const firstName = `Sender${i}`;
      const res = await new Client(a.url).post('/api/contact', {
        firstName,
        lastName: 'Twice',
        email: `sender${i}@example.test`,
        message: `Enquiry number ${i} for the two-process test.`,
      });
      expect(res.status).toBe(201);
      subjects.push(firstName);
    }
    // Every row is settled as sent (by whichever worker claimed it) ...
    await expect
      .poll(async () => Number((await db('mail_outbox').whereNot({ status: 'sent' }).count({ n: '*' }).first())?.n), {
        message: 'mails not yet sent by either worker',
        timeout: 30_000,
        interval: 50,
      })
      .toBe(0);
    const rows = await db('mail_outbox').select('status', 'attempts');
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    // ... and the SMTP server received each mail once.
    expect(smtp.messages).toHaveLength(6);
    for (const name of subjects)
      expect(
        smtp.messages.filter((m) => m.text.includes(name)),
        name,
      ).toHaveLength(1);
  });

  it('both processes log JSON lines (start-up included)', () => {
    for (const p of [a, b]) {
      const first = p.output.split('\n').find((l) => l.includes('Portal running at'))!;
      expect(JSON.parse(first)).toMatchObject({ level: 'info', engine: 'postgresql' });
    }
  });
});
