// Leads: a visitor's employer request reaches the staff inbox, staff reply and convert it into an
// employer account with a draft job; the new employer follows the invitation mail (real SMTP), chooses a
// password, signs in and finds the draft, which they publish. At desktop width in English, and on a 390 px
// phone in Hungarian.
import { expect, test, type Page } from './test.ts';
import { DEMO, DEMO_PASSWORD, expectToast, signIn, uniqueEmail } from './helpers.ts';
import { mailTo } from './mail.ts';

const NEW_PASSWORD = 'a-new-secret-23';

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('a visitor’s employer request is answered, converted, and the new employer publishes the draft', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('lead');
  const title = `Lead Data Engineer ${Date.now()}`;

  // A visitor posts a job request from the home page.
  await page.goto('/');
  await page.getByRole('button', { name: 'Post a Job' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Post a Job' });
  await dialog.getByLabel('Company Name').fill('Balaton Systems Zrt.');
  await dialog.getByLabel('Contact Person').fill('Eszter Nagy');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Job Title').fill(title);
  await dialog.getByLabel('Job Description').fill('Build and run our data platform on Azure with a small team.');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expectToast(page, 'Request submitted');

  // Staff find it in the inbox, reply and convert it.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, '/admin/login', DEMO.admin);
  await staff.getByRole('link', { name: 'Leads', exact: true }).first().click();
  await expect(staff).toHaveURL(/\/admin\/leads$/);
  await staff.getByLabel('Kind').selectOption('employerRequest');
  const row = staff.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('New');
  await row.getByRole('link', { name: 'Eszter Nagy' }).click();
  await expect(staff.getByRole('heading', { name: 'Eszter Nagy', level: 1 })).toBeVisible();
  await expect(staff.getByText(title)).toBeVisible();

  const reply = staff.getByRole('form', { name: 'Reply by email' });
  await reply.getByLabel('Subject').fill('Your request');
  await reply.getByLabel('Message').fill('Thank you, we will call you tomorrow.');
  await reply.getByRole('button', { name: 'Send the reply' }).click();
  await expect(staff.getByText('Your request', { exact: true })).toBeVisible();
  await expect(staff.getByLabel('Status')).toHaveValue('contacted');
  const answer = await mailTo(email, 'Your request');
  expect(answer.text).toContain('Thank you, we will call you tomorrow.');

  await staff.getByRole('button', { name: 'Convert into an employer account' }).click();
  await expect(staff.getByText(`an employer account was opened for ${email}`)).toBeVisible();
  await expect(staff.getByLabel('Status')).toHaveValue('won');
  await staffContext.close();

  // The new employer follows the invitation, chooses a password, signs in and publishes the draft.
  const invitation = await mailTo(email, 'Your account is ready: choose a password');
  expect(invitation.text).toContain(title);
  const link = /(http:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}\S*)/.exec(invitation.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await signIn(page, '/employer/login', email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  const job = page.getByTestId('employer-job').filter({ hasText: title });
  await expect(job.getByText('Draft', { exact: true })).toBeVisible();
  await job.getByRole('button', { name: `Publish ${title}` }).click();
  await expectToast(page, 'Job published');
  await expect(job.getByText('Active', { exact: true })).toBeVisible();
});

test.describe('on a phone, in Hungarian', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true, locale: 'hu-HU' });

  test('staff convert a Hungarian request and the employer finds the draft', async ({ page, browser }) => {
    const email = uniqueEmail('lead-hu');
    const title = `Adatvezető ${Date.now()}`;
    // The visitor's request, sent as the Hungarian app sends it.
    const sent = await page.request.post('/api/employer-request', {
      headers: { 'Accept-Language': 'hu' },
      data: {
        companyName: 'Duna Bank Zrt.',
        contactPerson: 'Horváth Kata',
        email,
        phone: '+36 30 123 4567',
        jobTitle: title,
        location: 'hungary',
        description: 'Adatvezetőt keresünk budapesti elemzőcsapatunk felépítéséhez, mielőbbi kezdéssel.',
        urgency: 'high',
      },
    });
    expect(sent.status()).toBe(201);

    const staffContext = await browser.newContext({
      viewport: { width: 390, height: 800 },
      isMobile: true,
      hasTouch: true,
      locale: 'hu-HU',
    });
    const staff = await staffContext.newPage();
    await staff.goto('/admin/login');
    await staff
      .locator('main')
      .getByRole('textbox', { name: /^E-mail/ })
      .fill(DEMO.admin);
    await staff
      .locator('main')
      .getByLabel(/^Jelszó/)
      .fill(DEMO_PASSWORD);
    await staff.getByRole('button', { name: 'Bejelentkezés', exact: true }).last().click();
    await expect(staff).toHaveURL(/\/admin\/dashboard$/);
    await staff.goto('/admin/leads?status=new');
    const row = staff.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Munkáltatói igény');
    await noSideScroll(staff);
    await row.getByRole('link', { name: 'Horváth Kata' }).click();
    await expect(staff.getByText('Sürgősség')).toBeVisible();
    await expect(staff.getByText('+36 30 123 4567', { exact: true })).toBeVisible();
    await noSideScroll(staff);
    await staff.getByLabel('Felelős').selectOption({ index: 1 });
    await expect(staff.getByText('Érdeklődő frissítve')).toBeVisible();
    await staff.getByRole('button', { name: 'Munkáltatói fiók nyitása' }).click();
    await expect(staff.getByText(`Munkáltatói fiók nyílt a(z) ${email} címre`, { exact: false })).toBeVisible();
    await noSideScroll(staff);
    await staffContext.close();

    const invitation = await mailTo(email, 'Elkészült a fiókja: válasszon jelszót');
    expect(invitation.text).toContain('Kedves Horváth Kata!');
    const link = /(http:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}\S*)/.exec(invitation.text)?.[1];
    await page.goto(link!);
    await page.getByLabel(/^Új jelszó megerősítése/).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Új jelszó', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Új jelszó mentése' }).click();
    await expect(page.getByText('A jelszó megváltozott')).toBeVisible();
    await page.goto('/employer/login');
    await page
      .locator('main')
      .getByRole('textbox', { name: /^E-mail/ })
      .fill(email);
    await page
      .locator('main')
      .getByLabel(/^Jelszó/)
      .fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Bejelentkezés', exact: true }).last().click();
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
    const job = page.getByTestId('employer-job').filter({ hasText: title });
    await expect(job.getByText('Piszkozat', { exact: true })).toBeVisible();
    await noSideScroll(page);
  });
});
