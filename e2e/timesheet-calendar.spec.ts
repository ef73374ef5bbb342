// Staff approve a month seeing it as a calendar: a contractor claims three days of October 2026,
// one of them 23 October (a Hungarian public holiday). At 1280 and 390 px, in English and Hungarian, the
// queue flags the holiday in words and on the day, the page does not scroll sideways, and approval goes
// through a confirmation that states the invoice total and the payslip before anything is issued.
import { chooseLanguage, expect, test, type APIRequestContext } from './test.ts';
import { DEMO, contractorWithContract, expectToast, givePayrollProfile, signInApi } from './helpers.ts';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

/** A new contractor on a contract from 1 October 2026 whose October (22, 23 and 26) is submitted. */
async function submittedOctober(staff: APIRequestContext, contractor: APIRequestContext) {
  const tag = unique();
  const lastName = `Naptár${tag.slice(-6)}`;
  const { email, password, contractId } = await contractorWithContract(staff, {
    firstName: 'Kata',
    lastName,
    jobTitle: `Data Engineer ${tag}`,
    startDate: '2026-10-01',
  });
  await signInApi(contractor, email, password);
  await givePayrollProfile(contractor);
  const saved = await contractor.put('/api/candidate/timesheets', {
    data: { contractId, month: '2026-10', days: { '2026-10-22': 1, '2026-10-23': 1, '2026-10-26': 1 } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const id = ((await saved.json()) as { data: { timesheet: { id: number } } }).data.timesheet.id;
  const submitted = await contractor.post(`/api/candidate/timesheets/${id}/submit`);
  expect(submitted.status(), await submitted.text()).toBe(200);
  return { lastName, contractId };
}

const TEXTS = {
  en: {
    flag: '1 day on a public holiday: 23 October',
    day: 'Friday, 23 October 2026: full day · public holiday (National Day)',
    approve: /^Approve the October 2026 timesheet of /,
    total: '€1,714.50 (€1,350.00 + VAT €364.50)',
    immutable: /can never be changed afterwards/,
    confirm: 'Approve and issue',
    approved: 'Timesheet approved',
  },
  hu: {
    flag: '1 nap munkaszüneti napon: október 23.',
    day: /^2026\. október 23\., péntek: egész nap · munkaszüneti nap \(1956-os forradalom\)$/,
    approve: /2026\. október havi nyilvántartásának jóváhagyása$/,
    total: /^1714,50\sEUR \(1350,00\sEUR \+ ÁFA 364,50\sEUR\)$/,
    immutable: /utólag nem módosítható/,
    confirm: 'Jóváhagyás és kiállítás',
    approved: 'A munkaidő-nyilvántartás jóváhagyva',
  },
} as const;

for (const width of [1280, 390]) {
  for (const lang of ['en', 'hu'] as const) {
    test(`at ${width} px in ${lang}: the queue shows October with 23 October flagged, approved through a confirmation`, async ({
      browser,
    }, testInfo) => {
      const tx = TEXTS[lang];
      const contractor = await browser.newContext();
      const staff = await browser.newContext({
        viewport: { width, height: width > 500 ? 900 : 844 },
        ...(width > 500 ? {} : { isMobile: true, hasTouch: true }),
        locale: lang === 'hu' ? 'hu-HU' : 'en-GB',
      });
      await chooseLanguage(staff, lang);
      await signInApi(staff.request, DEMO.admin);
      const { lastName } = await submittedOctober(staff.request, contractor.request);

      const page = await staff.newPage();
      await page.goto('/admin/dashboard/timesheets');
      const item = page.getByRole('article', { name: new RegExp(lastName) });
      await expect(item).toBeVisible();
      await expect(item.getByText(tx.flag)).toBeVisible();
      const holiday = item.getByRole('button', { name: tx.day });
      await expect(holiday).toBeVisible();
      await expect(holiday).toHaveClass(/ts-day--flagged/);
      await item.scrollIntoViewIfNeeded();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      await item.screenshot({ path: testInfo.outputPath(`queue-${width}-${lang}.png`) });

      await item.getByRole('button', { name: tx.approve }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm.getByText(tx.total)).toBeVisible();
      await expect(confirm.getByText(tx.immutable)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`confirm-${width}-${lang}.png`) });
      await confirm.getByRole('button', { name: tx.confirm }).click();
      await expectToast(page, tx.approved);
      await expect(item).toHaveCount(0);

      await contractor.close();
      await staff.close();
    });
  }
}

const MINE = {
  en: {
    month: 'October 2026 · Submitted',
    day: 'Friday, 23 October 2026: full day · public holiday (National Day)',
    list: 'Holidays and swapped days this month',
    item: 'Friday 23 October: public holiday (National Day)',
    flag: '1 day on a public holiday: 23 October',
  },
  hu: {
    month: '2026. október · Beküldve',
    day: /^2026\. október 23\., péntek: egész nap · munkaszüneti nap \(1956-os forradalom\)$/,
    list: 'A hónap munkaszüneti és áthelyezett napjai',
    item: 'október 23., péntek: munkaszüneti nap (1956-os forradalom)',
    flag: '1 nap munkaszüneti napon: október 23.',
  },
} as const;

for (const lang of ['en', 'hu'] as const) {
  test(`at 360 px in ${lang}: the contractor's own calendar marks and names 23 October as the approver's does`, async ({
    browser,
  }, testInfo) => {
    const tx = MINE[lang];
    const staff = await browser.newContext();
    const contractor = await browser.newContext({
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
      locale: lang === 'hu' ? 'hu-HU' : 'en-GB',
    });
    await chooseLanguage(contractor, lang);
    await signInApi(staff.request, DEMO.admin);
    const { contractId } = await submittedOctober(staff.request, contractor.request);

    const page = await contractor.newPage();
    await page.goto(`/candidate/contracts/${contractId}`);
    await page.getByRole('combobox').selectOption({ label: tx.month });
    const holiday = page.getByRole('button', { name: tx.day });
    await expect(holiday).toBeVisible();
    await expect(holiday).toHaveClass(/ts-day--holiday/);
    await expect(holiday).toHaveClass(/ts-day--flagged/);
    await expect(page.getByRole('list', { name: tx.list }).getByRole('listitem')).toHaveText([tx.item]);
    await expect(page.getByText(tx.flag)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    await page.locator('.ts-sheet').screenshot({ path: testInfo.outputPath(`contractor-360-${lang}.png`) });
    await staff.close();
    await contractor.close();
  });
}
