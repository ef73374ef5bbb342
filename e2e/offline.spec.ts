// After one visit, /jobs (and the jobs saved on the device), a job detail and a legal page render with the
// network cut (service worker + IndexedDB), with the 'last synced' notice; a contact enquiry and a job application
// made offline are sent when back online. A visitor who only reads (no tap: the page loads no device
// database) finds the pages read, and the catalogue, offline: the service worker keeps the drawn pages and
// fills the device copy.
import fs from 'node:fs';
import { expect, test, type Page } from './test.ts';
import { expectToast, registerCandidate, stableJobLink, waitForJobs } from './helpers.ts';

test('jobs, saved jobs, a job detail and a legal page still render offline after a first visit', async ({
  page,
  context,
}) => {
  // A demo job no spec changes (the newest jobs are other specs' own, which they may close meanwhile).
  const link = await stableJobLink(page);
  const title = (await link.textContent())!.trim();
  const href = (await link.getAttribute('href'))!;
  // Bookmark it on this device, to read it offline from the saved list.
  const card = page
    .locator('.job-list [role="article"]')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .first();
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Statement' })).toBeVisible();
  // The service worker must control the page (precache complete, clients claimed) before the network goes.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await page.goto('/jobs');
  await waitForJobs(page);
  // The connection bar says the server cannot be reached and when this device last synced. (Chromium
  // reports navigator.onLine as true in a page loaded while Playwright emulates no network, so the bar
  // may say 'Server unreachable' rather than 'Offline' here; the app's own failed calls decide.)
  const bar = page.getByRole('status').filter({ hasText: /Offline|Server unreachable/ });
  await expect(bar).toContainText(/Last synced/);

  // Blueprint draws the switch over a visually hidden input: click its label, as a person would.
  await page.locator('label', { has: page.getByRole('switch', { name: /Saved jobs only \(1\)/ }) }).click();
  await expect(page.getByRole('switch', { name: /Saved jobs only/ })).toBeChecked();
  await expect(page.getByText('Showing 1 of 1 jobs')).toBeVisible();
  await expect(page.locator('.job-list [role="article"] h2')).toHaveText([title]);
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job Description' })).toBeVisible();

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Statement' })).toBeVisible();
});

/** Resolves once the service worker controls the page, has filled the device copy (both feeds' sync
 * marks in IndexedDB) and keeps the open page for offline. */
async function deviceCopyFilled(page: Page): Promise<void> {
  const filled = () =>
    page.evaluate(async () => {
      if (!navigator.serviceWorker.controller) return false;
      if (!(await indexedDB.databases()).some((d) => d.name === 'portal')) return false;
      const marks = await new Promise<string[]>((resolve) => {
        const open = indexedDB.open('portal');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const idb = open.result;
          if (!idb.objectStoreNames.contains('meta')) {
            idb.close();
            return resolve([]);
          }
          const read = idb.transaction('meta').objectStore('meta').getAllKeys();
          read.onsuccess = () => {
            idb.close();
            resolve(read.result.map(String));
          };
          read.onerror = () => {
            idb.close();
            resolve([]);
          };
        };
      });
      return marks.includes('jobs') && marks.includes('content') && !!(await caches.match(location.href));
    });
  await expect.poll(filled, { message: 'the pages read are stored for offline use', timeout: 30_000 }).toBe(true);
}

