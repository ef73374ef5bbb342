import { expect, test } from '@playwright/test';
import { chooseLanguage } from '../e2e/test.ts';
const OUT = process.env.SHOTS_DIR!;
const PAGES: [string, string][] = [['home', '/'], ['jobs', '/jobs'], ['job', '/jobs/cloud-security-engineer-danube-digital-bank'], ['contact', '/contact'], ['umbrella', '/umbrella']];
for (const width of [360, 1280]) for (const lang of ['en', 'hu'] as const)
  test(`kit ${width} ${lang}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await chooseLanguage(page, lang);
    for (const [name, path] of PAGES) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.screenshot({ path: `${OUT}/${width}-${lang}-${name}.png`, fullPage: true, animations: 'disabled' });
    }
  });
