// Live updates end to end: a screen open in one browser shows what another browser did, without
// a reload. Staff on the dashboard (desktop, English) and an employer on their job's pipeline (a 390 px
// phone, in Hungarian) see a candidate's new application arrive from another context, with the count on the
// area's navigation going up; opening the application clears it.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from './test.ts';
import { DEMO_PASSWORD, jobInput, publishNewEmployersJob, signIn, uniqueEmail } from './helpers.ts';
import { createAdmin } from './staff.ts';

const PDF = new URL('./fixtures/cv.pdf', import.meta.url);
const LETTER = 'I have built live dashboards for years and would love to build yours with you.';
const stamp = Date.now().toString(36);

/** A new account of the role, signed in on a context of its own (the API, as the forms would). */
async function newAccount(browser: Browser, role: 'candidate' | 'employer', lastName: string) {
  const context = await browser.newContext();
  const email = uniqueEmail(`live-${role}`);
  const made = await context.request.post('/api/auth/register', {
    data: { email, firstName: 'Réka', lastName, role, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
  });
  expect(made.ok()).toBe(true);
  return { context, email };
}

/** In a browser context of its own, a new candidate uploads a CV and applies: the application's id. */
async function applyElsewhere(browser: Browser, jobId: number, lastName: string): Promise<number> {
  const { context } = await newAccount(browser, 'candidate', lastName);
  const up = await context.request.post('/api/upload-cv', {
    multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: await readFile(PDF) } },
  });
  expect(up.status()).toBe(201);
  const res = await context.request.post('/api/applications', { data: { jobId, notes: LETTER } });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { data: { application: { id: number } } }).data.application.id;
  await context.close();
  return id;
}

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
