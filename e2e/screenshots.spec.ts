// Screenshots of the main pages at desktop (1280) and phone (390) widths, for a person to look at
// (e2e/.screenshots, not committed). Also a smoke test: every page renders its heading.
import { expect, test } from '@playwright/test';

const PAGES: [string, string][] = [
  ['home', '/'], ['jobs', '/jobs'], ['job-detail', '/jobs/cloud-security-engineer-danube-digital-bank'],
  ['employers', '/employers'], ['candidates', '/candidates'], ['umbrella', '/umbrella'], ['about', '/about'],
  ['contact', '/contact'], ['privacy', '/privacy'], ['login', '/login'], ['employer-login', '/employer/login'], ['not-found', '/nope'],
];

for (const [width, label] of [[1280, 'desktop'], [390, 'mobile']] as const) {
  test(`screenshots ${label}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: label === 'desktop' ? 860 : 844 });
    for (const [name, path] of PAGES) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `e2e/.screenshots/${label}-${name}.png`, fullPage: true });
    }
  });
}
