// The browser half of `npm run bench`: what a visitor on a phone waits for on /jobs and a candidate on
// /candidate/jobs, on a cold first visit, with the demo's jobs and again with 10,000 more. For each list:
// the time to the first job on screen, the time until the whole catalogue is on the device, and how the
// list keeps up with fast typing (the longest main-thread task while typing, and how long after the last
// key the list settles). Figures move with the machine's load: compare the 10,000 ÷ demo ratios, which one
// run measures under the same load. Then, on Lighthouse's mobile profile, the window in which a
// server-drawn page's buttons wait for the app (from the visitor's first touch to <html data-ready>)
// on /, /jobs and a job page (BENCH_ONLY=window measures only that, and prints it). Loopback only, a
// throwaway PostgreSQL, bounded in time; writes reports/bench-browser.md.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { startCluster } from './lib/cluster.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import knex from 'knex';
import { DEMO_PASSWORD } from '../server/db/seed.ts';
import { insertJobs, proseTitle } from '../server/test/scale-seed.ts';
import { CHROME_ARGS, CHROMIUM, ROOT, freePort, startServer } from './lib/serve.ts';
import { storedJobCount } from '../e2e/deviceJobs.ts';

const DEADLINE_MS = 20 * 60_000;
/** Rounds of each list at each size, interleaved (BENCH_ROUNDS). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MANY = 10_000;
const CANDIDATE = 'candidate@portaltalent.eu';
const QUERY = 'engineer';
const JOB = '.job-card';

/**
 * Lighthouse's mobile preset ('moto g power', simulated slow 4G, 4× CPU), applied through the DevTools
 * protocol as Lighthouse's devtools throttling does: 412 × 823 px at 1.75, 150 ms round trips (562.5 ms
 * per request), 1.6 Mbit/s down and 750 kbit/s up (each × 0.9), the CPU four times slower.
 */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  latencyMs: 150 * 3.75,
  downloadBytesPerS: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadBytesPerS: (750 * 1024 * 0.9) / 8,
  cpuSlowdown: 4,
};
interface Figures {
  list: string;
  jobs: number;
  round: number;
  firstResultsMs: number;
  catalogueMs: number;
  /** Keystroke to the list's 'done' signal, one key at a time, each key waiting for the list (ms). */
  keysMs: number[];
  longestTaskMs: number;
  /** From the last of a burst of keys (no delay between them) to the list's 'done' signal. */
  settleMs: number;
  typed: string;
  load: number;
}

// Installed before the app's own scripts: when the first job appears, the main thread's long tasks, the
// last key pressed, and when the list last said it was done (aria-busy="false" on the element marked
// data-results: the list draws the results of the box's text).
const PROBE = `(() => {
  const w = window;
  w.__bench = { firstResults: null, longTasks: [], lastKey: 0, doneAt: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__bench.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (w.__bench.firstResults === null && document.querySelector(${JSON.stringify(JOB)})) w.__bench.firstResults = performance.now();
    if (document.querySelector('[data-results][aria-busy=false]')) w.__bench.doneAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  addEventListener('keydown', () => { w.__bench.lastKey = performance.now(); }, true);
})()`;

interface Probe {
  firstResults: number | null;
  longTasks: [number, number][];
  lastKey: number;
  doneAt: number;
}

const KEY_TIMEOUT_MS = 30_000;

