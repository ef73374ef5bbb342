// Messages the candidate is glad to get, end to end on data of its own: a recruiter rejects a
// Hungarian candidate with the Hungarian template, edits it and sends it; the candidate, on a phone in
// Hungarian, reads it under the application in My Applications; and 'send nothing' mails nothing.
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from './test.ts';
import { DEMO, DEMO_PASSWORD, jobInput, publishNewEmployersJob, signIn, uniqueEmail } from './helpers.ts';

const PDF = new URL('./fixtures/cv.pdf', import.meta.url);
const stamp = Date.now().toString(36);
const ADDED = `Reméljük, hamarosan újra találkozunk. ${stamp}`;

interface Applicant {
  email: string;
  lastName: string;
  applicationId: number;
}

/** A new candidate (in `language`) with a PDF CV applies for the job. */
async function apply(browser: Browser, jobId: number, lastName: string, language: 'en' | 'hu'): Promise<Applicant> {
  const context = await browser.newContext();
  const email = uniqueEmail('msg');
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
    data: { jobId, notes: 'I would be glad to bring my Kafka experience to your team.' },
  });
  expect(res.status()).toBe(201);
  const applicationId = ((await res.json()) as { data: { application: { id: number } } }).data.application.id;
  await context.close();
  return { email, lastName, applicationId };
}

/** The mails to `to` in the outbox, as staff read them. */
async function mailsTo(page: Page, to: string) {
  const res = await page.request.get('/api/admin/mail?page=1&pageSize=100');
  expect(res.ok()).toBe(true);
  const { mails } = (await res.json()) as { mails: { to: string; kind: string; subject: string; text: string }[] };
  return mails.filter((m) => m.to === to);
}

