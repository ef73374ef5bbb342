// Screenshots of every payroll screen at 360 and 1280 px, in English and Hungarian, for a person
// to look at (screenshots/payroll-*.png, not committed). Run with `npm run screenshots` (with the other
// screens) or alone: `npx playwright test --config scripts/screenshots.config.ts payroll`. Each run makes
// its own contractors: one whose October is waiting in the queue, one whose October was approved, credited,
// reopened and approved again (an invoice, a credit note and a corrected invoice), and one with no tax details.
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { chooseLanguage } from '../e2e/test.ts';
import { CONTRACTOR_PASSWORD, DEMO, contractorWithContract, givePayrollProfile, signInApi } from '../e2e/helpers.ts';

const OUT = fileURLToPath(new URL('../screenshots/', import.meta.url));
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

/** A new contractor (Hungarian name) on a contract with the demo employer from 1 October 2026. */
const contractor = (staff: APIRequestContext, lastName: string) =>
  contractorWithContract(staff, {
    firstName: 'Zsófia',
    lastName,
    jobTitle: `Adatmérnök ${unique().slice(-5)}`,
    startDate: '2026-10-01',
  });

async function submitOctober(me: APIRequestContext, contractId: number, days: Record<string, number>) {
  const saved = await me.put('/api/candidate/timesheets', { data: { contractId, month: '2026-10', days } });
  expect(saved.status(), await saved.text()).toBe(200);
  const id = ((await saved.json()) as { data: { timesheet: { id: number } } }).data.timesheet.id;
  const submitted = await me.post(`/api/candidate/timesheets/${id}/submit`);
  expect(submitted.status(), await submitted.text()).toBe(200);
  return id;
}

const OCTOBER = { '2026-10-05': 1, '2026-10-06': 1, '2026-10-07': 1, '2026-10-08': 1, '2026-10-09': 0.5 };

