// axe-core on every public page (and the open dialogs, the Hungarian pages and the phone menu): no
// serious or critical violations. One test per page, so a failure names the page and no test runs long.
import AxeBuilder from '@axe-core/playwright';
import { chooseLanguage, expect, test, type Page } from './test.ts';
import { stableJobLink } from './helpers.ts';
import { plainPublicPages } from './routes.ts';

// The pages are independent of each other: spread them over both workers.
test.describe.configure({ mode: 'parallel' });

async function audit(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    ),
  ).toEqual([]);
}

/** Opens a page and waits until it shows what a person would read: its heading, no list still loading. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  // The jobs arrive from IndexedDB after the first paint, in any language.
  if (path === '/jobs') await expect(page.locator('.job-list [role="article"]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

// Every public page of the route table without a parameter of its own, and a path the app does not have.
const PAGES = [...plainPublicPages(), '/no-such-page'];

for (const path of PAGES) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await open(page, path);
    await audit(page, path);
  });
}

test('a job detail page has no serious accessibility violations', async ({ page }) => {
  await open(page, '/jobs');
  await (await stableJobLink(page)).click();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
  await audit(page, 'job detail');
});

for (const button of ['Post a Job', 'Register as Candidate', 'Umbrella Services']) {
  test(`the '${button}' dialog has no serious accessibility violations`, async ({ page }) => {
    await open(page, '/contact');
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, `dialog ${button}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
}

for (const path of ['/', '/jobs', '/contact']) {
  test(`${path} in Hungarian has no serious accessibility violations`, async ({ page }) => {
    await chooseLanguage(page, 'hu');
    await open(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    await audit(page, `hu ${path}`);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/jobs', '/contact']) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await open(page, path);
      await audit(page, `phone ${path}`);
    });
  }

  test('the slide-in menu has no serious accessibility violations', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
    await audit(page, 'phone menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeHidden();
  });
});
