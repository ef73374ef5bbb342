// The scale part of `npm run bench`: the same requests against a database of the demo's size
// (1×) and one 100× bigger (10,000 jobs, 5,000 applications), both in one throwaway PostgreSQL cluster,
// reported as ratios measured in this run; and writes per second for applications against contact
// enquiries on PostgreSQL and PGlite. Loopback only, bounded (a fixed number of requests per row).
// Prints a Markdown table and writes reports/bench-scale.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import knexPkg, { type Knex } from 'knex';
import { boot } from '../server/boot.ts';
import { readEnv } from '../server/config.ts';
import { hashPassword } from '../server/features/auth/passwords.ts';
import { listen } from '../server/listen.ts';
import { startCluster } from './lib/cluster.ts';

const PASSWORD = 'bench-scale-password';
/** 1× is the demo's order of size; 100× the scale. */
export const SIZES = {
  '1×': { jobs: 100, applications: 50, candidates: 50, employers: 10 },
  '100×': { jobs: 10_000, applications: 5_000, candidates: 5_000, employers: 300 },
} as const;
type Size = keyof typeof SIZES;
const READS = 30;
const WRITES = 200;
const WRITES_WARM_UP = 20;

/** Bulk INSERT … SELECT of the scale's rows: descriptions and cover letters of realistic length. */
export async function seed(
  db: Knex,
  size: { jobs: number; applications: number; candidates: number; employers: number },
) {
  await db.raw(`INSERT INTO users (email, role, first_name, last_name)
    SELECT 'c' || i || '@scale.test', 'candidate', 'Cand' || i, 'Kovács' || i FROM generate_series(1, ${size.candidates}) i`);
  await db.raw(`INSERT INTO users (email, role, first_name, last_name)
    SELECT 'e' || i || '@scale.test', 'employer', 'Emp' || i, 'Zieliński' || i FROM generate_series(1, ${size.employers}) i`);
  await db.raw(`INSERT INTO jobs (employer_id, title, company, location, type, category, description, slug, created_at)
    SELECT (SELECT min(id) FROM users WHERE role = 'employer') + i % ${size.employers},
      CASE WHEN i % 2 = 0 THEN 'Data Engineer ' ELSE 'Adattudós ' END || i, 'Kraków Bank ' || (i % 97), 'Budapest', 'full-time', 'devops',
      repeat('Build and run the data platform behind our credit risk models. ', 25), 'job-' || i,
      now() - (i || ' minutes')::interval
    FROM generate_series(1, ${size.jobs}) i`);
  await db.raw(`INSERT INTO applications (job_id, candidate_id, notes, applied_at)
    SELECT (SELECT min(id) FROM jobs) + (i % ${size.jobs}), (SELECT min(id) FROM users WHERE role = 'candidate') + (i % ${size.candidates}),
      repeat('I would love to bring my skills to your team. ', 20), now() - (i || ' minutes')::interval
    FROM generate_series(1, ${size.applications}) i ON CONFLICT DO NOTHING`);
  // As a table stands within a minute of a bulk load, once PostgreSQL's autovacuum or, on the embedded
  // engine, the server's own upkeep (server/db/maintenance.ts) has been: statistics, and the visibility map
  // that lets a count read an index alone.
  await db.raw('VACUUM ANALYZE');
}

interface App {
  base: string;
  db: Knex;
  close: () => Promise<void>;
}

