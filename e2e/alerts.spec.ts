// Job alerts: A visitor saves a search on /jobs as an alert, confirms it from the mail, an
// employer posts a matching job, the alert mail arrives with it, and its unsubscribe link works.
import { expect, test } from './test.ts';
import { DEMO, DEMO_PASSWORD, jobInput, uniqueEmail, waitForJobs } from './helpers.ts';
import { mailTo } from './mail.ts';

test('a visitor’s job alert: double opt-in, the new job by mail, one-click unsubscribe', async ({ page, browser }) => {
  const word = `Quokka${Date.now().toString(36)}`;
  const email = uniqueEmail('alert');
  await page.goto(`/jobs?q=${word}`);
  await waitForJobs(page);
  await page.getByRole('button', { name: 'Email me jobs like these' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email me jobs like these' });
  await expect(dialog.getByText(`“${word}”`)).toBeVisible();
  await dialog.getByText('Once a day, in a daily digest').click();
  await dialog.getByText('As they are posted (at most once a minute)').click();
  await dialog.getByRole('textbox', { name: 'Your email address' }).fill(email);
  await dialog.getByRole('button', { name: 'Create the alert' }).click();
  await expect(dialog.getByText('Check your inbox')).toBeVisible();

  const confirm = await mailTo(email, 'Confirm your job alert');
  const confirmLink = /(http:\/\/\S+\/alerts\/confirm\?token=[\w-]{43})/.exec(confirm.text)?.[1];
  expect(confirmLink).toBeTruthy();
  const url = new URL(confirmLink!);
  await page.goto(`${url.pathname}${url.search}`);
  // Opening the link (as a mail scanner would) changes nothing: the visitor's click confirms.
  const turnOn = page.getByRole('button', { name: 'Turn on the job alert' });
  await expect(turnOn).toBeVisible();
  await expect(page.getByText('Your job alert is on')).toHaveCount(0);
  await turnOn.click();
  await expect(page.getByText('Your job alert is on')).toBeVisible();

  // An employer posts a matching job.
  const employer = await (await browser.newContext()).newPage();
  expect(
    (await employer.request.post('/api/auth/login', { data: { email: DEMO.employer, password: DEMO_PASSWORD } })).ok(),
  ).toBe(true);
  const posted = await employer.request.post('/api/employer/jobs', {
    data: jobInput(`${word} Platform Engineer`, {
      company: 'Danube Analytics',
      description: 'Build and run the data platform of a Budapest analytics company, with a small friendly team.',
      requirements: ['Kubernetes'],
      skills: ['Go'],
    }),
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  const slug = ((await posted.json()) as { data: { job: { slug: string } } }).data.job.slug;
  await employer.context().close();

  const alert = await mailTo(email, 'A new job matches your alert');
  expect(alert.text).toContain(`${word} Platform Engineer`);
  expect(alert.text).toContain(`/jobs/${slug}`);
  const unsubscribe = /(http:\/\/\S+\/alerts\/unsubscribe\?token=[\w-]{43})/.exec(alert.text)?.[1];
  expect(unsubscribe).toBeTruthy();
  const u = new URL(unsubscribe!);
  await page.goto(`${u.pathname}${u.search}`);
  const stop = page.getByRole('button', { name: 'Unsubscribe' });
  await expect(stop).toBeVisible();
  // Still on while the page merely shows its button.
  const before = await page.request.get(`/api/alerts/unsubscribe${u.search}`);
  expect(((await before.json()) as { data: { alert: unknown } }).data.alert).not.toBeNull();
  await stop.click();
  await expect(page.getByText('You have been unsubscribed')).toBeVisible();
  const info = await page.request.get(`/api/alerts/unsubscribe${u.search}`);
  expect(((await info.json()) as { data: { alert: unknown } }).data.alert).toBeNull();
});
