// Payroll documents end to end: a contractor submits a month (through the API: the timesheet screens are
// another screen's spec), staff approve it, and the payslip PDF the contractor downloads shows the right
// net pay in English and Hungarian; on the contracts screen staff find the invoice and payslip, download
// the payslip, issue a credit note, see the month's totals and export the month as CSV.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser } from './test.ts';
import { PDFParse } from 'pdf-parse';
import {
  DEMO,
  contractorWithContract,
  expectToast,
  givePayrollProfile,
  signIn,
  signInApi,
  uniqueEmail,
} from './helpers.ts';
import { mailTo } from './mail.ts';
import { BRAND_FONT_KEY } from '../server/contract/options.ts';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

async function pdfText(data: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data });
  try {
    return (await parser.getText()).text.replace(/[^\S\n]+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** The current month in Budapest, as the server's business day counts it. */
const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest', year: 'numeric', month: '2-digit' }).format(
    new Date(),
  );

/** The contractor, in a browser context of their own, saves the month's first day (never in the future,
 *  whatever today is) and submits it; staff (`staff`, signed in) approve it. The contractor's context,
 *  still open, and its API requests. */
async function approvedMonth(
  browser: Browser,
  staff: APIRequestContext,
  contractor: { email: string; password: string; contractId: number },
  month: string,
) {
  const context = await browser.newContext();
  const me = context.request;
  await signInApi(me, contractor.email, contractor.password);
  await givePayrollProfile(me);
  const saved = await me.put('/api/candidate/timesheets', {
    data: { contractId: contractor.contractId, month, days: { [`${month}-01`]: 1 } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const timesheetId = (await saved.json()).data.timesheet.id as number;
  expect((await me.post(`/api/candidate/timesheets/${timesheetId}/submit`)).status()).toBe(200);
  const approved = await staff.post(`/api/admin/timesheets/${timesheetId}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  return { context, me };
}

test('a contractor’s approved month gives a payslip with the right net pay; staff find, credit and export it', async ({
  page,
  browser,
}) => {
  // Staff make a contractor and a contract (€900 a day, 5 % fee) starting on the 1st of this month.
  await signIn(page, '/admin/login', DEMO.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const last = `Szűcs${unique()}`;
  const month = thisMonth();
  const jobTitle = `Adatmérnök ${unique()}`;
  const contractor = await contractorWithContract(page.request, {
    firstName: 'Ödön',
    lastName: last,
    jobTitle,
    startDate: `${month}-01`,
    dayRate: 90_000,
  });
  const { email, contractId } = contractor;

  // The contractor saves the month's first day and submits; staff approve it, and the contractor hears.
  const { context: contractorContext, me } = await approvedMonth(browser, page.request, contractor, month);
  const approvedMail = await mailTo(email, /is approved$/);
  expect(approvedMail.text).toContain('Net pay: €503.16');
  // Its link opens the contract's page, where the new payslip is listed.
  const link = /https?:\/\/\S+\/candidate\/contracts\/\d+/.exec(approvedMail.text)?.[0];
  expect(link, approvedMail.text).toBeDefined();
  expect(new URL(link!).pathname).toBe(`/candidate/contracts/${contractId}`);

  // The contractor's payslip: 1 × €900 = €900, fee €45, gross €756.63, net €503.16.
  const payslips = (await (await me.get('/api/candidate/payslips')).json()).payslips;
  expect(payslips).toHaveLength(1);
  expect(payslips[0].netCents).toBe(50_316);
  const en = await me.get(`/api/candidate/payslips/${payslips[0].id}/pdf?lang=en`);
  expect(en.headers()['content-type']).toBe('application/pdf');
  expect(await pdfText(await en.body())).toContain('Net pay €503.16');
  const hu = await me.get(`/api/candidate/payslips/${payslips[0].id}/pdf?lang=hu`);
  const huText = await pdfText(await hu.body());
  expect(huText).toContain('Nettó bér 503,16 EUR');
  expect(huText.replace(/\s+/g, ' ')).toContain(`${last} Ödön`);
  const contractPage = await contractorContext.newPage();
  await contractPage.goto(new URL(link!).pathname);
  await expect(contractPage.getByRole('button', { name: /^Download the .+ payslip \(PDF\)$/ })).toBeVisible();
  await contractorContext.close();

  // Staff: the contracts screen lists the contract's documents.
  await page.goto('/admin/contracts');
  await page.getByRole('searchbox', { name: 'Search' }).fill(jobTitle);
  await page.getByRole('button', { name: `Documents: Ödön ${last} – ${jobTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: `Documents: Ödön ${last} – ${jobTitle}` });
  const invoiceItem = dialog.locator('.docs-item').first();
  await expect(invoiceItem).toContainText(/\d{4}-\d{6}/);
  await expect(invoiceItem).toContainText('€1,143.00');
  const number = (/\d{4}-\d{6}/.exec((await invoiceItem.textContent()) ?? '') ?? [''])[0];
  await expect(dialog.getByRole('row', { name: /€503\.16/ })).toBeVisible();
  // This server has no NAV settings: the invoice's NAV report is built and waits, saying so.
  await expect(dialog.getByRole('group', { name: `NAV report of ${number}: Not configured – not sent` })).toBeVisible();

  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: `Payslips ${month}, English PDF` }).click();
  const file = await (await download).path();
  expect(await pdfText(new Uint8Array(await readFile(file)))).toContain('Net pay €503.16');

  // A credit note needs a reason, then cancels the invoice with the next number.
  await dialog.getByRole('button', { name: `Credit note for invoice ${number}` }).click();
  await dialog.getByRole('button', { name: 'Issue the credit note' }).click();
  await expect(dialog.getByText('Please give the reason for the credit note.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Two days were billed twice.');
  await dialog.getByRole('button', { name: 'Issue the credit note' }).click();
  await expectToast(page, /^Credit note \d{4}-\d{6} issued$/);
  await expect(dialog.locator('.docs-item', { hasText: 'Credit note' }).first()).toContainText('-€1,143.00');
  await expect(dialog.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Credit note for invoice ${number}` })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The month's totals and the accountant's export.
  const month_ = page.getByRole('region', { name: 'Payroll of the month' });
  await expect(month_.locator('.admin-stat', { hasText: 'Paid out' })).toContainText('€');
  const csvDownload = page.waitForEvent('download');
  await month_.getByRole('button', { name: `Export the payroll of ${month} as CSV` }).click();
  const csv = await readFile(await (await csvDownload).path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(`invoice,${number},`);
  expect(csv).toContain(`credit_note,`);
  expect(csv).toContain(`Ödön ${last},net,,,503.16,`);
});

/** A new employer of a new client company in Austria (its EU VAT number given): staff made both. */
async function austrianEmployer(request: APIRequestContext): Promise<number> {
  const tag = unique();
  const employer = await request.post('/api/admin/employers', {
    data: {
      firstName: 'Lukas',
      lastName: 'Gruber',
      email: uniqueEmail('payroll-at'),
      companyName: `Alpen Daten ${tag} GmbH`,
      password: 'Employer-pass-1',
    },
  });
  expect(employer.status(), await employer.text()).toBe(201);
  const company = await request.post('/api/admin/companies', {
    data: {
      legalName: `Alpen Daten ${tag} GmbH`,
      countryCode: 'AT',
      postalCode: '1010',
      city: 'Wien',
      street: 'Graben 1',
      huTaxNumber: null,
      euVatNumber: 'ATU12345675',
      billingEmail: 'rechnung@alpendaten.example',
      contactName: 'Lukas Gruber',
    },
  });
  expect(company.status(), await company.text()).toBe(201);
  const employerId = (await employer.json()).data.employer.id as number;
  const linked = await request.put(`/api/admin/employers/${employerId}/company`, {
    data: { companyId: (await company.json()).data.company.id },
  });
  expect(linked.status(), await linked.text()).toBe(200);
  return employerId;
}

test('a contract with an Austrian client company is billed in reverse charge, the pay unchanged', async ({
  page,
  browser,
}) => {
  await signIn(page, '/admin/login', DEMO.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const month = thisMonth();
  const jobTitle = `Reverse charge ${unique()}`;
  const employerId = await austrianEmployer(page.request);
  const contractor = await contractorWithContract(page.request, {
    firstName: 'Réka',
    lastName: `Tóth${unique()}`,
    jobTitle,
    startDate: `${thisMonth()}-01`,
    dayRate: 90_000,
    employerId,
  });

  // The dialog shows the company's country and EU VAT number, which the contract cannot change.
  await page.goto('/admin/contracts');
  await page.getByRole('searchbox', { name: 'Search' }).fill(jobTitle);
  await page.getByRole('button', { name: new RegExp(`^Edit Contract: .*${jobTitle}`) }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Contract' });
  await expect(edit.getByTestId('contract-billing')).toContainText(
    'Billing country: Austria · EU VAT number: ATU12345675. Invoiced with reverse charge',
  );
  await expect(edit.getByLabel('Billing country')).toHaveCount(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // A month approved for it: no VAT on the invoice, the same net pay as for a Hungarian employer.
  const { context: contractorContext, me } = await approvedMonth(browser, page.request, contractor, month);
  expect((await (await me.get('/api/candidate/payslips')).json()).payslips[0].netCents).toBe(50_316);
  await contractorContext.close();

  await page.getByRole('button', { name: new RegExp(`^Documents: .*${jobTitle}`) }).click();
  const docs = page.getByRole('dialog', { name: new RegExp(`^Documents: .*${jobTitle}`) });
  const invoice = docs.locator('.docs-item').first();
  await expect(invoice).toContainText('Reverse charge');
  await expect(invoice).toContainText('€900.00');
  const download = page.waitForEvent('download');
  await docs.getByRole('link', { name: /^Invoice \d{4}-\d{6}, English PDF$/ }).click();
  const text = await pdfText(new Uint8Array(await readFile(await (await download).path())));
  expect(text).toContain('Reverse charge — VAT to be accounted for by the recipient');
  expect(text).toContain('EU VAT number: ATU12345675');
});

test('on a 360 px phone the month’s totals show each amount whole on one line, and a dialog’s long title wraps', async ({
  browser,
}) => {
  const staff = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  // A returning device draws in the brand font (Inter, wider than the system's): measured as staff see it.
  await staff.addInitScript((key) => localStorage.setItem(key, '1'), BRAND_FONT_KEY);
  const page = await staff.newPage();
  await signIn(page, '/admin/login', DEMO.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // A big month (€9,000 a day) so that the invoiced total has five digits before the point.
  const [last, job] = [`Nagy${unique()}`, `Senior Data Platform Engineer ${unique()}`];
  const contractor = await contractorWithContract(page.request, {
    firstName: 'Ilona',
    lastName: last,
    jobTitle: job,
    startDate: `${thisMonth()}-01`,
    dayRate: 900_000,
  });
  const { context } = await approvedMonth(browser, page.request, contractor, thisMonth());
  await context.close();
  await page.goto('/admin/contracts');
  const totals = page.getByRole('region', { name: 'Payroll of the month' });
  const invoiced = totals.locator('.admin-stat', { hasText: 'Invoiced' }).locator('.admin-stat__value');
  await expect(invoiced).toHaveText(/^€\d{1,3}(,\d{3})+\.\d{2}$/);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  for (const value of await totals.locator('.admin-stat__value').all()) {
    const lines = await value.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
    });
    expect(lines, `${await value.textContent()} on one line`).toBe(1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  // The documents dialog's title (a name and a job, long) wraps rather than ending in '…'.
  await page.getByRole('button', { name: `Documents: Ilona ${last} – ${job}` }).click();
  const title = page.getByRole('dialog').getByRole('heading', { level: 2 });
  await expect(title).toHaveText(`Documents: Ilona ${last} – ${job}`);
  expect(await title.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await staff.close();
});
