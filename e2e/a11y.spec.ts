// axe-core on every public page (and the open dialogs): no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForJobs } from './helpers.ts';

async function audit(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

const PAGES = ['/', '/jobs', '/employers', '/candidates', '/umbrella', '/about', '/contact', '/privacy', '/terms', '/cookies',
  '/login', '/admin/login', '/employer/login', '/candidate/login', '/no-such-page'];

test('public pages have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    if (path === '/jobs') await waitForJobs(page);
    await page.waitForTimeout(200);
    await audit(page, path);
  }
  await page.goto('/jobs');
  await waitForJobs(page);
  await page.locator('.job-list [role="article"] h2 a').first().click();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
  await audit(page, 'job detail');
});

test('dialogs and the Hungarian pages have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/contact');
  for (const button of ['Post a Job', 'Register as Candidate', 'Umbrella Services']) {
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(300);
    await audit(page, `dialog ${button}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await page.getByRole('button', { name: 'Magyar' }).click();
  for (const path of ['/', '/jobs', '/contact']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await audit(page, `hu ${path}`);
  }
});

test('phone layout and the slide-in menu have no serious accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/jobs', '/contact']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    if (path === '/jobs') await waitForJobs(page);
    await audit(page, `phone ${path}`);
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
  await page.waitForTimeout(300);
  await audit(page, 'phone menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeHidden();
});
