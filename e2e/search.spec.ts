// Search on /jobs: accents and several words, sort by salary, the new filters in the address (and
// back from it), fast typing kept exactly, and the Filters button on a phone.
import { expect, test, type Page } from './test.ts';
import { waitForJobs } from './helpers.ts';

const countLine = (page: Page) => page.getByText(/Showing \d+ of \d+ jobs/);
async function total(page: Page): Promise<number> {
  return Number((await countLine(page).textContent())!.match(/of (\d+)/)![1]);
}
/** The list shows the search now in the address (not the previous one still on screen). */
async function settled(page: Page) {
  await expect(page.locator('#job-results')).toHaveAttribute('aria-busy', 'false');
}
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const cards = (page: Page) => page.locator('.job-list [role="article"]');

test("'krakow' finds the Kraków jobs and two words match in any order", async ({ page }) => {
  await page.goto('/jobs');
  await waitForJobs(page);
  await search(page).fill('krakow');
  await expect(page).toHaveURL(/[?&]q=krakow/);
  await settled(page);
  await expect(cards(page).first()).toContainText('Kraków');
  expect(await total(page)).toBeGreaterThan(0);
  for (const card of await cards(page).all()) await expect(card).toContainText('Kraków');

  await search(page).fill('python budapest');
  await expect(page).toHaveURL(/[?&]q=python\+budapest/);
  await settled(page);
  await expect(cards(page).first()).toContainText(/python/i);
  const both = await total(page);
  expect(both).toBeGreaterThan(0);
  await search(page).fill('budapest python');
  await expect(page).toHaveURL(/[?&]q=budapest\+python/);
  await expect(countLine(page)).toContainText(`of ${both} jobs`);
  for (const card of await cards(page).all()) await expect(card).toContainText(/python/i);
});

test('sorts by salary, high to low', async ({ page }) => {
  await page.goto('/jobs');
  await waitForJobs(page);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('salary');
  await expect(page).toHaveURL(/[?&]sort=salary/);
  await settled(page);
  await expect(cards(page)).toHaveCount(10);
  // Read until the cards on screen are the sorted ones (the previous order may still be drawn).
  const tops = async () =>
    (await page.locator('.job-list .salary-badge').allTextContents()).map((b) =>
      Math.max(...[...b.matchAll(/€(\d+)k/g)].map((m) => Number(m[1]))),
    );
  await expect
    .poll(async () => (await tops()).every((top, i, all) => i === 0 || all[i - 1]! >= top), {
      message: 'the cards are drawn in salary order',
    })
    .toBe(true);
  const badges = await page.locator('.job-list .salary-badge').allTextContents();
  expect(badges.length).toBeGreaterThan(1);
  for (const b of badges) expect(b).toMatch(/\/ year$/);
});

test('the new filters live in the address and come back from it', async ({ page }) => {
  await page.goto('/jobs');
  await waitForJobs(page);
  const all = await total(page);
  await page.getByRole('combobox', { name: 'Work mode' }).selectOption('hybrid');
  await expect(page).toHaveURL(/[?&]mode=hybrid/);
  await page.getByRole('combobox', { name: 'Minimum salary' }).selectOption('50');
  await expect(page).toHaveURL(/[?&]salary=50/);
  await page.getByRole('combobox', { name: 'Posted within' }).selectOption('30');
  await expect(page).toHaveURL(/[?&]posted=30/);
  await page.getByRole('combobox', { name: 'Posted within' }).selectOption('');
  await expect(page).not.toHaveURL(/posted=/);
  await settled(page);
  const narrowed = await total(page);
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(all);
  for (const badge of await page.locator('.job-list .salary-badge').allTextContents())
    expect(Math.max(...[...badge.matchAll(/€(\d+)k/g)].map((m) => Number(m[1])))).toBeGreaterThanOrEqual(50);

  // A shared address opens the same search.
  const url = page.url();
  const fresh = await page.context().newPage();
  await fresh.goto(url);
  await waitForJobs(fresh);
  await expect(fresh.getByRole('combobox', { name: 'Work mode' })).toHaveValue('hybrid');
  await expect(fresh.getByRole('combobox', { name: 'Minimum salary' })).toHaveValue('50');
  await expect(countLine(fresh)).toContainText(`of ${narrowed} jobs`);
});

test('fast typing gives exactly what was typed, and back brings an earlier search back', async ({ page, context }) => {
  const reference = await context.newPage();
  await reference.goto('/jobs?q=engineer');
  await waitForJobs(reference);
  const expected = await total(reference);
  expect(expected).toBeGreaterThan(10);
  await reference.close();

  await page.goto('/jobs');
  await waitForJobs(page);
  await search(page).pressSequentially('engineer');
  await expect(search(page)).toHaveValue('engineer');
  await expect(page).toHaveURL(/[?&]q=engineer$/);
  await expect(countLine(page)).toHaveText(`Showing 10 of ${expected} jobs`);
  await expect(search(page)).toHaveValue('engineer');

  // A page change is a history entry; a new search replaces that entry; back returns to 'engineer' (page 1).
  await page.getByRole('navigation', { name: 'Job list pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await search(page).fill('data');
  await expect(page).toHaveURL(/[?&]q=data$/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]q=engineer$/);
  await expect(search(page)).toHaveValue('engineer');
  await expect(countLine(page)).toContainText(`of ${expected} jobs`);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the filters sit behind a Filters button and the first job shows on the first screen', async ({ page }) => {
    await page.goto('/jobs');
    await waitForJobs(page);
    const location = page.getByRole('combobox', { name: 'Location' });
    await expect(location).toBeHidden();
    await expect(search(page)).toBeVisible();
    await expect(cards(page).first()).toBeInViewport();
    const button = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(location).toBeVisible();
    await location.selectOption('poland');
    await page.getByRole('combobox', { name: 'Work mode' }).selectOption('remote');
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/location=poland/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});
