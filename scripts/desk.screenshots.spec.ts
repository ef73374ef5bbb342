// Screenshots of the recruitment desk as a new user walks it, at 1280, 390 and 360 px, in English
// and Hungarian, for a person to look at (screenshots/desk-*.png, not committed): the staff dashboard's
// applications with the job picker open, the bulk bar and its dialogs; a job's pipeline board; the
// application panel with its CV shown and an interview being proposed; the review queue; the leads inbox and a lead; a
// candidate page; the candidate's invitation; the employer's dashboard, pipeline and panel; a new
// employer's unverified dashboard and the verification page. Run with `npm run screenshots`.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { chooseLanguage } from '../e2e/test.ts';
import { DEMO, DEMO_PASSWORD, jobInput, uniqueEmail } from '../e2e/helpers.ts';

const OUT = fileURLToPath(new URL('../screenshots/', import.meta.url));
const PDF = new URL('../e2e/fixtures/cv.pdf', import.meta.url);

async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Chromium's PDF viewer paints the CV a moment after its frame has loaded (a dark box meanwhile): wait until
 * it knows the document's pages, so the picture shows the CV. */
async function cvPainted(page: Page) {
  if (!(await page.locator('.desk-cv iframe').count())) return;
  await expect
    .poll(
      async () => {
        const viewer = page.frames().find((f) => f.url().startsWith('chrome-extension://'));
        if (!viewer) return 0;
        return viewer.evaluate(() => {
          const toolbar = document.querySelector('pdf-viewer')?.shadowRoot?.querySelector('#toolbar');
          return (toolbar as { docLength?: number } | null | undefined)?.docLength ?? 0;
        });
      },
      { message: 'the PDF viewer shows the CV' },
    )
    .toBeGreaterThan(0);
}

