// `npm run bench`: how fast the full app answers its heaviest reads on the scale data set, as ratios to
// a bare Koa hello-JSON server measured in the same run (so a loaded or slow machine moves both alike).
// Loopback only, a throwaway PostgreSQL, bounded in time; prints a Markdown table and writes reports/bench.md.
import { boardBench, pipelineBench, scaleBench } from './bench-scale.ts';
import { buildIfStale } from './build-if-stale.mjs';
import { startCluster } from './lib/cluster.ts';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import zlib from 'node:zlib';
import Koa from 'koa';
import { boot } from '../server/boot.ts';
import { readEnv } from '../server/config.ts';
import { hashPassword } from '../server/features/auth/passwords.ts';
import { SCALE, scaleJobSlug, seedScale } from '../server/test/scale-seed.ts';

/** The whole run, set-up included, must end within this; past it the bench stops the cluster and fails. */
const DEADLINE_MS = 5 * 60_000;
const ADMIN = { email: 'bench-admin@example.test', password: 'bench-admin-password' };
/** Sign-ins in flight at once during the storm (each one hashes a password). */
const STORM_SIGN_INS = 20;

interface Target {
  label: string;
  server: 'bare Koa' | 'app';
  path: string;
  /** Sent with the staff member's session cookie (default) or without one. */
  anonymous?: boolean;
  /** Measured while STORM_SIGN_INS sign-ins run back to back (password hashing competes with reads). */
  duringSignInStorm?: boolean;
  /** Requests in flight at once; 1 measures one user's wait, more measures throughput. */
  concurrency: number;
  seconds: number;
  maxRequests: number;
}

const TARGETS: Target[] = [
  { label: 'GET / (hello JSON)', server: 'bare Koa', path: '/', concurrency: 8, seconds: 3, maxRequests: 100_000 },
  {
    label: `GET /api/jobs/{slug} (anonymous)`,
    server: 'app',
    path: `/api/jobs/${scaleJobSlug(1)}`,
    anonymous: true,
    concurrency: 8,
    seconds: 3,
    maxRequests: 100_000,
  },
  {
    label: `GET /api/jobs/{slug} (signed in)`,
    server: 'app',
    path: `/api/jobs/${scaleJobSlug(1)}`,
    concurrency: 8,
    seconds: 3,
    maxRequests: 100_000,
  },
  {
    label: `GET /api/jobs/{slug} (signed in, one at a time)`,
    server: 'app',
    path: `/api/jobs/${scaleJobSlug(1)}`,
    concurrency: 1,
    seconds: 3,
    maxRequests: 100_000,
  },
  {
    label: `GET /api/jobs/{slug} (signed in, one at a time, ${STORM_SIGN_INS} sign-ins at once)`,
    server: 'app',
    path: `/api/jobs/${scaleJobSlug(1)}`,
    duringSignInStorm: true,
    concurrency: 1,
    seconds: 3,
    maxRequests: 100_000,
  },
  { label: 'GET /api/jobs', server: 'app', path: '/api/jobs', concurrency: 4, seconds: 5, maxRequests: 2_000 },
  // Drawn pages (issue 26): HTML per second of /jobs and a job page at 1 and at 8 in flight. Signed in, each
  // request is drawn anew (a session never reads the visitors' kept copies); a visitor's repeat is the
  // kept copy, one version read.
  ...[1, 8].flatMap((concurrency): Target[] => [
    {
      label: 'GET /jobs HTML (drawn each time)',
      server: 'app',
      path: '/jobs',
      concurrency,
      seconds: 3,
      maxRequests: 10_000,
    },
    {
      label: 'GET /jobs/{slug} HTML (drawn each time)',
      server: 'app',
      path: `/jobs/${scaleJobSlug(1)}`,
      concurrency,
      seconds: 3,
      maxRequests: 10_000,
    },
  ]),
  {
    label: 'GET /jobs HTML (visitor: kept copy)',
    server: 'app',
    path: '/jobs',
    anonymous: true,
    concurrency: 8,
    seconds: 3,
    maxRequests: 100_000,
  },
  {
    label: 'GET /api/admin/dashboard',
    server: 'app',
    path: '/api/admin/dashboard',
    concurrency: 1,
    seconds: 15,
    maxRequests: 30,
  },
];

