// `npm run bench` ("a benchmark that can fail, and means it"): the app as users start it
// (`node scripts/start.mjs`, NODE_ENV=production, its UV_THREADPOOL_SIZE) and a bare Koa server, each in a
// process of its own on a loopback port, measured by autocannon in a third process (scripts/lib/load.mjs),
// on PGlite (the default) and on a throwaway PostgreSQL (scripts/pg-cluster.sh), at 10,000 jobs.
// Every row runs ROUNDS times, the rows of a comparison interleaved (A, B, A, B…) at the same concurrency,
// and each figure is printed with the load average measured with it. A goal is met only when its worst
// round meets it (scripts/lib/benchRounds.ts). Bounded: past DEADLINE_MS it stops everything and fails.
// The scale rows put a second app beside it, started the same way on a database of the demo's size
// (bench-scale's 1×, 100 jobs), and ask both the same board requests, interleaved, at 1 in flight: cold (a job
// edited through the API before each request, so no kept page or count answers), warm (the same request
// again) and with writes going on (job edits at random moments, WRITES_PER_SECOND on average, from the load
// generator's process), each round SCALE_WINDOWS short turns of each size in turn, pooled; each is a goal
// "10,000 jobs ÷ demo size ≤ 2" on the mean latency, the worst round deciding.
// Prints a Markdown report and writes reports/bench.md. Ports: BENCH_PORT (the app), BENCH_PORT + 2
// (bare Koa) and BENCH_PORT + 3 (the demo-size app), 4313 unless set; ROUNDS and seconds per row: BENCH_ROUNDS
// (5), BENCH_SECONDS (2; a scale row's round BENCH_SCALE_SECONDS, 1, in BENCH_SCALE_WINDOWS turns, 4, twice as
// long beside writes; the edits beside BENCH_WRITES_PER_SECOND, 50). Some rows only: BENCH_ONLY, their keys
// comma-separated (e.g. json1,html1,kept1,page1,json8,html8,kept8,page8; `scale` for all the scale rows, `scale-cold`,
// `scale-warm` or `scale-writes` for one kind), and the goals they make; some engines only: BENCH_ENGINES
// (PGlite,PostgreSQL).
import { fork, spawn, type ChildProcess, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { buildIfStale } from './build-if-stale.mjs';
import { SIZES, seed } from './bench-scale.ts';
import knexPkg from 'knex';
import { startCluster, type Cluster } from './lib/cluster.ts';
import {
  goalsTable,
  interleave,
  judge,
  perRound,
  pool,
  rowsTable,
  spread,
  withLoad,
  type Goal,
  type Row,
  type Sample,
  type Turn,
} from './lib/benchRounds.ts';
import { boot } from '../server/boot.ts';
import { SELLER_PLACEHOLDERS, readEnv } from '../server/config.ts';
import { hashPassword } from '../server/features/auth/passwords.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const APP_PORT = Number(process.env.BENCH_PORT ?? 4313);
const BARE_PORT = APP_PORT + 2;
const DEMO_PORT = APP_PORT + 3;
const SCALE_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 1);
/** Turns a scale row takes in each round, the two sizes in turn (benchRounds.ts interleave), of
 * SCALE_SECONDS / SCALE_WINDOWS each (twice that beside writes): a busy moment of the machine then weighs on
 * both sizes instead of on one side's whole round. */
const SCALE_WINDOWS = Number(process.env.BENCH_SCALE_WINDOWS ?? 4);
const ONLY = process.env.BENCH_ONLY?.split(',').map((k) => k.trim());
const ENGINES = (['PGlite', 'PostgreSQL'] as const).filter(
  (e) => !process.env.BENCH_ENGINES || process.env.BENCH_ENGINES.split(',').includes(e),
);
/** The whole run, seeding included; past it the bench stops its processes and the cluster, and fails. */
const DEADLINE_MS = 45 * 60_000;
const PASSWORD = 'bench-password';
const ADMIN_EMAIL = 'bench-admin@example.test';
/** Sign-ins in flight at once during the storm, each its own account (bench-storm-<i>@example.test). */
const STORM_SIGN_INS = 20;
const SIZE = SIZES['100×'];
const DEMO_SIZE = SIZES['1×'];
const JOB = '/api/jobs/job-1';
const SEARCH = '/api/jobs?q=data&page=2&pageSize=20';
/** A cold search's word in round r: `data` cased by r's bits, so no round repeats another's cache key
 * (the warm row's is `data`, round 0); load.mjs adds trailing spaces per request. */