async function measure(browser: Browser, base: string, list: string, jobs: number, round: number): Promise<Figures> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
  });
  const figures: Figures = {
    list,
    jobs,
    round,
    firstResultsMs: NaN,
    catalogueMs: NaN,
    keysMs: [],
    longestTaskMs: NaN,
    settleMs: NaN,
    typed: '',
    load: os.loadavg()[0]!,
  };
  try {
    if (list.startsWith('/candidate')) {
      const res = await context.request.post(`${base}/api/auth/login`, {
        data: { email: CANDIDATE, password: DEMO_PASSWORD },
      });
      if (!res.ok()) throw new Error(`The demo candidate could not sign in: ${res.status()}`);
    }
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    // The catalogue: from the first /api/sync/jobs request to the moment IndexedDB holds every job the
    // pull received (its last batch said hasMore: false).
    let syncFrom = 0;
    let received = 0;
    let last = false;
    page.on('request', (req) => {
      if (req.url().includes('/api/sync/jobs') && syncFrom === 0) syncFrom = Date.now();
    });
    page.on('response', async (res) => {
      if (!res.url().includes('/api/sync/jobs') || !res.ok()) return;
      const batch = (await res.json()) as { jobs: unknown[]; hasMore: boolean };
      received += batch.jobs.length;
      if (!batch.hasMore) last = true;
    });
    await page.goto(base + list);
    await page.locator(JOB).first().waitFor({ timeout: 120_000 });
    const probe = () => page.evaluate(() => (window as unknown as { __bench: Probe }).__bench);
    figures.firstResultsMs = (await probe()).firstResults ?? NaN;
    // A visitor's device pulls the catalogue at the first interaction (app/offline/sync.ts whenEngaged).
    const search = page.locator('input[type=search]').first();
    await search.click();
    // Once more when the app is live, in case the first tap came before the app listened for it.
    await page.locator('html[data-ready]').waitFor({ timeout: 120_000 });
    await search.click();
    const until = Date.now() + 180_000;
    while (!(last && (await storedJobCount(page)) >= received)) {
      if (Date.now() > until) throw new Error(`The catalogue did not reach the device on ${list} within 3 minutes`);
      await new Promise((r) => setTimeout(r, last ? 50 : 250));
    }
    figures.catalogueMs = Date.now() - syncFrom;
    await page.locator('[data-results][data-source=device][aria-busy=false]').waitFor({ timeout: 60_000 });

    // The phone's CPU from here on (the catalogue above arrived at the machine's own speed).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    const typingFrom = await page.evaluate(() => performance.now());
    /** Waits for the list's 'done' after the last key, with the box holding `text`: that key's latency. */
    const done = async (text: string) => {
      await page.waitForFunction(
        (want) => {
          const b = (window as unknown as { __bench: Probe }).__bench;
          const box = document.querySelector<HTMLInputElement>('input[type=search]');
          return (
            box?.value === want &&
            b.doneAt > b.lastKey &&
            document.querySelector('[data-results][aria-busy=false]') !== null
          );
        },
        text,
        { timeout: KEY_TIMEOUT_MS, polling: 50 },
      );
      const b = await probe();
      return b.doneAt - b.lastKey;
    };
    try {
      // A burst: no delay between keys, faster than anyone types.
      await search.pressSequentially(QUERY, { timeout: 60_000 });
      figures.settleMs = await done(QUERY);
      figures.typed = await search.inputValue();
      await search.selectText();
      await search.press('Backspace');
      await done('');
      // Then one key at a time, each waiting for the list.
      for (let i = 1; i <= QUERY.length; i++) {
        await search.press(QUERY[i - 1]!);
        figures.keysMs.push(await done(QUERY.slice(0, i)));
      }
    } catch {
      figures.typed = `(gave up after ${KEY_TIMEOUT_MS / 1000} s)`;
    }
    const after = await probe();
    figures.longestTaskMs = Math.max(0, ...after.longTasks.filter(([start]) => start >= typingFrom).map(([, d]) => d));
    return figures;
  } finally {
    await context.close();
  }
}

const WINDOW_ROUNDS = 5;

interface Window {
  path: string;
  /** First touch to <html data-ready>, each round (ms). */
  rounds: number[];
  load: number;
}

// Installed before the page's own scripts: when the visitor first touches the page, and when <html data-ready>
// appears (the app is live, ui/Layout.tsx).
const READY_PROBE = `(() => {
  const w = window;
  w.__ready = null;
  w.__touched = null;
  addEventListener('touchstart', () => { if (w.__touched === null) w.__touched = performance.now(); }, true);
  new MutationObserver(() => {
    if (w.__ready === null && document.documentElement.hasAttribute('data-ready')) w.__ready = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
})()`;

/** One cold visit to `path` on the phone profile: read until the network is idle, then a scroll by touch
 * (the visitor's first sign of intent, which starts the app): from the touch to data-ready. */
