// `npm start` (scripts/start.mjs) runs the built server with plain Node: no TypeScript loader in the server
// process (its command line and NODE_OPTIONS), its entry the bundle, and Node's own type stripping turned
// off here, so a .ts file the bundle still loads (a migration, a page's module) fails the start. The server
// migrates an empty PostgreSQL database from the bundle and answers / and /jobs with the drawn page.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import knexPkg from 'knex';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { builtAppDir } from '../server/test/fixtures.ts';
import { buildIfStale } from './build-if-stale.mjs';
import { ROOT, freePort } from './lib/serve.ts';

const app = builtAppDir();
const database = `t_start_${crypto.randomBytes(6).toString('hex')}`;
const admin = () => knexPkg({ client: 'pg', connection: inject('pgUrl') });
let start: ChildProcess | undefined;
let base = '';
let log = '';

beforeAll(async () => {
  buildIfStale(['renderer', 'server']);
  const db = admin();
  await db.raw(`CREATE DATABASE ${database}`);
  await db.destroy();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  start = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '--no-experimental-strip-types',
      SKIP_BUILD: '1', // built above; the web app is the fixture's page (STATIC_DIR)
      STATIC_DIR: app.dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: inject('pgUrl').replace(/\/[^/]+$/, `/${database}`),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Portal running at')) resolve();
    };
    start!.stdout!.on('data', read);
    start!.stderr!.on('data', read);
    start!.on('exit', (code) => reject(new Error(`npm start exited (${code}) before listening:\n${log}`)));
  });
});

afterAll(async () => {
  if (start && start.exitCode === null) {
    const exited = new Promise((resolve) => start!.once('exit', resolve));
    start.kill('SIGTERM');
    await exited;
  }
  const db = admin();
  await db.raw(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await db.destroy();
  app.remove();
});

/** What /proc says of the process npm start runs the server in (start.mjs's one child). */
function serverProcess() {
  const pid = fs.readFileSync(`/proc/${start!.pid}/task/${start!.pid}/children`, 'utf8').trim();
  expect(pid, 'start.mjs runs the server as its one child').toMatch(/^\d+$/);
  const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  return { argv, nodeOptions: env.find((e) => e.startsWith('NODE_OPTIONS='))?.slice('NODE_OPTIONS='.length) ?? '' };
}

describe('npm start', () => {
  it('runs the built server with no TypeScript loader', () => {
    const { argv, nodeOptions } = serverProcess();
    expect(argv.at(-1)).toBe(path.join(ROOT, 'dist-server', 'server.mjs'));
    for (const arg of [...argv, ...nodeOptions.split(/\s+/)]) {
      expect(arg).not.toMatch(/tsx|ts-node|--import|--loader|--experimental-loader|--require|^-r$|\.tsx?$/);
    }
    expect(nodeOptions).toBe('--no-experimental-strip-types');
  });

  it('answers / and /jobs with the page drawn on the server', async () => {
    for (const address of ['/', '/jobs']) {
      const res = await fetch(base + address);
      expect(res.status, address).toBe(200);
      expect(await res.text(), address).toMatch(/<div id="root"[^>]*><div class="app-shell">/);
    }
  });
});