async function startApp(databaseUrl: string | undefined, extra: Record<string, string> = {}): Promise<App> {
  const env = readEnv({
    ...extra,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOGIN_LIMIT_PER_ADDRESS: '1000000',
    LOGIN_LIMIT_PER_ACCOUNT: '1000000',
    FORM_LIMIT_PER_ADDRESS: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const { app, database } = await boot(env, { seedDemoData: false, inMemory: !databaseUrl });
  const server: Server = await listen(app, 0, '127.0.0.1', env.requestTimeoutMs);
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    db: database.knex,
    close: async () => {
      await new Promise((r) => server.close(r));
      await database.close();
    },
  };
}

async function signIn(app: App, role: 'admin' | 'candidate', email: string): Promise<string> {
  await app.db('users').insert({
    email,
    role,
    first_name: 'Bench',
    last_name: role,
    password_hash: await hashPassword(PASSWORD),
  });
  const res = await fetch(`${app.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`bench ${role} could not sign in: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

interface Timing {
  p50: number;
  p95: number;
  bytes: number;
}
async function time(url: string, cookie: string): Promise<Timing> {
  const latencies: number[] = [];
  let bytes = 0;
  for (let i = 0; i <= READS; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    if (i === 0)
      bytes = body.byteLength; // the first one warms up and is not counted
    else latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), bytes };
}

const READ_PATHS = [
  ['GET /api/jobs', '/api/jobs'],
  ['Public board, searched page', '/api/jobs?q=engineer&page=2&pageSize=20'],
  ['GET /api/admin/dashboard', '/api/admin/dashboard'],
  ['Staff jobs list, page 1', '/api/admin/jobs?page=1&pageSize=25'],
  ['Staff applications, page 1, searched', '/api/admin/applications?page=1&pageSize=25&q=kovacs'],
  ['Staff candidates, page 2 by name', '/api/admin/candidates?page=2&pageSize=25&sort=name'],
  ['Sync pull (first batch)', '/api/sync/jobs'],
] as const;

/** Writes per second: POST /api/applications (one candidate, a new job each time) and POST /api/contact.
 * Both are warmed up first (uncounted), then measured in alternating blocks, so a change in the machine's
 * load during the run weighs on both alike. */
async function writes(app: App, label: string) {
  const cookie = await signIn(app, 'candidate', `bench-writer-${label}@example.test`);
  const total = WRITES + WRITES_WARM_UP;
  // Jobs of an employer, so each application also mails the employer (the usual, dearer case).
  await app.db.raw(`INSERT INTO jobs (employer_id, title, company, location, type, category, description, slug)
    SELECT (SELECT min(id) FROM users WHERE role = 'employer'), 'Write ' || i, 'Co', 'Budapest', 'full-time',
      'devops', repeat('x', 100), 'write-${label}-' || i
    FROM generate_series(1, ${total}) i`);
  const ids: number[] = await app.db('jobs').where('slug', 'like', `write-${label}-%`).orderBy('id').pluck('id');
  const post = async (path: string, body: unknown, headers: Record<string, string>) => {
    const res = await fetch(`${app.base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.base, ...headers },
      body: JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  // One CV, uploaded once and named by every application (an application needs the candidate's CV).
  const form = new FormData();
  const pdf = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
  const upload = await fetch(`${app.base}/api/upload-cv`, {
    method: 'POST',
    headers: { cookie, Origin: app.base },
    body: form,
  });
  if (upload.status >= 300) throw new Error(`CV upload: ${upload.status} ${await upload.text()}`);
  const { filePath } = (await upload.json()) as { filePath: string };
  let n = 0;
  const apply = () =>
    post(
      '/api/applications',
      { jobId: ids[n++], cvUrl: filePath, notes: 'I would love to join your team.' },
      { cookie },
    );
  const enquire = (i: number) =>
    post(
      '/api/contact',
      { firstName: 'Bench', lastName: 'Writer', email: `w${i}@example.test`, message: 'Please call me back.' },
      {},
    );
  const ms = { applications: 0, contact: 0 };
  const block = async (kind: keyof typeof ms, count: number, one: (i: number) => Promise<unknown>, counted = true) => {
    const t0 = performance.now();
    for (let i = 0; i < count; i++) await one(i);
    if (counted) ms[kind] += performance.now() - t0;
  };
  await block('applications', WRITES_WARM_UP, apply, false);
  await block('contact', WRITES_WARM_UP, enquire, false);
  const BLOCKS = 4;
  for (let b = 0; b < BLOCKS; b++) {
    await block('applications', WRITES / BLOCKS, apply);
    await block('contact', WRITES / BLOCKS, (i) => enquire(WRITES_WARM_UP + (b * WRITES) / BLOCKS + i));
  }
  return { applications: WRITES / (ms.applications / 1000), contact: WRITES / (ms.contact / 1000) };
}

const fmt = (n: number, d = 1) => n.toLocaleString('en-GB', { maximumFractionDigits: d, minimumFractionDigits: d });
const kb = (n: number) => (n < 1024 ? `${n} B` : `${fmt(n / 1024)} kB`);

/** `npx tsx scripts/bench-scale.ts --reads` measures the reads alone (no write rows). */
export async function scaleBench({ writes: withWrites = true } = {}): Promise<string> {
  const cluster = startCluster();
  const apps: App[] = [];
  try {
    const admin = knexPkg({ client: 'pg', connection: cluster.databaseUrl });
    const urls: Record<Size, string> = { '1×': '', '100×': '' };
    for (const size of Object.keys(SIZES) as Size[]) {
      const name = size === '1×' ? 'scale_1' : 'scale_100';
      await admin.raw(`CREATE DATABASE ${name}`);
      urls[size] = cluster.databaseUrl.replace(/\/[^/]+$/, `/${name}`);
    }
    await admin.destroy();
    const timings: Record<Size, Timing[]> = { '1×': [], '100×': [] };
    const byEngine: Record<string, { applications: number; contact: number }> = {};
    for (const size of Object.keys(SIZES) as Size[]) {
      console.error(`Seeding ${size}: ${JSON.stringify(SIZES[size])}...`);
      const app = await startApp(urls[size]);
      apps.push(app);
      await seed(app.db, SIZES[size]);
      const cookie = await signIn(app, 'admin', `bench-admin-${size === '1×' ? 1 : 100}@example.test`);
      for (const [label, path] of READ_PATHS) {
        console.error(`Measuring ${label} at ${size}...`);
        timings[size].push(await time(app.base + path, cookie));
      }
      if (size === '100×' && withWrites) byEngine['PostgreSQL (100×)'] = await writes(app, 'pg');
    }
    if (withWrites) {
      console.error('Measuring writes on PGlite...');
      const lite = await startApp(undefined);
      apps.push(lite);
      await seed(lite.db, SIZES['1×']);
      byEngine['PGlite (1×)'] = await writes(lite, 'lite');
    }

    const rows = READ_PATHS.map(([label], i) => {
      const a = timings['1×'][i]!;
      const b = timings['100×'][i]!;
      return `| ${label} | ${fmt(a.p50)} / ${fmt(a.p95)} | ${fmt(b.p50)} / ${fmt(b.p95)} | ${fmt(b.p50 / a.p50, 2)} | ${kb(a.bytes)} | ${kb(b.bytes)} |`;
    });
    const writeRows = Object.entries(byEngine).map(
      ([engine, w]) =>
        `| ${engine} | ${fmt(w.applications)} | ${fmt(w.contact)} | ${fmt(w.applications / w.contact, 2)} |`,
    );
    return [
      `## Scale: 1× against 100× the demo data`,
      '',
      `1× = ${JSON.stringify(SIZES['1×'])}; 100× = ${JSON.stringify(SIZES['100×'])}. ${READS} sequential requests per row after one warm-up; JSON bytes uncompressed. Target: 100× costs at most 2× per staff page and dashboard.`,
      '',
      '| Request | 1× p50 / p95 ms | 100× p50 / p95 ms | p50 100× ÷ 1× | 1× bytes | 100× bytes |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
      `Writes, ${WRITES} sequential posts each after ${WRITES_WARM_UP} uncounted, in alternating blocks of ${WRITES / 4} (target: applications at least half as fast as contact enquiries):`,
      '',
      '| Engine | Applications / s | Contact enquiries / s | Applications ÷ enquiries |',
      '| --- | --- | --- | --- |',
      ...writeRows,
      '',
    ].join('\n');
  } finally {
    for (const app of apps.reverse()) await app.close().catch(() => undefined);
    cluster.stop();
  }
}

const BOARD_PATHS = [
  ['Searched page (GET /api/jobs?q=data&page=2)', '/api/jobs?q=data&page=2&pageSize=20'],
  ['Deep page by salary (GET /api/jobs?sort=salary&page=40)', '/api/jobs?sort=salary&page=40&pageSize=20'],
  ['/jobs HTML, searched', '/jobs?q=data'],
  ['/jobs HTML, first page', '/jobs'],
] as const;
const BOARD_READS = 10;
const BOARD_ROUNDS = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * The public board at 10,000 jobs against the demo's size, on PostgreSQL and PGlite, rounds
 * interleaved: cold (a job written before each request, so neither the searched page nor the drawn page is
 * kept: a board with writes going on) and warm (the same request again) measured apart, and the server's
 * event-loop delay (monitorEventLoopDelay, this process: the apps run in it) while the cold requests run.
 * The pages are drawn into a bare shell (no built assets): the drawing and the data, not the stylesheets.
 */
export async function boardBench(): Promise<string> {
  const cluster = startCluster();
  const shell = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-shell-'));
  fs.writeFileSync(
    path.join(shell, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Portal</title></head><body><div id="root"></div></body></html>',
  );
  const apps: { label: string; size: Size; app: App }[] = [];
  try {
    const admin = knexPkg({ client: 'pg', connection: cluster.databaseUrl });
    for (const size of Object.keys(SIZES) as Size[]) {
      const name = size === '1×' ? 'board_1' : 'board_100';
      await admin.raw(`CREATE DATABASE ${name}`);
      for (const engine of ['PostgreSQL', 'PGlite']) {
        console.error(`Seeding ${engine} ${size}...`);
        const app = await startApp(
          engine === 'PGlite' ? undefined : cluster.databaseUrl.replace(/\/[^/]+$/, `/${name}`),
          {
            STATIC_DIR: shell,
            READ_CACHE_MS: '60000',
          },
        );
        await seed(app.db, SIZES[size]);
        apps.push({ label: engine, size, app });
      }
    }
    await admin.destroy();
    type Cell = { cold: number[]; warm: number[] };
    const cells = new Map<string, Cell>();
    const delays = new Map<string, { p99: number[]; max: number[] }>();
    const cell = (k: string): Cell => {
      const kept = cells.get(k);
      if (kept) return kept;
      const fresh: Cell = { cold: [], warm: [] };
      cells.set(k, fresh);
      return fresh;
    };
    const load = () => os.loadavg()[0]!.toFixed(2);
    const loads: string[] = [];
    for (let round = 0; round < BOARD_ROUNDS; round++) {
      loads.push(load());
      for (const { label, size, app } of apps) {
        console.error(`Round ${round + 1}: ${label} ${size}...`);
        const jobId: number = (await app.db('jobs').orderBy('id').first('id'))!.id;
        const d = delays.get(`${label}|${size}`) ?? { p99: [], max: [] };
        delays.set(`${label}|${size}`, d);
        for (const [name, url] of BOARD_PATHS) {
          const histogram = monitorEventLoopDelay({ resolution: 5 });
          const c = cell(`${label}|${size}|${name}`);
          const once = async () => {
            const t0 = performance.now();
            const res = await fetch(app.base + url);
            await res.arrayBuffer();
            if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
            return performance.now() - t0;
          };
          await once();
          const cold: number[] = [];
          // Monitored throughout, the job writes included (a board with writes going on): switching the
          // monitor off and on between requests counted the pauses as delay.
          histogram.enable();
          for (let i = 0; i < BOARD_READS; i++) {
            await app
              .db('jobs')
              .where({ id: jobId })
              .update({ title: `Data Engineer ${round}-${i}` });
            cold.push(await once());
          }
          histogram.disable();
          d.p99.push(histogram.percentile(99) / 1e6);
          d.max.push(histogram.max / 1e6);
          const warm: number[] = [];
          for (let i = 0; i < BOARD_READS; i++) warm.push(await once());
          c.cold.push(median(cold));
          c.warm.push(median(warm));
        }
      }
    }
    const rows: string[] = [];
    for (const label of ['PostgreSQL', 'PGlite'])
      for (const [name] of BOARD_PATHS) {
        const a = cells.get(`${label}|1×|${name}`)!;
        const b = cells.get(`${label}|100×|${name}`)!;
        const ratio = (x: number[], y: number[]) => x.map((v, i) => y[i]! / v);
        const range = (xs: number[], d = 2) => `${fmt(Math.min(...xs), d)}–${fmt(Math.max(...xs), d)}`;
        rows.push(
          `| ${label} | ${name} | ${fmt(median(a.cold))} / ${fmt(median(b.cold))} | ${range(ratio(a.cold, b.cold))} | ${fmt(median(a.warm))} / ${fmt(median(b.warm))} | ${range(ratio(a.warm, b.warm))} |`,
        );
      }
    const delayRows = [...delays].map(
      ([k, d]) => `| ${k.replace('|', ' ')} | ${fmt(Math.max(...d.p99))} | ${fmt(Math.max(...d.max))} |`,
    );
    return [
      '## The public board: 10,000 jobs against the demo size, cold and warm',
      '',
      `${BOARD_ROUNDS} rounds, engines and sizes interleaved in each; per round the median of ${BOARD_READS} sequential requests. Cold: a job is written before each request (nothing kept); warm: the same request again. Load average (1 min) at each round's start: ${loads.join(', ')}. ${os.cpus().length} cores.`,
      '',
      '| Engine | Request | Cold ms 1× / 100× (median of rounds) | Cold 100× ÷ 1× (min–max of rounds) | Warm ms 1× / 100× | Warm 100× ÷ 1× |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
      'Event-loop delay while the cold requests ran (the worst round; the load client shares the process):',
      '',
      '| Engine, size | p99 ms | max ms |',
      '| --- | --- | --- |',
      ...delayRows,
      '',
    ].join('\n');
  } finally {
    for (const { app } of apps.reverse()) await app.close().catch(() => undefined);
    cluster.stop();
    fs.rmSync(shell, { recursive: true, force: true });
  }
}

/**
 * A job's pipeline board: one job with 5,000 applications against one with 50, on PostgreSQL and
 * PGlite, rounds interleaved. 'Board draw': the six columns' first pages (what /…/jobs/:id?view=board asks,
 * one request per stage, as the app sends them); 'Stage move': PUT …/applications/:id/stage (review and back
 * to submitted, the status mail written into the outbox in the same transaction). Ratios, not times.
 */
export async function pipelineBench(): Promise<string> {
  const cluster = startCluster();
  const apps: { label: string; size: string; app: App; cookie: string; jobId: number; ids: number[] }[] = [];
  const sizes = { '50': 50, '5,000': 5_000 } as const;
  try {
    const admin = knexPkg({ client: 'pg', connection: cluster.databaseUrl });
    for (const [size, n] of Object.entries(sizes)) {
      const name = `pipeline_${n}`;
      await admin.raw(`CREATE DATABASE ${name}`);
      for (const engine of ['PostgreSQL', 'PGlite']) {
        console.error(`Seeding the pipeline: ${engine}, ${size} applications on one job...`);
        const app = await startApp(
          engine === 'PGlite' ? undefined : cluster.databaseUrl.replace(/\/[^/]+$/, `/${name}`),
        );
        await seed(app.db, { jobs: 1, applications: n, candidates: n, employers: 1 });
        // Spread over the stages as a working pipeline is.
        await app.db.raw(
          "UPDATE applications SET status = (ARRAY['submitted','review','interview','offer','hired','rejected'])[1 + id % 6]",
        );
        await app.db.raw('VACUUM ANALYZE');
        const cookie = await signIn(app, 'admin', `bench-pipeline-${n}-${engine}@example.test`);
        const jobId: number = (await app.db('jobs').first('id'))!.id;
        const ids = (await app.db('applications').where({ status: 'submitted' }).orderBy('id').limit(BOARD_READS)).map(
          (r: { id: number }) => r.id,
        );
        apps.push({ label: engine, size, app, cookie, jobId, ids });
      }
    }
    await admin.destroy();
    const stages = ['submitted', 'review', 'interview', 'offer', 'hired', 'rejected'];
    const results = new Map<string, number[]>();
    const push = (k: string, v: number) => results.set(k, [...(results.get(k) ?? []), v]);
    for (let round = 0; round < BOARD_ROUNDS; round++) {
      for (const { label, size, app, cookie, jobId, ids } of apps) {
        console.error(`Pipeline round ${round + 1}: ${label} ${size}...`);
        const draw = async () => {
          const t0 = performance.now();
          await Promise.all(
            stages.map(async (st) => {
              const res = await fetch(
                `${app.base}/api/admin/jobs/${jobId}/applications?status=${st}&page=1&pageSize=20`,
                { headers: { cookie } },
              );
              await res.arrayBuffer();
              if (res.status !== 200) throw new Error(`board column ${st}: ${res.status}`);
            }),
          );
          return performance.now() - t0;
        };
        const move = async (id: number, stage: string) => {
          const t0 = performance.now();
          const res = await fetch(`${app.base}/api/admin/applications/${id}/stage`, {
            method: 'PUT',
            headers: { cookie, 'content-type': 'application/json', origin: app.base },
            body: JSON.stringify({ stage }),
          });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`move: ${res.status}`);
          return performance.now() - t0;
        };
        await draw();
        const draws: number[] = [];
        for (let i = 0; i < BOARD_READS; i++) draws.push(await draw());
        const moves: number[] = [];
        for (const id of ids) moves.push(await move(id, 'review'));
        for (const id of ids) moves.push(await move(id, 'submitted'));
        push(`${label}|${size}|Board draw (6 columns)`, median(draws));
        push(`${label}|${size}|Stage move`, median(moves));
      }
    }
    const rows: string[] = [];
    for (const label of ['PostgreSQL', 'PGlite'])
      for (const name of ['Board draw (6 columns)', 'Stage move']) {
        const a = results.get(`${label}|50|${name}`)!;
        const b = results.get(`${label}|5,000|${name}`)!;
        const ratios = a.map((v, i) => b[i]! / v);
        rows.push(
          `| ${label} | ${name} | ${fmt(median(a))} / ${fmt(median(b))} | ${fmt(median(ratios), 2)} (${fmt(Math.min(...ratios), 2)}–${fmt(Math.max(...ratios), 2)}) |`,
        );
      }
    return [
      '## The pipeline board: 5,000 applications on one job against 50',
      '',
      `${BOARD_ROUNDS} rounds, engines and sizes interleaved; per round the median of ${BOARD_READS} board draws and ${BOARD_READS * 2} moves.`,
      '',
      '| Engine | Request | ms at 50 / 5,000 (median of rounds) | 5,000 ÷ 50 (median, min–max of rounds) |',
      '| --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n');
  } finally {
    for (const { app } of apps.reverse()) await app.close().catch(() => undefined);
    cluster.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--pipeline')) {
  const report = await pipelineBench();
  console.log(report);
  fs.mkdirSync('reports', { recursive: true });
  fs.writeFileSync(
    'reports/bench-pipeline.md',
    `# Benchmark: the pipeline board\n\n${new Date().toISOString()}\n\n${report}`,
  );
} else if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--board')) {
  const report = await boardBench();
  console.log(report);
  fs.mkdirSync('reports', { recursive: true });
  fs.writeFileSync(
    'reports/bench-board.md',
    `# Benchmark: the board at scale\n\n${new Date().toISOString()}\n\n${report}`,
  );
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await scaleBench({ writes: !process.argv.includes('--reads') });
  console.log(report);
  fs.mkdirSync('reports', { recursive: true });
  fs.writeFileSync('reports/bench-scale.md', `# Benchmark: scale\n\n${new Date().toISOString()}\n\n${report}`);
}
