// The recruitment desk end to end, on data of its own: the demo employer's new job with two
// applicants, and a second employer with one of their own. A recruiter opens a CV from the staff
// application list, moves the application with the keyboard and writes an internal note; the employer
// (on a 390 px phone, in Hungarian) moves their applicant, writes a shared note and rates, never sees the
// internal note and cannot open the other employer's application; the candidate sees no note anywhere.
import { readFile } from 'node:fs/promises';
import { chooseLanguage, expect, test, type Browser, type Page } from './test.ts';
import { DEMO, DEMO_PASSWORD, jobInput, publishNewEmployersJob, signIn, signInApi, uniqueEmail } from './helpers.ts';

const PDF = new URL('./fixtures/cv.pdf', import.meta.url);
const LETTER = 'I have run Kafka platforms in production for five years and would love to join your team.';
const stamp = Date.now().toString(36);
const INTERNAL = `Internal: asks for too much ${stamp}`;
const SHARED = `Megosztott: erős Kafka-tudás ${stamp}`;

interface Applicant {
  email: string;
  lastName: string;
  applicationId: number;
}

/** A new employer account of this spec's own (the demo employer keeps its language and mail for other specs)
 * with one job; answers the account's address and the job's id. */
async function employerWithJob(browser: Browser, jobTitle: string, lastName: string) {
  const context = await browser.newContext();
  const email = uniqueEmail('desk-employer');
  const made = await context.request.post('/api/auth/register', {
    data: {
      email,
      firstName: 'Ede',
      lastName,
      role: 'employer',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    },
  });
  expect(made.ok()).toBe(true);
  const job = await context.request.post('/api/employer/jobs', { data: jobInput(jobTitle) });
  expect(job.status()).toBe(201);
  const id = ((await job.json()) as { data: { job: { id: number } } }).data.job.id;
  await context.close();
  await publishNewEmployersJob(browser, email, id);
  return { email, jobId: id };
}

/** A new candidate with a PDF CV applies for the job; their own request context stays signed in. */
async function apply(browser: Browser, jobId: number, lastName: string): Promise<Applicant> {
  const context = await browser.newContext();
  const email = uniqueEmail('desk');
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
  const up = await context.request.post('/api/upload-cv', {
    multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: await readFile(PDF) } },
  });
  expect(up.status()).toBe(201);
  const res = await context.request.post('/api/applications', { data: { jobId, notes: LETTER } });
  expect(res.status()).toBe(201);
  const applicationId = ((await res.json()) as { data: { application: { id: number } } }).data.application.id;
  await context.close();
  return { email, lastName, applicationId };
}

