// The privacy rights: a candidate with a CV and an application downloads their data (a JSON
// file holding the application), deletes the account with their password, and can no longer sign in;
// the CV they sent is gone for staff too.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test.ts';
import { DEMO, DEMO_PASSWORD, expectToast, registerCandidate, signIn } from './helpers.ts';

/** No serious or critical WCAG 2.1 AA violations on the page as it is now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

interface Export {
  account: { email: string };
  applications: { job: { id: number; title: string }; cvUrl: string | null; statusHistory: { status: string }[] }[];
}

test('a candidate downloads their data, deletes the account and cannot sign in; the CV is gone', async ({
  page,
  browser,
}) => {
  // A registration, an upload, an application, a download and an erasure: near the default 60 s alone.
  test.slow();
  await registerCandidate(page, 'erase');
  const email = await page.evaluate(async () => {
    const res = await fetch('/api/auth/me', { credentials: 'include' });
    return ((await res.json()) as { data: { user: { email: string } } }).data.user.email;
  });

  // A CV on file, uploaded on /account.
  await page.goto('/account');
  await page.getByLabel('Upload CV').setInputFiles({
    name: 'eszter-cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await expectToast(page, 'Your CV has been saved');
  await expect(page.getByRole('link', { name: 'eszter-cv.pdf' })).toBeVisible();
  await expectAccessible(page);

  // An application with it (the board's own call, as the apply dialog makes it).
  const job = await page.evaluate(async () => {
    const jobs = (await (await fetch('/api/jobs')).json()) as { id: number; title: string }[];
    const first = jobs[0]!;
    const res = await fetch('/api/applications', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jobId: first.id, notes: 'I would love to join your team.' }),
    });
    if (!res.ok) throw new Error(`apply: ${res.status}`);
    return first;
  });

  // Download my data.
  await page.reload();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d+\.json$/);
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as Export;
  expect(data.account.email).toBe(email);
  expect(data.applications).toHaveLength(1);
  expect(data.applications[0]!.job).toMatchObject({ id: job.id, title: job.title });
  expect(data.applications[0]!.statusHistory.map((h) => h.status)).toEqual(['submitted']);
  const cvUrl = data.applications[0]!.cvUrl!;
  expect(cvUrl).toMatch(/^\/api\/files\//);

  // Staff can open the CV before the account is deleted.
  const staff = await browser.newContext();
  const login = await staff.request.post('/api/auth/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  expect((await staff.request.get(cvUrl)).status()).toBe(200);

  // Delete my account, with the password.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel(/^Your password/).fill('wrong-pass');
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(dialog.getByText('The current password is not correct.')).toBeVisible();
  await dialog.getByLabel(/^Your password/).fill('secret-pass');
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expectToast(page, 'Your account has been deleted');
  await expect(page).toHaveURL(/\/$/);

  // No sign-in any more, and the CV is gone.
  await signIn(page, '/candidate/login', email, 'secret-pass');
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  expect((await staff.request.get(cvUrl)).status()).toBe(404);
  await staff.close();
});
