// A visitor's journey through the public pages: jobs filtering and paging, job detail, language,
// 404, and the public pages not loading the signed-in areas' code.
import { expect, test } from './test.ts';
import { ROUTES, type RouteEntry } from '../server/contract/routes.ts';
import { stableJobLink, waitForJobs } from './helpers.ts';
import { plainPublicPages } from './routes.ts';

test('a visitor filters and pages through /jobs and opens a job', async ({ page }) => {
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Available Positions' })).toBeVisible();
  await waitForJobs(page);
  const countLine = page.getByText(/Showing \d+ of \d+ jobs/);
  const total = Number((await countLine.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(10);
  await expect(countLine).toHaveText(`Showing 10 of ${total} jobs`);
  await expect(page.locator('.job-list [role="article"]')).toHaveCount(10);

  // Pagination: numbered pages, next/previous.
  const pager = page.getByRole('navigation', { name: 'Job list pages' });
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/page=2/);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=3/);
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/page=2/);

  // A filter change goes back to page 1.
  await page.getByRole('combobox', { name: 'Location' }).selectOption('finland');
  await expect(page).not.toHaveURL(/page=/);
  const filtered = Number((await countLine.textContent())!.match(/of (\d+)/)![1]);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(total);
  for (const loc of await page.locator('.job-list .job-meta li:nth-child(2)').allTextContents())
    expect(loc.toLowerCase()).toContain('finland');

  await page.getByRole('searchbox', { name: 'Search' }).fill('zzzz-no-such-job');
  await expect(page.getByText('No jobs found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await expect(countLine).toHaveText(`Showing 10 of ${total} jobs`);

  // Cards show at most four skills then '+N more'.
  for (const card of await page.locator('.job-list [role="article"]').all()) {
    const tags = await card.locator('.skill-list li').allTextContents();
    const more = tags.filter((t) => /^\+\d+ more$/.test(t));
    expect(tags.length - more.length).toBeLessThanOrEqual(4);
  }

  // Open a job.
  const first = await stableJobLink(page);
  const title = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job Description' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<
    string,
    unknown
  >;
  expect(ld['@type']).toBe('JobPosting');
  expect(ld.title).toBe(title);
  expect(['CONTRACTOR', 'TEMPORARY']).toContain(ld.employmentType);

  // Apply while signed out: toast and /login, with the way back to this job's dialog.
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.locator('.ui-toast', { hasText: 'Authentication Required' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fjobs%2F[^&]+%3Fapply%3D1$/);
});

test('an unknown job shows Job Not Found', async ({ page }) => {
  await page.goto('/jobs');
  await waitForJobs(page);
  await page.goto('/jobs/no-such-job-anywhere');
  await expect(page.getByRole('heading', { name: 'Job Not Found' })).toBeVisible();
  await expect(page.getByText("The job you're looking for doesn't exist or has been removed.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Jobs' }).last().click();
  await expect(page).toHaveURL(/\/jobs$/);
});

test('switching to Hungarian applies at once and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Jobs', exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Magyar' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Fő navigáció' }).getByRole('link', { name: 'Állások' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Fő navigáció' }).getByRole('link', { name: 'Állások' }),
  ).toBeVisible();
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Elérhető pozíciók' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'A Portal Talentről' })).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Portal Talent' })).toBeVisible();
});

test('an unknown path shows 404 Page Not Found', async ({ page }) => {
  const res = await page.goto('/this/does/not/exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
});

test('the header highlights the current route and the footer has its links', async ({ page }) => {
  await page.goto('/umbrella');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Umbrella' })).toHaveAttribute('aria-current', 'page');
  const footer = page.locator('footer');
  for (const [name, href] of [
    ['Privacy Policy', '/privacy'],
    ['Terms of Business', '/terms'],
    ['Cookies', '/cookies'],
    ['Archive', '/admin/login'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: 'LinkedIn' })).toBeVisible();
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.locator('.country-badge')).toHaveCount(6);
  await expect(footer).toContainText('© 2025');
  // FAQ items are collapsible.
  const q = page.getByRole('button', { name: 'What is an umbrella company?' });
  await expect(q).toHaveAttribute('aria-expanded', 'false');
  await q.click();
  await expect(q).toHaveAttribute('aria-expanded', 'true');
});

test('the mobile menu slides in and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Site menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();
});

test('public pages do not download the signed-in areas', async ({ page }) => {
  test.slow(); // a cold load of every public page, each taken over by the app
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  // Every public page of the route table without a parameter of its own; none loads a signed-in page's chunk.
  for (const path of plainPublicPages()) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  const signedIn = (ROUTES as readonly RouteEntry[])
    .filter((r) => r.access !== 'public')
    .map((r) => r.module.replace(/^.*\/|\.tsx$/g, ''));
  expect(signedIn).toContain('AdminDashboardPage');
  expect(scripts.filter((u) => signedIn.some((name) => new URL(u).pathname.startsWith(`/assets/${name}-`)))).toEqual(
    [],
  );
});

test('the about page sets its search-engine title, description, keywords and canonical address', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Portal Talent' })).toBeVisible();
  await expect(page).toHaveTitle(/About Us \| Portal Talent/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /30 years/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /recruitment/);
  // The server's public address (PUBLIC_URL, else the address it was reached at), kept by the app.
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/about`);
});
