// A page the server drew is taken over without a mismatch when the browser already knows more than the
// server did: a signed-in candidate's job page in Hungarian, whose lazy part hydrates after the session
// check has answered (React's error #418 before: the Apply button drew its "checking" spinner). The
// service worker is kept out, so every visit gets the server's page; the job page's chunk is held back
// until the session check has answered, which a slow phone does by itself.
import { DEMO } from './helpers.ts';
import { HYDRATION_ERROR, expect, test } from './test.ts';

test.use({ serviceWorkers: 'block', locale: 'hu-HU', viewport: { width: 390, height: 844 } });

test('a signed-in candidate’s job page in Hungarian hydrates although the session answered first', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/candidate/login?lang=hu');
  await page
    .locator('main')
    .getByRole('textbox', { name: /^E-mail/ })
    .fill(DEMO.candidate);
  await page
    .locator('main')
    .getByLabel(/^Jelszó/)
    .fill('Demo-portal-2025');
  await page.getByRole('button', { name: 'Bejelentkezés', exact: true }).last().click();
  await expect(page).toHaveURL(/\/candidate\//);

  const jobs = (await (await request.get('/api/jobs')).json()) as { slug: string; title: string }[];
  const job = jobs.find((j) => j.title === 'Cloud Security Engineer')!;
  const sessionAnswered = page.waitForResponse((r) => r.url().endsWith('/api/auth/me') && r.ok());
  await page.route(/\/assets\/JobDetailPage-[^/]*\.js$/, async (route) => {
    await sessionAnswered;
    await route.continue();
  });
  // In Hungarian whatever language the account restored at sign-in (the address names it, as a mailed link does).
  await page.goto(`/jobs/${job.slug}?lang=hu`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  // Taken over, and live: the candidate's own Apply button answers.
  await expect(page.getByRole('button', { name: 'Jelentkezem' })).toBeEnabled();
  expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
  expect(await page.locator('#root').getAttribute('data-lang')).toBe('hu');
});
