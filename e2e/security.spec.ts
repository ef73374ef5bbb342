// The Content-Security-Policy the server sends lets every screen work: no page,
// public or signed in, has anything refused by it, and the HTML has no inline script but the nonce'd line
// that starts the app on a page the server drew.
import { expect, test, type Page } from './test.ts';
import { DEMO, signIn, stableJobLink } from './helpers.ts';

/** Console messages about the policy and uncaught page errors, collected while the test runs. */
function watchPolicy(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

test("the public pages run under the policy, with no inline script in the HTML but the nonce'd starter", async ({
  page,
}) => {
  const problems = watchPolicy(page);
  const res = await page.goto('/');
  const csp = res!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  // The app's code is files. Inline, besides data blocks (JSON-LD, page data), is only the line that starts
  // the app after the first paint of a page the server drew, admitted by this response's nonce.
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  const html = await res!.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attrs]) => !/type="application\/(ld\+)?json"/.test(attrs ?? ''),
  );
  expect(inline).toHaveLength(1);
  expect(inline[0]![1]).toContain(`nonce="${nonce}"`);
  expect(inline[0]![2]).toMatch(/s\.src="\/assets\/index-[\w-]+\.js"/);
  await page.goto('/jobs');
  await (await stableJobLink(page)).click();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the staff console runs under the policy', async ({ page }) => {
  const problems = watchPolicy(page);
  await signIn(page, '/admin/login', DEMO.owner);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const area of ['users', 'jobs', 'contracts', 'settings']) {
    await page.goto(`/admin/${area}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('the candidate and employer areas and the forms run under the policy', async ({ page }) => {
  const problems = watchPolicy(page);
  for (const path of ['/employers', '/candidates', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await signIn(page, '/candidate/login', DEMO.candidate);
  await expect(page).toHaveURL(/\/candidate\/jobs$/);
  for (const path of ['/candidate/applications', '/candidate/saved']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.context().clearCookies();
  await signIn(page, '/employer/login', DEMO.employer);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});
