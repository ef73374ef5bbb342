// Bulk actions on the desk's lists, end to end on data of its own: a recruiter filters the staff
// dashboard's applications by the job (the filter survives a reload), selects two Hungarian applicants by
// their named checkboxes and rejects them with the Hungarian template, edited; each outcome is shown. On a
// 390 px phone in Hungarian the employer moves an applicant from their own list, and the candidate reads the
// rejection under the application in My Applications. No screen scrolls sideways.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from './test.ts';
import { DEMO, DEMO_PASSWORD, jobInput, publishNewEmployersJob, signIn, uniqueEmail } from './helpers.ts';

const PDF = new URL('./fixtures/cv.pdf', import.meta.url);
const stamp = Date.now().toString(36);
const ADDED = `Sok sikert kívánunk! ${stamp}`;

interface Applicant {
  email: string;
  lastName: string;
  applicationId: number;
}

/** A new candidate (in `language`) with a PDF CV applies for the job. */
async function apply(browser: Browser, jobId: number, lastName: string, language: 'en' | 'hu'): Promise<Applicant> {
  const context = await browser.newContext();
  const email = uniqueEmail('bulk');
  const made = await context.request.post('/api/auth/register', {
    data: {
      email,
      firstName: 'Réka',
      lastName,
      role: 'candidate',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    },
  });
  expect(made.ok()).toBe(true);
  expect((await context.request.put('/api/auth/language', { data: { language } })).ok()).toBe(true);
  const up = await context.request.post('/api/upload-cv', {
    multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: await readFile(PDF) } },
  });
  expect(up.status()).toBe(201);
  const res = await context.request.post('/api/applications', {
    data: { jobId, notes: 'I would be glad to bring my bookkeeping experience to your team.' },
  });
  expect(res.status()).toBe(201);
  const applicationId = ((await res.json()) as { data: { application: { id: number } } }).data.application.id;
  await context.close();
  return { email, lastName, applicationId };
}

async function noSideways(page: Page) {
  const excess = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(excess).toBe(0);
}

test.describe.serial('bulk actions', () => {
  const title = `Bulk Bookkeeper ${stamp}`;
  let first: Applicant;
  let second: Applicant;
  let english: Applicant;
  let employerEmail = '';
  let jobId = 0;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    employerEmail = uniqueEmail('bulk-employer');
    const made = await context.request.post('/api/auth/register', {
      data: {
        email: employerEmail,
        firstName: 'Ede',
        lastName: 'Bulk',
        role: 'employer',
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
      },
    });
    expect(made.ok()).toBe(true);
    const job = await context.request.post('/api/employer/jobs', { data: jobInput(title) });
    expect(job.status()).toBe(201);
    jobId = ((await job.json()) as { data: { job: { id: number } } }).data.job.id;
    await context.close();
    await publishNewEmployersJob(browser, employerEmail, jobId);
    first = await apply(browser, jobId, `Elsobulk${stamp}`, 'hu');
    second = await apply(browser, jobId, `Masodikbulk${stamp}`, 'hu');
    english = await apply(browser, jobId, `Enbulk${stamp}`, 'en');
  });

  test('a recruiter selects two applicants and rejects them with the Hungarian template', async ({ page }) => {
    await signIn(page, '/admin/login', DEMO.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto(`/admin/dashboard?job=${jobId}&sort=oldest`);
    const table = page.getByRole('table', { name: 'Application Management' });
    await expect(table.getByRole('row')).toHaveCount(4); // the head and three applicants
    // The filters live in the URL: a reload keeps them.
    await page.reload();
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('combobox', { name: 'Job', exact: true })).toHaveValue(new RegExp(`^${title} · `));

    await table.getByRole('checkbox', { name: `Select Réka ${first.lastName}` }).check();
    await table.getByRole('checkbox', { name: `Select Réka ${second.lastName}` }).check();
    const bar = page.getByTestId('bulk-bar');
    await expect(bar.getByText('2 selected')).toBeVisible();
    await noSideways(page);
    await bar.getByRole('button', { name: 'Reject…' }).click();

    const dialog = page.getByRole('dialog', { name: 'Reject 2 applicants' });
    const hungarian = dialog.getByTestId('bulk-message-hu');
    await expect(hungarian.getByText('Message in Hungarian (2 candidates)')).toBeVisible();
    await expect(dialog.getByTestId('bulk-message-en')).toHaveCount(0);
    await expect(hungarian.getByLabel('Subject')).toHaveValue('Jelentkezése: {job} – {company}');
    const body = hungarian.getByLabel('Message', { exact: true });
    await expect(body).toHaveValue(/^Kedves \{name\}!/);
    await body.fill(`${await body.inputValue()}\n\n${ADDED}`);
    await dialog.getByRole('button', { name: 'Reject 2' }).click();

    const outcome = page.getByTestId('bulk-outcome');
    await expect(outcome.getByText(`Réka ${first.lastName}: moved`)).toBeVisible();
    await expect(outcome.getByText(`Réka ${second.lastName}: moved`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: first.lastName }).getByRole('combobox')).toHaveValue(
      'rejected',
    );
    await expect(table.getByRole('row').filter({ hasText: english.lastName }).getByRole('combobox')).toHaveValue(
      'submitted',
    );
    await noSideways(page);
  });

  test.describe('on a phone, in Hungarian', () => {
    test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true, locale: 'hu-HU' });

    test('the employer moves an applicant from their own list', async ({ page }) => {
      const res = await page.request.post('/api/auth/login', {
        data: { email: employerEmail, password: DEMO_PASSWORD },
      });
      expect(res.status()).toBe(200);
      expect((await page.request.put('/api/auth/language', { data: { language: 'hu' } })).ok()).toBe(true);
      await page.goto(`/employer/jobs/${jobId}?sort=candidate`);
      await page.getByRole('checkbox', { name: `Enbulk${stamp} Réka kijelölése` }).check();
      const bar = page.getByTestId('bulk-bar');
      await expect(bar.getByText('1 kijelölve')).toBeVisible();
      await noSideways(page);
      await bar.getByLabel('Áthelyezés ide…').selectOption('review');
      await bar.getByRole('button', { name: 'Áthelyezés', exact: true }).click();
      await expect(page.getByTestId('bulk-outcome').getByText(`Enbulk${stamp} Réka: áthelyezve`)).toBeVisible();
      const mine = await page.request.get(`/api/employer/applications/${english.applicationId}`);
      expect(((await mine.json()) as { data: { application: { status: string } } }).data.application.status).toBe(
        'review',
      );
      await noSideways(page);
    });

    test('the candidate reads the rejection under the application', async ({ page }) => {
      const res = await page.request.post('/api/auth/login', { data: { email: first.email, password: DEMO_PASSWORD } });
      expect(res.status()).toBe(200);
      await page.goto('/candidate/applications');
      const card = page.getByRole('article', { name: title });
      const messages = card.getByRole('region', { name: 'Üzenetek' });
      await expect(messages).toBeVisible();
      await expect(messages.getByText(`Jelentkezése: ${title} – Fresh Labs`)).toBeVisible();
      await expect(messages.getByText(new RegExp(`Kedves ${first.lastName} Réka!`))).toBeVisible();
      await expect(messages.getByText(ADDED)).toBeVisible();
      await noSideways(page);
    });
  });
});
