// /jobs drawn by the server with its first page of results (#page-data), taken over by the app in the same
// card elements (no hydration mismatch) on a first visit and on a returning device; and the list swap from
// the server's page to the device's copy keeps the cards, so a click on a job at that moment is not lost.
// The service worker is kept out: each visit gets the server's page, as a first visit does.
import { expect, test, type Page } from './test.ts';

test.use({ serviceWorkers: 'block' });

/** A demo job no spec changes. */
const STABLE_JOB = 'Cloud Security Engineer';

const cards = (page: Page) => page.locator('.job-list [role="article"]');
const results = (page: Page) => page.locator('#job-results');

interface Marks {
  /** The job cards the server drew, as the parser put them in the page (before any script ran). */
  serverCards: Element[];
  /** What React reported while taking the page over (a hydration mismatch is one). */
  errors: string[];
}

/** Records the server's card elements as soon as the page is parsed, and the app's console errors. */
async function watchServerCards(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.addInitScript(() => {
    const marks = { serverCards: [] as Element[], errors: [] as string[] };
    (window as unknown as { boardMarks: typeof marks }).boardMarks = marks;
    document.addEventListener('DOMContentLoaded', () => {
      marks.serverCards = [...document.querySelectorAll('.job-list [role="article"]')];
    });
  });
  return errors;
}

/** Whether the cards on screen are the very elements the server drew, in the same order. */
const sameCardsAsServer = (page: Page) =>
  page.evaluate(() => {
    const { serverCards } = (window as unknown as { boardMarks: Marks }).boardMarks;
    const now = [...document.querySelectorAll('.job-list [role="article"]')];
    return serverCards.length > 0 && now.length === serverCards.length && now.every((el, i) => el === serverCards[i]);
  });

test('the server sends /jobs with its first page of job cards, the same the API answers', async ({ request }) => {
  const api = (await (await request.get('/api/jobs?q=engineer&page=1&pageSize=10')).json()) as {
    jobs: { slug: string; title: string }[];
    total: number;
  };
  expect(api.jobs.length).toBe(10);
  const html = await (await request.get('/jobs?q=engineer')).text();
  // A crawler reading no script finds each job's link and the count line.
  for (const job of api.jobs) expect(html).toContain(`href="/jobs/${job.slug}"`);
  expect(html).toContain(`Showing 10 of ${api.total} jobs`);
  // A page number out of range is not an error page: the list is drawn by the app as before.
  expect((await request.get('/jobs?page=99999999')).status()).toBe(200);
});

test('a first visit keeps the cards the server drew when the app takes the page over', async ({ page }) => {
  const errors = await watchServerCards(page);
  await page.goto('/jobs');
  await expect(cards(page)).toHaveCount(10);
  expect(await sameCardsAsServer(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a returning device takes the server drawn cards over, then shows its own copy in them', async ({ page }) => {
  // The first visit: a search (an interaction) pulls the catalogue onto the device.
  await page.goto('/jobs');
  await page.getByRole('searchbox', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(STABLE_JOB);
  await expect(results(page)).toHaveAttribute('data-source', 'device');

  // The next visit: the server's page is taken over as drawn, then the device's copy is shown.
  const errors = await watchServerCards(page);
  await page.goto(`/jobs?q=${encodeURIComponent(STABLE_JOB)}`);
  await expect(results(page)).toHaveAttribute('data-source', 'device');
  await expect(cards(page).first()).toContainText(STABLE_JOB);
  expect(await sameCardsAsServer(page)).toBe(true);
  expect(errors).toEqual([]);
});

test("a first visit's search keeps its cards when the device's copy arrives, and a click opens the job", async ({
  page,
}) => {
  // The catalogue's pull waits until the searched list is on screen, so the swap happens under the pointer.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/sync/jobs',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/jobs');
  await expect(results(page)).toHaveAttribute('data-source', 'server');
  await page.getByRole('searchbox', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(STABLE_JOB);
  await expect(page).toHaveURL(/[?&]q=Cloud\+Security\+Engineer/);
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  const link = cards(page).first().getByRole('link', { name: STABLE_JOB });
  await expect(link).toBeVisible();
  await link.evaluate((el) => ((window as unknown as { firstLink: Element }).firstLink = el));
  await expect(results(page)).toHaveAttribute('data-source', 'server');

  release();
  await expect(results(page)).toHaveAttribute('data-source', 'device');
  await expect(cards(page).first()).toContainText(STABLE_JOB);
  // The link on screen is the element that was there before the swap.
  expect(
    await page.evaluate(() => {
      const before = (window as unknown as { firstLink: Element }).firstLink;
      return before.isConnected && document.querySelector('.job-list [role="article"] h2 a') === before;
    }),
  ).toBe(true);
  await link.click();
  await expect(page).toHaveURL(/\/jobs\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: STABLE_JOB })).toBeVisible();
});
