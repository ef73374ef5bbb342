// Fresh, and honest about it: the connection state comes from the app's own calls (server unreachable,
// offline, online again through Retry), an open /jobs pulls a change when the tab becomes visible again,
// and the job catalogue is pulled only where it is needed: never on a first visit's load (that waits for the
// visitor's first interaction), then on a page showing jobs at once, the rest once the browser is idle.
import { expect, test, type Page } from './test.ts';
import { DEMO, DEMO_PASSWORD, jobInput, waitForJobs } from './helpers.ts';

const connectionBar = (page: Page) => page.locator('[role="status"]', { hasText: /Offline|Server unreachable/ });

test.describe('a server that does not answer', () => {
  // Playwright's routing does not see the calls a service worker passes on: keep the worker out here
  // (the connection state comes from the page's own calls, with or without it).
  test.use({ serviceWorkers: 'block' });

  test('shows "Server unreachable" with Last synced, keeps the stored list, and Retry recovers', async ({
    page,
    context,
  }) => {
    await page.goto('/jobs');
    await waitForJobs(page);
    // A first visit pulls the catalogue onto the device once the visitor starts using the page.
    const stored = page.waitForResponse((r) => r.url().includes('/api/sync/jobs') && r.status() === 200);
    await page.getByRole('searchbox', { name: 'Search' }).click();
    await stored;
    await context.route('**/api/**', (route) => route.abort('connectionrefused'));
    // The tab coming back pulls the job list: the call fails while the network is up.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const bar = connectionBar(page);
    await expect(bar).toContainText('Server unreachable');
    await expect(bar).toContainText(/Last synced (just now|\d+ minutes? ago)/);
    // What this device holds stays on screen.
    await expect(page.getByText(/Showing \d+ of \d+ jobs/)).toBeVisible();

    await context.unroute('**/api/**');
    const pulled = page.waitForResponse((r) => r.url().includes('/api/sync/jobs') && r.status() === 200);
    await bar.getByRole('button', { name: 'Retry' }).click();
    await pulled;
    await expect(connectionBar(page)).toHaveCount(0);
  });

  test('a page opened while the API is down keeps what the server sent, says so, and Retry syncs once it answers', async ({
    page,
  }) => {
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.goto('/jobs');
    // The page came with its first results (#page-data): they show without the API.
    await waitForJobs(page);
    // Starting to use the page pulls the catalogue onto the device; that call fails and the page says so.
    await page.getByRole('searchbox', { name: 'Search' }).click();
    const bar = connectionBar(page);
    await expect(bar).toContainText('Server unreachable');
    await expect(bar).toContainText('Not synced yet');
    await expect(page.getByText(/Showing \d+ of \d+ jobs/)).toBeVisible();
    await page.unroute('**/api/**');
    const pulled = page.waitForResponse((r) => r.url().includes('/api/sync/jobs') && r.status() === 200);
    await bar.getByRole('button', { name: 'Retry' }).click();
    await pulled;
    await expect(connectionBar(page)).toHaveCount(0);
  });
});

test('no network shows "Offline" on any page, in English and Hungarian, and the bar leaves when it returns', async ({
  page,
  context,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app is installed (its worker holds the Hungarian texts) before the network goes.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await expect(connectionBar(page)).toContainText('Offline');
  await expect(connectionBar(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.getByRole('link', { name: 'Magyar' }).click();
  const hungarian = page.locator('[role="status"]', { hasText: 'Nincs internetkapcsolat' });
  await expect(hungarian).toBeVisible();
  await expect(hungarian.getByRole('button', { name: 'Újra' })).toBeVisible();
  await context.setOffline(false);
  await expect(hungarian).toHaveCount(0);
});

test('a job published while /jobs is open appears when the tab becomes visible again, without a reload', async ({
  page,
  browser,
}) => {
  await page.goto('/jobs');
  await waitForJobs(page);
  // A marker that a reload would wipe.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  const employer = await browser.newContext();
  const login = await employer.request.post('/api/auth/login', {
    data: { email: DEMO.employer, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const title = `Fresh Sync Engineer ${Date.now()}`;
  const posted = await employer.request.post('/api/employer/jobs', { data: jobInput(title) });
  expect(posted.ok(), await posted.text()).toBe(true);
  await employer.close();

  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test.describe('the job catalogue is pulled only where it is needed', () => {
  // The browser stays busy (idle callbacks are held) until the test lets them run.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const held: (() => void)[] = [];
      const w = window as unknown as { requestIdleCallback: (cb: () => void) => number; runIdle: () => void };
      w.requestIdleCallback = (cb) => held.push(cb);
      w.runIdle = () => held.splice(0).forEach((cb) => cb());
    });
  });

  const syncRequests = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/sync/jobs') seen.push(r.url());
    });
    return seen;
  };

  const runIdle = (page: Page) => page.evaluate(() => (window as unknown as { runIdle: () => void }).runIdle());

  test('a first visit to the home page pulls nothing, not even once idle, until the visitor interacts', async ({
    page,
  }) => {
    const seen = syncRequests(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Find Your Next Role' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await runIdle(page);
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    // The first key press: the device fills its copy for offline use once the browser is idle.
    await page.keyboard.press('Tab');
    await expect
      .poll(
        async () => {
          await runIdle(page);
          return seen.length;
        },
        { message: 'an idle moment pulls the jobs' },
      )
      .toBeGreaterThan(0);
  });

  test('opening /jobs from the home page pulls it at once', async ({ page }) => {
    const seen = syncRequests(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Find Your Next Role' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    await page.getByRole('link', { name: 'Find Your Next Role' }).click();
    await waitForJobs(page);
    await expect.poll(() => seen.length, { message: 'opening /jobs pulls the jobs' }).toBeGreaterThan(0);
  });
});