async function hydrationWindow(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
  });
  try {
    await context.addInitScript(READY_PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerS,
      uploadThroughput: PHONE.uploadBytesPerS,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const { width, height } = PHONE.viewport;
    await cdp.send('Input.synthesizeScrollGesture', {
      x: Math.round(width / 2),
      y: Math.round(height * 0.7),
      yDistance: -200,
      gestureSourceType: 'touch',
    });
    await page.waitForFunction(() => (window as unknown as { __ready: number | null }).__ready !== null, undefined, {
      timeout: 60_000,
      polling: 100,
    });
    return await page.evaluate(() => {
      const w = window as unknown as { __ready: number; __touched: number | null };
      if (w.__touched === null) throw new Error('the scroll gesture sent no touch');
      return w.__ready - w.__touched;
    });
  } finally {
    await context.close();
  }
}

async function hydrationWindows(browser: Browser, base: string, paths: string[]): Promise<Window[]> {
  const out: Window[] = [];
  for (const p of paths) {
    console.error(`measuring first touch to data-ready on ${p}, ${WINDOW_ROUNDS} rounds`);
    const rounds: number[] = [];
    for (let i = 0; i < WINDOW_ROUNDS; i++) rounds.push(await hydrationWindow(browser, base + p));
    out.push({ path: p, rounds, load: os.loadavg()[0]! });
  }
  return out;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

function windowReport(windows: Window[]): string[] {
  return [
    '',
    '## Buttons waiting for the app',
    '',
    `From the visitor's first touch on a server-drawn page (a scroll, once the page is loaded and the network ` +
      `idle: the app starts at the first sign of intent) to <html data-ready> (the app live), on Lighthouse's mobile ` +
      `profile: ${PHONE.viewport.width} × ${PHONE.viewport.height} px, slow 4G (${PHONE.latencyMs} ms per request, ` +
      `1.6 Mbit/s down × 0.9), CPU ${PHONE.cpuSlowdown}× slower; a new profile a round (nothing cached, service ` +
      `worker off), ${WINDOW_ROUNDS} rounds a page. Meanwhile links and the /jobs form work as plain HTML and ` +
      `a tapped button shows it is waiting.`,
    '',
    '| Page | Median | Max | Rounds | Load average (1 min) |',
    '|---|---:|---:|---|---:|',
    ...windows.map(
      (w) =>
        `| ${w.path} | ${Math.round(median(w.rounds))} ms | ${Math.round(Math.max(...w.rounds))} ms | ` +
        `${w.rounds.map((r) => Math.round(r)).join(', ')} | ${w.load.toFixed(2)} |`,
    ),
  ];
}

function report(rows: Figures[], windows: Window[]): string {
  const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '—');
  const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a) ? (a / b).toFixed(1) : '—');
  const spread = (xs: number[]) =>
    xs.length && xs.every(Number.isFinite) ? `${ms(median(xs))} (max ${ms(Math.max(...xs))})` : '—';
  const loads = (rs: Figures[]) => rs.map((r) => r.load.toFixed(1)).join(', ');
  const lines = [
    `# Browser benchmark`,
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} cores · load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
    '',
    `Chromium at ${PHONE.viewport.width} px with touch, a new profile per row (nothing cached, service worker off); ` +
      `the demo's jobs and ${MANY.toLocaleString('en-GB')} more on two servers, measured interleaved, ${ROUNDS} rounds. ` +
      `The catalogue arrives at the machine's own speed (first /api/sync/jobs request to every job in IndexedDB); ` +
      `typing '${QUERY}' runs on the phone's CPU (${PHONE.cpuSlowdown}× slower). A keystroke's time runs from the key ` +
      `to the list's own 'done' (aria-busy="false" on the results, drawn for the box's text): one key at a time, ` +
      `and the last key of a burst typed with no delay. Median (max) over the rounds; keystrokes over every key of every round.`,
    '',
    '| List | Jobs | First job on screen | Catalogue on the device | A keystroke | Last key of a burst | Longest task while typing | Load average (1 min) per round |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  const lists = [...new Set(rows.map((r) => r.list))];
  const sizes = [...new Set(rows.map((r) => r.jobs))];
  for (const list of lists)
    for (const jobs of sizes) {
      const rs = rows.filter((r) => r.list === list && r.jobs === jobs);
      lines.push(
        `| ${list} | ${jobs.toLocaleString('en-GB')} | ${spread(rs.map((r) => r.firstResultsMs))} | ` +
          `${spread(rs.map((r) => r.catalogueMs))} | ${spread(rs.flatMap((r) => (r.keysMs.length ? r.keysMs : [NaN])))} | ` +
          `${spread(rs.map((r) => r.settleMs))} | ${ms(Math.max(...rs.map((r) => r.longestTaskMs)))} | ${loads(rs)} |`,
      );
    }
  lines.push(
    '',
    `Ratios, ${MANY.toLocaleString('en-GB')} more jobs ÷ demo, each round against the demo row measured just before it (worst round last):`,
    '',
    '| List | Catalogue | Slowest keystroke | Last key of a burst |',
    '|---|---|---|---|',
  );
  for (const list of lists) {
    const few = rows.filter((r) => r.list === list && r.jobs === sizes[0]);
    const many = rows.filter((r) => r.list === list && r.jobs === sizes[1]);
    const per = (f: (r: Figures) => number) => {
      const rs = many.map((m, i) => (few[i] ? Number(ratio(f(m), f(few[i]))) : NaN));
      return rs.every(Number.isFinite)
        ? `${rs.map((r) => r.toFixed(1)).join(', ')} (worst ${Math.max(...rs).toFixed(1)})`
        : '—';
    };
    lines.push(
      `| ${list} | ${per((r) => r.catalogueMs)} | ${per((r) => Math.max(...r.keysMs))} | ${per((r) => r.settleMs)} |`,
    );
  }
  lines.push('', 'Each keystroke, per round (ms):', '');
  for (const r of rows)
    lines.push(
      `- ${r.list}, ${r.jobs.toLocaleString('en-GB')} jobs, round ${r.round}: ${r.keysMs.map(Math.round).join(', ') || r.typed}`,
    );
  if (windows.length) lines.push(...windowReport(windows));
  return lines.join('\n') + '\n';
}