test.describe.serial('stage messages', () => {
  const title = `Message Kafka Engineer ${stamp}`;
  let hungarian: Applicant;
  let english: Applicant;
  let employerEmail = '';
  let jobId = 0;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    const email = (employerEmail = uniqueEmail('msg-employer'));
    const made = await context.request.post('/api/auth/register', {
      data: {
        email,
        firstName: 'Ede',
        lastName: 'Msg',
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
    await publishNewEmployersJob(browser, email, jobId);
    hungarian = await apply(browser, jobId, `Hunmsg${stamp}`, 'hu');
    english = await apply(browser, jobId, `Enmsg${stamp}`, 'en');
  });

  test('a recruiter rejects with the Hungarian template, edited; another move sends nothing', async ({ page }) => {
    await signIn(page, '/admin/login', DEMO.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto(`/admin/applications/${hungarian.applicationId}`);
    const panel = page.getByTestId('application-panel');
    await panel.getByLabel('Move to stage').selectOption('rejected');
    const message = panel.getByTestId('stage-message');
    await expect(message.getByText('In the candidate’s language: Hungarian')).toBeVisible();
    const subject = message.getByLabel('Subject');
    await expect(subject).toHaveValue(`Jelentkezése: ${title} – Fresh Labs`);
    const body = message.getByLabel('Message', { exact: true });
    // The name in Hungarian order, the polite form.
    await expect(body).toHaveValue(new RegExp(`^Kedves Hunmsg${stamp} Réka!`));
    await expect(body).toHaveValue(/Önnek/);
    await body.fill(`${await body.inputValue()}\n\n${ADDED}`);
    await panel.getByRole('button', { name: 'Move' }).click();
    await expect(page.locator('.ui-toast', { hasText: 'Moved to Rejected; the message is sent' }).last()).toBeVisible();
    await expect(panel.locator('.desk-history li').last()).toContainText('Submitted → Rejected');
    await expect(panel.getByTestId('stage-message')).toHaveCount(0);

    // The mail is a copy of the message, in Hungarian.
    await expect
      .poll(async () => (await mailsTo(page, hungarian.email)).filter((m) => m.kind === 'stageMessage').length, {
        message: 'the Hungarian candidate gets the stage message by mail',
      })
      .toBe(1);
    const [mail] = (await mailsTo(page, hungarian.email)).filter((m) => m.kind === 'stageMessage');
    expect(mail!.subject).toBe(`Jelentkezése: ${title} – Fresh Labs`);
    expect(mail!.text).toContain(ADDED);

    // Send nothing: the move is made, no mail goes.
    const before = (await mailsTo(page, english.email)).length;
    await page.goto(`/admin/applications/${english.applicationId}`);
    await panel.getByLabel('Move to stage').selectOption('interview');
    await expect(panel.getByTestId('stage-message').getByLabel('Subject')).toHaveValue(
      `Interview invitation: ${title} at Fresh Labs`,
    );
    await panel.getByText('Send nothing', { exact: true }).click();
    await expect(panel.getByRole('radio', { name: 'Send nothing' })).toBeChecked();
    await panel.getByRole('button', { name: 'Move' }).click();
    await expect(page.locator('.ui-toast', { hasText: 'Moved to Interview' }).last()).toBeVisible();
    await expect(panel.locator('.desk-history li').last()).toContainText('Submitted → Interview');
    expect(await mailsTo(page, english.email)).toHaveLength(before);
  });

  test('the employer sends an offer from the pipeline, in the English candidate’s language', async ({ page }) => {
    const res = await page.request.post('/api/auth/login', { data: { email: employerEmail, password: DEMO_PASSWORD } });
    expect(res.status()).toBe(200);
    await page.goto(`/employer/jobs/${jobId}`);
    const card = page.getByTestId('pipeline-applicant').filter({ hasText: `Enmsg${stamp}` });
    await card.getByLabel(`Move Réka Enmsg${stamp}`).selectOption('offer');
    const message = card.getByTestId('stage-message');
    await expect(message.getByLabel('Subject')).toHaveValue(`An offer for you: ${title} at Fresh Labs`);
    await expect(message.getByLabel('Message', { exact: true })).toHaveValue(new RegExp(`^Dear Réka Enmsg${stamp},`));
    await card.getByRole('button', { name: `Move: Réka Enmsg${stamp}` }).click();
    await expect(page.locator('.ui-toast', { hasText: 'Moved to Offer; the message is sent' }).last()).toBeVisible();
    await expect(card.getByTestId('stage-message')).toHaveCount(0);
    const mine = await page.request.get(`/api/employer/applications/${english.applicationId}`);
    expect(((await mine.json()) as { data: { application: { status: string } } }).data.application.status).toBe(
      'offer',
    );
  });

  test.describe('on a phone, in Hungarian', () => {
    test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true, locale: 'hu-HU' });

    test('the candidate reads the message under the application', async ({ page }) => {
      const res = await page.request.post('/api/auth/login', {
        data: { email: hungarian.email, password: DEMO_PASSWORD },
      });
      expect(res.status()).toBe(200);
      await page.goto('/candidate/applications');
      const card = page.getByRole('article', { name: title });
      const messages = card.getByRole('region', { name: 'Üzenetek' });
      await expect(messages).toBeVisible();
      await expect(messages.getByText(`Jelentkezése: ${title} – Fresh Labs`)).toBeVisible();
      await expect(messages.getByText(ADDED)).toBeVisible();
      await expect(messages.getByText(/^Elküldve: \d{4}\. /)).toBeVisible();
      const excess = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(excess).toBe(0);
    });
  });

  test('staff edit a template on /admin/messages; an unknown placeholder is refused', async ({ page }) => {
    await signIn(page, '/admin/login', DEMO.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole('link', { name: 'Message templates' }).first().click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await expect(page.getByTestId('template-hired-en')).toBeVisible();
    // No serious accessibility violation on the templates page.
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );
    const form = page.getByTestId('template-hired-en');
    const body = form.getByLabel('Message (English)');
    const original = await body.inputValue();
    await body.fill(`${original} {salary}`);
    await form.getByRole('button', { name: 'Save the Hired template in English' }).click();
    await expect(form.getByRole('alert')).toHaveText('Use only these placeholders: {name}, {job} and {company}.');
    await body.fill(`${original}\n\nP.S. ${stamp}`);
    await form.getByRole('button', { name: 'Save the Hired template in English' }).click();
    await expect(page.locator('.ui-toast', { hasText: 'Template saved' }).last()).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('template-hired-en').getByLabel('Message (English)')).toHaveValue(
      new RegExp(`P\\.S\\. ${stamp}$`),
    );
    // Put the seeded text back for other runs on this database.
    const put = await page.request.put('/api/admin/message-templates/hired/en', {
      data: {
        subject: await page.getByTestId('template-hired-en').getByLabel('Subject (English)').inputValue(),
        body: original,
      },
    });
    expect(put.ok()).toBe(true);
  });
});