const casedData = (r: number) => [...'data'].map((c, i) => ((r >> i) & 1 ? c.toUpperCase() : c)).join('');

/** The board requests the scale rows ask of both sizes (`data` is in every seeded job's description). */
const SCALE_REQUESTS = [
  { id: 'search', path: SEARCH },
  // Page 40 is empty at the demo's size: the same request, which at 10,000 jobs skips 780 rows.
  { id: 'salary', path: '/api/jobs?sort=salary&page=40&pageSize=20' },
  { id: 'searchHtml', path: '/jobs?q=data' },
  { id: 'jobsHtml', path: '/jobs' },
  { id: 'jobHtml', path: '/jobs/job-1' },
  { id: 'job', path: JOB },
] as const;
/** The job edits beside the scale rows' reads: the same pace on both apps, so each side's reads meet as many
 * writes (back to back, the faster side wrote more and its reads met more of them); at random moments
 * (scripts/lib/load.mjs paced), not on a fixed beat the reads could fall into step with. */
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES_PER_SECOND ?? 50);
const SCALE_MODES = {
  cold: 'cold: job-1 edited before each request',
  warm: 'warm: the same request again',
  writes: `job-2 edited ${WRITES_PER_SECOND} times a second beside`,
} as const;
type ScaleMode = keyof typeof SCALE_MODES;
const SCALE_SIZES = { demo: `${DEMO_SIZE.jobs} jobs`, big: `${SIZE.jobs.toLocaleString('en-GB')} jobs` } as const;

interface Spec {
  key: string;
  label: string;
  server: 'app' | 'demo' | 'bare Koa';
  path: string | ((round: number) => string);
  concurrency: number;
  signedIn?: boolean;
  /** Each request a new cache key (load.mjs `unique`): a cold search every time. */
  cold?: boolean;
  /** Each request a new address, this parameter a new number (load.mjs `unique` with `param`), which the
   * page reads nothing from: a page drawn every time, from the data the server keeps. */
  bust?: string;
  /** Measured while STORM_SIGN_INS sign-ins run back to back in another autocannon process. */
  storm?: boolean;
  /** A scale row: which request, how measured; BENCH_ONLY names them `scale` and `scale-<mode>`. */
  scale?: { request: string; mode: ScaleMode };
}

const ALL_GROUPS: Spec[][] = [
  [
    { key: 'bare', label: 'GET / (hello JSON)', server: 'bare Koa', path: '/', concurrency: 8 },
    { key: 'anon', label: `GET ${JOB} (anonymous)`, server: 'app', path: JOB, concurrency: 8 },
    { key: 'signed', label: `GET ${JOB} (signed in)`, server: 'app', path: JOB, concurrency: 8, signedIn: true },
  ],
  [
    { key: 'idle', label: `GET ${JOB} (signed in, idle)`, server: 'app', path: JOB, concurrency: 1, signedIn: true },
    {
      key: 'storm',
      label: `GET ${JOB} (signed in, during ${STORM_SIGN_INS} sign-ins)`,
      server: 'app',
      path: JOB,
      concurrency: 1,
      signedIn: true,
      storm: true,
    },
  ],
  [1, 8].flatMap((c): Spec[] => [
    { key: `json${c}`, label: `GET ${JOB} (signed in)`, server: 'app', path: JOB, concurrency: c, signedIn: true },
    {
      key: `html${c}`,
      label: 'GET /jobs?draw=… HTML (signed in: drawn each time, a new address each request)',
      server: 'app',
      path: '/jobs',
      concurrency: c,
      signedIn: true,
      bust: 'draw',
    },
    {
      key: `kept${c}`,
      label: 'GET /jobs HTML (signed in: the drawn page kept for the jobs’ version)',
      server: 'app',
      path: '/jobs',
      concurrency: c,
      signedIn: true,
    },
    {
      key: `page${c}`,
      label: 'GET /jobs/job-1?draw=… HTML (a job page, signed in: drawn each time, a new address each request)',
      server: 'app',
      path: '/jobs/job-1',
      concurrency: c,
      signedIn: true,
      bust: 'draw',
    },
  ]),
  [
    { key: 'warm', label: `GET ${SEARCH} (warm: kept page)`, server: 'app', path: SEARCH, concurrency: 1 },
    {
      key: 'cold',
      label: `GET ${SEARCH.replace('data', 'dAtA…')} (cold: a new query each request)`,
      server: 'app',
      path: (r) => SEARCH.replace('data', casedData(r)),
      concurrency: 1,
      cold: true,
    },
  ],
  ...SCALE_REQUESTS.flatMap(({ id, path }) =>
    (Object.keys(SCALE_MODES) as ScaleMode[]).map((mode) =>
      (['demo', 'big'] as const).map((size): Spec => ({
        key: `scale-${id}-${mode}-${size}`,
        label: `GET ${path} at ${SCALE_SIZES[size]} (${SCALE_MODES[mode]})`,
        server: size === 'demo' ? 'demo' : 'app',
        path,
        concurrency: 1,
        scale: { request: path, mode },
      })),
    ),
  ),
];

