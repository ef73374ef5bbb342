// A server that hangs (item 7): the network is up and the server accepts connections but never
// answers. A real hang, not a mock: a loopback TCP proxy (e2e/hangingProxy.ts) sits between Chromium and
// the e2e server and freezes on command. The page lives at the proxy's address (its own origin: its own
// service worker, cookies' session and device copy), so everything the app asks goes through the freeze.
// Once a phone in Hungarian and once a desktop in English, a signed-in candidate:
// - opens /candidate/jobs while frozen: the jobs come from the device within the read limit, and the bar
//   and the page say 'Server unreachable' (not 'offline');
// - applies while frozen: the application goes to the outbox, the dialog closes, the toast says it will be
//   sent when the server answers; after the thaw it arrives exactly once;
// - presses Submit in a dialog while frozen, then Escape (and × in the second dialog) closes it at once.
import { chooseLanguage, expect, test, type APIRequestContext } from './test.ts';
import applicationsEn from '../app/features/applications/locales/en.json' with { type: 'json' };
import applicationsHu from '../app/features/applications/locales/hu.json' with { type: 'json' };
import candidateEn from '../app/features/candidate/locales/en.json' with { type: 'json' };
import candidateHu from '../app/features/candidate/locales/hu.json' with { type: 'json' };
import en from '../app/i18n/locales/en.json' with { type: 'json' };
import hu from '../app/i18n/locales/hu.json' with { type: 'json' };
import { startHangingProxy } from './hangingProxy.ts';
import { storedJobCount } from './deviceJobs.ts';

const PASSWORD = 'secret-pass';
const COVER = 'Written while the server slept: I would be glad to bring my experience to your team.';

const RUNS = [
  {
    name: 'a phone at 390 px in Hungarian',
    locale: 'hu-HU',
    viewport: { width: 390, height: 844 },
    mobile: true,
    texts: { ...hu, ...candidateHu, ...applicationsHu },
  },
  {
    name: 'a desktop in English',
    locale: 'en-GB',
    viewport: { width: 1280, height: 800 },
    mobile: false,
    texts: { ...en, ...candidateEn, ...applicationsEn },
  },
] as const;

