// Registration, sign-in and sign-out, role login refusals and the route guard, against the real server.
import { expect, test } from './test.ts';
import { DEMO, expectToast, signIn, stableJobLink, uniqueEmail, waitForJobs } from './helpers.ts';

test('a visitor registers as a candidate with a CV and lands on /candidate/jobs, then signs out', async ({ page }) => {
  await page.goto('/candidates');
  await page.getByRole('button', { name: 'Register Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Candidate Registration' });
  await expect(dialog).toBeVisible();

  // The form's validation messages first.
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();

  await dialog.getByLabel('First Name').fill('Cecília');
  await dialog.getByLabel('Last Name').fill('Kovács');
  await dialog.getByLabel('Email').fill(uniqueEmail('cand'));
  await dialog.getByLabel('Current Location').selectOption('hungary');
  await dialog.getByLabel('Job Category').selectOption('data-science');
  await dialog.getByLabel('Experience Level').selectOption('senior');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%test cv\n') });
  await dialog.getByLabel(/^Password/).fill('secret-pass');
  await dialog.getByLabel('Confirm Password').fill('secret-pass-x');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText("Passwords don't match")).toBeVisible();
  await dialog.getByLabel('Confirm Password').fill('secret-pass');
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  await expectToast(page, 'Account created!', "Registration successful! We'll review your profile");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/candidate\/jobs$/, { timeout: 5000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/candidate/jobs');
  await expect(page).toHaveURL(/\/login\?next=%2Fcandidate%2Fjobs$/);
});

test('a visitor registers as an employer and lands on /employer/dashboard', async ({ page }) => {
  await page.goto('/employers');
  await page.getByRole('button', { name: 'Register or Sign In' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Employer Registration' });
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText('Company name is required')).toBeVisible();
  await dialog.getByLabel('First Name').fill('Gábor');
  await dialog.getByLabel('Last Name').fill('Szabó');
  await dialog.getByLabel('Email').fill(uniqueEmail('emp'));
  await dialog.getByLabel('Company Name').fill('Tisza Analytics Kft.');
  await dialog.getByLabel(/^Password/).fill('secret-pass');
  await dialog.getByLabel('Confirm Password').fill('secret-pass');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Account created!', 'Redirecting to your dashboard');
  await expect(page).toHaveURL(/\/employer\/dashboard$/, { timeout: 5000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Employer Dashboard' })).toBeVisible();
});

test('the sign-up tab of /login creates an account for the chosen role', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByText('I am a...')).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please choose employer or candidate')).toBeVisible();
  await page.getByText('looking for opportunities').click();
  await page.getByLabel('First Name').fill('Dóra');
  await page.getByLabel('Last Name').fill('Tóth');
  await page.getByRole('textbox', { name: /^Email/ }).fill(uniqueEmail('signup'));
  await page.getByLabel(/^Password/).fill('secret-pass');
  await page.getByLabel('Confirm Password').fill('secret-pass');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/candidate\/jobs$/);
});

test('login failures and role redirects on /login', async ({ page }) => {
  await signIn(page, '/login', DEMO.employer, 'wrong-password');
  await expectToast(page, 'Login failed', 'Invalid email or password');
  await signIn(page, '/login', DEMO.employer);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
});

test('role login pages refuse other roles and admit their own', async ({ page }) => {
  await signIn(page, '/admin/login', DEMO.candidate);
  await expectToast(page, 'Access Denied', 'This login page is for administrators only.');
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signIn(page, '/employer/login', DEMO.admin);
  await expectToast(page, 'Access Denied', 'This login page is for employers only.');
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');

  await signIn(page, '/candidate/login', DEMO.employer);
  await expectToast(page, 'Access Denied', 'This login page is for candidates only.');
  await expect(page.getByRole('link', { name: 'Register as a candidate' })).toHaveAttribute('href', '/candidates');

  // The refused sessions were ended: protected pages still send the visitor to /login.
  await page.goto('/employer/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Femployer%2Fdashboard$/);

  await signIn(page, '/candidate/login', DEMO.candidate, 'not-the-password');
  await expectToast(page, 'Login Failed', 'Invalid email or password');

  await signIn(page, '/admin/login', DEMO.owner);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  // Signed in: the admin login page goes straight to the dashboard.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('the route guard checks, redirects visitors to /login and other roles to their home', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fusers$/);

  await signIn(page, '/candidate/login', DEMO.candidate);
  await expect(page).toHaveURL(/\/candidate\/jobs$/);
  for (const path of ['/admin/dashboard', '/admin/settings', '/employer/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/candidate\/jobs$/);
  }
  await page.goto('/candidate/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();

  // A candidate's Apply opens the application dialog on the job page itself (e2e/apply.spec.ts).
  await page.goto('/jobs');
  const link = await stableJobLink(page);
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const jobPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByRole('dialog', { name: `Apply for ${title}` })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(jobPath);
});

test.describe('while the route guard checks the session', () => {
  // Requests a service worker handles never reach page.route; this check must hold the real call.
  test.use({ serviceWorkers: 'block' });

  test("a protected route shows 'Checking authentication...' until the check answers, then /login", async ({
    page,
    baseURL,
  }) => {
    // A session may be open (its marker cookie is here, the session itself has ended): the server decides.
    await page.context().addCookies([{ name: 'portal.signedIn', value: '1', url: baseURL! }]);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/employer/dashboard');
    await expect(page.getByText('Checking authentication...')).toBeVisible();
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
    release();
    await expect(page).toHaveURL(/\/login\?next=%2Femployer%2Fdashboard$/);
    await expect(page.getByText('Checking authentication...')).toBeHidden();
  });

  test('a visitor with no session goes to /login without a session check (no 401 in the console)', async ({ page }) => {
    const checks: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/auth/me') checks.push(r.url());
    });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/jobs');
    await waitForJobs(page);
    await page.goto('/employer/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Femployer%2Fdashboard$/);
    expect(checks).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('an employer may not apply for jobs', async ({ page }) => {
  await signIn(page, '/employer/login', DEMO.employer);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await page.goto('/jobs');
  await (await stableJobLink(page)).click();
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expectToast(page, 'Access Denied', 'Only candidates can apply for jobs.');
  await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+$/);
});
