// The candidate and employer areas end to end: an employer posts a job, a visitor finds it, a
// candidate applies with a new PDF CV (after bad files are refused), cannot apply twice, sees the
// application; the employer sees it and downloads the CV, edits the job, archives it. Plus the role guards.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test.ts';
import { DEMO, expectToast, registerCandidate, signIn } from './helpers.ts';

const PDF = new URL('./fixtures/cv.pdf', import.meta.url);
const DESCRIPTION =
  'Build and operate the event streaming platform behind our payments products, with Kafka, Kubernetes and Go.';
const LETTER = 'I have run Kafka platforms in production for five years and would love to join your payments team.';

async function openApplyDialog(page: Page, title: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  await expect(page.getByText('1 job found')).toBeVisible();
  await page.getByRole('button', { name: `Apply Now: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
  await expect(dialog.getByText('0/2000')).toBeVisible();
  return dialog;
}

// One job's life, in order: each step is its own test (with the usual time limit) on pages kept open
// across them, as the employer, a visitor and a candidate would keep their browsers open.
test.describe
  .serial('post → find → apply with a CV → no second application → employer downloads the CV → edit → archive', () => {
  const stamp = Date.now().toString(36);
  const title = `Streaming Platform Engineer ${stamp}`;
  let employer: Page;
  let visitor: Page;
  let candidate: Page;
  /** A second tab opens the dialog before the first applies and submits after: the server says no. */
  let secondTab: Page;
  let slug = '';

  test.beforeAll(async ({ browser }) => {
    employer = await (await browser.newContext()).newPage();
    visitor = await (await browser.newContext()).newPage();
    candidate = await (await browser.newContext()).newPage();
    secondTab = await candidate.context().newPage();
  });
  test.afterAll(async () => {
    await Promise.all([employer.context().close(), visitor.context().close(), candidate.context().close()]);
  });

  test('the employer posts a job (every rule of the form first)', async () => {
    await signIn(employer, '/employer/login', DEMO.employer);
    await expect(employer).toHaveURL(/\/employer\/dashboard$/);
    await expect(employer.getByRole('heading', { level: 1, name: 'Employer Dashboard' })).toBeVisible();
    await employer.getByRole('button', { name: 'Post a Job' }).first().click();
    const dialog = employer.getByRole('dialog', { name: 'Post a New Job' });
    await dialog.getByLabel('Company').fill('');
    await dialog.getByRole('button', { name: 'Post Job' }).click();
    await expect(dialog.getByText('Job title is required')).toBeVisible();
    await expect(dialog.getByText('Please select a job type')).toBeVisible();
    await expect(dialog.getByText('Description must be at least 50 characters')).toBeVisible();

    await dialog.getByLabel('Job Title').fill(title);
    await dialog.getByLabel('Company').fill('Danube Digital Bank');
    await dialog.getByLabel(/^Location/).fill('Budapest (Hybrid)');
    await dialog.getByLabel('Job Type').selectOption('full-time');
    await dialog.getByLabel('Category').selectOption('devops');
    await dialog.getByLabel('Job Description').fill(DESCRIPTION);
    await dialog.getByLabel('Requirements').fill('Kafka in production\nKubernetes');
    await dialog.getByLabel('Skills').fill('Kafka, Kubernetes, Go');
    await dialog.getByLabel(/Minimum Salary/).fill('60');
    await dialog.getByLabel(/Maximum Salary/).fill('80');
    await dialog.getByRole('button', { name: 'Post Job' }).click();
    await expectToast(employer, 'Job posted successfully!');
    await expect(dialog).toBeHidden();
    await expect(employer.getByRole('link', { name: title })).toBeVisible();
    slug = (await employer.getByRole('link', { name: title }).getAttribute('href'))!.replace('/jobs/', '');
    expect(slug).toMatch(/^streaming-platform-engineer/);
  });

  test('a visitor finds it on /jobs', async () => {
    await visitor.goto('/jobs');
    await visitor.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    await expect(visitor.getByText(/Showing 1 of \d+ jobs/)).toBeVisible();
    await expect(visitor.getByRole('link', { name: title })).toBeVisible();
    await expect(visitor.getByText('€60k – €80k')).toBeVisible();
  });

  test('a candidate applies with a new PDF CV after two bad files are refused', async () => {
    test.slow(); // a registration, two tabs, three uploads and a submission
    await registerCandidate(candidate);
    await secondTab.goto('/candidate/jobs');
    const late = await openApplyDialog(secondTab, title);
    await late.getByLabel(/Cover Letter/).fill(LETTER);
    await late.locator('input[type="file"]').setInputFiles(PDF.pathname);

    const dialog = await openApplyDialog(candidate, title);
    // A new candidate has no CV on file: the file is required.
    await dialog.getByLabel(/Cover Letter/).fill('Too short');
    await expect(dialog.getByText('9/2000')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByText('Cover letter must be at least 10 characters')).toBeVisible();
    await dialog.getByLabel(/Cover Letter/).fill(LETTER);
    await expect(dialog.getByText(`${LETTER.length}/2000`)).toBeVisible();

    const fileInput = dialog.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'huge-cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 10, 0x20),
    });
    await expect(dialog.getByText('Please select a file smaller than 5MB.')).toBeVisible();
    await expectToast(candidate, 'File too large');

    await fileInput.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ\x90\x00fake program'),
    });
    await expect(dialog.getByText('Please select a PDF, DOC, or DOCX file.')).toBeVisible();
    await expectToast(candidate, 'Invalid file type');

    // An .exe renamed .pdf passes the browser's name check; the server judges the content.
    await fileInput.setInputFiles({
      name: 'totally-a-cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00This program cannot be run in DOS mode'),
    });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expectToast(candidate, 'CV upload failed', 'Please select a PDF, DOC, or DOCX file.');
    await expect(dialog).toBeVisible();

    await fileInput.setInputFiles(PDF.pathname);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expectToast(candidate, 'Application submitted!');
    await expect(dialog).toBeHidden();
    await expect(candidate.getByRole('button', { name: `Applied: ${title}` })).toBeDisabled();
  });

  test('applying again is refused with "Already applied"', async () => {
    await secondTab.getByRole('dialog').getByRole('button', { name: 'Submit Application' }).click();
    await expectToast(secondTab, 'Already applied', 'You have already applied for this job.');
    await secondTab.close();

    // The job's page knows it was sent: 'Applied on <date>' instead of the Apply button.
    await candidate.goto(`/jobs/${slug}`);
    await expect(candidate.getByText(/^Applied on /)).toBeVisible();
    await expect(candidate.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    await candidate.goto('/candidate/jobs');
  });

  test('the candidate sees it under submitted', async () => {
    await candidate
      .getByRole('link', { name: /^My Applications/ })
      .first()
      .click();
    await expect(candidate).toHaveURL(/\/candidate\/applications$/);
    const submitted = candidate.locator('section[data-status="submitted"]');
    await expect(submitted.getByRole('heading', { name: title })).toBeVisible();
    await expect(candidate.getByText('Total Applications')).toBeVisible();
    await expect(candidate.getByText('Pending Review')).toBeVisible();
  });

  test('the employer sees the application and downloads the CV', async () => {
    await employer.reload();
    const row = employer.getByTestId('employer-application').filter({ hasText: title });
    await expect(row).toContainText('Eszter Varga');
    await expect(row).toContainText('Submitted');
    const [download] = await Promise.all([
      employer.waitForEvent('download'),
      row.getByRole('button', { name: 'Download the CV of Eszter Varga' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const saved = await readFile(await download.path());
    expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the employer edits the job and /jobs/{slug} shows the change', async () => {
    await employer.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = employer.getByRole('dialog', { name: 'Edit Job' });
    await expect(dialog.getByLabel('Job Title')).toHaveValue(title);
    await dialog.getByLabel(/^Location/).fill('Remote (EU)');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(employer, 'Job updated successfully!');
    await expect(dialog).toBeHidden();

    await visitor.goto(`/jobs/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('Remote (EU)')).toBeVisible();
  });

  test('the employer archives it and it leaves /jobs', async () => {
    await employer.getByRole('button', { name: `Archive ${title}` }).click();
    await employer.getByRole('alertdialog').getByRole('button', { name: 'Archive Job' }).click();
    await expectToast(employer, 'Job archived successfully!');
    const row = employer.getByTestId('employer-job').filter({ hasText: title });
    await expect(row).toContainText('Archived');

    await visitor.goto('/jobs');
    await visitor.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    await expect(visitor.getByText('No jobs found')).toBeVisible();

    await candidate.goto('/candidate/jobs');
    await candidate.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    await expect(candidate.getByText('No jobs match your search')).toBeVisible();
  });
});

test('a candidate cannot open the employer dashboard, an employer cannot open the candidate area', async ({
  browser,
}) => {
  const candidateCtx = await browser.newContext();
  const candidate = await candidateCtx.newPage();
  await signIn(candidate, '/candidate/login', DEMO.candidate);
  await expect(candidate).toHaveURL(/\/candidate\/jobs$/);
  await candidate.goto('/employer/dashboard');
  await expect(candidate).toHaveURL(/\/candidate\/jobs$/);
  await expect(candidate.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();

  const employerCtx = await browser.newContext();
  const employer = await employerCtx.newPage();
  await signIn(employer, '/employer/login', DEMO.employer);
  await expect(employer).toHaveURL(/\/employer\/dashboard$/);
  for (const path of ['/candidate/jobs', '/candidate/applications']) {
    await employer.goto(path);
    await expect(employer).toHaveURL(/\/employer\/dashboard$/);
  }
  await expect(employer.getByRole('heading', { level: 1, name: 'Employer Dashboard' })).toBeVisible();
  await Promise.all([candidateCtx.close(), employerCtx.close()]);
});
