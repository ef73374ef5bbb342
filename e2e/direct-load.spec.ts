// Every page the product's own mails link to opens on a direct load (a click in a mail client): the server
// answers 200 with the app and the page draws, not 'Page Not Found'. Signed out, a signed-in page answers
// 200 too and its guard sends the visitor to sign in; a path the app does not have answers 404, and a job
// that is not on the board 'Job Not Found'. The addresses are the route table's (server/contract/routes.ts).
import { ROUTES, findRoute, type RouteEntry } from '../server/contract/routes.ts';
import { DEMO, signIn } from './helpers.ts';
import { expect, test, type Page } from './test.ts';

/** A token of the shape the mails carry (43 URL-safe characters); the page checks it only when used. */
const TOKEN = 'A'.repeat(43);

/** The table's entry for a path: the spec fails if a mailed page ever leaves the table. */
const entry = (path: string) => {
  const found = (ROUTES as readonly RouteEntry[]).find((r) => r.path === path);
  expect(found, `${path} is in the route table`).toBeDefined();
  return found!;
};

async function openDirectly(page: Page, address: string, heading: string) {
  const res = await page.goto(address);
  expect(res?.status(), `${address} answers`).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Page Not Found/ })).toHaveCount(0);
}

test('the pages a mail links to for anyone open directly, with their token', async ({ page }) => {
  for (const [path, heading] of [
    ['/reset-password', 'Choose a new password'],
    ['/confirm-email', 'Confirm your new email address'],
    ['/verify-email', 'Verify your email address'],
    ['/alerts/confirm', 'Job alert'],
    ['/alerts/unsubscribe', 'Unsubscribe'],
  ] as const) {
    expect(entry(path).search).toEqual(['token']);
    await openDirectly(page, `${path}?token=${TOKEN}`, heading);
  }
});

test('the signed-in pages a mail or a person links to open directly for their role', async ({ browser }) => {
  for (const [email, login, pages] of [
    [
      DEMO.candidate,
      '/candidate/login',
      [
        ['/account', 'My account'],
        ['/candidate/saved', 'Saved jobs'],
        ['/candidate/applications', 'My Applications'],
      ],
    ],
    [DEMO.admin, '/admin/login', [['/admin/dashboard/timesheets', 'Timesheets to review']]],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, login, email);
    await expect(page).not.toHaveURL(/\/login/);
    for (const [path, heading] of pages) {
      expect(findRoute(path)?.access, `${path} is a signed-in page of the route table`).not.toBe('public');
      const res = await page.goto(path);
      expect(res?.status(), `${path} answers`).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveURL(path);
    }
    await context.close();
  }
});

test('signed out, a signed-in page answers 200 and sends the visitor to sign in', async ({ page }) => {
  const res = await page.goto('/account');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
});

test("a path the app does not have answers 404 'Page Not Found', a job not on the board 'Job Not Found'", async ({
  page,
}) => {
  const unknown = await page.goto('/no/such/page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  const job = await page.goto('/jobs/no-such-job-anywhere');
  expect(job?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Job Not Found' })).toBeVisible();
});