interface PublicJob {
  id: number;
  title: string;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

async function newCandidate(request: APIRequestContext) {
  const email = `e2e-hang-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
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
  const upload = await request.post('/api/upload-cv', {
    multipart: {
      file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% e2e CV\n%%EOF\n') },
    },
  });
  expect(upload.status()).toBe(201);
}

async function publicJobs(request: APIRequestContext): Promise<PublicJob[]> {
  const body = (await (await request.get('/api/jobs')).json()) as
    PublicJob[] | { data?: { jobs?: PublicJob[] }; jobs?: PublicJob[] };
  return Array.isArray(body) ? body : (body.data?.jobs ?? body.jobs ?? []);
}

/** The candidate's applications for one job, as the server has them. */
async function applicationsFor(request: APIRequestContext, jobId: number): Promise<number> {
  const res = await request.get('/api/candidate/applications');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { applications: { jobId: number }[] };
  return body.applications.filter((a) => a.jobId === jobId).length;
}

for (const run of RUNS) {
  test(`a frozen server: the candidate reads, applies and closes dialogs, on ${run.name}`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(150_000);
    const t = run.texts;
    const proxy = await startHangingProxy(baseURL ?? '');
    const context = await browser.newContext({
      baseURL: proxy.url,
      locale: run.locale,
      viewport: run.viewport,
      isMobile: run.mobile,
      hasTouch: run.mobile,
    });
    await chooseLanguage(context, run.locale.startsWith('hu') ? 'hu' : 'en');
    const page = await context.newPage();
    const shot = async (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${run.locale}-${name}.png`), fullPage: false });
    try {
      await newCandidate(page.request);
      const jobs = await publicJobs(page.request);
      // Seed jobs near the end of the list that the other specs leave alone; each run has its own candidate.
      const [target, ...others] = jobs.slice(-5, -2) as [PublicJob, PublicJob, PublicJob];

      // Online once: the service worker installs, the device copies the jobs and the candidate's answers.
      await page.goto('/candidate/jobs');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await expect
        .poll(() => storedJobCount(page), { message: 'the jobs are stored for offline use' })
        .toBeGreaterThan(0);
      await expect
        .poll(
          () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('portal.device.')).length),
          { message: 'the candidate’s three answers (applied jobs, CV status, applications) are copied to the device' },
        )
        .toBe(3);

      // 1. Reading while the server hangs: the device answers, and the page says why.
      proxy.freeze();
      await page.goto('/candidate/jobs');
      const bar = page.locator('.connection-status');
      await expect(bar).toContainText(t.connection.unreachable);
      await expect(bar).not.toContainText(t.connection.offline);
      await expect(page.locator('.offline-banner')).toContainText(t.candidate.unreachable.title);
      await page.getByRole('searchbox', { name: t.candidate.jobs.search }).fill(target.title);
      const applyTarget = page.getByRole('button', { name: `${t.candidate.jobs.applyNow}: ${target.title}` }).first();
      await expect(applyTarget).toBeVisible();
      await shot('1-read-frozen');

      // 2. Applying while it hangs: queued in the outbox, the dialog closes, the toast says it will be sent.
      await applyTarget.click();
      const dialog = page.getByRole('dialog', { name: fill(t.apply.title, { title: target.title }) });
      await expect(dialog.getByRole('radio', { name: new RegExp(t.apply.useExisting) })).toBeChecked();
      await dialog.getByLabel(new RegExp(t.apply.coverLetter)).fill(COVER);
      await dialog.getByRole('button', { name: t.apply.submit }).click();
      await expect(dialog.getByRole('button', { name: t.common.submitting })).toBeVisible();
      await shot('2-sending-frozen');
      const queuedToast = page.locator('.ui-toast', { hasText: t.apply.toast.queuedTitle }).last();
      await expect(queuedToast).toContainText(fill(t.apply.toast.queuedUnreachableMessage, { title: target.title }), {
        timeout: 20_000,
      });
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('button', { name: `${t.candidate.jobs.waiting}: ${target.title}` }).first(),
      ).toBeDisabled();
      await shot('3-queued');

      // 3. A dialog whose Submit hangs closes at once by Escape, and by × (nothing traps the candidate). What
      // it was sending is not lost: it goes to the outbox when its time is up, as the apply above did.
      const closeWays = [
        { name: 'Escape', close: () => page.keyboard.press('Escape') },
        {
          name: '×',
          close: () => page.getByRole('dialog').getByRole('button', { name: t.common.close }).click(),
        },
      ];
      for (const [i, way] of closeWays.entries()) {
        const other = others[i] as PublicJob;
        await page.getByRole('searchbox', { name: t.candidate.jobs.search }).fill(other.title);
        await page
          .getByRole('button', { name: `${t.candidate.jobs.applyNow}: ${other.title}` })
          .first()
          .click();
        const otherDialog = page.getByRole('dialog', { name: fill(t.apply.title, { title: other.title }) });
        await otherDialog.getByLabel(new RegExp(t.apply.coverLetter)).fill(COVER);
        await otherDialog.getByRole('button', { name: t.apply.submit }).click();
        const cancel = otherDialog.getByRole('button', { name: t.common.cancel });
        await expect(otherDialog.getByRole('button', { name: t.common.submitting })).toBeVisible();
        await expect(cancel).toBeEnabled();
        await way.close();
        await expect(otherDialog, `closed by ${way.name} while sending`).toBeHidden();
        await shot(`3-closed-by-${i}`);
      }
      // Both closed sends end in the outbox and say so.
      for (const other of others) {
        await page.getByRole('searchbox', { name: t.candidate.jobs.search }).fill(other.title);
        await expect(
          page.getByRole('button', { name: `${t.candidate.jobs.waiting}: ${other.title}` }).first(),
        ).toBeDisabled({ timeout: 20_000 });
      }

      // 4. The server answers again: the bar clears by itself and what waited arrives exactly once.
      const sent = page.waitForResponse(
        (r) => r.url().endsWith('/api/applications') && r.request().method() === 'POST' && r.status() === 201,
      );
      proxy.thaw();
      await sent;
      await expect(bar).toBeHidden({ timeout: 30_000 });
      await expect(page.locator('.offline-banner')).toBeHidden();
      await expect
        .poll(() => applicationsFor(page.request, target.id), {
          message: 'the queued application reaches the server once',
          timeout: 30_000,
        })
        .toBe(1);
      for (const other of others)
        await expect
          .poll(() => applicationsFor(page.request, other.id), {
            message: 'each other queued application reaches the server once',
            timeout: 30_000,
          })
          .toBe(1);
      await expect
        .poll(
          () =>
            page.evaluate(
              () =>
                new Promise<number>((resolve) => {
                  const open = indexedDB.open('portal');
                  open.onsuccess = () => {
                    const count = open.result.transaction('outbox').objectStore('outbox').count();
                    count.onsuccess = () => resolve(count.result);
                  };
                }),
            ),
          { message: 'the outbox is empty' },
        )
        .toBe(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await applicationsFor(page.request, target.id)).toBe(1);
      for (const other of others) expect(await applicationsFor(page.request, other.id)).toBe(1);
      await shot('4-thawed');
    } finally {
      await context.close();
      await proxy.close();
    }
  });
}
