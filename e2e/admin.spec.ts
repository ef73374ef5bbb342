// The staff console end to end: an admin creates and edits candidates and employers, contracts them,
// moves an application's status, disables a candidate and deactivates a job, and each change shows where
// users see it (the candidate's applications, sign-in, /jobs). Each test makes its own records through
// the API (unique emails and titles) and checks one screen, so the demo data other specs read stays as it
// was and a failure names the screen that broke.
import { expect, test, type APIRequestContext, type Browser, type Page } from './test.ts';
import { DEMO, DEMO_PASSWORD, expectToast, jobInput, signIn, uniqueEmail, waitForJobs } from './helpers.ts';
import { createAdmin } from './staff.ts';

const STAFF_ROUTES = [
  '/admin/dashboard',
  '/admin/contracts',
  '/admin/users',
  '/admin/jobs',
  '/admin/candidates',
  '/admin/employers',
  '/admin/companies',
  '/admin/settings',
  '/admin/messages',
];
const euros = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

async function apiSignIn(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), `sign in ${email}`).toBe(200);
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

interface Person {
  first: string;
  last: string;
  email: string;
  password: string;
}
interface Employer extends Person {
  company: string;
}

/** A new candidate made by the signed-in admin of `request`, able to sign in with its password. */
async function createCandidate(request: APIRequestContext, over: Partial<Person> = {}): Promise<Person> {
  const c = {
    first: 'Csenge',
    last: 'Lakatos',
    email: uniqueEmail('admin-cand'),
    password: 'Candidate-pass-1',
    ...over,
  };
  const res = await request.post('/api/admin/candidates', {
    data: {
      firstName: c.first,
      lastName: c.last,
      email: c.email,
      phone: '',
      currentLocation: 'Pécs',
      jobCategory: 'IT & Technology',
      experience: 'senior',
      availableForRemote: true,
      password: c.password,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return c;
}

/** A new employer made by the signed-in admin of `request`, able to sign in with its password. */
async function createEmployer(
  request: APIRequestContext,
  over: Partial<Employer> = {},
): Promise<Employer & { id: number }> {
  const e = {
    first: 'Bálint',
    last: 'Fekete',
    email: uniqueEmail('admin-emp'),
    password: 'Employer-pass-1',
    company: `Duna Data ${unique()} Kft.`,
    ...over,
  };
  const res = await request.post('/api/admin/employers', {
    data: { firstName: e.first, lastName: e.last, email: e.email, companyName: e.company, password: e.password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...e, id: ((await res.json()) as { data: { employer: { id: number } } }).data.employer.id };
}

/** Staff link the employer to a client company with complete billing data: contracts bill it. */
async function billThroughCompany(request: APIRequestContext, employer: { id: number; company: string }) {
  const company = await request.post('/api/admin/companies', {
    data: {
      legalName: employer.company,
      countryCode: 'HU',
      postalCode: '1051',
      city: 'Budapest',
      street: 'Nádor utca 7.',
      huTaxNumber: '12345676-2-41',
      euVatNumber: null,
      billingEmail: 'szamla@dunadata.example',
      contactName: 'Bálint Fekete',
    },
  });
  expect(company.status(), await company.text()).toBe(201);
  const companyId = ((await company.json()) as { data: { company: { id: number } } }).data.company.id;
  const linked = await request.put(`/api/admin/employers/${employer.id}/company`, { data: { companyId } });
  expect(linked.status(), await linked.text()).toBe(200);
}

/**
 * A new candidate's application (with a CV) to a job a new employer posted: the records the admin acts
 * on. The candidate stays signed in on `candidatePage`, in a browser of their own.
 */
async function seedApplication(page: Page, browser: Browser) {
  const tag = unique();
  const jobTitle = `Staff Console QA Engineer ${tag}`;
  const candidate = await createCandidate(page.request);
  const employer = await createEmployer(page.request);
  const employerPage = await freshPage(browser);
  await apiSignIn(employerPage.request, employer.email, employer.password);
  const posted = await employerPage.request.post('/api/employer/jobs', {
    data: jobInput(jobTitle, {
      company: employer.company,
      type: 'contract',
      description:
        'A six-month contract to build and run the end-to-end test suite of a staff console for a recruitment portal.',
      requirements: ['Playwright'],
    }),
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  await employerPage.context().close();
  const jobs = (await (await page.request.get('/api/admin/jobs')).json()) as { id: number; title: string }[];
  const jobId = jobs.find((j) => j.title === jobTitle)!.id;

  const candidatePage = await freshPage(browser);
  await apiSignIn(candidatePage.request, candidate.email, candidate.password);
  const upload = await candidatePage.request.post('/api/upload-cv', {
    multipart: {
      file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%staff console cv\n') },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { filePath } = (await upload.json()) as { filePath: string };
  const applied = await candidatePage.request.post('/api/applications', {
    data: { jobId, cvUrl: filePath, notes: 'I would love to build this test suite.' },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  return { tag, jobTitle, candidate, employer, candidatePage };
}

const areaLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Area navigation' }).getByRole('link', { name, exact: true });

test('an admin signs in at /admin/login and lands on the dashboard', async ({ page }) => {
  await signIn(page, '/admin/login', DEMO.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Users')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'System Management' })).toBeVisible();
  await areaLink(page, 'Candidates').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Candidates' })).toBeVisible();
});

test.describe('the staff console', () => {
  // Signed in through the API: the sign-in screen has its own test above.
  test.beforeEach(async ({ page }) => {
    await apiSignIn(page.request, DEMO.admin, DEMO_PASSWORD);
  });

  test('creating a candidate shows the missing fields first, then the new row', async ({ page }) => {
    const email = uniqueEmail('admin-cand');
    await page.goto('/admin/candidates');
    await expect(page.getByText(/^\d+ candidate\(s\) found$/)).toBeVisible();
    await page.getByRole('button', { name: 'Create Candidate' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Candidate' });
    await expect(dialog.getByLabel('First Name')).toBeFocused();
    await expect(dialog.getByLabel('Job Category')).toHaveValue('IT & Technology');
    await dialog.getByLabel(/^Password/).fill('short');
    await dialog.getByRole('button', { name: 'Create Candidate' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Location is required')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();

    await dialog.getByLabel('First Name').fill('Csenge');
    await dialog.getByLabel('Last Name').fill('Lakatos');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Current Location').fill('Pécs');
    await dialog.getByLabel('Experience Level').selectOption('senior');
    await dialog.getByLabel(/^Password/).fill('Candidate-pass-1');
    await dialog.getByLabel(/^Password/).press('Enter');
    await expectToast(page, 'Candidate created successfully');
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search' }).fill(email.toUpperCase());
    await expect(page.getByText('1 candidate(s) found')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect(row).toContainText('Csenge Lakatos');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('0 applications');
    await expect(row).toContainText('Pécs');
  });

  test('editing a candidate opens their details pre-filled, without a password field', async ({ page }) => {
    const candidate = await createCandidate(page.request, { last: 'Lakatoss' });
    await page.goto('/admin/candidates');
    await page.getByRole('searchbox', { name: 'Search' }).fill(candidate.email);
    // The list follows the search from the server after a short pause: wait for the searched page.
    await expect(page.getByText('1 candidate(s) found')).toBeVisible();
    await page.getByRole('button', { name: `Edit Candidate: ${candidate.first} Lakatoss` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Candidate' });
    await expect(dialog.getByLabel('Current Location')).toHaveValue('Pécs');
    await expect(dialog.getByLabel('Experience Level')).toHaveValue('senior');
    await expect(dialog.getByLabel(/^Password/)).toHaveCount(0);
    await dialog.getByLabel('Last Name').fill('Lakatos');
    await dialog.getByRole('button', { name: 'Update Candidate' }).click();
    await expectToast(page, 'Candidate updated successfully');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(candidate.email) })).toContainText(
      `${candidate.first} Lakatos`,
    );
  });

  test('creating an employer asks for the company name first, then lists them', async ({ page }) => {
    const email = uniqueEmail('admin-emp');
    const company = `Duna Data ${unique()} Kft.`;
    await page.goto('/admin/employers');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Employers' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Employer' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Employer' });
    await dialog.getByRole('button', { name: 'Create Employer' }).click();
    await expect(dialog.getByText('Company name is required')).toBeVisible();
    await dialog.getByLabel('First Name').fill('Bálint');
    await dialog.getByLabel('Last Name').fill('Fekete');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Company Name').fill(company);
    await dialog.getByLabel(/^Password/).fill('Employer-pass-1');
    await dialog.getByRole('button', { name: 'Create Employer' }).click();
    await expectToast(page, 'Success', 'Employer created successfully');
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search' }).fill(company);
    await expect(page.getByText('1 employer(s) found')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('0 jobs posted');
  });

  test('editing an employer opens their company pre-filled and saves the new name', async ({ page }) => {
    const employer = await createEmployer(page.request, { company: 'Duna Data' });
    const company = `Duna Data ${unique()} Kft.`;
    await page.goto('/admin/employers');
    await page.getByRole('searchbox', { name: 'Search' }).fill(employer.email);
    // The list follows the search from the server after a short pause: wait for the searched page.
    await expect(page.getByText('1 employer(s) found')).toBeVisible();
    await page.getByRole('button', { name: `Edit Employer: ${employer.first} ${employer.last}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Employer' });
    await expect(edit.getByLabel('Company Name')).toHaveValue('Duna Data');
    await edit.getByLabel('Company Name').fill(company);
    await edit.getByRole('button', { name: 'Update Employer' }).click();
    await expectToast(page, 'Success', 'Employer updated successfully');
    await page.getByRole('searchbox', { name: 'Search' }).fill(company);
    await expect(page.getByText('1 employer(s) found')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(employer.email) })).toContainText('0 jobs posted');
  });

  test('a contract follows its dates into its status and the total of daily rates', async ({ page }) => {
    const candidate = await createCandidate(page.request);
    const employer = await createEmployer(page.request);
    await billThroughCompany(page.request, employer);
    const jobTitle = `Staff Console QA Engineer ${unique()}`;
    await page.goto('/admin/contracts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contract Management' })).toBeVisible();
    const total = page.locator('.admin-stat', { hasText: 'Total Daily Rates' }).locator('.admin-stat__value');
    await expect(total).toHaveText(/€/);
    const before = euros((await total.textContent()) ?? '');

    await page.getByRole('button', { name: 'New Contract' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Contract' });
    await expect(dialog.getByLabel('Contractor')).toBeFocused();
    await dialog.getByRole('button', { name: 'Create Contract' }).click();
    for (const msg of [
      'Please select a contractor',
      'Please select an employer',
      'Job title is required',
      'Start date is required',
      'Day rate is required',
    ]) {
      await expect(dialog.getByText(msg)).toBeVisible();
    }
    // Only candidates are offered as contractors and only employers as employers.
    await expect(dialog.getByLabel('Contractor').locator('option', { hasText: DEMO.employer })).toHaveCount(0);
    await expect(
      dialog.getByLabel('Employer', { exact: false }).locator('option', { hasText: DEMO.candidate }),
    ).toHaveCount(0);
    await dialog
      .getByLabel('Contractor')
      .selectOption({ label: `${candidate.first} ${candidate.last} (${candidate.email})` });
    await dialog
      .getByLabel(/^Employer/)
      .selectOption({ label: `${employer.first} ${employer.last} (${employer.email})` });
    await dialog.getByLabel('Job Title').fill(jobTitle);
    await dialog.getByLabel('Start Date').fill('2025-01-06');
    await dialog.getByLabel('Day Rate (EUR)').fill('450.50');
    await dialog.getByLabel('Fee (%)').fill('12.5');
    await dialog.getByRole('button', { name: 'Create Contract' }).click();
    await expectToast(page, 'Contract created successfully!');
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row', { name: new RegExp(jobTitle) });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('€450.50');
    await expect(row).toContainText('12.5%');
    await expect
      .poll(async () => euros((await total.textContent()) ?? ''), {
        message: "the contracts' total includes the new day rate",
      })
      .toBeCloseTo(before + 450.5, 2);

    // Moving the start into the future makes it upcoming, and it leaves the total.
    await page.getByRole('button', { name: new RegExp(`^Edit Contract: .*${jobTitle}`) }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Contract' });
    await expect(edit.getByLabel('Day Rate (EUR)')).toHaveValue('450.50');
    await edit.getByLabel('Start Date').fill('2099-01-05');
    await edit.getByRole('button', { name: 'Update Contract' }).click();
    await expectToast(page, 'Contract updated successfully!');
    await expect(row).toContainText('Upcoming');
    await expect
      .poll(async () => euros((await total.textContent()) ?? ''), {
        message: "the contracts' total leaves the upcoming contract out",
      })
      .toBeCloseTo(before, 2);

    await page.getByRole('searchbox', { name: 'Search' }).fill(jobTitle);
    await page.getByLabel('Filter by status').selectOption('active');
    await expect(page.getByText('No contracts found')).toBeVisible();
    await page.getByLabel('Filter by status').selectOption('upcoming');
    await expect(page.getByText('1 contract(s) found')).toBeVisible();
  });

  test("changing an application's status shows in the candidate's applications", async ({ page, browser }) => {
    const { candidate, jobTitle, candidatePage } = await seedApplication(page, browser);
    await page.goto('/admin/dashboard');
    await page.getByPlaceholder('Search by candidate, email, job or company').fill(candidate.email);
    await expect(page.getByText('1 application', { exact: true })).toBeVisible();
    const select = page.getByRole('combobox', {
      name: new RegExp(`Status of ${candidate.first} ${candidate.last}'s application`),
    });
    await expect(select).toHaveValue('submitted');
    await select.selectOption('offer');
    await expectToast(page, 'Application status updated successfully');
    await expect(select).toHaveValue('offer');

    await candidatePage.goto('/candidate/applications');
    await expect(
      candidatePage.locator('section[data-status="offer"]').getByRole('heading', { name: jobTitle }),
    ).toBeVisible();
    // The dropdown's move to a stage with a message sends that stage's message, not a bare status.
    const messages = candidatePage.getByRole('article', { name: jobTitle }).getByRole('region', { name: 'Messages' });
    await expect(messages.getByText(new RegExp(`^An offer for you: ${jobTitle} at `))).toBeVisible();
    await candidatePage.context().close();
  });

  test("a candidate's page joins their applications, CV, notes and mails; an application opens its panel", async ({
    page,
    browser,
  }) => {
    const { candidate, jobTitle, candidatePage } = await seedApplication(page, browser);
    await candidatePage.context().close();
    await page.goto('/admin/candidates');
    await page.getByRole('searchbox', { name: 'Search' }).fill(candidate.email);
    await expect(page.getByText('1 candidate(s) found')).toBeVisible();
    await page.getByRole('link', { name: `${candidate.first} ${candidate.last}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${candidate.first} ${candidate.last}` })).toBeVisible();
    const applications = page.getByRole('table', { name: 'Applications' });
    await expect(applications.getByRole('row', { name: new RegExp(jobTitle) })).toContainText('Submitted');
    await expect(page.getByRole('link', { name: /\.pdf$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: `Export data: ${candidate.first} ${candidate.last}` })).toBeVisible();

    await applications.getByRole('link', { name: jobTitle }).click();
    await expect(page.getByTestId('application-panel')).toBeVisible();
    const note = `Call back on Monday ${Date.now()}`;
    await page.getByLabel('New note').fill(note);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByTestId('desk-note').filter({ hasText: note })).toBeVisible();
    await page.getByRole('link', { name: "Candidate's page" }).click();
    await expect(page).toHaveURL(/\/admin\/candidates\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Notes on their applications' })).toBeVisible();
    await expect(page.getByTestId('desk-note').filter({ hasText: note })).toContainText(jobTitle);
  });

  test('deactivating a job takes it off /jobs', async ({ page, browser }) => {
    const { tag, jobTitle, candidatePage } = await seedApplication(page, browser);
    await candidatePage.context().close();
    const visitor = await freshPage(browser);
    await visitor.goto('/jobs');
    await waitForJobs(visitor);
    await visitor.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect(visitor.getByRole('link', { name: jobTitle })).toBeVisible();
    await visitor.context().close();

    await page.goto('/admin/jobs');
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect(page.getByText('1 job(s) found')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(jobTitle) });
    await expect(row).toContainText('1');
    await expect(row.getByRole('link', { name: `View: ${jobTitle}` })).toHaveAttribute('href', /^\/jobs\/[a-z0-9-]+$/);
    await row.getByRole('button', { name: `Deactivate: ${jobTitle}` }).click();
    await expectToast(page, 'Job status updated successfully');
    await expect(row).toContainText('Inactive');
    await expect(row.getByRole('button', { name: `Activate: ${jobTitle}` })).toBeVisible();
    // Its public page would answer 'Job Not Found', so the row says so instead of linking there.
    await expect(row.getByRole('link', { name: `View: ${jobTitle}` })).toHaveCount(0);
    await expect(row).toContainText('Not public');

    const later = await freshPage(browser);
    await later.goto('/jobs');
    await waitForJobs(later);
    await later.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect(later.getByText('No jobs found')).toBeVisible();
    await later.context().close();
  });

  test('disabling a candidate ends their session and refuses their next sign-in', async ({ page, browser }) => {
    const { candidate, candidatePage } = await seedApplication(page, browser);
    await candidatePage.goto('/candidate/applications');
    await expect(candidatePage.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/admin/candidates');
    await page.getByRole('searchbox', { name: 'Search' }).fill(candidate.email);
    const row = page.getByRole('row', { name: new RegExp(candidate.email) });
    await expect(row).toContainText('1 application');
    await row.getByRole('button', { name: `Disable: ${candidate.first} ${candidate.last}` }).click();
    await expectToast(page, 'Candidate updated successfully');
    await expect(row).toContainText('Inactive');
    await expect(row.getByRole('button', { name: `Enable: ${candidate.first} ${candidate.last}` })).toBeVisible();

    // Their open session ended at once, and signing in again is refused.
    expect((await candidatePage.request.get('/api/candidate/applications')).status()).toBe(401);
    // The page they still have open notices at its next call and sends them to sign in.
    await candidatePage
      .getByRole('navigation', { name: 'Area navigation' })
      .getByRole('link', { name: 'Browse Jobs' })
      .click();
    await expectToast(candidatePage, 'Signed out', 'Your session has ended. Please sign in again.');
    await expect(candidatePage).toHaveURL(/\/login\?next=%2Fcandidate%2F/);
    await candidatePage.context().close();
    const again = await freshPage(browser);
    await signIn(again, '/candidate/login', candidate.email, candidate.password);
    await expectToast(again, 'Login Failed', 'This account has been disabled');
    await expect(again).toHaveURL(/\/candidate\/login$/);
    await again.context().close();
  });

  test('users: admin and owner are protected, others can be disabled and enabled', async ({ page }) => {
    const employer = await createEmployer(page.request);
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search' }).fill('@portaltalent.eu');
    // The signed-in admin's own row: never disabled by its holder either.
    await expect(page.getByRole('row', { name: new RegExp(DEMO.admin) })).toContainText('Your account');
    await expect(page.getByRole('row', { name: new RegExp(DEMO.owner) })).toContainText('Protected');
    await expect(page.getByRole('row', { name: new RegExp(DEMO.admin) }).getByRole('button')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill(employer.email);
    const row = page.getByRole('row', { name: new RegExp(employer.email) });
    await row.getByRole('button', { name: /^Disable:/ }).click();
    await expectToast(page, 'User status updated successfully');
    await expect(row).toContainText('Inactive');
    await row.getByRole('button', { name: /^Enable:/ }).click();
    await expectToast(page, 'User status updated successfully');
    await expect(row).toContainText('Active');
  });

  test('settings are read-only facts of the running server', async ({ page }) => {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Database' })).toBeVisible();
    await expect(page.getByText('Connected')).toBeVisible();
    await expect(page.getByText('PostgreSQL', { exact: true })).toBeVisible();
    await expect(page.getByText('30 days')).toBeVisible();
    await expect(page.getByText('Min 6 characters')).toBeVisible();
    await expect(page.getByText(/settings are read-only/)).toBeVisible();
  });
});

test('the staff console speaks Hungarian', async ({ page }) => {
  // An admin of its own: switching to Hungarian is kept on the account, and a sign-in restores it, so the
  // shared demo admin would open the other specs' consoles in Hungarian.
  await signIn(page, '/admin/login', await createAdmin('hu-console', DEMO_PASSWORD));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: /^HU/ }).first().click();
  await page.goto('/admin/candidates');
  await expect(page.getByRole('heading', { level: 1, name: 'Álláskeresők kezelése' })).toBeVisible();
  await expect(page.getByText(/^\d+ álláskereső található$/)).toBeVisible();
  await page.getByRole('button', { name: 'Álláskereső létrehozása' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Álláskereső létrehozása' });
  await dialog.getByRole('button', { name: 'Álláskereső létrehozása' }).click();
  await expect(dialog.getByText('A keresztnév megadása kötelező')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto('/admin/contracts');
  await expect(page.getByText('Napidíjak összesen')).toBeVisible();
});

const NON_STAFF = [
  { role: 'candidate', email: DEMO.candidate, login: '/candidate/login', home: /\/candidate\/jobs$/ },
  { role: 'employer', email: DEMO.employer, login: '/employer/login', home: /\/employer\/dashboard$/ },
] as const;

for (const who of NON_STAFF) {
  test(`a signed-in ${who.role} is refused every admin route and call`, async ({ page }) => {
    test.slow(); // every staff route loaded and sent home, then a dozen calls
    await signIn(page, who.login, who.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(who.home);
    for (const route of STAFF_ROUTES) {
      await page.goto(route);
      await expect(page).toHaveURL(who.home);
    }
    for (const path of [
      '/api/admin/dashboard',
      '/api/admin/users',
      '/api/admin/jobs',
      '/api/admin/candidates',
      '/api/admin/employers',
      '/api/admin/contracts',
      '/api/admin/settings',
      '/api/admin/message-templates',
    ]) {
      expect((await page.request.get(path)).status(), path).toBe(403);
    }
    expect((await page.request.patch('/api/admin/users/1', { data: { isActive: false } })).status()).toBe(403);
    expect((await page.request.patch('/api/admin/jobs/1', { data: { isActive: false } })).status()).toBe(403);
    expect((await page.request.post('/api/admin/contracts', { data: {} })).status()).toBe(403);
    expect((await page.request.put('/api/applications/1', { data: { status: 'hired' } })).status()).toBe(403);
  });
}

test('a long staff list pages on the server (25 a page, in the URL), and the search finds rows beyond the first page', async ({
  page,
}) => {
  await apiSignIn(page.request, DEMO.admin, DEMO_PASSWORD);
  // 55 new candidates (no password: they never sign in), newest first in the list, so the first one
  // made sits beyond the first page of 25.
  const tag = `pager${unique()}`;
  const emailOf = (i: number) => `${tag}-${i}@example.com`;
  for (let i = 0; i < 55; i++) {
    const res = await page.request.post('/api/admin/candidates', {
      data: {
        firstName: 'Lapozó',
        lastName: `Teszt${i}`,
        email: emailOf(i),
        phone: '',
        currentLocation: 'Szeged',
        jobCategory: 'IT & Technology',
        experience: 'mid',
        availableForRemote: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto('/admin/candidates');
  const count = page.getByText(/^\d+ candidate\(s\) found$/);
  await expect(count).toBeVisible();
  const total = Number(((await count.textContent()) ?? '').split(' ')[0]);
  expect(total).toBeGreaterThanOrEqual(55);
  const pages = Math.ceil(total / 25);
  const rows = page.locator('table.admin-table tbody tr');
  await expect(rows).toHaveCount(25);
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  const oldest = page.getByRole('row', { name: new RegExp(emailOf(0)) });
  await expect(oldest).toHaveCount(0);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(rows).toHaveCount(Math.min(25, total - 25));

  // Searching goes back to the first page and finds a row the first page did not show.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(emailOf(0));
  await expect(page.getByText('1 candidate(s) found')).toBeVisible();
  await expect(oldest).toContainText('Lapozó Teszt0');
  await expect(page).not.toHaveURL(/[?&]page=/);
  await search.fill(tag);
  await expect(page.getByText('55 candidate(s) found')).toBeVisible();
  await expect(rows).toHaveCount(25);
  await page.getByRole('button', { name: 'Next page' }).click();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 3 of 3')).toBeVisible();
  await expect(rows).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  // A reload shows the same page of the same search.
  await page.reload();
  await expect(page.getByText('Page 3 of 3')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(tag);
  // The export link carries the same filters.
  const href = await page.getByRole('button', { name: 'Export CSV' }).getAttribute('href');
  expect(href).toContain(`q=${tag}`);
});