test.describe.serial('the recruitment desk', () => {
  const title = `Desk Kafka Engineer ${stamp}`;
  let jobId = 0;
  const applicants: Applicant[] = [];
  let otherApplication = 0;
  let employerEmail = '';

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    const mine = await employerWithJob(browser, title, 'Mine');
    employerEmail = mine.email;
    jobId = mine.jobId;
    applicants.push(await apply(browser, jobId, `Deskfirst${stamp}`));
    applicants.push(await apply(browser, jobId, `Desksecond${stamp}`));
    // A second employer with an applicant of their own.
    const otherJobId = (await employerWithJob(browser, `Other desk job ${stamp}`, 'Other')).jobId;
    otherApplication = (await apply(browser, otherJobId, `Deskother${stamp}`)).applicationId;
  });

  test('a recruiter opens the CV from the application list and moves the application by keyboard', async ({ page }) => {
    await signIn(page, '/admin/login', DEMO.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.locator('#application-search').fill(`Deskfirst${stamp}`);
    const link = page.getByRole('link', { name: new RegExp(`Open the application of Réka Deskfirst${stamp}`) });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/admin/applications/${applicants[0]!.applicationId}$`));
    const panel = page.getByTestId('application-panel');
    await expect(panel.getByRole('heading', { name: `Réka Deskfirst${stamp}` })).toBeVisible();
    await expect(panel.getByText(LETTER)).toBeVisible();
    // The PDF is in the page, framed from this site, served inline: shown once it has arrived.
    const frame = panel.locator(`iframe[title="CV of Réka Deskfirst${stamp}"]`);
    await expect(frame).toBeVisible();
    await expect(panel.getByText('Loading the CV…')).toHaveCount(0);
    const src = (await frame.getAttribute('src'))!;
    expect(src).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?inline=1$/);
    const cv = await page.request.get(src);
    expect(cv.headers()['content-disposition']).toMatch(/^inline/);
    expect(cv.headers()['content-type']).toBe('application/pdf');
    await expect(panel.getByText('Keyboard: J or Alt+→ for the next applicant')).toBeVisible();

    // Keyboard only: the stage select, one step down, Tab to Move, Enter.
    const stage = panel.getByLabel('Move to stage');
    await stage.focus();
    await page.keyboard.press('ArrowDown');
    await expect(stage).toHaveValue('review');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: 'Move' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.ui-toast', { hasText: 'Moved to Under Review' }).last()).toBeVisible();
    const history = panel.locator('.desk-history li');
    await expect(history).toHaveCount(2);
    await expect(history.last()).toContainText('Submitted → Under Review');
    await expect(history.last()).toContainText('(staff)');

    // An internal note (the default for staff).
    await panel.getByLabel('New note').fill(INTERNAL);
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expect(panel.getByTestId('desk-note').filter({ hasText: INTERNAL })).toContainText('Internal (staff only)');

    // K: the previous (newer) applicant of the job; J back.
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('k');
    await expect(page).toHaveURL(new RegExp(`/admin/applications/${applicants[1]!.applicationId}$`));
    await expect(panel.getByRole('heading', { name: `Réka Desksecond${stamp}` })).toBeVisible();
    await page.keyboard.press('j');
    await expect(page).toHaveURL(new RegExp(`/admin/applications/${applicants[0]!.applicationId}$`));
  });

  test('a CV the browser cannot show in the page says so, never an empty frame, and keeps its download', async ({
    browser,
  }) => {
    const id = applicants[0]!.applicationId;
    const open = async (page: Page, name: string) => {
      await signInApi(page.request, DEMO.admin);
      await page.goto(`/admin/applications/${id}`);
      const panel = page.getByTestId('application-panel');
      await expect(panel.getByRole('heading', { name })).toBeVisible();
      return panel;
    };

    // A browser with no PDF viewer (Chrome on Android): a framed PDF would only download itself.
    const phone = await browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
    await chooseLanguage(phone, 'hu');
    await phone.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { get: () => false }),
    );
    const onPhone = await open(await phone.newPage(), `Deskfirst${stamp} Réka`);
    await expect(
      onPhone.getByText(
        'Ez a böngésző nem tud PDF-et megjeleníteni az oldalon belül: töltse le az önéletrajzot az elolvasásához.',
      ),
    ).toBeVisible();
    await expect(onPhone.locator('iframe')).toHaveCount(0);
    await expect(onPhone.getByRole('button', { name: 'Az önéletrajz letöltése (cv.pdf)' })).toBeVisible();
    await phone.close();

    // The file cannot be had (gone from storage: the server's 410 answer, which no page may frame).
    const desk = await browser.newContext();
    const page = await desk.newPage();
    await page.route('**/api/files/*?inline=1', (route) =>
      route.fulfill({
        status: 410,
        contentType: 'application/json',
        headers: { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" },
        body: JSON.stringify({ ok: false, code: 'fileUnavailable' }),
      }),
    );
    const panel = await open(page, `Réka Deskfirst${stamp}`);
    await expect(
      panel.getByText('The CV could not be shown here. Try downloading it; if that fails too, reload the page.'),
    ).toBeVisible();
    await expect(panel.locator('iframe')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Download the CV (cv.pdf)' })).toBeVisible();
    await desk.close();
  });

  test.describe('on a phone, in Hungarian', () => {
    test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true, locale: 'hu-HU' });

    test('the employer moves their own applicant, writes a shared note, rates; another employer’s is not found', async ({
      page,
    }) => {
      await signInApi(page.request, employerEmail);
      await page.goto('/employer/dashboard');
      await page
        .getByTestId('employer-job')
        .filter({ hasText: title })
        .getByRole('link', { name: 'Jelentkezők' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/employer/jobs/${jobId}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Jelentkezők: ${title}` })).toBeVisible();
      await expect(page.getByRole('link', { name: /Elbírálás alatt \(1\)/ })).toBeVisible();
      await expect(page.getByTestId('pipeline-applicant')).toHaveCount(2);
      await page.getByRole('link', { name: /Elbírálás alatt \(1\)/ }).click();
      await expect(page.getByTestId('pipeline-applicant')).toHaveCount(1);
      await page.getByRole('link', { name: `Deskfirst${stamp} Réka` }).click();

      const panel = page.getByTestId('application-panel');
      await expect(panel.getByRole('heading', { name: `Deskfirst${stamp} Réka` })).toBeVisible();
      await expect(panel.getByText(INTERNAL)).toHaveCount(0);
      await panel.getByLabel('Áthelyezés ebbe a szakaszba').selectOption('interview');
      await panel.getByRole('button', { name: 'Áthelyezés' }).click();
      const history = panel.locator('.desk-history li');
      await expect(history).toHaveCount(3);
      await expect(history.last()).toContainText('Elbírálás alatt → Interjú');
      await expect(history.last()).toContainText('(munkáltató)');

      await panel.getByLabel('Új jegyzet').fill(SHARED);
      await panel.getByRole('button', { name: 'Jegyzet hozzáadása' }).click();
      await expect(panel.getByTestId('desk-note').filter({ hasText: SHARED })).toContainText(
        'Megosztva a munkáltatóval',
      );

      await panel.getByRole('radio', { name: '4 / 5' }).check();
      await expect(panel.getByTestId('rating-average')).toHaveText('Átlag: 4 (1 értékelés)');

      // Nothing scrolls sideways on the phone.
      const excess = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(excess).toBe(0);

      // Another employer's application: the not-found page, nothing of it shown.
      await page.goto(`/employer/applications/${otherApplication}`);
      await expect(page.getByText('Nincs ilyen jelentkezés')).toBeVisible();
      await expect(page.getByText(`Deskother${stamp}`)).toHaveCount(0);
    });
  });

  test('the candidate sees no note, internal or shared, anywhere', async ({ page }) => {
    await signIn(page, '/candidate/login', applicants[0]!.email);
    await expect(page).toHaveURL(/\/candidate\/jobs$/);
    await page.goto('/candidate/applications');
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(INTERNAL);
    await expect(page.locator('main')).not.toContainText(SHARED);
    for (const path of ['/api/candidate/applications', '/api/candidate/application-history', '/api/account/export']) {
      const text = await (await page.request.get(path)).text();
      expect(text, path).not.toContain(INTERNAL);
      expect(text, path).not.toContain(SHARED);
    }
    expect((await page.request.get(`/api/employer/applications/${applicants[0]!.applicationId}`)).status()).toBe(403);
  });
});
