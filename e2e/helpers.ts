// Shared e2e helpers: unique emails, demo accounts, toast lookup, sign-in through the UI.
import { readFile } from 'node:fs/promises';
import { mailTo } from './mail.ts';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from './test.ts';

export const DEMO_PASSWORD = 'Demo-portal-2025';
export const DEMO = {
  owner: 'owner@portaltalent.eu',
  admin: 'admin@portaltalent.eu',
  employer: 'employer@portaltalent.eu',
  candidate: 'candidate@portaltalent.eu',
} as const;

/** The signed-in contractor gives a tax ID and TAJ number with valid check digits: staff cannot approve a
 *  month without them (the payslip carries both). */
export async function givePayrollProfile(contractor: APIRequestContext) {
  const res = await contractor.put('/api/candidate/payroll-profile', {
    data: { taxId: '8123456786', tajNumber: '123456788' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Signs a browser context's requests in through the API (no page needed). */
export async function signInApi(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), `sign in ${email}`).toBe(200);
}

export const CONTRACTOR_PASSWORD = 'Contractor-pass-1';

/** Staff (`staff`, signed in) add a contractor who can sign in with CONTRACTOR_PASSWORD, and a contract for
 *  them with the demo employer (or `employerId`) at a 5 % fee: the contractor's e-mail and the ids. */
export async function contractorWithContract(
  staff: APIRequestContext,
  c: {
    firstName: string;
    lastName: string;
    jobTitle: string;
    startDate: string;
    /** Minor units a day: €450.00 unless given. */
    dayRate?: number;
    employerId?: number;
  },
) {
  const email = uniqueEmail('contractor');
  const created = await staff.post('/api/admin/candidates', {
    data: {
      firstName: c.firstName,
      lastName: c.lastName,
      email,
      phone: '',
      currentLocation: 'Budapest',
      jobCategory: 'IT & Technology',
      experience: 'senior',
      availableForRemote: true,
      password: CONTRACTOR_PASSWORD,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contractorId = ((await created.json()) as { data: { candidate: { id: number } } }).data.candidate.id;
  let employerId = c.employerId;
  if (employerId === undefined) {
    const employers = (await (await staff.get('/api/admin/employers')).json()) as { id: number; email: string }[];
    employerId = employers.find((e) => e.email === DEMO.employer)?.id;
    expect(employerId, 'the demo employer').toBeDefined();
  }
  const contract = await staff.post('/api/admin/contracts', {
    data: {
      contractorId,
      employerId,
      jobTitle: c.jobTitle,
      startDate: c.startDate,
      endDate: '',
      dayRate: c.dayRate ?? 45_000,
      feePercentage: 500,
      source: 'internal',
      notes: '',
    },
  });
  expect(contract.status(), await contract.text()).toBe(201);
  const contractId = ((await contract.json()) as { data: { contract: { id: number } } }).data.contract.id;
  return { email, password: CONTRACTOR_PASSWORD, contractorId, contractId };
}

/** The visible toast (at most one is shown at a time). */
export const toast = (page: Page) => page.locator('.ui-toast').first();

export async function expectToast(page: Page, title: string | RegExp, message?: string | RegExp) {
  // A toast being replaced stays in the DOM for its exit animation: look for the one with this title.
  const t = page.locator('.ui-toast', { hasText: title }).last();
  await expect(t).toBeVisible();
  if (message) await expect(t).toContainText(message);
}

export async function signIn(page: Page, path: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(path);
  await page
    .locator('main')
    .getByRole('textbox', { name: /^Email/ })
    .fill(email);
  await page
    .locator('main')
    .getByLabel(/^Password/)
    .fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
}

/**
 * The element is drawn whole: its box lies inside `container`'s (a row that scrolls or hides its overflow
 * cuts off what lies beyond its edges) and its own content is not cut short inside it.
 */
export async function expectWhole(element: Locator, container: Locator, what: string) {
  const [box, outer, cut] = await Promise.all([
    element.boundingBox(),
    container.boundingBox(),
    element.evaluate((el) => el.scrollWidth - el.clientWidth),
  ]);
  expect(box && outer, `${what} is drawn`).toBeTruthy();
  const inside =
    box!.x >= outer!.x - 0.5 &&
    box!.y >= outer!.y - 0.5 &&
    box!.x + box!.width <= outer!.x + outer!.width + 0.5 &&
    box!.y + box!.height <= outer!.y + outer!.height + 0.5;
  expect(inside && cut <= 0, `${what}: ${JSON.stringify(box)} in ${JSON.stringify(outer)}, cut ${cut}px`).toBe(true);
}

/** A new account of the role, signed in on a context of its own (the API, as the forms would). */
export async function newAccount(browser: Browser, role: 'candidate' | 'employer', lastName: string) {
  const context = await browser.newContext();
  const email = uniqueEmail(`elsewhere-${role}`);
  const made = await context.request.post('/api/auth/register', {
    data: { email, firstName: 'Réka', lastName, role, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
  });
  expect(made.ok()).toBe(true);
  return { context, email };
}

/** In a browser context of its own, a new candidate uploads a CV and applies: the application's id. */
export async function applyElsewhere(browser: Browser, jobId: number, lastName: string): Promise<number> {
  const { context } = await newAccount(browser, 'candidate', lastName);
  const up = await context.request.post('/api/upload-cv', {
    multipart: {
      file: {
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: await readFile(new URL('./fixtures/cv.pdf', import.meta.url)),
      },
    },
  });
  expect(up.status()).toBe(201);
  const res = await context.request.post('/api/applications', {
    data: { jobId, notes: 'I have built live dashboards for years and would love to build yours with you.' },
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { data: { application: { id: number } } }).data.application.id;
  await context.close();
  return id;
}

/** Waits until the jobs have been pulled into IndexedDB (the list shows its count line). */
export async function waitForJobs(page: Page) {
  await expect(page.getByText(/Showing \d+ of \d+ jobs/)).toBeVisible();
}

/** A demo job no spec changes: the newest jobs on /jobs are other specs' own, which they may close while
 *  a spec runs beside them. */
const STABLE_JOB = 'Cloud Security Engineer';

/** Opens /jobs searched for the stable demo job (a shared search link: no typing, so a first visit's list is
 *  not swapped for the device's copy under the pointer) and answers its card's title link. */
export async function stableJobLink(page: Page) {
  await page.goto(`/jobs?q=${encodeURIComponent(STABLE_JOB)}`);
  await waitForJobs(page);
  return page.locator('.job-list [role="article"] h2 a', { hasText: STABLE_JOB }).first();
}

/** Signs up a new candidate on /login (no applications, no CV yet) and waits for /candidate/jobs. */
export async function registerCandidate(page: Page, tag = 'apply') {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByText('looking for opportunities').click();
  await page.getByLabel('First Name').fill('Eszter');
  await page.getByLabel('Last Name').fill('Varga');
  await page.getByRole('textbox', { name: /^Email/ }).fill(uniqueEmail(tag));
  await page.getByLabel(/^Password/).fill('secret-pass');
  await page.getByLabel('Confirm Password').fill('secret-pass');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/candidate\/jobs$/);
}

/** What an employer sends to POST /api/employer/jobs for a plain full-time job in Budapest; `over` changes any field. */
export const jobInput = (title: string, over: Record<string, unknown> = {}) => ({
  title,
  company: 'Fresh Labs',
  location: 'Budapest, Hungary',
  type: 'full-time',
  category: 'software-development',
  description: 'Keeps open pages fresh without moving what the reader is looking at, on any network.',
  requirements: ['Service workers'],
  skills: ['TypeScript'],
  salary: null,
  startDate: null,
  ...over,
});

/** The verification link of a new employer's address, from the mail it was sent in. */
export async function verificationLink(email: string): Promise<string> {
  const mail = await mailTo(email, /^(Verify your email address|Erősítse meg e-mail-címét)$/);
  return /(https?:\/\/\S+\/verify-email\?token=[\w-]{43}\S*)/.exec(mail.text)![1]!;
}

/**
 * A new employer's job goes public once their address is verified and staff approved their first job
 *: this opens the mailed link's token and approves `jobId` as the demo admin, by the API, for
 * specs whose subject is what follows.
 */
export async function publishNewEmployersJob(browser: Browser, email: string, jobId: number): Promise<void> {
  const token = new URL(await verificationLink(email)).searchParams.get('token');
  const staff = await browser.newContext();
  expect((await staff.request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
  const login = await staff.request.post('/api/auth/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const approved = await staff.request.post(`/api/admin/jobs/${jobId}/approve`);
  expect(approved.ok(), await approved.text()).toBe(true);
  await staff.close();
}

/**
 * What the route table's `:name` parameters stand for in the demo data, read from the live API as `role` sees
 * it: the demo candidate's contract; the demo employer's job with an applicant and that application (which
 * staff open too); the demo candidate's staff page. Walks over every route open the real detail pages with
 * these (`fillParams`), not their not-found pages.
 */
export async function demoRouteValues(
  request: APIRequestContext,
  role: keyof typeof DEMO,
): Promise<Record<string, string>> {
  if (role === 'candidate') {
    const mine = (await (await request.get('/api/candidate/contracts')).json()) as { contracts: { id: number }[] };
    expect(mine.contracts[0], 'the demo candidate has a contract').toBeDefined();
    return { contract: String(mine.contracts[0]!.id) };
  }
  if (role === 'employer') {
    const dashboard = (await (await request.get('/api/employer/dashboard')).json()) as {
      applications: { id: number; jobId: number }[];
    };
    const first = dashboard.applications[0];
    expect(first, 'the demo employer has an applicant').toBeDefined();
    return { job: String(first!.jobId), application: String(first!.id) };
  }
  const found = (await (await request.get(`/api/admin/candidates?q=${encodeURIComponent(DEMO.candidate)}`)).json()) as {
    id: number;
  }[];
  expect(found[0], 'the demo candidate is listed').toBeDefined();
  return { candidate: String(found[0]!.id) };
}

/** An address with each `:name` it has that `values` knows replaced. */
export const fillParams = (address: string, values: Readonly<Record<string, string>>) =>
  address.replace(/:([A-Za-z]+)/g, (param, name: string) => values[name] ?? param);
