// An estimate of a page's total blocking time that moves little with the machine's load: each main-thread
// task's thread CPU time (the trace's `tdur`, which leaves out the time the thread waited for a core) × 4,
// Lighthouse's mobile CPU multiplier, summed over the tasks after the first contentful paint as
// max(0, 4·tdur − 50 ms). Lighthouse's own figure multiplies wall time, which a loaded machine inflates.
import type { Browser } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tdur?: number;
}

/** One cold load of `url` at 412 × 823 px with the service worker blocked, until the network is idle. */
async function once(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url);
    // Nobody interacts, as in Lighthouse's run: a visitor's page starts the app at the first sign of intent
    // (server/features/seo/head.ts), so what runs until the network is idle is what a reader's phone runs.
    await page.waitForLoadState('networkidle');
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    if (!fcp) throw new Error(`${url}: no first contentful paint in the trace`);
    return events
      .filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.name === 'RunTask' && e.ts >= fcp.ts)
      .reduce((sum, task) => sum + Math.max(0, (4 * (task.tdur ?? 0)) / 1000 - 50), 0);
  } finally {
    await context.close();
  }
}

/** The median estimate over `rounds` cold loads, in ms. */
export async function cpuTbt(browser: Browser, url: string, rounds = 5): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < rounds; i++) runs.push(await once(browser, url));
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)]!;
}
