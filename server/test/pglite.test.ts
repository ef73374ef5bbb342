// The embedded default: the same app on PGlite with the demo data, as `npm start` runs it, and the
// data-folder lock that keeps a second server off the same folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDashboardSchema, applicationStats, candidateApplicationsSchema, jobSchema } from '../contract/index.ts';
import { openDatabase, DataDirLockedError } from '../db/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed.ts';
import { files, startServer, validJob, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ engine: 'pglite', seedDemo: true });
}, 120_000);
afterAll(() => s?.close());

const login = async (role: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  const c = s.client();
  const res = await c.post('/api/auth/login', { email: account.email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return c;
};

describe('embedded PGlite with demo data', () => {
  it('serves 40+ active jobs and every demo sign-in', async () => {
    const jobs = (await s.client().get('/api/jobs')).body;
    expect(jobs.length).toBeGreaterThanOrEqual(40);
    jobs.forEach((j: unknown) => jobSchema.parse(j));
    for (const role of ['owner', 'admin', 'employer', 'candidate']) await login(role);
    expect((await s.client().get('/api/health')).body.database).toEqual({ connected: true, engine: 'pglite' });
  });

  it('has applications in every status and contracts in every derived status', async () => {
    const admin = await login('admin');
    const d = adminDashboardSchema.parse((await admin.get('/api/admin/dashboard')).body);
    expect(new Set(d.allApplications.map((a) => a.status))).toEqual(
      new Set(['submitted', 'review', 'interview', 'offer', 'hired', 'rejected']),
    );
    const contracts = (await admin.get('/api/admin/contracts')).body.contracts as { status: string }[];
    expect(new Set(contracts.map((c) => c.status))).toEqual(new Set(['pending', 'upcoming', 'active', 'completed']));
    const cand = await login('candidate');
    const apps = candidateApplicationsSchema.parse((await cand.get('/api/candidate/applications')).body).applications;
    expect(applicationStats(apps).total).toBeGreaterThanOrEqual(6);
  });

  it('runs a whole flow: post, apply with a CV, review', async () => {
    const emp = (await s.as('employer')).client;
    const job = (await emp.post('/api/employer/jobs', validJob({ title: 'PGlite Tester' }))).body.data.job;
    const cand = (await s.as('candidate')).client;
    const up = await cand.upload('/api/upload-cv', 'cv.pdf', files.pdf());
    const applied = await cand.post('/api/applications', {
      jobId: job.id,
      cvUrl: up.body.filePath,
      notes: 'Embedded databases are my thing.',
    });
    expect(applied.status).toBe(201);
    expect(
      (
        await cand.post('/api/applications', {
          jobId: job.id,
          cvUrl: up.body.filePath,
          notes: 'Embedded databases are my thing.',
        })
      ).status,
    ).toBe(409);
    const dash = (await emp.get('/api/employer/dashboard')).body;
    expect(dash.stats).toMatchObject({ totalJobs: 1, totalApplications: 1, newApplications: 1 });
    expect((await emp.get(up.body.filePath)).status).toBe(200);
  });
});

describe('data folder lock', () => {
  it('refuses a second process on the same DATA_DIR with a clear message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
    const first = await openDatabase({ dataDir: dir });
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, DATA_DIR: dir, PORT: '0', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d) => {
        output += d;
      });
      child.stderr.on('data', (d) => {
        output += d;
      });
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain(
        `Another server (process ${process.pid}) is already using the embedded database in ${dir}`,
      );
      await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir: dir }); // the lock is released on close
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
    // A second server process compiles and loads the whole server (tsx) before it meets the lock: past a
    // minute on two cores busy with the rest of the suite.
  }, 240_000);

  it('takes over a stale lock naming our own pid (a container restarted after a crash)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.pid));
    const db = await openDatabase({ dataDir: dir });
    try {
      expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
      // Held by us now: a second open in this process is still refused.
      await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await db.close();
    }
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
