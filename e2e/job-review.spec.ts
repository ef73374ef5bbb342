// Leads and trust: a new employer verifies their address by the mailed link before anything
// they post is public; their first job waits in staff's review queue; staff approve it (it appears on
// /jobs) or reject it with a reason the employer is mailed in their language; employers reopen an
// archived job and duplicate a job. Desktop in English, a 390 px phone in Hungarian.
import { DEMO, DEMO_PASSWORD, expectToast, jobInput, signIn, uniqueEmail, verificationLink } from './helpers.ts';
import { mailTo } from './mail.ts';
import { expect, test, type Browser, type Page } from './test.ts';

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const DESCRIPTION =
  'Run the data platform of a Szeged logistics company: pipelines, warehouse and the dashboards people use.';

async function staffPage(browser: Browser, locale = 'en-GB'): Promise<Page> {
  const page = await (await browser.newContext({ locale, viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(page, '/admin/login', DEMO.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}

/** The board searched for this spec's jobs: the title's link once the job is public. */
async function onBoard(page: Page, title: string) {
  await page.goto(`/jobs?q=${encodeURIComponent(stamp)}`);
  return page.getByRole('link', { name: title });
}

test.describe.serial('a new employer’s first job waits for review (desktop, English)', () => {
  const email = uniqueEmail('review-employer');
  const title = `Review Data Engineer ${stamp}`;
  let employer: Page;

  test.beforeAll(async ({ browser }) => {
    employer = await (await browser.newContext()).newPage();
  });
  test.afterAll(async () => {
    await employer.context().close();
  });

  test('signs up, sees the banner, verifies by the mailed link and posts a first job that is not public', async () => {
    await employer.goto('/employers');
    await employer.getByRole('button', { name: 'Register or Sign In' }).first().click();
    const signUp = employer.getByRole('dialog', { name: 'Employer Registration' });
    await signUp.getByLabel('First Name').fill('Vera');
    await signUp.getByLabel('Last Name').fill('Nagy');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Company Name').fill('Tisza Logistics Kft.');
    await signUp.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await signUp.getByLabel('Confirm Password').fill(DEMO_PASSWORD);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(employer).toHaveURL(/\/employer\/dashboard$/);
    const banner = employer.getByTestId('verify-banner');
    await expect(banner.getByText('Please verify your email address')).toBeVisible();
    await banner.getByRole('button', { name: 'Resend the email' }).click();
    await expect(banner.getByText('A new link is on its way. Please check your inbox.')).toBeVisible();

    // The newest link (the resent one) verifies the address.
    await employer.goto(await verificationLink(email));
    await expect(employer.getByRole('heading', { level: 1, name: 'Verify your email address' })).toBeVisible();
    await employer.getByRole('button', { name: 'Verify my email address' }).click();
    await expect(employer.getByText('Email address verified')).toBeVisible();
    await employer.getByRole('link', { name: 'Go to my dashboard' }).first().click();
    await expect(employer.getByTestId('verify-banner')).toHaveCount(0);
    await expect(employer.getByText('Your first job is reviewed')).toBeVisible();

    await employer.getByRole('button', { name: 'Post a Job' }).first().click();
    const dialog = employer.getByRole('dialog', { name: 'Post a New Job' });
    await dialog.getByLabel('Job Title').fill(title);
    await dialog.getByLabel('Company').fill('Tisza Logistics Kft.');
    await dialog.getByLabel(/^Location/).fill('Szeged');
    await dialog.getByLabel('Job Type').selectOption('full-time');
    await dialog.getByLabel('Category').selectOption('devops');
    await dialog.getByLabel('Job Description').fill(DESCRIPTION);
    await dialog.getByRole('button', { name: 'Post Job' }).click();
    await expectToast(
      employer,
      'Job saved',
      `"${title}" waits for our review and appears on the job board once approved.`,
    );
    const row = employer.getByTestId('employer-job').filter({ hasText: title });
    await expect(row.getByText('Waiting for review')).toBeVisible();

    const visitor = await employer.context().browser()!.newContext();
    const page = await visitor.newPage();
    await onBoard(page, title);
    await expect(page.getByText('No jobs found')).toBeVisible();
    await visitor.close();
  });

  test('staff approve it in the queue and it appears on /jobs', async ({ browser }) => {
    const staff = await staffPage(browser);
    await staff.goto('/admin/jobs?status=pending');
    const queued = staff.getByRole('row', { name: new RegExp(title) });
    await expect(queued.getByText('Waiting for review')).toBeVisible();
    await queued.getByRole('button', { name: `Approve ${title}` }).click();
    await expectToast(staff, 'Job approved');
    await staff.context().close();

    const visitor = await (await browser.newContext()).newPage();
    await expect(await onBoard(visitor, title)).toBeVisible();
    await visitor.context().close();
    await employer.reload();
    const row = employer.getByTestId('employer-job').filter({ hasText: title });
    await expect(row.getByRole('link', { name: title })).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();
  });

  test('archives the job, reopens it, and duplicates it as a copy opened for editing', async ({ browser }) => {
    const row = employer.getByTestId('employer-job').filter({ hasText: title });
    await row.getByRole('button', { name: `Archive ${title}` }).click();
    await employer.getByRole('alertdialog').getByRole('button', { name: 'Archive Job' }).click();
    await expectToast(employer, 'Job archived successfully!');
    await row.getByRole('button', { name: `Reopen ${title}` }).click();
    await expectToast(employer, 'Job reopened');
    await expect(row.getByRole('link', { name: title })).toBeVisible();

    await row.getByRole('button', { name: `Duplicate ${title}` }).click();
    const dialog = employer.getByRole('dialog', { name: 'Edit Job' });
    await expect(dialog.getByLabel('Job Title')).toHaveValue(title);
    const copyTitle = `Review Data Engineer Copy ${stamp}`;
    await dialog.getByLabel('Job Title').fill(copyTitle);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(employer, 'Job updated successfully!');
    const copy = employer.getByTestId('employer-job').filter({ hasText: copyTitle });
    await expect(copy.getByText('Archived')).toBeVisible();
    await copy.getByRole('button', { name: `Reopen ${copyTitle}` }).click();
    await expect(copy.getByRole('link', { name: copyTitle })).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    await expect(await onBoard(visitor, copyTitle)).toBeVisible();
    await expect(visitor.getByRole('link', { name: title, exact: true })).toBeVisible();
    await visitor.context().close();
  });
});

test.describe('a rejection reaches the employer in Hungarian (390 px phone)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'hu-HU' });

  test('staff reject with a reason; the employer is mailed it and reads it on their desk', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('review-hu');
    const title = `Elutasított Elemző ${stamp}`;
    const made = await page.request.post('/api/auth/register', {
      headers: { 'Accept-Language': 'hu' },
      data: {
        email,
        firstName: 'Réka',
        lastName: 'Kiss',
        role: 'employer',
        companyName: 'Duna Adat Kft.',
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
      },
    });
    expect(made.ok()).toBe(true);
    await page.goto(await verificationLink(email));
    await expect(page.getByRole('heading', { level: 1, name: 'Erősítse meg e-mail-címét' })).toBeVisible();
    await page.getByRole('button', { name: 'E-mail-címem megerősítése' }).click();
    await expect(page.getByText('E-mail-cím megerősítve')).toBeVisible();
    const posted = await page.request.post('/api/employer/jobs', {
      data: jobInput(title, { description: DESCRIPTION }),
    });
    expect(posted.status()).toBe(201);

    // Staff work in English; the employer reads the reason in Hungarian.
    const staff = await staffPage(browser, 'en-GB');
    await staff.goto('/admin/jobs?status=pending');
    const queued = staff.getByRole('row', { name: new RegExp(title) });
    await queued.getByRole('button', { name: `Reject ${title}` }).click();
    const dialog = staff.getByRole('dialog', { name: `Reject “${title}”` });
    const reason = 'Kérjük, adja meg a fizetési sávot és a munkavégzés helyét.';
    await dialog.getByLabel('Reason for rejection').fill(reason);
    await dialog.getByRole('button', { name: 'Reject and notify' }).click();
    await expectToast(staff, 'Job rejected', 'The employer has been emailed the reason.');
    await staff.context().close();

    const mail = await mailTo(email, `Álláshirdetését nem tettük közzé: ${title}`);
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('Kedves Kiss Réka!');

    await page.goto('/employer/dashboard');
    const row = page.getByTestId('employer-job').filter({ hasText: title });
    await expect(row.getByText('Elutasítva', { exact: true })).toBeVisible();
    await expect(row.getByTestId('rejection')).toContainText(reason);
    // No horizontal scroll on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