test('a visitor who only read /jobs, a job and /privacy finds them offline, and a job never opened too', async ({
  page,
  context,
  request,
}) => {
  const jobs = (await (await request.get('/api/jobs')).json()) as { slug: string; title: string }[];
  // Demo jobs no spec changes: the stable one, and the oldest (other specs' own jobs are the newest).
  const read = jobs.find((j) => j.title === 'Cloud Security Engineer')!;
  const neverOpened = jobs.at(-1)!;
  expect(neverOpened.slug).not.toBe(read.slug);
  // Reading only: no tap, key or wheel turn, so the page itself never loads the device database.
  await page.goto('/jobs');
  await waitForJobs(page);
  await page.goto(`/jobs/${read.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: read.title })).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Statement' })).toBeVisible();
  await deviceCopyFilled(page);

  await context.setOffline(true);
  // The page read last comes back as the server drew it, from the worker's copy.
  const privacy = await page.reload();
  expect(privacy?.fromServiceWorker()).toBe(true);
  expect(await privacy?.text()).toContain('id="page-data"');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Statement' })).toBeVisible();
  await expect(page.locator('article.prose p').first()).not.toBeEmpty();

  await page.goto('/jobs');
  await waitForJobs(page);
  await expect(page.getByText('Not synced yet')).toHaveCount(0);
  await expect(page.locator('.job-list [role="article"]').first()).toBeVisible();

  await page.goto(`/jobs/${read.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: read.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job Description' })).toBeVisible();

  await page.goto(`/jobs/${neverOpened.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: neverOpened.title })).toBeVisible();
});

test("a first visit's page never loads the device database's code, even once its worker has filled the copy", async ({
  page,
}) => {
  const manifest = JSON.parse(
    fs.readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const dbChunk = `/${manifest['offline/db.ts']!.file}`;
  const appChunk = `/${manifest['App.tsx']!.file}`;
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  // The app's chunk waits until the worker has filled the device copy: the page's own reads then start
  // with the database on the device, as on a phone whose worker is quicker than the app's code.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === appChunk,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  // Not awaited: the spec's goto waits for the live app, which waits for the held chunk.
  const opened = page.goto('/privacy');
  await page.waitForURL('**/privacy', { waitUntil: 'commit' });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker?.controller) return false;
          if (!(await indexedDB.databases()).some((d) => d.name === 'portal')) return false;
          return new Promise<boolean>((resolve) => {
            const open = indexedDB.open('portal');
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              const idb = open.result;
              if (!idb.objectStoreNames.contains('meta')) return resolve((idb.close(), false));
              const read = idb.transaction('meta').objectStore('meta').getAllKeys();
              read.onsuccess = () => resolve((idb.close(), read.result.map(String).includes('content')));
              read.onerror = () => resolve((idb.close(), false));
            };
          });
        }),
      { message: 'the service worker and the offline store are ready', timeout: 30_000 },
    )
    .toBe(true);
  release();
  await opened;
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Statement' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested).toContain(appChunk);
  expect(requested).not.toContain(dbChunk);
});

test('a contact enquiry made without a network is sent when the network returns', async ({ page, context }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form).toBeVisible();
  await context.setOffline(true);
  await form.getByLabel('First Name').fill('Offline');
  await form.getByLabel('Last Name').fill('Visitor');
  await form.getByLabel('Email').fill('offline@example.com');
  await form.getByLabel('Message').fill('Written on a train without a signal.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Saved for sending');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
  await context.setOffline(false);
  expect((await sent).status()).toBe(201);
  await expectToast(page, 'Message sent');
});

test('an application made without a network is sent with its CV when the network returns', async ({
  page,
  context,
}) => {
  await registerCandidate(page, 'offline-apply');
  // A seeded job no other spec applies to (specs run in parallel on one database).
  const title = 'Payroll Specialist (Nordic)';
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  await expect(page.getByText('1 job found')).toBeVisible();
  await page.getByRole('button', { name: `Apply Now: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
  await dialog
    .getByLabel(/Cover Letter/)
    .fill('Written on the train: I would be glad to bring my experience to your team.');
  await dialog.locator('input[type="file"]').setInputFiles(new URL('./fixtures/cv.pdf', import.meta.url).pathname);

  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expectToast(page, 'Saved for sending', title);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Waiting to send: ${title}` })).toBeDisabled();

  const sent = page.waitForResponse((r) => r.url().endsWith('/api/applications') && r.request().method() === 'POST');
  await context.setOffline(false);
  expect((await sent).status()).toBe(201);
  await expectToast(page, 'Application submitted!', title);
  await expect(page.getByRole('button', { name: `Applied: ${title}` })).toBeDisabled();

  await page.goto('/candidate/applications');
  const submitted = page.locator('section[data-status="submitted"]');
  await expect(submitted.getByText(title)).toBeVisible();
  // The CV that waited on the device as bytes reached the server with the application.
  await expect(
    submitted.getByRole('button', { name: `Download the CV sent with your application for ${title}` }),
  ).toBeVisible();
});

test('signing out without a network ends the server session once the network returns', async ({ page, context }) => {
  await registerCandidate(page, 'offline-signout');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  // The old cookie still names a live session until the server hears of the sign-out, which it does as
  // soon as the network returns, without a reload.
  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout') && r.status() === 200);
  await context.setOffline(false);
  await loggedOut;
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await page.goto('/candidate/jobs');
  await expect(page).toHaveURL(/\/login\?next=%2Fcandidate%2Fjobs$/);
});