const chosen = (spec: Spec) =>
  !ONLY ||
  ONLY.includes(spec.key) ||
  (spec.scale !== undefined && (ONLY.includes('scale') || ONLY.includes(`scale-${spec.scale.mode}`)));
const GROUPS = ALL_GROUPS.map((g) => g.filter(chosen)).filter((g) => g.length > 0);
const SCALE = GROUPS.flat().some((spec) => spec.scale);

interface Measured {
  requests: number;
  seconds?: number;
  latencies?: number[];
  perSecond: number;
  mean: number;
  p50: number;
  p95: number;
  non2xx: number;
  errors: number;
  statuses?: Record<string, number>;
}

/** Processes this bench started, stopped on the way out (by their own handles, nothing else). */
const children = new Set<ChildProcess>();

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcessWithoutNullStreams {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: 'pipe' });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** autocannon in a process of its own (scripts/lib/load.mjs), started once and given one run at a time
 * (a process per run cost seconds of start-up on a loaded machine). */
function loadGenerator(): {
  run(options: Record<string, unknown>): Promise<Measured>;
  /** Ends an `untilStopped` run, which then answers its `run`. */
  end(): void;
  stop(): void;
} {
  const child = fork(path.join(ROOT, 'scripts/lib/load.mjs'), [], { cwd: ROOT, stdio: 'inherit', execArgv: [] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let pending: { resolve: (m: Measured) => void; reject: (e: Error) => void } | undefined;
  child.on('message', (message: { result?: Measured; error?: string }) => {
    const p = pending;
    pending = undefined;
    if (message.result)
      p?.resolve({
        ...message.result,
        mean: message.result.mean ?? NaN,
        p50: message.result.p50 ?? NaN,
        p95: message.result.p95 ?? NaN,
      });
    else p?.reject(new Error(`load generator: ${message.error}`));
  });
  child.on('exit', (code) => pending?.reject(new Error(`load generator exited (${code})`)));
  return {
    run: (options) =>
      new Promise((resolve, reject) => {
        if (pending) throw new Error('load generator busy');
        pending = { resolve, reject };
        child.send(options);
      }),
    end: () => child.send({ stop: true }),
    stop: () => child.kill('SIGTERM'),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url: string, what: string, child: ChildProcessWithoutNullStreams): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}) before answering`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${what} did not answer ${url} within 2 minutes`);
}

/** The app as `npm start` runs it, in production mode, on one engine; its event-loop probe on stdin/stderr. */
interface AppProcess {
  base: string;
  react?: string;
  /** The event-loop delay since the last `resetDelay` (server/benchProbe.ts), in ms. */
  delay(): Promise<{ p99: number; max: number }>;
  resetDelay(): void;
  stop(): Promise<void>;
}

function appEnv(database: { databaseUrl?: string; dataDir?: string }, port = APP_PORT): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The company's details production requires: the placeholders the server uses outside production.
    ...SELLER_PLACEHOLDERS,
    SEED_DEMO: '0',
    // The storm signs 20 accounts in from one address, many times a second: not throttled as guessing here.
    LOGIN_LIMIT_PER_ADDRESS: '1000000',
    LOGIN_LIMIT_PER_ACCOUNT: '1000000',
    BENCH_LOOP_DELAY: '1',
  };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  if (database.dataDir) env.DATA_DIR = database.dataDir;
  return env;
}

