// The staff console's tab row, in English and Hungarian: at a desktop's 1280 px every tab is drawn whole
// (the row wraps rather than scrolling out of sight); on a 360 px phone the row scrolls, fades the edge that
// has more tabs beyond it, and keeps the current tab in view; the tab counting new applications stays
// pinned at the row's start, its count (the demo's applications, unread by a new admin) in sight, beside
// the current tab.
import { chooseLanguage, expect, test, type Browser } from './test.ts';
import { DEMO, DEMO_PASSWORD, expectWhole } from './helpers.ts';
import { createAdmin } from './staff.ts';

const LAST_TAB = { en: 'Message templates', hu: 'Üzenetsablonok' } as const;

async function staffPage(browser: Browser, lang: 'en' | 'hu', width: number, email: string = DEMO.admin) {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    isMobile: width < 800,
    hasTouch: width < 800,
    locale: lang === 'hu' ? 'hu-HU' : 'en-GB',
  });
  await chooseLanguage(context, lang);
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return page;
}

for (const lang of ['en', 'hu'] as const) {
  test(`staff console (${lang}, 1280 px): every tab of the row is drawn whole`, async ({ browser }) => {
    const page = await staffPage(browser, lang, 1280);
    await page.goto('/admin/dashboard');
    const nav = page.locator('nav.area-nav');
    const tabs = nav.getByRole('link');
    await expect(tabs.last()).toHaveText(LAST_TAB[lang]);
    const count = await tabs.count();
    expect(count).toBe(11);
    for (let n = 0; n < count; n++) await expectWhole(tabs.nth(n), nav, `tab ${await tabs.nth(n).innerText()}`);
    expect(await nav.evaluate((el) => el.scrollWidth - el.clientWidth), 'the row scrolls sideways').toBeLessThanOrEqual(
      0,
    );
    await page.context().close();
  });

  test(`staff console (${lang}, 360 px): the scrolling row shows it scrolls and keeps the current tab in view`, async ({
    browser,
  }) => {
    const page = await staffPage(browser, lang, 360);
    const nav = page.locator('nav.area-nav');
    const viewport = page.locator('body');
    await page.goto('/admin/dashboard');
    await expectWhole(nav.locator('[aria-current="page"]'), nav, 'the first tab, current');
    // More tabs to the right only: that edge fades.
    await expect(nav).toHaveAttribute('data-more-after', '');
    await expect(nav).not.toHaveAttribute('data-more-before', '');
    expect(await nav.evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient');

    await page.goto('/admin/messages');
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toHaveText(LAST_TAB[lang]);
    await expect.poll(() => nav.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expectWhole(current, nav, 'the last tab, current');
    await expectWhole(current, viewport, 'the last tab, current, on screen');
    await expect(nav).toHaveAttribute('data-more-before', '');
    await expect(nav).not.toHaveAttribute('data-more-after', '');
    await page.context().close();
  });

  test(`staff console (${lang}, 360 px): the count of new applications stays in sight while the row scrolls`, async ({
    browser,
  }) => {
    const page = await staffPage(
      browser,
      lang,
      360,
      await createAdmin('area-nav', DEMO_PASSWORD, new Date('2020-01-01')),
    );
    await page.goto('/admin/messages');
    const nav = page.locator('nav.area-nav');
    const dashboard = nav.getByRole('link').first();
    const badge = dashboard.getByTestId('unread-badge');
    await expect(badge).toBeVisible();
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toHaveText(LAST_TAB[lang]);
    await expect(nav).toHaveAttribute('data-more-before', '');
    await expectWhole(badge, dashboard, 'the count in its tab');
    await expectWhole(dashboard, nav, 'the tab with the count');
    await expectWhole(current, nav, 'the current tab');
    // Side by side: the current tab is not under the pinned one.
    const [pinned, shown] = [await dashboard.boundingBox(), await current.boundingBox()];
    expect(shown!.x, 'the current tab starts after the pinned one').toBeGreaterThanOrEqual(
      pinned!.x + pinned!.width - 0.5,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });
}