/** The page's sideways overflow in px (0: nothing scrolls sideways). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function signedIn(browser: Browser, email: string, lang: 'en' | 'hu', width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width > 800 ? 860 : 844 },
    isMobile: width < 800,
    hasTouch: width < 800,
    timezoneId: 'Europe/Budapest',
    locale: lang === 'hu' ? 'hu-HU' : 'en-GB',
  });
  await chooseLanguage(context, lang);
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return page;
}

for (const width of [1280, 390, 360]) {
  for (const lang of ['en', 'hu'] as const) {
    test(`desk screenshots ${width} ${lang}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const overflow: string[] = [];
      const shot = async (page: Page, name: string, fullPage = true) => {
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const excess = await sideways(page);
        if (excess > 0) overflow.push(`${name}: ${excess}px`);
        await page.screenshot({ path: `${OUT}desk-${width}-${lang}-${name}.png`, fullPage, animations: 'disabled' });
      };

      // A candidate of this run applies with a PDF CV to one of the demo employer's jobs.
      const employer = await signedIn(browser, DEMO.employer, lang, width);
      const dashboard = await employer.request.get('/api/employer/dashboard');
      const jobId = ((await dashboard.json()) as { jobs: { id: number; isActive: boolean }[] }).jobs.find(
        (j) => j.isActive,
      )!.id;
      const candidateEmail = uniqueEmail('walk');
      const candidate = await browser.newContext();
      await chooseLanguage(candidate, lang);
      const made = await candidate.request.post('/api/auth/register', {
        data: {
          email: candidateEmail,
          firstName: 'Réka',
          lastName: lang === 'hu' ? 'Szabó' : 'Walker',
          role: 'candidate',
          password: DEMO_PASSWORD,
          confirmPassword: DEMO_PASSWORD,
        },
      });
      expect(made.ok()).toBe(true);
      await candidate.request.put('/api/auth/language', { data: { language: lang } });
      const up = await candidate.request.post('/api/upload-cv', {
        multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: await readFile(PDF) } },
      });
      expect(up.status()).toBe(201);
      const applied = await candidate.request.post('/api/applications', {
        data: { jobId, notes: 'I would be glad to bring eight years of experience to your team.' },
      });
      expect(applied.status()).toBe(201);
      const applicationId = ((await applied.json()) as { data: { application: { id: number } } }).data.application.id;

      // Staff.
      const staff = await signedIn(browser, DEMO.admin, lang, width);
      await staff.goto('/admin/dashboard');
      await settle(staff);
      await shot(staff, 'admin-dashboard');
      const table = staff.getByRole('table').last();
      const boxes = table.getByRole('checkbox');
      await boxes.nth(1).check();
      await boxes.nth(2).check();
      const bar = staff.getByTestId('bulk-bar');
      await bar.scrollIntoViewIfNeeded();
      await shot(staff, 'admin-bulk-bar', false);
      await bar.getByRole('button', { name: /^(Reject…|Elutasítás…)$/ }).click();
      await expect(staff.getByRole('dialog')).toBeVisible();
      await expect(staff.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
      await shot(staff, 'admin-bulk-reject-dialog', false);
      await staff.keyboard.press('Escape');
      await bar.getByRole('combobox').selectOption('interview');
      await bar.getByRole('button', { name: /^(Move|Áthelyezés)$/ }).click();
      await expect(staff.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
      await shot(staff, 'admin-bulk-move-dialog', false);
      await staff.keyboard.press('Escape');
      const picker = staff.locator('input[role="combobox"]').first();
      if (await picker.count()) {
        await picker.fill('engineer');
        await expect(staff.getByRole('listbox').getByRole('option').nth(1)).toBeVisible();
        await shot(staff, 'admin-job-picker', false);
        await staff.keyboard.press('Escape');
      }

      await staff.goto(`/admin/jobs/${jobId}`);
      await settle(staff);
      await shot(staff, 'admin-pipeline');
      await staff.goto(`/admin/applications/${applicationId}`);
      await settle(staff);
      await cvPainted(staff);
      await shot(staff, 'admin-application');
      const interviews = staff.locator('.interviews');
      const slot = interviews.getByRole('group').first();
      await slot.locator('input[type="date"]').fill(`${new Date().getUTCFullYear() + 1}-03-30`);
      await slot.locator('input[type="time"]').fill('10:00');
      await interviews.getByRole('button', { name: /^(Add another slot|Újabb időpont)/ }).click();
      await interviews.scrollIntoViewIfNeeded();
      await shot(staff, 'admin-interview-form', false);
      await interviews
        .getByRole('group')
        .nth(1)
        .locator('input[type="date"]')
        .fill(`${new Date().getUTCFullYear() + 1}-03-31`);
      await interviews.getByRole('group').nth(1).locator('input[type="time"]').fill('14:30');
      await interviews
        .getByLabel(/^(Place or video link|Helyszín vagy videohívás linkje)$/)
        .fill('Budapest, Váci út 1.');
      await interviews.getByRole('button', { name: /^(Send the proposal|Javaslat elküldése)$/ }).click();
      await expect(interviews.locator('.interviews__item')).toHaveCount(1);
      await shot(staff, 'admin-application-interview');

      await staff.goto('/admin/jobs?status=pending');
      await settle(staff);
      await shot(staff, 'admin-review-queue');
      await staff.goto('/admin/leads');
      await settle(staff);
      await shot(staff, 'admin-leads');
      const lead = staff.locator('a[href^="/admin/leads/"]').first();
      if (await lead.count()) {
        await lead.click();
        await settle(staff);
        await shot(staff, 'admin-lead');
      }
      const candidateLink = staff.locator('a[href^="/admin/candidates/"]').first();
      await staff.goto(`/admin/applications/${applicationId}`);
      await settle(staff);
      if (await candidateLink.count()) {
        await candidateLink.click();
        await settle(staff);
        await shot(staff, 'admin-candidate');
      }

      // The candidate reads the invitation.
      const cand = await signedIn(browser, candidateEmail, lang, width);
      await cand.goto('/candidate/applications');
      await settle(cand);
      await expect(cand.locator('.interviews--candidate')).toBeVisible();
      await shot(cand, 'candidate-applications');

      // The demo employer.
      await employer.goto('/employer/dashboard');
      await settle(employer);
      await shot(employer, 'employer-dashboard');
      await employer.goto(`/employer/jobs/${jobId}`);
      await settle(employer);
      await shot(employer, 'employer-pipeline');
      await employer.goto(`/employer/applications/${applicationId}`);
      await settle(employer);
      await cvPainted(employer);
      await shot(employer, 'employer-application');

      // A new employer: not verified yet, the first job waiting for review.
      const fresh = await browser.newContext({
        viewport: { width, height: 844 },
        locale: lang === 'hu' ? 'hu-HU' : 'en-GB',
      });
      await chooseLanguage(fresh, lang);
      const freshPage = await fresh.newPage();
      const registered = await freshPage.request.post('/api/auth/register', {
        data: {
          email: uniqueEmail('walk-employer'),
          firstName: 'Vera',
          lastName: 'Nagy',
          role: 'employer',
          password: DEMO_PASSWORD,
          confirmPassword: DEMO_PASSWORD,
        },
      });
      expect(registered.ok()).toBe(true);
      await freshPage.request.post('/api/employer/jobs', { data: jobInput(`Walkthrough Analyst ${width}${lang}`) });
      await freshPage.goto('/employer/dashboard');
      await settle(freshPage);
      await shot(freshPage, 'employer-new-dashboard');
      await freshPage.goto('/verify-email?token=not-a-token');
      await settle(freshPage);
      await shot(freshPage, 'verify-email-bad');

      await Promise.all([
        staff.context().close(),
        employer.context().close(),
        cand.context().close(),
        candidate.close(),
        fresh.close(),
      ]);
      expect(overflow).toEqual([]);
    });
  }
}
