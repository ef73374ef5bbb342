// A mail's one-time link opened on its own (a fresh browser, nobody signed in) at 360 and 1280 px, in
// English and Hungarian: the page is drawn with its stylesheet, and the warning's icon sits centred on the
// first line of its title, beside it, with the title's lines apart.
import { chooseLanguage, expect, test } from './test.ts';

const TITLE = { en: 'Could not verify the address', hu: 'A címet nem sikerült megerősíteni' } as const;

for (const width of [360, 1280]) {
  for (const lang of ['en', 'hu'] as const) {
    test(`/verify-email with a bad link (${width} px, ${lang}): the warning's icon is centred on its title`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        isMobile: width < 800,
        hasTouch: width < 800,
        locale: lang === 'hu' ? 'hu-HU' : 'en-GB',
      });
      await chooseLanguage(context, lang);
      const page = await context.newPage();
      await page.goto('/verify-email?token=not-a-token');
      const callout = page.getByRole('alert').filter({ hasText: TITLE[lang] });
      await expect(callout).toBeVisible();
      const title = callout.getByRole('heading', { name: TITLE[lang] });
      const icon = callout.locator('.bp6-icon').first();
      const [iconBox, titleBox] = [await icon.boundingBox(), await title.boundingBox()];
      const lines = await title.evaluate((h) => {
        const range = document.createRange();
        range.selectNodeContents(h);
        const tops = [...new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)))].sort(
          (a, b) => a - b,
        );
        const style = getComputedStyle(h);
        return { tops, lineHeight: parseFloat(style.lineHeight), fontSize: parseFloat(style.fontSize) };
      });
      // Beside the title, not above it.
      expect(iconBox!.x + iconBox!.width, 'the icon is left of the title').toBeLessThanOrEqual(titleBox!.x);
      // Centred on the title's first line.
      const firstLineMiddle = titleBox!.y + lines.lineHeight / 2;
      expect(
        Math.abs(iconBox!.y + iconBox!.height / 2 - firstLineMiddle),
        'icon off the first line',
      ).toBeLessThanOrEqual(1.5);
      // A wrapped title's lines stand apart.
      expect(lines.lineHeight).toBeGreaterThanOrEqual(lines.fontSize * 1.25);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    });
  }
}