async function settle(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The page's sideways overflow in px (0 when nothing scrolls sideways), logged for the reader. */
async function overflow(page: Page, name: string) {
  const x = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (x > 0) console.log(`OVERFLOW ${x}px on ${name}`);
}

test.use({ actionTimeout: 15_000 });
test.setTimeout(480_000);

for (const [width, label] of [
  [1280, 'desktop'],
  [360, 'mobile'],
] as const) {
  for (const lang of ['en', 'hu'] as const) {
    test(`payroll screenshots ${label} ${lang}`, async ({ browser }) => {
      const viewport = { width, height: label === 'desktop' ? 860 : 844 };
      // A page's first 1,700 px (the footer and long lists left out, so the picture stays legible).
      const TOP = { x: 0, y: 0, width, height: 1700 };
      const staffContext = await browser.newContext({
        viewport,
        ...(label === 'mobile' ? { isMobile: true, hasTouch: true } : {}),
        locale: lang === 'hu' ? 'hu-HU' : 'en-GB',
      });
      await chooseLanguage(staffContext, lang);
      const staff = staffContext.request;
      await signInApi(staff, DEMO.admin);
      const page = await staffContext.newPage();
      const shot = async (name: string, target?: Locator) => {
        await settle(page);
        await overflow(page, `${label}-${lang}-${name}`);
        const path = `${OUT}payroll-${label}-${lang}-${name}.png`;
        if (target) await target.screenshot({ path, animations: 'disabled' });
        else if (await page.getByRole('dialog').or(page.getByRole('alertdialog')).count()) {
          // A dialog: the screen as seen, made tall enough to hold the whole dialog.
          await page.setViewportSize({ width, height: 1800 });
          await page.screenshot({ path, animations: 'disabled' });
          await page.setViewportSize(viewport);
        } else await page.screenshot({ path, fullPage: true, clip: TOP, animations: 'disabled' });
      };

      // The contractors: one waiting in the queue, one approved then corrected, one without tax details.
      const tag = unique().slice(-5);
      const waiting = await contractor(staff, `Várakozó${tag}`);
      const corrected = await contractor(staff, `Helyesbített${tag}`);
      const noIds = await contractor(staff, `Adatlan${tag}`);
      const contractorContext = await browser.newContext({
        viewport,
        ...(label === 'mobile' ? { isMobile: true, hasTouch: true } : {}),
        locale: lang === 'hu' ? 'hu-HU' : 'en-GB',
      });
      await chooseLanguage(contractorContext, lang);
      for (const who of [waiting, corrected, noIds]) {
        const ctx = await browser.newContext();
        await signInApi(ctx.request, who.email, CONTRACTOR_PASSWORD);
        if (who !== noIds) await givePayrollProfile(ctx.request);
        if (who === corrected)
          await ctx.request.post('/api/candidate/allowances', {
            data: { kind: 'family', validFrom: '2026-01', validTo: null, children: 2, declaration: true },
          });
        const id = await submitOctober(ctx.request, who.contractId, {
          ...OCTOBER,
          ...(who === waiting ? { '2026-10-23': 1 } : {}),
        });
        if (who === corrected) {
          const approved = await staff.post(`/api/admin/timesheets/${id}/approve`, { data: {} });
          expect(approved.status(), await approved.text()).toBe(200);
        }
        await ctx.close();
      }

      // Staff: companies, with the dialog.
      await page.goto('/admin/companies');
      await expect(page.locator('h1').first()).toBeVisible();
      await shot('companies');
      await page.getByRole('button', { name: lang === 'en' ? 'New company' : 'Új cég' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot('company-dialog');
      await page.keyboard.press('Escape');

      // Contracts: the list, the create and edit dialogs.
      await page.goto('/admin/contracts');
      await expect(page.locator('h1').first()).toBeVisible();
      await shot('contracts');
      await page.getByRole('button', { name: lang === 'en' ? 'New Contract' : 'Új szerződés' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot('contract-create');
      await page.keyboard.press('Escape');
      await page.getByRole('searchbox').fill(`Helyesbített${tag}`);
      await page
        .getByRole('button', { name: lang === 'en' ? /^Edit Contract: / : /^Szerződés szerkesztése: / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot('contract-edit');
      await page.keyboard.press('Escape');

      // The documents: an invoice with its NAV report, then a credit note, the month reopened, and the
      // corrected month approved again (a corrected invoice and payslip).
      const docsButton = page.getByRole('button', { name: lang === 'en' ? /^Documents: / : /^Bizonylatok: / }).first();
      await docsButton.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot('documents-invoice');
      await page.keyboard.press('Escape');
      const docs = (await (await staff.get(`/api/admin/contracts/${corrected.contractId}/documents`)).json()) as {
        invoices: { id: number; timesheetId: number }[];
      };
      const credit = await staff.post(`/api/admin/invoices/${docs.invoices[0]!.id}/credit-note`, {
        data: { reason: lang === 'en' ? 'Two days were billed twice.' : 'Két nap kétszer lett számlázva.' },
      });
      expect(credit.status(), await credit.text()).toBe(201);
      await docsButton.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot('documents-credited');
      // Reopen from the dialog (its form), shot, then send it back through the API.
      const reopen = page.getByRole('button', {
        name: lang === 'en' ? /^Reopen the month of invoice / : /hónapjának újranyitása$/,
      });
      if (await reopen.count()) {
        await reopen.first().click();
        await shot('documents-reopen-form');
      }
      await page.keyboard.press('Escape');
      const tsId = docs.invoices[0]!.timesheetId;
      const reopened = await staff.post(`/api/admin/timesheets/${tsId}/reopen`, {
        data: { note: lang === 'en' ? 'Remove 9 October.' : 'Október 9. törlendő.' },
      });
      expect(reopened.status(), await reopened.text()).toBe(200);
      // The contractor sees the returned month.
      await signInApi(contractorContext.request, corrected.email, CONTRACTOR_PASSWORD);
      const cpage = await contractorContext.newPage();
      const cshot = async (name: string) => {
        await expect(cpage.locator('[aria-busy="true"]')).toHaveCount(0);
        await cpage.evaluate(() => document.fonts.ready.then(() => undefined));
        await overflow(cpage, `${label}-${lang}-${name}`);
        await cpage.screenshot({ path: `${OUT}payroll-${label}-${lang}-${name}.png`, fullPage: true, clip: TOP });
      };
      await cpage.goto(`/candidate/contracts/${corrected.contractId}`);
      await cpage.locator('#ts-month').selectOption('2026-10');
      await cshot('contractor-reopened');
      const { '2026-10-09': _dropped, ...fewer } = OCTOBER;
      void _dropped;
      await submitOctober(contractorContext.request, corrected.contractId, fewer);
      const again = await staff.post(`/api/admin/timesheets/${tsId}/approve`, { data: {} });
      expect(again.status(), await again.text()).toBe(200);
      await page.reload();
      await page.getByRole('searchbox').fill(`Helyesbített${tag}`);
      await docsButton.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot('documents-corrected');
      await page.keyboard.press('Escape');
      // The month's totals panel, on October.
      await page.keyboard.press('Escape');
      await shot(
        'contracts-month',
        page.getByRole('region', { name: lang === 'en' ? 'Payroll of the month' : 'A hónap bérszámfejtése' }),
      );

      // The timesheet queue with its calendar, and the approval confirmation.
      await page.goto('/admin/dashboard/timesheets');
      const item = page.getByRole('article', { name: new RegExp(`Várakozó${tag}`) });
      await expect(item).toBeVisible();
      await shot('timesheet-queue');
      await shot('timesheet-queue-item', item);
      await item.getByRole('button', { name: lang === 'en' ? /^Approve the / : /jóváhagyása$/ }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await shot('approve-confirm');
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: lang === 'en' ? 'Cancel' : 'Mégse' })
        .click();
      const missing = page.getByRole('article', { name: new RegExp(`Adatlan${tag}`) });
      await missing.getByRole('button', { name: lang === 'en' ? /^Approve the / : /jóváhagyása$/ }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await shot('approve-confirm-missing-ids');
      // Nothing to confirm there: the dialog only closes.
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: lang === 'en' ? 'Close' : 'Bezárás' })
        .click();

      // Settings: the exchange rates.
      await page.goto('/admin/settings');
      await expect(page.locator('h1').first()).toBeVisible();
      await shot('settings');

      // The contractor: My contracts, the month, payslips, the profile.
      await cpage.goto('/candidate/contracts');
      await expect(cpage.locator('h1').first()).toBeVisible();
      await cshot('contractor-contracts');
      await cpage.goto(`/candidate/contracts/${corrected.contractId}`);
      await cpage.locator('#ts-month').selectOption('2026-10');
      await cshot('contractor-month');
      await cpage.locator('#ts-month').selectOption('2026-11');
      await cshot('contractor-new-month');
      const slips = (await (await contractorContext.request.get('/api/candidate/payslips')).json()) as {
        payslips: { id: number }[];
      };
      for (const s of slips.payslips) {
        const pdf = await contractorContext.request.get(`/api/candidate/payslips/${s.id}/pdf?lang=${lang}`);
        const { writeFile } = await import('node:fs/promises');
        await writeFile(`${OUT}payroll-${label}-${lang}-payslip-${s.id}.pdf`, await pdf.body());
      }
      // The contractor without tax details.
      await contractorContext.clearCookies();
      await chooseLanguage(contractorContext, lang);
      await signInApi(contractorContext.request, noIds.email, CONTRACTOR_PASSWORD);
      await cpage.goto('/candidate/contracts');
      await expect(cpage.locator('h1').first()).toBeVisible();
      await cshot('contractor-missing-ids');

      // The public calculator.
      await cpage.goto('/umbrella');
      await expect(cpage.locator('h1').first()).toBeVisible();
      await cshot('umbrella');

      await contractorContext.close();
      await staffContext.close();
    });
  }
}
