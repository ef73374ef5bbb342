// `npm run bench`'s load generator (scripts/bench.ts): autocannon in a process of its own, so the client
// never shares an event loop with a server it measures. One run per process: the options come as JSON in
// argv[2]; one JSON line goes to stdout: requests, req/s, p50/p95 latency (every response's time, not
// autocannon's bucketed percentiles, which have no p95), and how many answered other than 2xx or failed.
//
// Kinds of request:
// - `get` (default): the same GET every time;
// - `unique`: a GET whose `q` differs on every request (trailing spaces after `q`, from `offset`), so the
//   server's read cache, keyed by the raw query, never answers it: a cold search each time;
// - `signIn`: POST /api/auth/login, each connection with its own account (`${emailPrefix}${i}@…`).
import autocannon from 'autocannon';

const o = JSON.parse(process.argv[2] ?? '{}');
const url = new URL(o.url);
let next = o.offset ?? 0;
let account = 0;

let requests;
if (o.kind === 'unique') {
  requests = [
    {
      setupRequest: (req) => {
        const params = new URLSearchParams(url.search);
        params.set('q', `${params.get('q') ?? ''}${' '.repeat(next++)}`);
        return { ...req, path: `${url.pathname}?${params}` };
      },
    },
  ];
} else if (o.kind === 'signIn') {
  requests = [
    {
      method: 'POST',
      setupRequest: (req, context) => {
        context.account ??= account++;
        return {
          ...req,
          headers: { ...req.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ email: `${o.emailPrefix}${context.account}@example.test`, password: o.password }),
        };
      },
    },
  ];
}

const latencies = [];
const instance = autocannon({
  url: o.url,
  connections: o.connections,
  duration: o.seconds,
  headers: o.headers ?? {},
  requests,
  timeout: 30,
});
instance.on('response', (_client, statusCode, _bytes, ms) => {
  if (statusCode >= 200 && statusCode < 300) latencies.push(ms);
});
process.once('SIGTERM', () => instance.stop());

const result = await instance;
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
process.stdout.write(
  `${JSON.stringify({
    requests: latencies.length,
    seconds: result.duration,
    perSecond: latencies.length / result.duration,
    p50: at(50),
    p95: at(95),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  })}\n`,
);
