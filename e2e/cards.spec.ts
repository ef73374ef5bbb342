// A job card opens as a whole: a tap anywhere on it, not only on its title, opens the job (the
// 'stretched link': the title link's ::after covers the card), while the card's own buttons (Save, Apply
// Now) stay above that cover and do what they say. Checked on /jobs, the candidate's list and a job page's
// similar jobs; the candidate's saved jobs draw the same card (JobCard).
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './test.ts';
import { DEMO, DEMO_PASSWORD, stableJobLink } from './helpers.ts';

/** Taps the card near its bottom-right corner: inside its padding, away from its title and its buttons. */
async function tapCorner(page: Page, card: Locator) {
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  await page.mouse.click(box.x + box.width - 8, box.y + box.height - 8);
}

test('on /jobs a tap on the card opens the job; its Save button still saves instead', async ({ page }) => {
  const title = await stableJobLink(page);
  const card = page
    .locator('.job-list [role="article"]')
    .filter({ has: page.locator('h2 a', { hasText: 'Cloud Security Engineer' }) })
    .first();
  const save = card.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(card.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/jobs\?/);
  await card.getByRole('button', { name: 'Saved', exact: true }).click();
  await expect(save).toBeVisible();
  await expect(page).toHaveURL(/\/jobs\?/);

  const href = await title.getAttribute('href');
  await tapCorner(page, card);
  await expect(page).toHaveURL(href!);
  await expect(page.locator('main h1')).toHaveText('Cloud Security Engineer');

  // The job page's similar jobs are cards too.
  const similar = page.locator('.similar-job').first();
  await expect(similar).toBeVisible();
  const next = await similar.getByRole('link').getAttribute('href');
  await tapCorner(page, similar);
  await expect(page).toHaveURL(next!);
});

test("on the candidate's list a tap on the card opens the job; Apply Now still opens the dialog", async ({ page }) => {
  const res = await page.request.post('/api/auth/login', { data: { email: DEMO.candidate, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  await page.goto('/candidate/jobs');
  const card = page.locator('[role="article"]').filter({ has: page.getByRole('button', { name: /^Apply Now:/ }) });
  await expect(card.first()).toBeVisible();
  const first = card.first();
  await first.getByRole('button', { name: /^Apply Now:/ }).click();
  await expect(page.locator('.apply-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.apply-dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/candidate\/jobs$/);

  // The card by its job, not by its place: a job another test posts meanwhile goes first on the list.
  const href = await first.locator('h2 a').getAttribute('href');
  await tapCorner(page, card.filter({ has: page.locator(`h2 a[href="${href}"]`) }));
  await expect(page).toHaveURL(href!);
});

test('keyboard focus stays on the title link, and Enter on it opens the job', async ({ page }) => {
  const title = await stableJobLink(page);
  await title.focus();
  await expect(title).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main h1')).toHaveText('Cloud Security Engineer');
});
