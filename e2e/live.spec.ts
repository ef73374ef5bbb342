// Live updates end to end: a screen open in one browser shows what another browser did, without
// a reload. Staff on the dashboard (desktop, English) and an employer on their job's pipeline (a 390 px
// phone, in Hungarian) see a candidate's new application arrive from another context, with the count on the
// area's navigation going up; opening the application clears it.
import { expect, test, type Browser, type Locator, type Page } from './test.ts';
import {
  DEMO_PASSWORD,
  applyElsewhere,
  expectWhole,
  jobInput,
  newAccount,
  publishNewEmployersJob,
  signIn,
} from './helpers.ts';
import { createAdmin } from './staff.ts';

const stamp = Date.now().toString(36);

/** A new employer with a public job of their own: the employer's address and the job's id. */
async function employerWithJob(browser: Browser, title: string) {
  const { context, email } = await newAccount(browser, 'employer', `Live${stamp}`);
  const job = await context.request.post('/api/employer/jobs', { data: jobInput(title) });
  expect(job.status()).toBe(201);
  const jobId = ((await job.json()) as { data: { job: { id: number } } }).data.job.id;
  await context.close();
  // A new employer's first job goes public once they verify their address and staff approve it.
  await publishNewEmployersJob(browser, email, jobId);
  return { email, jobId };
}

/** The tab's count is drawn whole: inside its tab, the tab inside the row, the row on the screen. */
async function expectBadgeWhole(page: Page, tab: Locator) {
  const badge = tab.getByTestId('unread-badge');
  await expect(badge).toBeVisible();
  const nav = page.locator('nav.area-nav');
  await expectWhole(badge, tab, 'the unread count in its tab');
  await expectWhole(tab, nav, 'the tab with the unread count');
  await expectWhole(nav, page.locator('body'), 'the area navigation');
}

/** The page's live stream is open (so an event written now reaches it). */
const streamOpen = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-live', 'open');

test('staff see a new application arrive on the dashboard, counted on the nav until they open it', async ({
  page,
  browser,
}) => {
  const { jobId } = await employerWithJob(browser, `Live Dashboard Analyst ${stamp}`);
  await signIn(page, '/admin/login', await createAdmin('live-staff', DEMO_PASSWORD));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Area navigation' });
  const dashboardTab = nav.getByRole('link', { name: /^Dashboard/ });
  await streamOpen(page);
  await expect(dashboardTab.getByTestId('unread-badge')).toHaveCount(0);

  const lastName = `Livefirst${stamp}`;
  const applicationId = await applyElsewhere(browser, jobId, lastName);
  const row = page.getByRole('link', { name: new RegExp(`Open the application of Réka ${lastName}`) });
  await expect(row).toBeVisible();
  await expect(dashboardTab.getByTestId('unread-badge').locator('[aria-hidden]')).toHaveText('1');
  await expect(dashboardTab.getByTestId('unread-badge')).toContainText('1 unread');
  await expectBadgeWhole(page, dashboardTab);

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/admin/applications/${applicationId}$`));
  await expect(nav.getByRole('link', { name: /^Dashboard/ }).getByTestId('unread-badge')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('link', { name: new RegExp(lastName) })).toBeVisible();
  await expect(dashboardTab.getByTestId('unread-badge')).toHaveCount(0);
});

test.describe('on a phone, in Hungarian', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true, locale: 'hu-HU' });

  test('an employer on their job’s pipeline sees the applicant arrive and the count go up; opening it clears it', async ({
    page,
    browser,
  }) => {
    const title = `Élő Adatmérnök ${stamp}`;
    const { email, jobId } = await employerWithJob(browser, title);
    const res = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
    expect(res.status()).toBe(200);
    await page.goto(`/employer/jobs/${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Jelentkezők: ${title}` })).toBeVisible();
    await streamOpen(page);
    const tab = page.getByRole('navigation').getByRole('link', { name: /^Munkáltatói irányítópult/ });
    await expect(tab.getByTestId('unread-badge')).toHaveCount(0);

    const lastName = `Élő${stamp}`;
    await applyElsewhere(browser, jobId, lastName);
    await expect(page.getByTestId('pipeline-applicant')).toHaveCount(1);
    const applicant = page.getByRole('link', { name: `${lastName} Réka` });
    await expect(applicant).toBeVisible();
    await expect(tab.getByTestId('unread-badge').locator('[aria-hidden]')).toHaveText('1');
    await expect(tab.getByTestId('unread-badge')).toContainText('1 olvasatlan');
    await expectBadgeWhole(page, tab);

    await applicant.click();
    await expect(page.getByTestId('application-panel')).toBeVisible();
    await expect(
      page
        .getByRole('navigation')
        .getByRole('link', { name: /^Munkáltatói irányítópult/ })
        .getByTestId('unread-badge'),
    ).toHaveCount(0);
    // Nothing scrolls sideways on the phone with the badge in the row.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
