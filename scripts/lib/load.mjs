// `npm run bench`'s load generator (scripts/bench.ts): autocannon in a process of its own, so the client
// never shares an event loop with a server it measures. Forked with an IPC channel, it runs one measurement
// per message (options as below) and answers each with requests, req/s, the mean and p50/p95 latency (every
// response's time, not autocannon's bucketed percentiles, which have no p95), and how many answered other than 2xx or
// failed; run alone, `node scripts/lib/load.mjs '<options as JSON>'` prints that as one JSON line.
//
// Kinds of request:
// - `get` (default): the same GET every time;
// - `unique`: a GET whose `q` differs on every request (trailing spaces after `q`, from `offset`), so the
//   server's read cache, keyed by the raw query, never answers it: a cold search each time; or, with
//   `param`, that parameter set to a new number on every request (`offset` onwards), a word the page reads
//   nothing from: an address never asked before, so a page is drawn each time;
// - `signIn`: POST /api/auth/login, the `accounts` accounts in turn (`${emailPrefix}${i}@example.test`);
// - `write`: the request `write` names (`{ path, method, body, headers }`: a job edit through the API), over and
//   over; with `rate`, at random moments, `rate` a second on average, one at a time (the writes going on beside
//   a measured row: paced writes());
// - `writeFirst`: on each connection, that write and then the GET, in turn: no answer kept from before the
//   write can answer the GET. Only the GETs are timed and counted.
import autocannon from 'autocannon';

let current;

/** The writes beside a measured row, at moments drawn at random (exponential gaps of mean 1/rate s: a Poisson
 * stream), one in flight, a late one sent as soon as the one before has answered. autocannon's overallRate sent
 * each second's writes back to back at the start of the second (150 edits in rows of about 1.3 s at "50 a
 * second"), and a fixed beat can fall into step with reads timed one after another, so that a read as long as
 * the beat meets an edit every time. Runs until stopped. */
async function paced(o, write) {
  let stopped = false;
  let wake;
  current = {
    stop: () => {
      stopped = true;
      wake?.();
    },
  };
  const statuses = {};
  let requests = 0;
  let errors = 0;
  let due = performance.now();
  const started = due;
  while (!stopped) {
    due += (-Math.log(1 - Math.random()) / o.rate) * 1000;
    const wait = due - performance.now();
    if (wait > 0)
      await new Promise((resolve) => {
        wake = resolve;
        setTimeout(resolve, wait);
      });
    if (stopped) break;
    try {
      const res = await fetch(new URL(write.path, o.url), {
        method: write.method,
        headers: write.headers,
        body: write.body,
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      requests++;
    } catch {
      errors++;
    }
  }
  current = undefined;
  const seconds = (performance.now() - started) / 1000;
  const non2xx = Object.entries(statuses).reduce((n, [status, count]) => n + (status.startsWith('2') ? 0 : count), 0);
  return { requests, seconds, perSecond: requests / seconds, mean: NaN, p50: NaN, p95: NaN, non2xx, statuses, errors };
}

async function measure(o) {
  const url = new URL(o.url);
  let next = o.offset ?? 0;
  let account = 0;

  let requests;
  const write = o.write && {
    method: o.write.method,
    path: o.write.path,
    headers: { ...o.headers, ...o.write.headers, 'content-type': 'application/json' },
    body: JSON.stringify(o.write.body),
  };
  if (o.kind === 'write' && o.rate) return paced(o, write);
  if (o.kind === 'write') requests = [write];
  else if (o.kind === 'writeFirst')
    requests = [write, { method: 'GET', path: `${url.pathname}${url.search}`, headers: o.headers }];
  else if (o.kind === 'unique') {
    requests = [
      {
        setupRequest: (req) => {
          const params = new URLSearchParams(url.search);
          if (o.param) params.set(o.param, String(next++));
          else params.set('q', `${params.get('q') ?? ''}${' '.repeat(next++)}`);
          return { ...req, path: `${url.pathname}?${params}` };
        },
      },
    ];
  } else if (o.kind === 'signIn') {
    requests = [
      {
        method: 'POST',
        // autocannon starts a connection's context afresh each time its list of requests comes round, so
        // the accounts go round by a counter of our own (accounts 0 … accounts - 1).
        setupRequest: (req) => {
          const i = account++ % o.accounts;
          return {
            ...req,
            headers: { ...req.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ email: `${o.emailPrefix}${i}@example.test`, password: o.password }),
          };
        },
      },
    ];
  }

  // A run lasts `seconds` and until each connection has had 2 answers (a slow page at 8 in flight would
  // otherwise count only what finished inside the window), at most `maxSeconds`; `untilStopped` runs until
  // a `stop` message (the storm beside a measured row). Req/s = answers ÷ time to the last answer.
  const latencies = [];
  const started = performance.now();
  let last = started;
  const instance = autocannon({
    url: o.url,
    connections: o.connections,
    duration: o.untilStopped ? 600 : (o.maxSeconds ?? o.seconds * 4),
    headers: o.headers ?? {},
    requests,
    timeout: 30,
  });
  current = instance;
  let stopped = false;
  const statuses = {};
  // writeFirst: each connection's answers alternate, the write's first (one request in flight at a time).
  const answered = new WeakMap();
  instance.on('response', (client, statusCode, _bytes, ms) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (o.kind === 'writeFirst') {
      const n = answered.get(client) ?? 0;
      answered.set(client, n + 1);
      if (n % 2 === 0) return;
    }
    if (stopped || statusCode < 200 || statusCode >= 300) return;
    latencies.push(ms);
    last = performance.now();
    if (!o.untilStopped && last - started >= o.seconds * 1000 && latencies.length >= 2 * o.connections) instance.stop();
  });
  const result = await instance;
  current = undefined;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const seconds = (last - started) / 1000;
  return {
    requests: latencies.length,
    seconds,
    perSecond: latencies.length === 0 ? 0 : latencies.length / seconds,
    // JSON has no NaN: null when no answer completed within the run.
    mean: latencies.length === 0 ? NaN : latencies.reduce((a, b) => a + b, 0) / latencies.length,
    p50: at(50),
    p95: at(95),
    non2xx: result.non2xx,
    statuses,
    errors: result.errors + result.timeouts,
    // Every answer's latency, for a round made of several runs (scripts/lib/benchRounds.ts pool).
    ...(o.latencies ? { latencies } : {}),
  };
}

if (process.send) {
  process.on('message', (options) => {
    if (options.stop) return void current?.stop();
    measure(options).then(
      (result) => process.send({ result }),
      (err) => process.send({ error: String(err?.stack ?? err) }),
    );
  });
} else {
  process.stdout.write(`${JSON.stringify(await measure(JSON.parse(process.argv[2] ?? '{}')))}\n`);
}