async function main() {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-if-stale.mjs')], { stdio: 'inherit' });
  const cluster = startCluster();
  const { databaseUrl } = cluster;
  // A second database in the same cluster for the server with 10,000 more jobs: both sizes stay up, so
  // their rows interleave and each ratio compares two measurements taken under the same load.
  const manyUrl = databaseUrl.replace(/\/[^/]*$/, '/portal_many');
  const servers: ChildProcess[] = [];
  let browser: Browser | undefined;
  const stop = () => {
    for (const s of servers) s.kill('SIGTERM');
    cluster.stop();
  };
  const deadline = setTimeout(() => {
    console.error(`bench-browser: still running after ${DEADLINE_MS / 1000} s; stopping.`);
    stop();
    process.exit(1);
  }, DEADLINE_MS);
  const db = knex({ client: 'pg', connection: databaseUrl });
  const many = knex({ client: 'pg', connection: manyUrl });
  try {
    await db.raw('CREATE DATABASE portal_many');
    const [port, manyPort] = [await freePort(), await freePort()];
    servers.push(await startServer(port, databaseUrl));
    servers.push(await startServer(manyPort, manyUrl));
    const base = `http://127.0.0.1:${port}`;
    const manyBase = `http://127.0.0.1:${manyPort}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
    let windows: Window[] = [];
    if (process.env.BENCH_ONLY !== 'lists') {
      const [job] = (await (await fetch(`${base}/api/jobs`)).json()) as { slug: string }[];
      windows = await hydrationWindows(browser, base, ['/', '/jobs', `/jobs/${job!.slug}`]);
      if (process.env.BENCH_ONLY === 'window') {
        console.log(windowReport(windows).join('\n'));
        return;
      }
    }
    const demo = Number((await db('jobs').where({ is_active: true }).count({ n: '*' }))[0]?.n);
    const first = Number((await many('jobs').max({ id: 'id' }))[0]?.id ?? 0) + 1;
    await insertJobs(many, MANY, first, proseTitle('i'));
    const rows: Figures[] = [];
    for (let round = 1; round <= ROUNDS; round++)
      for (const list of ['/jobs', '/candidate/jobs'])
        for (const [url, jobs] of [
          [base, demo],
          [manyBase, demo + MANY],
        ] as const) {
          console.error(`round ${round}: ${list} with ${jobs} jobs`);
          rows.push(await measure(browser, url, list, jobs, round));
        }
    const text = report(rows, windows);
    fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'reports', 'bench-browser.md'), text);
    console.log(text);
  } finally {
    await browser?.close();
    await db.destroy();
    await many.destroy();
    stop();
    clearTimeout(deadline);
  }
}

await main();
