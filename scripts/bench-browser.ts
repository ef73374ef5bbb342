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

const DEADLINE_MS = 8 * 60_000;
const MANY = 10_000;
const CANDIDATE = 'candidate@portaltalent.eu';
const QUERY = 'engineer';
const JOB = '.job-card';

interface Figures {
  list: string;
  jobs: number;
  firstResultsMs: number;
  catalogueMs: number;
  longestTaskMs: number;
  settleMs: number;
  typed: string;
}

// Installed before the app's own scripts: when the first job appears, the main thread's long tasks, and
// the last change to the page (to tell when the list has settled after typing).
const PROBE = `(() => {
  const w = window;
  w.__bench = { firstResults: null, longTasks: [], lastMutation: 0, lastKey: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__bench.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    w.__bench.lastMutation = performance.now();
    if (w.__bench.firstResults === null && document.querySelector(${JSON.stringify(JOB)})) w.__bench.firstResults = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
  addEventListener('keydown', () => { w.__bench.lastKey = performance.now(); }, true);
})()`;

interface Probe {
  firstResults: number | null;
  longTasks: [number, number][];
  lastMutation: number;
  lastKey: number;
}

async function measure(browser: Browser, base: string, list: string, jobs: number): Promise<Figures> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
  });
  try {
    if (list.startsWith('/candidate')) {
      const res = await context.request.post(`${base}/api/auth/login`, {
        data: { email: CANDIDATE, password: DEMO_PASSWORD },
      });
      if (!res.ok()) throw new Error(`The demo candidate could not sign in: ${res.status()}`);
    }
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    let lastSync = 0;
    const started = Date.now();
    page.on('requestfinished', (req) => {
      if (req.url().includes('/api/sync/jobs')) lastSync = Date.now() - started;
    });
    await page.goto(base + list);
    await page.locator(JOB).first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 180_000 });
    const probe = () => page.evaluate(() => (window as unknown as { __bench: Probe }).__bench);
    const firstResultsMs = (await probe()).firstResults ?? NaN;

    const search = page.locator('input[type=search]').first();
    await search.click();
    const typingFrom = await page.evaluate(() => performance.now());
    try {
      await search.pressSequentially(QUERY, { timeout: 60_000 }); // no delay between keys: faster than anyone types
      // Settled: nothing on the page has changed for a second.
      await page.waitForFunction(
        () => performance.now() - (window as unknown as { __bench: Probe }).__bench.lastMutation > 1000,
        undefined,
        { timeout: 60_000, polling: 100 },
      );
    } catch {
      // The list could not keep up at all: say so in the report rather than stop the run.
      return {
        list,
        jobs,
        firstResultsMs,
        catalogueMs: lastSync,
        longestTaskMs: NaN,
        settleMs: NaN,
        typed: '(gave up after 60 s)',
      };
    }
    const after = await probe();
    const longestTaskMs = Math.max(0, ...after.longTasks.filter(([start]) => start >= typingFrom).map(([, d]) => d));
    return {
      list,
      jobs,
      firstResultsMs,
      catalogueMs: lastSync,
      longestTaskMs,
      settleMs: Math.max(0, after.lastMutation - after.lastKey),
      typed: await search.inputValue(),
    };
  } finally {
    await context.close();
  }
}

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
  const lines = [
    `# Browser benchmark`,
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} cores · load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
    '',
    `Chromium at 360 px with touch, a new profile per row (nothing cached, service worker off), typing '${QUERY}' with no delay between keys.`,
    '',
    '| List | Jobs | First job on screen | Catalogue on the device | Longest task while typing | List settled after last key | Input holds |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.list} | ${r.jobs.toLocaleString('en-GB')} | ${ms(r.firstResultsMs)} | ${ms(r.catalogueMs)} | ${ms(r.longestTaskMs)} | ${ms(r.settleMs)} | '${r.typed}' |`,
    ),
    '',
    `Ratios, ${MANY.toLocaleString('en-GB')} more jobs ÷ demo:`,
    '',
    '| List | First job | Catalogue | Longest task | Settle |',
    '|---|---:|---:|---:|---:|',
  ];
  for (const list of new Set(rows.map((r) => r.list))) {
    const [few, many] = rows.filter((r) => r.list === list);
    if (!few || !many) continue;
    lines.push(
      `| ${list} | ${ratio(many.firstResultsMs, few.firstResultsMs)} | ${ratio(many.catalogueMs, few.catalogueMs)} | ` +
        `${ratio(many.longestTaskMs, few.longestTaskMs)} | ${ratio(many.settleMs, few.settleMs)} |`,
    );
  }
  lines.push(...windowReport(windows));
  return lines.join('\n') + '\n';
}

async function main() {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-if-stale.mjs')], { stdio: 'inherit' });
  const cluster = startCluster();
  const { databaseUrl } = cluster;
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  const stop = () => {
    server?.kill('SIGTERM');
    cluster.stop();
  };
  const deadline = setTimeout(() => {
    console.error(`bench-browser: still running after ${DEADLINE_MS / 1000} s; stopping.`);
    stop();
    process.exit(1);
  }, DEADLINE_MS);
  const db = knex({ client: 'pg', connection: databaseUrl });
  try {
    const port = await freePort();
    server = await startServer(port, databaseUrl);
    const base = `http://127.0.0.1:${port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
    const [job] = (await (await fetch(`${base}/api/jobs`)).json()) as { slug: string }[];
    const windows = await hydrationWindows(browser, base, ['/', '/jobs', `/jobs/${job!.slug}`]);
    if (process.env.BENCH_ONLY === 'window') {
      console.log(windowReport(windows).join('\n'));
      return;
    }
    const rows: Figures[] = [];
    const lists = ['/jobs', '/candidate/jobs'];
    const demo = Number((await db('jobs').where({ is_active: true }).count({ n: '*' }))[0]?.n);
    for (const list of lists) {
      console.error(`measuring ${list} with ${demo} jobs`);
      rows.push(await measure(browser, base, list, demo));
    }
    const first = Number((await db('jobs').max({ id: 'id' }))[0]?.id ?? 0) + 1;
    await insertJobs(db, MANY, first, proseTitle('i'));
    for (const list of lists) {
      console.error(`measuring ${list} with ${demo + MANY} jobs`);
      rows.push(await measure(browser, base, list, demo + MANY));
    }
    const text = report(rows, windows);
    fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'reports', 'bench-browser.md'), text);
    console.log(text);
  } finally {
    await browser?.close();
    await db.destroy();
    stop();
    clearTimeout(deadline);
  }
}

await main();
