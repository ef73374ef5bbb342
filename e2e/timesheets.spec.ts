// A contractor's month end to end: staff make a contract through the API; the contractor, on a
// 360 px phone in Hungarian, marks last month's days on the calendar and submits them; staff approve the
// timesheet from the dashboard's queue and are told the invoice number; the contractor downloads the
// payslip PDF, whose extracted text shows the net pay the payroll engine computes for those inputs. The
// calendar and the queue pass axe-core's WCAG 2.1 AA checks. And a returned month: staff reject with a
// note, the contractor reads it, corrects the days and resubmits.
import AxeBuilder from '@axe-core/playwright';
import { chooseLanguage, expect, test, type APIRequestContext, type Browser, type Page } from './test.ts';
import { PDFParse } from 'pdf-parse';
import { readFile } from 'node:fs/promises';
import { businessToday, calculatePayroll, type AdminPayrollRates } from '../server/contract/index.ts';
import {
  CONTRACTOR_PASSWORD,
  DEMO,
  contractorWithContract,
  expectToast,
  givePayrollProfile,
  signInApi,
} from './helpers.ts';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
const DAY_RATE = 45_000; // €450.00
const FEE_BP = 500; // 5 %, as contractorWithContract sets it

/** The first day of the month before today's (business) month, as YYYY-MM-DD. */
function lastMonthStart(): string {
  const [y, m] = businessToday().split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 2, 1));
  return d.toISOString().slice(0, 10);
}

async function newPhone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    locale: 'hu-HU',
    reducedMotion: 'reduce',
    acceptDownloads: true,
  });
  await chooseLanguage(context, 'hu');
  return context;
}