/** Migrates and seeds the database in this process (before any server runs), then closes it. */
async function prepare(env: NodeJS.ProcessEnv, size: Parameters<typeof seed>[1] = SIZE): Promise<void> {
  const { database } = await boot(readEnv(env), { seedDemoData: false });
  try {
    await seed(database.knex, size);
    const passwordHash = await hashPassword(PASSWORD);
    await database.knex('users').insert([
      { email: ADMIN_EMAIL, role: 'admin', first_name: 'Bench', last_name: 'Admin', password_hash: passwordHash },
      ...Array.from({ length: STORM_SIGN_INS }, (_, i) => ({
        email: `bench-storm-${i}@example.test`,
        role: 'candidate' as const,
        first_name: 'Storm',
        last_name: `Bench ${i}`,
        password_hash: passwordHash,
      })),
    ]);
  } finally {
    await database.close();
  }
}

async function startApp(env: NodeJS.ProcessEnv): Promise<AppProcess> {
  const child = start([path.join(ROOT, 'scripts/start.mjs')], env);
  const base = `http://127.0.0.1:${env.PORT}`;
  const app: AppProcess = {
    base,
    delay: () =>
      new Promise((resolve) => {
        waiting.push(resolve);
        child.stdin.write('report\n');
      }),
    resetDelay: () => child.stdin.write('reset\n'),
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
  const waiting: ((d: { p99: number; max: number }) => void)[] = [];
  const log: string[] = [];
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    if (log.length < 50) log.push(line);
    const react = /"react":"(\w+)"/.exec(line)?.[1];
    if (react) app.react = react;
  });
  readline.createInterface({ input: child.stderr }).on('line', (line) => {
    if (line.startsWith('BENCH_LOOP_DELAY '))
      waiting.shift()?.(JSON.parse(line.slice(17)) as { p99: number; max: number });
    else if (log.length < 50) log.push(line);
  });
  try {
    await waitFor(`${base}${JOB}`, 'the app', child);
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${log.join('\n')}`);
  }
  return app;
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`bench admin could not sign in: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const loadNow = () => os.loadavg()[0]!;
const startedAt = performance.now();
const elapsed = () => `[${((performance.now() - startedAt) / 1000).toFixed(0)} s]`;

interface EngineResult {
  engine: string;
  react?: string;
  rows: Map<
    string,
    {
      spec: Spec;
      perSecond: Sample[];
      mean: Sample[];
      p50: Sample[];
      p95: Sample[];
      delayP99: Sample[];
      delayMax: Sample[];
    }
  >;
  storms: { signInsPerSecond: number; ok: number; failed: number }[];
}

/** The two load generators: the measured reads, and the sign-in storm running beside them. */
let readLoad: ReturnType<typeof loadGenerator>;
let stormLoad: ReturnType<typeof loadGenerator>;

/** What the scale rows write on one server: staff's edit of a job (PATCH /api/admin/jobs/:id), which
 * bumps the jobs' catalogue version and drops the kept job reads, as any job write does. */
async function jobEdits(server: AppProcess, cookie: string) {
  const idOf = async (slug: string) => {
    const res = await fetch(`${server.base}/api/jobs/${slug}`);
    if (res.status !== 200) throw new Error(`${server.base}/api/jobs/${slug}: ${res.status}`);
    return ((await res.json()) as { id: number }).id;
  };
  const edit = (id: number) => ({
    method: 'PATCH',
    path: `/api/admin/jobs/${id}`,
    body: { isActive: true },
    headers: { cookie, origin: server.base },
  });
  return { read: edit(await idOf('job-1')), beside: edit(await idOf('job-2')) };
}

async function measureEngine(
  engine: string,
  app: AppProcess,
  bareBase: string,
  demo: AppProcess | undefined,
): Promise<EngineResult> {
  const cookie = await signIn(app.base);
  const edits = demo && {
    app: await jobEdits(app, cookie),
    demo: await jobEdits(demo, await signIn(demo.base)),
  };
  const result: EngineResult = { engine, react: app.react, rows: new Map(), storms: [] };
  /** A round's turns so far, per row (scale rows take SCALE_WINDOWS turns a round). */
  const turns = new Map<string, { turns: Turn[]; delays: { p99: number; max: number }[] }>();
  const run = async (spec: Spec, round: number, seconds: number, last = true) => {
    const server = spec.server === 'app' ? app : spec.server === 'demo' ? demo! : undefined;
    const base = server?.base ?? bareBase;
    const url = base + (typeof spec.path === 'function' ? spec.path(round) : spec.path);
    const headers: Record<string, string> = { 'accept-encoding': 'gzip' }; // as a browser asks
    if (spec.signedIn) headers.cookie = cookie;
    const edit = spec.scale && edits![spec.server === 'demo' ? 'demo' : 'app'];
    const options = {
      url,
      connections: spec.concurrency,
      seconds: !spec.scale ? seconds : (SCALE_SECONDS / SCALE_WINDOWS) * (spec.scale.mode === 'writes' ? 2 : 1),
      headers,
      kind: spec.scale?.mode === 'cold' ? 'writeFirst' : spec.cold || spec.bust ? 'unique' : 'get',
      latencies: true,
      ...(spec.scale?.mode === 'cold' ? { write: edit!.read } : {}),
      // No round asks for an address another round asked for.
      ...(spec.bust ? { param: spec.bust, offset: round * 1_000_000 } : {}),
    };
    const writes =
      spec.scale?.mode === 'writes'
        ? stormLoad.run({
            url: base + edit!.beside.path,
            connections: 1,
            untilStopped: true,
            kind: 'write',
            rate: WRITES_PER_SECOND,
            write: edit!.beside,
            headers: { 'accept-encoding': 'gzip' },
          })
        : undefined;
    const storm = spec.storm
      ? stormLoad.run({
          url: `${app.base}/api/auth/login`,
          connections: STORM_SIGN_INS,
          untilStopped: true,
          kind: 'signIn',
          emailPrefix: 'bench-storm-',
          accounts: STORM_SIGN_INS,
          password: PASSWORD,
        })
      : undefined;
    if (storm) await sleep(1000); // the storm's hashes under way before the reads are timed
    if (writes) await sleep(200); // the writes under way
    server?.resetDelay();
    const measured = await readLoad.run(options);
    const delay = await server?.delay();
    if (storm || writes) stormLoad.end();
    const stormResult = await storm;
    const written = await writes;
    const loadAvg = loadNow();
    if (measured.non2xx > 0 || measured.errors > 0)
      throw new Error(`${engine} ${spec.label}: ${measured.non2xx} answers not 2xx, ${measured.errors} errors`);
    if (written && (written.non2xx > 0 || written.errors > 0 || written.requests === 0))
      throw new Error(`${engine} ${spec.label}: job edits beside: ${JSON.stringify(written.statuses)}`);
    if (stormResult) {
      console.error(`${engine} storm answers by status: ${JSON.stringify(stormResult.statuses)}`);
      if (round > 0)
        result.storms.push({
          signInsPerSecond: stormResult.perSecond,
          ok: stormResult.requests,
          failed: stormResult.non2xx,
        });
    }
    console.error(
      `${elapsed()} ${engine} round ${round}: ${spec.label} c=${spec.concurrency}: ${measured.perSecond.toFixed(1)} req/s, mean ${measured.mean.toFixed(1)} ms, p50 ${measured.p50.toFixed(1)} ms, p95 ${measured.p95.toFixed(1)} ms` +
        `${written ? `, ${written.requests} job edits beside (${written.perSecond.toFixed(0)}/s)` : ''}` +
        `${delay ? `, loop p99 ${delay.p99} ms` : ''} (load ${loadAvg.toFixed(2)})`,
    );
    if (round === 0) return; // the warm-up
    const sofar = turns.get(spec.key) ?? { turns: [], delays: [] };
    turns.set(spec.key, sofar);
    sofar.turns.push({ latencies: measured.latencies ?? [], seconds: measured.seconds ?? 0 });
    if (delay) sofar.delays.push(delay);
    if (!last) return;
    turns.delete(spec.key);
    const figures = sofar.turns.length === 1 ? measured : pool(sofar.turns);
    const loopDelay = sofar.delays.length > 0 && {
      p99: Math.max(...sofar.delays.map((d) => d.p99)),
      max: Math.max(...sofar.delays.map((d) => d.max)),
    };
    const row = result.rows.get(spec.key) ?? {
      spec,
      perSecond: [],
      mean: [],
      p50: [],
      p95: [],
      delayP99: [],
      delayMax: [],
    };
    result.rows.set(spec.key, row);
    row.perSecond.push({ round, value: figures.perSecond, load: loadAvg });
    row.mean.push({ round, value: figures.mean, load: loadAvg });
    row.p50.push({ round, value: figures.p50, load: loadAvg });
    row.p95.push({ round, value: figures.p95, load: loadAvg });
    if (loopDelay) {
      row.delayP99.push({ round, value: loopDelay.p99, load: loadAvg });
      row.delayMax.push({ round, value: loopDelay.max, load: loadAvg });
    }
  };
  for (const group of GROUPS) {
    for (const spec of group) await run(spec, 0, 2); // two uncounted seconds each (scale rows one): JIT, connections, caches
    const windows = group.some((spec) => spec.scale) ? SCALE_WINDOWS : 1;
    for (const { round, row, last } of interleave(group, ROUNDS, windows)) await run(row, round, SECONDS, last);
  }
  return result;
}

function goals(r: EngineResult): Goal[] {
  const row = (key: string) => r.rows.get(key)!;
  const ratio = (a: Sample[], b: Sample[]) => perRound(a, b, (x, y) => y / x);
  // A goal whose rows did not run (BENCH_ONLY) is left out.
  const ran = (...keys: string[]) => keys.every((k) => r.rows.has(k));
  const all: (Goal | false)[] = [
    ran('bare', 'anon') && {
      name: `${r.engine}: job read (anonymous) ÷ bare Koa, req/s at 8 in flight`,
      comparison: '≥',
      target: 0.5,
      rounds: ratio(row('bare').perSecond, row('anon').perSecond),
    },
    ran('anon', 'signed') && {
      name: `${r.engine}: job read signed in ÷ anonymous, req/s at 8`,
      comparison: '≥',
      target: 0.8,
      rounds: ratio(row('anon').perSecond, row('signed').perSecond),
    },
    ran('idle', 'storm') && {
      name: `${r.engine}: job read p95 during ${STORM_SIGN_INS} sign-ins ÷ idle p95 (1 in flight)`,
      comparison: '≤',
      target: 3,
      rounds: ratio(row('idle').p95, row('storm').p95),
    },
    ...[1, 8].map(
      (c): Goal | false =>
        ran(`json${c}`, `html${c}`) && {
          name: `${r.engine}: /jobs HTML drawn each time ÷ job JSON read, req/s at ${c} in flight`,
          comparison: '≥',
          target: 0.05,
          rounds: ratio(row(`json${c}`).perSecond, row(`html${c}`).perSecond),
        },
    ),
    ...[1, 8].map(
      (c): Goal | false =>
        ran(`json${c}`, `kept${c}`) && {
          name: `${r.engine}: /jobs HTML kept page (signed in) ÷ job JSON read, req/s at ${c} in flight`,
          comparison: '≥',
          target: 0.05,
          rounds: ratio(row(`json${c}`).perSecond, row(`kept${c}`).perSecond),
        },
    ),
    ran('html1', 'html8') && {
      name: `${r.engine}: /jobs HTML req/s at 8 ÷ at 1 (grows with concurrency)`,
      comparison: '>',
      target: 1,
      rounds: ratio(row('html1').perSecond, row('html8').perSecond),
    },
    ran('page1', 'page8') && {
      name: `${r.engine}: a job page's HTML req/s at 8 ÷ at 1 (grows with concurrency)`,
      comparison: '>',
      target: 1,
      rounds: ratio(row('page1').perSecond, row('page8').perSecond),
    },
    ran('cold') && {
      name: `${r.engine}: event-loop delay p99 (ms) while cold searches run`,
      comparison: '<',
      target: 50,
      rounds: row('cold').delayP99,
    },
    ...SCALE_REQUESTS.flatMap(({ id, path }) =>
      (Object.keys(SCALE_MODES) as ScaleMode[]).map((mode): Goal | false => {
        const [demo, big] = [`scale-${id}-${mode}-demo`, `scale-${id}-${mode}-big`];
        return (
          ran(demo, big) && {
            name: `${r.engine}: GET ${path} (${SCALE_MODES[mode]}), mean latency at ${SCALE_SIZES.big} ÷ at ${SCALE_SIZES.demo}`,
            comparison: '≤',
            target: 2,
            rounds: ratio(row(demo).mean, row(big).mean),
          }
        );
      }),
    ),
  ];
  return all.filter((g): g is Goal => g !== false);
}

function report(results: EngineResult[], started: { at: Date; load: number[] }): string {
  const rows: Row[] = results.flatMap((r) =>
    [...r.rows.values()].map((x) => ({
      engine: r.engine,
      label: x.spec.label,
      concurrency: x.spec.concurrency,
      perSecond: x.perSecond,
      p95: x.p95,
    })),
  );
  const delays = results.flatMap((r) =>
    [...r.rows.values()]
      .filter((x) => x.delayP99.length > 0 && !x.spec.scale)
      .map((x) => {
        const p99 = spread(x.delayP99);
        return `| ${r.engine} | ${x.spec.label} | ${x.spec.concurrency} | ${withLoad(p99.min, 1)} / ${withLoad(p99.median, 1)} / ${withLoad(p99.max, 1)} | ${withLoad(spread(x.delayMax).max, 1)} |`;
      }),
  );
  const storms = results
    .filter((r) => r.storms.length > 0)
    .map((r) => {
      const s = r.storms.map((x) => x.signInsPerSecond);
      const ok = r.storms.reduce((n, x) => n + x.ok, 0);
      const failed = r.storms.reduce((n, x) => n + x.failed, 0);
      return `${r.engine} ${Math.min(...s).toFixed(1)}–${Math.max(...s).toFixed(1)} sign-ins/s, ${ok} answered 200 and ${failed} not`;
    });
  const scaleRows = results.flatMap((r) =>
    SCALE_REQUESTS.flatMap(({ id, path }) =>
      (Object.keys(SCALE_MODES) as ScaleMode[]).flatMap((mode) => {
        const [demo, big] = [r.rows.get(`scale-${id}-${mode}-demo`), r.rows.get(`scale-${id}-${mode}-big`)];
        if (!demo || !big) return [];
        const cell = (x: Sample[]) => {
          const s = spread(x);
          return `${withLoad(s.min, 1)} / ${withLoad(s.median, 1)} / ${withLoad(s.max, 1)}`;
        };
        return [
          `| ${r.engine} | GET ${path} | ${SCALE_MODES[mode]} | ${cell(demo.mean)} | ${cell(big.mean)} | ${cell(demo.p50)} | ${cell(big.p50)} |`,
        ];
      }),
    ),
  );
  const verdicts = results.flatMap(goals).map(judge);
  const fmtLoad = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return [
    '# Benchmark',
    '',
    `${started.at.toISOString()} · Node ${process.version} · ${os.cpus().length} cores (${cpu}) · load average ${fmtLoad(started.load)} at the start, ${fmtLoad(os.loadavg())} at the end.`,
    '',
    `The app started as \`npm start\` starts it (\`node scripts/start.mjs\`, NODE_ENV=production, React's ${results.map((r) => `${r.react ?? 'unknown'} build on ${r.engine}`).join(', ')}), bare Koa, and autocannon each in a process of its own, on loopback; ${SIZE.jobs.toLocaleString('en-GB')} jobs, ${SIZE.applications.toLocaleString('en-GB')} applications, ${SIZE.candidates.toLocaleString('en-GB')} candidates (scripts/bench-scale.ts's 100×). ${ROUNDS} rounds per row after an uncounted warm-up; a row runs ${SECONDS} s and until each connection has had 2 answers, and its req/s is answers ÷ time to the last answer; the rows of each comparison interleaved (A, B, A, B…) at the same concurrency. Each figure is followed by the 1-minute load average measured with it, in brackets. Gzip accepted, as a browser asks.`,
    '',
    rowsTable(rows),
    '',
    ...(storms.length > 0
      ? [
          `The sign-in storm: ${STORM_SIGN_INS} accounts signing in back to back in another autocannon process (${storms.join('; ')}).`,
          '',
        ]
      : []),
    ...(scaleRows.length > 0
      ? [
          `The board at ${SCALE_SIZES.big} against the demo's size: the same request of two apps, each started as \`npm start\` starts it in a process of its own (${SCALE_SIZES.demo}: scripts/bench-scale.ts's 1×), anonymous, 1 in flight; a round is ${SCALE_WINDOWS} turns of each size in turn (demo, 10,000, demo, 10,000…) of ${SCALE_SECONDS / SCALE_WINDOWS} s each (${(2 * SCALE_SECONDS) / SCALE_WINDOWS} s beside writes), pooled, so a busy moment of the machine weighs on both sizes. Cold: job-1 edited by staff (PATCH /api/admin/jobs/:id) before each request on the same connection, so no kept page, count or job answers (the edits are not timed); warm: the same request again; beside writes: job-2 edited from the load generator's process at random moments (exponential gaps), ${WRITES_PER_SECOND} edits a second on average on both apps, while the reads run (on a fixed beat the reads fell into step with the edits). The cost compared is the mean latency, the time a request takes on average: beside writes the latencies have two modes (a kept answer, or a read after an edit), and the median falls in one or the other by how many reads a round's edits happened to precede. The median (p50) is shown beside it:`,
          '',
          `| Engine | Request | How | Mean ms at ${SCALE_SIZES.demo} min / median / max (load) | Mean ms at ${SCALE_SIZES.big} min / median / max (load) | p50 ms at ${SCALE_SIZES.demo} | p50 ms at ${SCALE_SIZES.big} |`,
          '| --- | --- | --- | --- | --- | --- | --- |',
          ...scaleRows,
          '',
        ]
      : []),
    'Event-loop delay inside the app process (perf_hooks.monitorEventLoopDelay, BENCH_LOOP_DELAY=1: server/benchProbe.ts) while each row ran:',
    '',
    '| Engine | Request | In flight | p99 ms min / median / max (load) | Max ms, worst round (load) |',
    '| --- | --- | --- | --- | --- |',
    ...delays,
    '',
    `Goals: a goal is met only when its worst round meets it.`,
    '',
    goalsTable(verdicts),
    '',
    `${verdicts.filter((v) => v.met).length} of ${verdicts.length} goals met.`,
    '',
  ].join('\n');
}

async function main() {
  const started = { at: new Date(), load: os.loadavg() };
  console.error(`bench: load average ${started.load.map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
  buildIfStale(); // the drawn pages need the web app and the page renderer
  let cluster: Cluster | undefined;
  let dataDir: string | undefined;
  let demoDir: string | undefined;
  const removeDirs = () => {
    for (const dir of [dataDir, demoDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dataDir = demoDir = undefined;
  };
  const cleanUp = () => {
    for (const child of children) child.kill('SIGKILL');
    cluster?.stop();
    cluster = undefined;
    removeDirs();
  };
  const deadline = setTimeout(() => {
    console.error(`bench: still running after ${DEADLINE_MS / 60_000} min; stopping.`);
    cleanUp();
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();
  try {
    readLoad = loadGenerator();
    stormLoad = loadGenerator();
    const bareBase = `http://127.0.0.1:${BARE_PORT}`;
    const bare = GROUPS.flat().some((spec) => spec.server === 'bare Koa')
      ? start([path.join(ROOT, 'scripts/lib/bareKoa.mjs')], { ...process.env, PORT: String(BARE_PORT) })
      : undefined;
    if (bare) await waitFor(`${bareBase}/`, 'bare Koa', bare);
    const results: EngineResult[] = [];
    for (const engine of ENGINES) {
      let env: NodeJS.ProcessEnv;
      let demoEnv: NodeJS.ProcessEnv | undefined;
      if (engine === 'PGlite') {
        dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
        env = appEnv({ dataDir });
        if (SCALE) {
          demoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-demo-'));
          demoEnv = appEnv({ dataDir: demoDir }, DEMO_PORT);
        }
      } else {
        cluster = startCluster();
        env = appEnv({ databaseUrl: cluster.databaseUrl });
        if (SCALE) {
          const admin = knexPkg({ client: 'pg', connection: cluster.databaseUrl });
          await admin.raw('CREATE DATABASE bench_demo');
          await admin.destroy();
          demoEnv = appEnv({ databaseUrl: cluster.databaseUrl.replace(/\/[^/]+$/, '/bench_demo') }, DEMO_PORT);
        }
      }
      console.error(`${elapsed()} ${engine}: seeding ${JSON.stringify(SIZE)}...`);
      await prepare(env);
      if (demoEnv) await prepare(demoEnv, DEMO_SIZE);
      const app = await startApp(env);
      const demo = demoEnv && (await startApp(demoEnv));
      try {
        results.push({ ...(await measureEngine(engine, app, bareBase, demo)), react: app.react }); // its log line may come late
      } finally {
        await app.stop();
        await demo?.stop();
        cluster?.stop();
        cluster = undefined;
        removeDirs();
      }
    }
    bare?.kill('SIGTERM');
    readLoad.stop();
    stormLoad.stop();
    const text = report(results, started);
    console.log(text);
    fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'reports/bench.md'), text);
  } finally {
    cleanUp();
    clearTimeout(deadline);
  }
}

await main();
