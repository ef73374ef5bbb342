// Screenshots of every screen at desktop (1280 px) and phone (360 px) widths, in English and Hungarian, for
// a person to look at (screenshots/, not committed). Run by `npm run screenshots` (scripts/screenshots.config.ts).
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage } from '../e2e/test.ts';
import { DEMO, DEMO_PASSWORD, demoRouteValues, fillParams } from '../e2e/helpers.ts';
import { routesFor } from '../e2e/routes.ts';

const OUT = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** The job page shot (a demo job). */
const JOB = 'cloud-security-engineer-danube-digital-bank';

/** Each address of the route table (server/contract/routes.ts) with a file name made from it. */
const named = (addresses: string[]): [string, string][] =>
  addresses.map((a) => [
    a === '/' ? 'home' : a.split('?')[0]!.slice(1).replace(/[/:]+/g, '-'),
    a.replace(':slug', JOB),
  ]);

const PUBLIC: [string, string][] = [...named(routesFor(['public'])), ['not-found', '/nope']];

/** Signed-in screens, by the demo account that sees them (a contractor's contracts are shot below). */
const AREAS: [keyof typeof DEMO, [string, string][]][] = [
  ['candidate', named(routesFor(['candidate', 'member']).filter((a) => !a.startsWith('/candidate/contracts')))],
  ['employer', named(routesFor(['employer', 'member']))],
  ['admin', named(routesFor(['staff']))],
];

async function shoot(page: Page, file: string, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  // Let skeletons and lists settle (no busy region left) and the web font arrive before the picture.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: `${OUT}${file}.png`, fullPage: true, animations: 'disabled' });
}

for (const [width, label] of [
  [1280, 'desktop'],
  [360, 'mobile'],
] as const) {
  for (const lang of ['en', 'hu'] as const) {
    test(`screenshots ${label} ${lang}`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: label === 'desktop' ? 860 : 844 });
      await chooseLanguage(page, lang);
      for (const [name, path] of PUBLIC) await shoot(page, `${label}-${lang}-${name}`, path);
      // A dialog: the candidate registration modal on the home page.
      await page.goto('/');
      await page
        .getByRole('button', { name: lang === 'en' ? 'Register or Sign In' : 'Regisztráció vagy bejelentkezés' })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: `${OUT}${label}-${lang}-registration-dialog.png`, animations: 'disabled' });
      await page.keyboard.press('Escape');
      if (label === 'mobile') {
        // The /jobs filters, behind their button on a phone.
        await page.goto('/jobs');
        await page.getByRole('button', { name: lang === 'en' ? /^Filters/ : /^Szűrők/ }).click();
        await page.screenshot({
          path: `${OUT}${label}-${lang}-jobs-filters.png`,
          fullPage: true,
          animations: 'disabled',
        });
      }
      const values: Record<string, string> = {};
      for (const [who, screens] of AREAS) {
        const login = await page.request.post('/api/auth/login', {
          data: { email: DEMO[who], password: DEMO_PASSWORD },
          headers: { Origin: baseURL! },
        });
        expect(login.ok()).toBe(true);
        // The detail pages (a job's pipeline, an application, a candidate's page) on the demo data's own.
        Object.assign(values, await demoRouteValues(page.request, who));
        for (const [name, path] of screens) await shoot(page, `${label}-${lang}-${name}`, fillParams(path, values));
        if (who === 'candidate') {
          // Applying from a job page, then the candidate area with the network gone.
          await page.goto(`/jobs/${JOB}`);
          await page
            .getByRole('button', { name: /^(Apply Now|Jelentkez)/ })
            .first()
            .click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await page.screenshot({ path: `${OUT}${label}-${lang}-job-apply-dialog.png`, animations: 'disabled' });
          await page.keyboard.press('Escape');
          await page.goto('/candidate/jobs');
          await page.context().setOffline(true);
          await page.reload().catch(() => undefined);
          await expect(page.locator('.job-card').first()).toBeVisible();
          await page.screenshot({ path: `${OUT}${label}-${lang}-candidate-jobs-offline.png`, animations: 'disabled' });
          await page.context().setOffline(false);
        }
        await page.request.post('/api/auth/logout', { headers: { Origin: baseURL! } });
      }
      // A contractor's month: a demo candidate with an active contract, its timesheet calendar.
      const contractor = await page.request.post('/api/auth/login', {
        data: { email: 'oliver.bennett@example.com', password: DEMO_PASSWORD },
        headers: { Origin: baseURL! },
      });
      expect(contractor.ok()).toBe(true);
      await shoot(page, `${label}-${lang}-candidate-contracts`, '/candidate/contracts');
      await page.locator('a[href^="/candidate/contracts/"]').first().click();
      await expect(page.getByRole('button', { pressed: false }).first()).toBeVisible();
      await page.screenshot({ path: `${OUT}${label}-${lang}-timesheet.png`, fullPage: true, animations: 'disabled' });
      await page.request.post('/api/auth/logout', { headers: { Origin: baseURL! } });
    });
  }
}