/** axe-core: no serious or critical WCAG 2.1 AA violation on the screen as it stands. */
async function audit(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

async function pdfText(data: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** Staff set a contract up through the API: a new contractor with a password, the demo employer as the
 *  client, starting on the first day of last month. */
async function contractFor(staff: APIRequestContext) {
  const tag = unique();
  const lastName = `Munkás${tag.slice(-5)}`;
  const start = lastMonthStart();
  const jobTitle = `Adatmérnök ${tag}`;
  const { email } = await contractorWithContract(staff, {
    firstName: 'Réka',
    lastName,
    jobTitle,
    startDate: start,
    dayRate: DAY_RATE,
  });
  return { email, name: `Réka ${lastName}`, jobTitle, start, month: start.slice(0, 7) };
}

test('a contractor submits a month on a phone in Hungarian, staff approve it, the payslip PDF shows the net pay', async ({
  browser,
}) => {
  // Two devices, two axe audits (the queue now draws each month's calendar), a confirmation and a PDF.
  test.slow();
  const staff = await browser.newContext();
  await signInApi(staff.request, DEMO.admin);
  const { email, name, jobTitle, start, month } = await contractFor(staff.request);

  // The contractor, on a 360 px phone in Hungarian: from 'My contracts' to the contract's timesheets.
  const phone = await newPhone(browser);
  await signInApi(phone.request, email, CONTRACTOR_PASSWORD);
  const page = await phone.newPage();
  await page.goto('/candidate/contracts');
  // No tax ID or TAJ number yet: 'My contracts' asks for them (no month is approved without them).
  await page.getByRole('link', { name: 'Adóazonosító jel és TAJ-szám megadása' }).click();
  const taxDetails = page.getByRole('form', { name: 'Adóazonosító jel és TAJ-szám' });
  await taxDetails.getByRole('textbox', { name: /^Adóazonosító jel/ }).fill('8123456786');
  await taxDetails.getByRole('textbox', { name: /^TAJ-szám/ }).fill('123 456 788');
  await taxDetails.getByRole('button', { name: 'Adóadatok mentése' }).click();
  await expect(page.getByText('Hiányzik az adóazonosító jele és a TAJ-száma')).toHaveCount(0);
  await page.getByRole('link', { name: `${jobTitle} – munkaidő-nyilvántartás` }).click();
  await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  await page.getByLabel('Hónap', { exact: true }).selectOption(month);
  const monthName = new Intl.DateTimeFormat('hu-HU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${start}T00:00:00Z`),
  );
  const calendar = page.getByRole('group', { name: `Ledolgozott napok – ${monthName}` });
  await expect(calendar).toBeVisible();
  const day = (n: number) => calendar.getByRole('button').nth(n - 1);

  // The calendar fits the phone: no sideways scrolling, every day at least 44 px tall and wide.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  for (const n of [1, 15, 28]) {
    const box = await day(n).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
  }

  // Three full days and a half day: 3.5 days.
  for (const n of [3, 4, 5]) await day(n).click();
  await day(6).click();
  await day(6).click();
  await expect(day(3)).toHaveAttribute('aria-pressed', 'true');
  await expect(day(6)).toHaveAttribute('aria-pressed', 'mixed');
  await expect(day(6)).toHaveAccessibleName(/: fél nap$/);
  await expect(page.getByText('3,5 nap')).toBeVisible();
  await audit(page, 'timesheet calendar');
  await page.getByRole('button', { name: 'Beküldés jóváhagyásra' }).click();
  await expect(page.getByText(/^Beküldve: .+ Jóváhagyásra vár, már nem módosítható\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Beküldés jóváhagyásra' })).toHaveCount(0);

  // Staff: the dashboard counts the queue; the queue approves the timesheet in place.
  const desk = await staff.newPage();
  await desk.goto('/admin/dashboard');
  await desk.getByRole('link', { name: /Timesheets to review/ }).click();
  await expect(desk).toHaveURL(/\/admin\/dashboard\/timesheets$/);
  const item = desk.getByRole('article', { name });
  await expect(item).toBeVisible();
  await expect(item.getByText('3.5')).toBeVisible();
  await audit(desk, 'timesheet queue');
  await item.getByRole('button', { name: /^Approve the .+ timesheet of Réka / }).click();
  // Approval asks for confirmation, saying what it issues.
  const confirm = desk.getByRole('alertdialog');
  await expect(confirm.getByText(/^Invoice to /)).toBeVisible();
  await confirm.getByRole('button', { name: 'Approve and issue' }).click();
  await expect(item).toHaveCount(0);
  await expectToast(desk, 'Timesheet approved', /Invoice \d{4}-\d{6} issued to /);

  // The engine's net pay in euros for these inputs, at the rate set in force on the month's first day (the
  // exchange rate changes only the forint lines).
  const { rateSets } = (await (await staff.request.get('/api/admin/payroll/rates')).json()) as AdminPayrollRates;
  const rates = rateSets.filter((r) => r.validFrom <= start).sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0];
  expect(rates, 'a rate set for the month').toBeDefined();
  const net = calculatePayroll({ dayRate: DAY_RATE, days: 3.5, feeBp: FEE_BP }, { ...rates!, hufPerEur100: 39_000 }).eur
    .net;
  const netHu = new Intl.NumberFormat('hu-HU', { style: 'currency', currency: 'EUR' })
    .format(net / 100)
    .replace(/\s+/g, ' ');

  // The contractor sees the approval and the payslip, and downloads its PDF in Hungarian.
  await page.reload();
  await page.getByLabel('Hónap', { exact: true }).selectOption(month);
  const approvedNet = page.getByText(/^A hónap nettó bére:/);
  await expect(approvedNet).toBeVisible();
  expect((await approvedNet.textContent())?.replace(/\s+/g, ' ')).toBe(`A hónap nettó bére: ${netHu}.`);
  const payslip = page.getByRole('article', { name: monthName });
  await expect(payslip).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    payslip.getByRole('button', { name: `Bérjegyzék letöltése (PDF) – ${monthName}` }).click(),
  ]);
  const text = await pdfText(await readFile(await download.path()));
  expect(text).toContain('Bérjegyzék');
  expect(text).toContain('Nettó bér');
  expect(text).toContain(netHu);

  await phone.close();
  await staff.close();
});

