// A job's pipeline as a board, end to end on data of its own: a recruiter opens a CV from the
// board, moves a card by keyboard (dnd-kit's keyboard sensor: Space, arrows, Space), rejects a Hungarian
// candidate with the Hungarian template through the move dialog, and the candidate reads it in My
// Applications; the employer drags their own applicant to another stage with the mouse; on a 390 px phone
// the board shows one stage at a time, with a stage picker, and nothing scrolls sideways.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser } from './test.ts';
import { DEMO, DEMO_PASSWORD, jobInput, publishNewEmployersJob, signIn, uniqueEmail } from './helpers.ts';

const PDF = new URL('./fixtures/cv.pdf', import.meta.url);
const stamp = Date.now().toString(36);

interface Applicant {
  email: string;
  name: string;
  applicationId: number;
}

async function register(browser: Browser, role: 'candidate' | 'employer', lastName: string) {
  const context = await browser.newContext();
  const email = uniqueEmail(`pb-${role}`);
  const made = await context.request.post('/api/auth/register', {
    data: { email, firstName: 'Réka', lastName, role, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
  });
  expect(made.ok()).toBe(true);
  return { context, email };
}

async function apply(browser: Browser, jobId: number, lastName: string, language: 'en' | 'hu'): Promise<Applicant> {
  const { context, email } = await register(browser, 'candidate', lastName);
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
  return { email, name: `Réka ${lastName}`, applicationId };
}

test.describe.serial('the pipeline board', () => {
  const title = `Board Kafka Engineer ${stamp}`;
  let jobId = 0;
  let employerEmail = '';
  let first: Applicant;
  let hungarian: Applicant;
  let third: Applicant;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    const { context, email } = await register(browser, 'employer', 'Board');
    employerEmail = email;
    const job = await context.request.post('/api/employer/jobs', { data: jobInput(title) });
    expect(job.status()).toBe(201);
    jobId = ((await job.json()) as { data: { job: { id: number } } }).data.job.id;
    await context.close();
    // The new employer's first job goes public once they verify their address and staff approve it.
    await publishNewEmployersJob(browser, email, jobId);
    first = await apply(browser, jobId, `Boardfirst${stamp}`, 'en');
    hungarian = await apply(browser, jobId, `Boardhun${stamp}`, 'hu');
    third = await apply(browser, jobId, `Boardthird${stamp}`, 'en');
  });

  test('a recruiter opens a CV from the board, moves a card by keyboard and rejects in Hungarian', async ({ page }) => {
    await signIn(page, '/admin/login', DEMO.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto(`/admin/jobs/${jobId}`);
    // Staff came from the Jobs tab, and go back to it.
    await expect(page.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', '/admin/jobs');
    await page.getByRole('button', { name: 'Board', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/jobs/${jobId}\\?view=board$`));
    const board = page.getByTestId('pipeline-board');
    const column = (stage: string) => board.locator(`[data-stage="${stage}"]`);
    await expect(column('submitted').getByTestId('board-card')).toHaveCount(3);
    await expect(column('submitted').getByRole('heading')).toContainText('3');

    // The CV, from the card: the application panel with the PDF framed.
    await column('submitted').getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/applications/${first.applicationId}$`));
    await expect(page.locator(`iframe[title="CV of ${first.name}"]`)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/view=board/);

    // Keyboard: Space on the card's handle picks it up, → moves it a column, Space drops it.
    const handle = board.getByRole('button', { name: `Drag ${first.name} to another stage` });
    await handle.focus();
    // Each key waits for the board's spoken answer to the one before, as a screen-reader user would: an
    // arrow pressed before the picked-up card is over its own column has nowhere to go from.
    const spoken = page.getByRole('status').filter({ hasText: first.name });
    await page.keyboard.press('Space');
    await expect(spoken).toContainText(`${first.name} is over Submitted.`);
    await page.keyboard.press('ArrowRight');
    await expect(spoken).toContainText(`${first.name} is over Under Review.`);
    await page.keyboard.press('Space');
    await expect(page.locator('.ui-toast', { hasText: 'Moved to Under Review' }).last()).toBeVisible();
    await expect(column('review').getByTestId('board-card').filter({ hasText: first.name })).toBeVisible();
    await expect(column('submitted').getByTestId('board-card')).toHaveCount(2);
    await expect(column('review').getByRole('heading')).toContainText('1');

    // The menu, to a message stage: the move dialog with the Hungarian template for the Hungarian candidate.
    await column('submitted')
      .getByTestId('board-card')
      .filter({ hasText: hungarian.name })
      .getByLabel(`Move ${hungarian.name}`)
      .selectOption('rejected');
    const dialog = page.getByRole('dialog', { name: `Move ${hungarian.name}` });
    const message = dialog.getByTestId('stage-message');
    await expect(message.getByText('In the candidate’s language: Hungarian')).toBeVisible();
    await expect(message.getByLabel('Subject')).toHaveValue(`Jelentkezése: ${title} – Fresh Labs`);
    await expect(message.getByLabel('Message', { exact: true })).toHaveValue(
      new RegExp(`^Kedves Boardhun${stamp} Réka!`),
    );
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.ui-toast', { hasText: 'Moved to Rejected; the message is sent' }).last()).toBeVisible();
    await expect(column('rejected').getByTestId('board-card').filter({ hasText: hungarian.name })).toBeVisible();
  });

  test('the candidate reads the Hungarian message in My Applications', async ({ page }) => {
    const res = await page.request.post('/api/auth/login', {
      data: { email: hungarian.email, password: DEMO_PASSWORD },
    });
    expect(res.status()).toBe(200);
    await page.goto('/candidate/applications');
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText(`Jelentkezése: ${title} – Fresh Labs`)).toBeVisible();
  });

  test('the employer drags their own applicant to Interview', async ({ page }) => {
    const res = await page.request.post('/api/auth/login', { data: { email: employerEmail, password: DEMO_PASSWORD } });
    expect(res.status()).toBe(200);
    await page.goto(`/employer/jobs/${jobId}?view=board`);
    const board = page.getByTestId('pipeline-board');
    const handle = board.getByRole('button', { name: `Drag ${third.name} to another stage` });
    const target = board.locator('[data-stage="interview"]');
    await expect(handle).toBeVisible();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // Past the activation distance, then over the column, in steps the sensor sees.
    await page.mouse.move(from.x + 20, from.y + 20, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 10 });
    await page.mouse.up();
    // Interview sends a message: the dialog, and 'Send nothing'.
    const dialog = page.getByRole('dialog', { name: `Move ${third.name}` });
    await dialog.getByText('Send nothing', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(target.getByTestId('board-card').filter({ hasText: third.name })).toBeVisible();
    const history = await page.request.get(`/api/employer/applications/${third.applicationId}`);
    const panel = (await history.json()) as { data: { history: { to: string; by: { role: string } | null }[] } };
    expect(panel.data.history.at(-1)).toMatchObject({ to: 'interview', by: { role: 'employer' } });
  });

  test.describe('on a 390 px phone, in Hungarian', () => {
    test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true, locale: 'hu-HU' });

    test('one stage at a time with a stage picker; nothing scrolls sideways', async ({ page }) => {
      const res = await page.request.post('/api/auth/login', {
        data: { email: employerEmail, password: DEMO_PASSWORD },
      });
      expect(res.status()).toBe(200);
      await page.goto(`/employer/jobs/${jobId}?view=board`);
      const board = page.getByTestId('pipeline-board');
      await expect(board.locator('[data-stage="submitted"]')).toBeVisible();
      await expect(board.locator('[data-stage="interview"]')).toBeHidden();
      await page.getByLabel('Megjelenített szakasz').selectOption('interview');
      await expect(
        board.locator('[data-stage="interview"]').getByRole('link', { name: new RegExp(`Boardthird${stamp}`) }),
      ).toBeVisible();
      await expect(board.locator('[data-stage="submitted"]')).toBeHidden();
      const excess = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(excess).toBe(0);
    });
  });
});
