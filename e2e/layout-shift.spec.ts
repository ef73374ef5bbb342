// A cold first visit to a public page must not jump as the jobs and texts arrive (cumulative
// layout shift under 0.05 on phones and desktops). The browser's own layout-shift entries are summed from
// the first paint until the page has its content.
import { expect, test, type Browser } from './test.ts';

const PROBE = `window.__shift = 0; new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
}).observe({ type: 'layout-shift', buffered: true });`;

async function shiftOf(browser: Browser, baseURL: string, path: string, width: number, content: RegExp) {
  // A new profile with no service worker: nothing is on the device yet, as on a first visit.
  const context = await browser.newContext({ baseURL, viewport: { width, height: 740 }, serviceWorkers: 'block' });
  try {
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator('main').getByText(content).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  } finally {
    await context.close();
  }
}

for (const width of [360, 1280]) {
  test(`public pages keep still while their content arrives at ${width} px`, async ({ browser, baseURL }) => {
    const pages: [string, RegExp][] = [
      ['/', /./],
      ['/jobs', /Showing \d+ of \d+ jobs/],
      // A demo job no other test edits (the newest job may be one another test is about to close).
      ['/jobs/cloud-security-engineer-danube-digital-bank', /Cloud Security Engineer/],
      ['/about', /Portal Talent/],
    ];
    for (const [path, content] of pages) {
      expect.soft(await shiftOf(browser, baseURL!, path, width, content), path).toBeLessThan(0.05);
    }
  });
}