test('staff reject a month with a note; the contractor reads it, corrects the days and resubmits', async ({
  browser,
}) => {
  const staff = await browser.newContext();
  await signInApi(staff.request, DEMO.admin);
  const { email, name, jobTitle, month } = await contractFor(staff.request);

  const contractor = await browser.newContext();
  await signInApi(contractor.request, email, CONTRACTOR_PASSWORD);
  const page = await contractor.newPage();
  await page.goto('/candidate/contracts');
  await page.getByRole('link', { name: `Timesheets of ${jobTitle}` }).click();
  await page.getByLabel('Month', { exact: true }).selectOption(month);
  const days = page.getByRole('group', { name: /^Days worked in / }).getByRole('button');
  await days.nth(9).click();
  await days.nth(10).click();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, 'Timesheet saved');
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText(/^Submitted on .+ It is waiting for approval/)).toBeVisible();

  // Staff send it back: the note is required.
  const desk = await staff.newPage();
  await desk.goto('/admin/dashboard/timesheets');
  const item = desk.getByRole('article', { name });
  await item.getByRole('button', { name: /^Reject the .+ timesheet of / }).click();
  await item.getByRole('button', { name: 'Send back' }).click();
  await expect(item.getByText('Please say why the timesheet is rejected.')).toBeVisible();
  await item.getByLabel('Reason for rejection').fill('The 11th was a bank holiday.');
  await item.getByRole('button', { name: 'Send back' }).click();
  await expect(item).toHaveCount(0);
  await expectToast(desk, `Timesheet sent back to ${name}`);

  // The contractor reads the note, takes the 11th off and submits again; it is back in the queue with 1 day.
  await page.reload();
  await page.getByLabel('Month', { exact: true }).selectOption(month);
  await expect(page.getByText('Note from our team: The 11th was a bank holiday.')).toBeVisible();
  await days.nth(10).click(); // full → half
  await days.nth(10).click(); // half → none
  await expect(page.getByText('1 day', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText(/^Submitted on /)).toBeVisible();
  await desk.reload();
  // The days fact (the calendar under it has a day '1' too).
  await expect(desk.getByRole('article', { name }).locator('dd').getByText('1', { exact: true })).toBeVisible();

  await contractor.close();
  await staff.close();
});

test('a credited and corrected month on a 320 px phone in Hungarian: both payslips, each marked, nothing scrolls sideways', async ({
  browser,
}) => {
  const staff = await browser.newContext();
  await signInApi(staff.request, DEMO.admin);
  const { email, jobTitle, month } = await contractFor(staff.request);
  const phone = await newPhone(browser);
  await signInApi(phone.request, email, CONTRACTOR_PASSWORD);
  await givePayrollProfile(phone.request);
  const contracts = (await (await phone.request.get('/api/candidate/contracts')).json()) as {
    contracts: { id: number; jobTitle: string }[];
  };
  const contractId = contracts.contracts.find((c) => c.jobTitle === jobTitle)!.id;
  // The month approved, its invoice credited, staff correct the days, and the corrected month approved.
  const saved = await phone.request.put('/api/candidate/timesheets', {
    data: { contractId, month, days: { [`${month}-05`]: 1, [`${month}-06`]: 1 } },
  });
  const id = ((await saved.json()) as { data: { timesheet: { id: number } } }).data.timesheet.id;
  expect((await phone.request.post(`/api/candidate/timesheets/${id}/submit`)).status()).toBe(200);
  const approve = () => staff.request.post(`/api/admin/timesheets/${id}/approve`, { data: {} });
  expect((await approve()).status()).toBe(200);
  const docs = (await (await staff.request.get(`/api/admin/contracts/${contractId}/documents`)).json()) as {
    invoices: { id: number }[];
  };
  const credit = await staff.request.post(`/api/admin/invoices/${docs.invoices[0]!.id}/credit-note`, {
    data: { reason: 'Egy nap tévesen került a számlára.' },
  });
  expect(credit.status(), await credit.text()).toBe(201);
  const reopened = await staff.request.post(`/api/admin/timesheets/${id}/reopen`, {
    data: { note: 'Csak 5-én dolgozott.', days: { [`${month}-05`]: 1 } },
  });
  expect(reopened.status(), await reopened.text()).toBe(200);
  expect((await approve()).status()).toBe(200);

  const page = await phone.newPage();
  await page.setViewportSize({ width: 320, height: 780 });
  await page.goto(`/candidate/contracts/${contractId}`);
  await page.getByLabel('Hónap', { exact: true }).selectOption(month);
  const slips = page.getByRole('region', { name: 'Bérjegyzékek' }).getByRole('article');
  await expect(slips).toHaveCount(2);
  await expect(slips.first().getByText(/^Javított bérjegyzék: a .+ napon kiállítottat váltja fel$/)).toBeVisible();
  await expect(slips.last().getByText(/^Felülírta a .+ napon kiállított javított bérjegyzék$/)).toBeVisible();
  // The long marks wrap inside their card: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await phone.close();
  await staff.close();
});
