// The candidate on a train: signed in once, the candidate area opens offline as that user,
// the apply dialog works when first opened offline and the application reaches the server exactly once;
// My Applications shows the last known list with the waiting one; saved jobs follow the account across
// two browsers.
import type { BrowserContext, CDPSession } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { expectToast, signIn, uniqueEmail } from './helpers.ts';
import { storedJobCount } from './deviceJobs.ts';

const PASSWORD = 'secret-pass';
const COVER = 'Written on the train: I would be glad to bring my experience to your team.';

interface PublicJob {
  id: number;
  title: string;
  slug: string;
}

/** A new candidate signed in through the API (the page shares the context's cookies). */
async function newCandidate(request: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag);
  const res = await request.post('/api/auth/register', {
    data: {
      email,
      firstName: 'Eszter',
      lastName: 'Varga',
      role: 'candidate',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(res.status()).toBe(201);
  return email;
}

async function publicJobs(request: APIRequestContext): Promise<PublicJob[]> {
  const res = await request.get('/api/jobs');
  const body = (await res.json()) as PublicJob[] | { data?: { jobs?: PublicJob[] }; jobs?: PublicJob[] };
  return Array.isArray(body) ? body : (body.data?.jobs ?? body.jobs ?? []);
}

/** Chromium 150 keeps the emulated network off across a navigation but gives the new document
 * navigator.onLine = true, which a phone without network never does: tell the page again, as the browser
 * tells a page whose network drops (an 'offline' event). */
const toldOffline: CDPSession[] = [];
async function stillOffline(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  toldOffline.push(cdp);
  await network(cdp, true);
}
const network = (cdp: CDPSession, offline: boolean) =>
  cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
/** The network back: the context's emulation and every page told again. */
async function backOnline(context: BrowserContext) {
  for (const cdp of toldOffline.splice(0)) await network(cdp, false);
  await context.setOffline(false);
}

test('offline: reopened into /candidate/jobs, apply for the first time offline, sent exactly once', async ({
  page,
  context,
}) => {
  await newCandidate(page.request, 'offline-cand');
  const upload = await page.request.post('/api/upload-cv', {
    multipart: {
      file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% e2e CV\n%%EOF\n') },
    },
  });
  expect(upload.status()).toBe(201);
  const jobs = await publicJobs(page.request);
  // Two jobs of the seed near the end of the list, which the other specs do not apply to.
  const [earlier, target] = jobs.slice(-2) as [PublicJob, PublicJob];
  const first = await page.request.post('/api/applications', { data: { jobId: earlier.id, notes: COVER } });
  expect(first.status()).toBe(201);

  // Only the home page is visited online.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => storedJobCount(page), { message: 'the jobs are stored for offline use' }).toBeGreaterThan(0);
  // The answers the candidate area needs offline are copied once the session is confirmed.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('portal.device.')).length), {
      message: 'the candidate’s three answers (applied jobs, CV status, applications) are copied to the device',
    })
    .toBe(3);

  await context.setOffline(true);
  await page.goto('/candidate/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();
  await stillOffline(page);
  await expect(page.getByText('You are offline')).toBeVisible();
  await expect(page.getByText(/Signed in as Eszter Varga/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(target.title);
  await page
    .getByRole('button', { name: `Apply Now: ${target.title}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${target.title}` });
  // The CV status came from the device: the CV on file is offered and chosen.
  await expect(dialog.getByRole('radio', { name: /Use my existing CV/ })).toBeChecked();
  await dialog.getByLabel(/Cover Letter/).fill(COVER);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expectToast(page, 'Saved for sending', target.title);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Waiting to send: ${target.title}` }).first()).toBeDisabled();

  // My Applications offline: the last known list, and the waiting one.
  await page.goto('/candidate/applications');
  await stillOffline(page);
  await expect(page.getByText('You are offline')).toBeVisible();
  await expect(page.locator('section[data-status="submitted"]').getByText(earlier.title)).toBeVisible();
  const waiting = page.locator('section[data-status="waiting"]');
  await expect(waiting.getByText(target.title)).toBeVisible();
  await expect(waiting.getByText('Waiting to send').first()).toBeVisible();

  const sent = page.waitForResponse((r) => r.url().endsWith('/api/applications') && r.request().method() === 'POST');
  await backOnline(context);
  expect((await sent).status()).toBe(201);
  await expectToast(page, 'Application submitted!', target.title);
  await expect(page.locator('section[data-status="submitted"]').getByText(target.title)).toBeVisible();
  await expect(page.locator('section[data-status="waiting"]')).toBeHidden();

  // Exactly one application for the job on the server, even after another start sends what waits.
  await page.reload();
  await expect(page.locator('section[data-status="submitted"]').getByText(target.title)).toBeVisible();
  const mine = await (await page.request.get('/api/candidate/applications')).json();
  const forTarget = (mine.applications as { job: { id?: number; title: string } }[]).filter(
    (a) => a.job.title === target.title,
  );
  expect(forTarget).toHaveLength(1);
});

test('saved jobs follow the account across two browsers, device saves merge at sign-in', async ({ browser }) => {
  const a = await browser.newContext();
  const b = await browser.newContext();
  try {
    const pageA = await a.newPage();
    const pageB = await b.newPage();
    const email = await newCandidate(pageA.request, 'saved');
    const jobs = await publicJobs(pageA.request);
    const [x, y] = [jobs[0]!, jobs[1]!];

    // Browser A, signed in: saves job X on the account.
    await pageA.goto(`/jobs/${x.slug}`);
    await pageA.getByRole('button', { name: 'Save for later' }).click();
    await expect
      .poll(async () => (await (await pageA.request.get('/api/candidate/saved-jobs')).json()).data.savedJobs.length, {
        message: 'the job saved offline reaches the server',
      })
      .toBe(1);

    // Browser B, signed out: saves job Y on the device, then signs in: Y joins the account, X arrives.
    await pageB.goto(`/jobs/${y.slug}`);
    await pageB.getByRole('button', { name: 'Save for later' }).click();
    await expect(pageB.getByRole('button', { name: 'Saved on this device' })).toBeVisible();
    await signIn(pageB, '/login', email, PASSWORD);
    await expect(pageB).toHaveURL(/\/candidate\/jobs$/);
    await pageB.getByRole('link', { name: 'Saved jobs' }).click();
    await expect(pageB.getByRole('heading', { level: 2, name: x.title })).toBeVisible();
    await expect(pageB.getByRole('heading', { level: 2, name: y.title })).toBeVisible();

    // Browser A sees B's device save too, and a removal there reaches B.
    await pageA.goto('/candidate/saved');
    await expect(pageA.getByRole('heading', { level: 2, name: y.title })).toBeVisible();
    await pageA.getByRole('button', { name: `Remove ${x.title} from saved jobs` }).click();
    await expect(pageA.getByRole('heading', { level: 2, name: x.title })).toBeHidden();
    await pageB.reload();
    await expect(pageB.getByRole('heading', { level: 2, name: y.title })).toBeVisible();
    await expect(pageB.getByRole('heading', { level: 2, name: x.title })).toBeHidden();
  } finally {
    await a.close();
    await b.close();
  }
});
