// Interviews end to end, on data of its own: an employer proposes two slots from the
// application panel (desktop, English, in Budapest); the candidate, on a 390 px phone in Hungarian and in
// London, sees them in their own zone, accepts one, and the .ics they download parses (ical.js) with the
// instant the employer typed in Budapest time.
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, test, type Browser } from './test.ts';
import { DEMO_PASSWORD, jobInput, publishNewEmployersJob, signIn, uniqueEmail } from './helpers.ts';

const PDF = new URL('./fixtures/cv.pdf', import.meta.url);
const stamp = Date.now().toString(36);
/** Next year's last Sunday of October: the Saturday before is summer time, the Monday after winter time. */
const YEAR = new Date().getUTCFullYear() + 1;
const lastSunday = new Date(Date.UTC(YEAR, 10, 0));
lastSunday.setUTCDate(lastSunday.getUTCDate() - lastSunday.getUTCDay());
const day = (plus: number) => new Date(lastSunday.getTime() + plus * 86_400_000).toISOString().slice(0, 10);
const SATURDAY = day(-1);
const MONDAY = day(1);

/** A new account of this spec's own, signed in on a context of its own; answers the address. */
async function register(browser: Browser, role: 'employer' | 'candidate', lastName: string) {
  const context = await browser.newContext();
  const email = uniqueEmail(`interview-${role}`);
  const made = await context.request.post('/api/auth/register', {
    data: { email, firstName: 'Réka', lastName, role, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
  });
  expect(made.ok()).toBe(true);
  return { context, email };
}

test.describe.serial('interviews', () => {
  let employerEmail = '';
  let candidateEmail = '';
  let applicationId = 0;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    const employer = await register(browser, 'employer', `Interviewer${stamp}`);
    employerEmail = employer.email;
    const job = await employer.context.request.post('/api/employer/jobs', {
      data: jobInput(`Interview Data Engineer ${stamp}`),
    });
    expect(job.status()).toBe(201);
    const jobId = ((await job.json()) as { data: { job: { id: number } } }).data.job.id;
    await employer.context.close();
    await publishNewEmployersJob(browser, employerEmail, jobId);

    const candidate = await register(browser, 'candidate', `Interviewee${stamp}`);
    candidateEmail = candidate.email;
    const up = await candidate.context.request.post('/api/upload-cv', {
      multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: await readFile(PDF) } },
    });
    expect(up.status()).toBe(201);
    const applied = await candidate.context.request.post('/api/applications', {
      data: { jobId, notes: 'I have built data platforms for eight years and would love to talk.' },
    });
    expect(applied.status()).toBe(201);
    applicationId = ((await applied.json()) as { data: { application: { id: number } } }).data.application.id;
    await candidate.context.close();
  });

  test.describe('in Budapest', () => {
    test.use({ timezoneId: 'Europe/Budapest' });

    test('the employer proposes two slots from the application panel', async ({ page }) => {
      await signIn(page, '/employer/login', employerEmail);
      await expect(page).toHaveURL(/\/employer\/dashboard$/);
      await page.goto(`/employer/applications/${applicationId}`);
      const card = page.locator('.interviews');
      await expect(card.getByRole('heading', { name: 'Interviews' })).toBeVisible();
      await expect(card.getByText('No interview proposed yet.')).toBeVisible();
      const first = card.getByRole('group', { name: 'Slot 1' });
      await first.getByLabel('Date').fill(SATURDAY);
      await first.getByLabel('Start (Budapest time)').fill('10:00');
      await card.getByRole('button', { name: 'Add another slot' }).click();
      const second = card.getByRole('group', { name: 'Slot 2' });
      await second.getByLabel('Date').fill(MONDAY);
      await second.getByLabel('Start (Budapest time)').fill('10:00');
      await second.getByLabel('Length').selectOption('45');
      await card.getByLabel('Place or video link').fill('https://meet.example.com/interview');
      await card.getByRole('button', { name: 'Send the proposal' }).click();
      await expect(page.locator('.ui-toast', { hasText: 'Interview proposed' }).last()).toBeVisible();
      const item = card.locator('.interviews__item');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText('Waiting for the candidate');
      // The employer's browser is in Budapest: the times read as typed, either side of the clock change.
      const day1 = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${SATURDAY}T12:00:00Z`),
      );
      await expect(item).toContainText(`${day1}, 10:00–11:00`);
    });
  });

  test.describe('on a phone, in Hungarian, in London', () => {
    test.use({
      viewport: { width: 390, height: 800 },
      isMobile: true,
      hasTouch: true,
      locale: 'hu-HU',
      timezoneId: 'Europe/London',
    });

    test('the candidate accepts the Monday slot and the .ics parses', async ({ page }) => {
      const signedIn = await page.request.post('/api/auth/login', {
        data: { email: candidateEmail, password: DEMO_PASSWORD },
      });
      expect(signedIn.status()).toBe(200);
      await page.goto('/candidate/applications');
      const invitation = page.locator('.interviews--candidate');
      await expect(invitation.getByText('Interjúmeghívó')).toBeVisible();
      // 10:00 in Budapest is 09:00 in London on both days (summer time and winter time alike).
      const monday = new Intl.DateTimeFormat('hu-HU', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${MONDAY}T12:00:00Z`),
      );
      const choice = invitation.getByRole('radio', { name: `${monday}, 09:00–09:45` });
      await choice.check({ force: true });
      await invitation.getByRole('button', { name: 'Ezt az időpontot választom' }).click();
      await expect(invitation.getByText(`Az Ön interjúja: ${monday}, 09:00–09:45`)).toBeVisible();
      await expect(invitation).toContainText('Europe/London');

      // Nothing scrolls sideways on the phone.
      const excess = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(excess).toBe(0);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        invitation.getByRole('button', { name: 'Naptárfájl (.ics)' }).click(),
      ]);
      const text = await readFile(await download.path(), 'utf8');
      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      expect(event.startDate.toJSDate().toISOString()).toBe(`${MONDAY}T09:00:00.000Z`);
      expect(event.endDate.toJSDate().toISOString()).toBe(`${MONDAY}T09:45:00.000Z`);
      expect(event.sequence).toBe(0);
      expect(event.uid).toMatch(/^interview-[0-9a-f-]{36}@/);
      expect(event.summary).toMatch(/^Állásinterjú: Interview Data Engineer/);
    });
  });

  test('the employer sees the interview scheduled', async ({ page }) => {
    await signIn(page, '/employer/login', employerEmail);
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
    await page.goto(`/employer/applications/${applicationId}`);
    const item = page.locator('.interviews__item');
    await expect(item).toContainText('Scheduled');
    await expect(item.locator('.is-chosen')).toHaveCount(1);
  });
});
