// Apply where you are and the job page's share and similar jobs: a candidate applies
// from the job page and sees 'Applied on <date>', also after a reload (on a 360 px phone); a visitor who
// clicks Apply signs in, or registers, and is back on the job with the dialog open; share copies the link
// or hands it to the Web Share API; similar jobs link to other jobs.
import { expect, test, type Page } from './test.ts';
import { expectToast, registerCandidate, stableJobLink, uniqueEmail } from './helpers.ts';

const PDF = new URL('./fixtures/cv.pdf', import.meta.url);
const LETTER = 'I have built software for banks for six years and would enjoy bringing that to this role.';

/** Finds the demo job on /jobs by searching for it and opens it, as a visitor would; returns its title and path. */
async function openJob(page: Page): Promise<{ title: string; path: string }> {
  await page.goto('/jobs');
  const link = await stableJobLink(page);
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return { title, path: new URL(page.url()).pathname };
}

const applyDialog = (page: Page, title: string) => page.getByRole('dialog', { name: `Apply for ${title}` });

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a candidate applies from the job page, then sees 'Applied on' there, also after a reload", async ({ page }) => {
    await registerCandidate(page, 'apply-here');
    const { title, path } = await openJob(page);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = applyDialog(page, title);
    await expect(dialog.getByText('0/2000')).toBeVisible();
    expect(page.url()).toContain(path);
    await dialog.getByLabel(/Cover Letter/).fill(LETTER);
    await dialog.locator('input[type="file"]').setInputFiles(PDF.pathname);
    const submit = dialog.getByRole('button', { name: 'Submit Application' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    await expectToast(page, 'Application submitted!');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Applied on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^Applied on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    await page.getByRole('link', { name: 'See my applications' }).click();
    await expect(page).toHaveURL(/\/candidate\/applications$/);
    await expect(page.getByText(title).first()).toBeVisible();
  });
});

test('a visitor who clicks Apply signs in and is back on the job with the dialog open', async ({ page, request }) => {
  const email = uniqueEmail('apply-login');
  const res = await request.post('/api/auth/register', {
    data: {
      email,
      firstName: 'Bence',
      lastName: 'Kiss',
      role: 'candidate',
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
    },
  });
  expect(res.ok()).toBe(true);

  const { title, path } = await openJob(page);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  expect(new URL(page.url()).searchParams.get('next')).toBe(`${path}?apply=1`);
  await page
    .locator('main')
    .getByRole('textbox', { name: /^Email/ })
    .fill(email);
  await page
    .locator('main')
    .getByLabel(/^Password/)
    .fill('secret-pass');
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();

  await expect(applyDialog(page, title)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === path && !url.searchParams.has('apply'));
  await expect(applyDialog(page, title).getByText('0/2000')).toBeVisible();
});

test('a visitor who clicks Apply registers as a candidate and is back on the job with the dialog open', async ({
  page,
}) => {
  const { title, path } = await openJob(page);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByRole('tab', { name: 'Register' }).click();
  // The tab switch keeps the way back.
  expect(new URL(page.url()).searchParams.get('next')).toBe(`${path}?apply=1`);
  await page.getByText('looking for opportunities').click();
  await page.getByLabel('First Name').fill('Eszter');
  await page.getByLabel('Last Name').fill('Varga');
  await page.getByRole('textbox', { name: /^Email/ }).fill(uniqueEmail('apply-register'));
  await page.getByLabel(/^Password/).fill('secret-pass');
  await page.getByLabel('Confirm Password').fill('secret-pass');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(applyDialog(page, title)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === path && !url.searchParams.has('apply'));
});

test('a visitor sent to sign in from a candidate page returns to it', async ({ page, request }) => {
  const email = uniqueEmail('apply-guard');
  const res = await request.post('/api/auth/register', {
    data: {
      email,
      firstName: 'Anna',
      lastName: 'Nagy',
      role: 'candidate',
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
    },
  });
  expect(res.ok()).toBe(true);
  await page.goto('/candidate/applications');
  await expect(page).toHaveURL(/\/login\?next=%2Fcandidate%2Fapplications$/);
  await page
    .locator('main')
    .getByRole('textbox', { name: /^Email/ })
    .fill(email);
  await page
    .locator('main')
    .getByLabel(/^Password/)
    .fill('secret-pass');
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL(/\/candidate\/applications$/);
});

test.describe('share', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test("without the Web Share API, Share copies the job's link with 'Link copied'", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const { path } = await openJob(page);
    await page.getByRole('button', { name: 'Share' }).click();
    await expectToast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(path, page.url()).href);
  });
});

test('with the Web Share API, Share hands it the job title and link', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, '__shared', { value: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
      configurable: true,
    });
  });
  const { title, path } = await openJob(page);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared), {
      message: 'the share sheet is handed the job',
    })
    .toEqual([{ title: expect.stringContaining(title) as unknown as string, url: new URL(path, page.url()).href }]);
});

test('similar jobs link to up to three other jobs', async ({ page }) => {
  const { title, path } = await openJob(page);
  const similar = page.getByRole('region', { name: 'Similar jobs' });
  const links = similar.getByRole('link');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(3);
  const first = (await links.first().textContent())!;
  expect(first).not.toBe(title);
  await links.first().click();
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe(path);
});