interface Result {
  target: Target;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  jsonBytes: number;
  wireBytes: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** One GET as a browser sends it (gzip accepted); the body is read to the end but not kept. */
function get(
  url: string,
  headers: http.OutgoingHttpHeaders,
  keep = false,
): Promise<{ status: number; body: Buffer; encoding?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { 'Accept-Encoding': 'gzip', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          if (keep) chunks.push(c);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            encoding: res.headers['content-encoding'],
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function measure(base: string, target: Target, headers: http.OutgoingHttpHeaders): Promise<Result> {
  const url = base + target.path;
  const first = await get(url, headers, true); // also warms caches and connections
  if (first.status !== 200) throw new Error(`${target.label}: answered ${first.status}`);
  const json = first.encoding === 'gzip' ? zlib.gunzipSync(first.body) : first.body;
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + target.seconds * 1000;
  const worker = async () => {
    while (performance.now() < end && latencies.length < target.maxRequests) {
      const t0 = performance.now();
      const res = await get(url, headers);
      if (res.status !== 200) throw new Error(`${target.label}: answered ${res.status}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: target.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    target,
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    jsonBytes: json.length,
    wireBytes: first.body.length,
  };
}

function listen(app: { listen: http.Server['listen'] }): Promise<{ server: http.Server; base: string }> {
  return new Promise((resolve) => {
    const server: http.Server = app.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });
}

function table(results: Result[]): string {
  const bare = results.find((r) => r.target.server === 'bare Koa')!;
  const fmt = (n: number, digits = 0) =>
    n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const bytes = (n: number) => (n < 1024 ? `${n} B` : `${fmt(n / 1024, 1)} kB`);
  const rows = results.map((r) => [
    r.target.label,
    r.target.server,
    String(r.target.concurrency),
    fmt(r.requests),
    fmt(r.perSecond, 1),
    r === bare ? '1' : fmt(r.perSecond / bare.perSecond, 4),
    fmt(r.p50, 1),
    fmt(r.p95, 1),
    r === bare ? '1' : fmt(r.p50 / bare.p50, 1),
    bytes(r.jsonBytes),
    bytes(r.wireBytes),
  ]);
  const head = [
    'Request',
    'Server',
    'In flight',
    'Requests',
    'Req/s',
    'Req/s ÷ bare Koa',
    'p50 ms',
    'p95 ms',
    'p50 ÷ bare Koa p50',
    'JSON',
    'Sent (gzip)',
  ];
  return [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

/** STORM_SIGN_INS accounts signing in back to back until stopped (each answered 200). */
const stormEmail = (i: number) => `bench-storm-${i}@example.test`;

function signInStorm(base: string): { stop: () => Promise<void> } {
  let stopped = false;
  const loop = async (i: number) => {
    while (!stopped) {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: stormEmail(i), password: ADMIN.password }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`sign-in storm: answered ${res.status}`);
    }
  };
  const loops = Array.from({ length: STORM_SIGN_INS }, (_, i) => loop(i));
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Issue 15's speed goals, as ratios of this run's own measurements. */
function goals(results: Result[]): string {
  const by = (label: string) => results.find((r) => r.target.label.startsWith(label))!;
  const bare = by('GET / (hello JSON)');
  const anonymous = by('GET /api/jobs/{slug} (anonymous)');
  const signedIn = by('GET /api/jobs/{slug} (signed in)');
  const idle = by('GET /api/jobs/{slug} (signed in, one at a time)');
  const storm = by(`GET /api/jobs/{slug} (signed in, one at a time, ${STORM_SIGN_INS}`);
  const rows = [
    [
      'Full-stack job read ÷ bare Koa (req/s)',
      anonymous.perSecond / bare.perSecond,
      '≥ 0.5',
      anonymous.perSecond / bare.perSecond >= 0.5,
    ],
    [
      'Signed-in ÷ anonymous job read (req/s)',
      signedIn.perSecond / anonymous.perSecond,
      '≥ 0.8',
      signedIn.perSecond / anonymous.perSecond >= 0.8,
    ],
    ['Job read p50 during a sign-in storm ÷ idle p50', storm.p50 / idle.p50, '≤ 2', storm.p50 / idle.p50 <= 2],
  ] as const;
  return [
    '| Goal | Measured | Target | Met |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      ([name, value, target, met]) => `| ${name} | ${value.toFixed(2)} | ${target} | ${met ? 'yes' : 'no'} |`,
    ),
  ].join('\n');
}

async function main() {
  buildIfStale(); // the drawn pages' rows need the web app and the page renderer
  const { databaseUrl, stop: stopCluster } = startCluster();
  const deadline = setTimeout(() => {
    console.error(`bench: still running after ${DEADLINE_MS / 1000} s; stopping.`);
    stopCluster();
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();

  const closers: (() => Promise<unknown>)[] = [];
  try {
    const env = readEnv({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOGIN_LIMIT_PER_ADDRESS: '1000000',
      LOGIN_LIMIT_PER_ACCOUNT: '1000000',
    });
    const { app, database } = await boot(env, { seedDemoData: false });
    closers.push(() => database.close());
    console.error(
      `Seeding ${SCALE.candidates} candidates, ${SCALE.employers} employers, ${SCALE.jobs} jobs, ~${SCALE.applications} applications...`,
    );
    await seedScale(database.knex);
    const passwordHash = await hashPassword(ADMIN.password);
    await database.knex('users').insert({
      email: ADMIN.email,
      role: 'admin',
      first_name: 'Bench',
      last_name: 'Admin',
      password_hash: passwordHash,
    });
    // The storm's accounts: one per sign-in in flight (one account signing in from one address 20 times at
    // once would be throttled as guessing, by design).
    await database.knex('users').insert(
      Array.from({ length: STORM_SIGN_INS }, (_, i) => ({
        email: stormEmail(i),
        role: 'candidate' as const,
        first_name: 'Storm',
        last_name: `Bench ${i}`,
        password_hash: passwordHash,
      })),
    );

    const full = await listen(app);
    closers.push(() => new Promise((r) => full.server.close(r)));
    const hello = new Koa();
    hello.use((ctx) => {
      ctx.body = { hello: 'world' };
    });
    const bare = await listen(hello);
    closers.push(() => new Promise((r) => bare.server.close(r)));

    const login = await fetch(`${full.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (login.status !== 200) throw new Error(`bench admin could not sign in: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const results: Result[] = [];
    for (const target of TARGETS) {
      console.error(`Measuring ${target.label} on ${target.server}...`);
      const storm = target.duringSignInStorm ? signInStorm(full.base) : undefined;
      try {
        results.push(
          await measure(
            target.server === 'app' ? full.base : bare.base,
            target,
            target.anonymous ? {} : { Cookie: cookie },
          ),
        );
      } finally {
        await storm?.stop();
      }
    }

    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    const report =
      `# Benchmark\n\n${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} cores · load average ${load}\n\n` +
      `Client, app and bare Koa share this process and the machine; compare the ratios between runs, not the absolute figures.\n` +
      `Data: ${SCALE.candidates} candidates, ${SCALE.employers} employers, ${SCALE.jobs} jobs, ~${SCALE.applications} applications (server/test/scale-seed.ts).\n\n` +
      `${table(results)}\n\n${goals(results)}\n`;
    // Issue 15's scale goals: 1× against 100× the demo data, on a cluster of its own (bench-scale.ts).
    const scale = await scaleBench();
    // Issue 26: the public board at 10,000 jobs, cold and warm, and the event-loop delay meanwhile.
    const board = await boardBench();
    // Issue 23: a job's pipeline board and a stage move at 5,000 applications on one job against 50.
    const pipeline = await pipelineBench();
    console.log(`${report}\n${scale}\n${board}\n${pipeline}`);
    fs.mkdirSync('reports', { recursive: true });
    fs.writeFileSync('reports/bench.md', `${report}\n${scale}\n${board}\n${pipeline}`);
  } finally {
    agent.destroy();
    for (const close of closers.reverse()) await close().catch(() => undefined);
    stopCluster();
    clearTimeout(deadline);
  }
}

await main();
