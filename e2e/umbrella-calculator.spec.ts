// The take-home calculator on /umbrella, on a 360 px phone: the net pay shown is the shared engine's
// answer at the server's rates, in English and in Hungarian, and the figures go with the enquiry.
import { expect, test, type APIRequestContext } from './test.ts';
import { calculatePayroll, RATES_2026, type PayrollRates } from '../server/contract/payroll.ts';
import { expectToast, uniqueEmail } from './helpers.ts';

test.use({ viewport: { width: 360, height: 740 } });

const space = (s: string | null) => (s ?? '').replace(/\s/g, ' ');
const eur = (locale: string, cents: number) =>
  space(new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100));

async function rates(request: APIRequestContext): Promise<PayrollRates> {
  const res = await request.get('/api/payroll/rates');
  expect(res.status()).toBe(200);
  // The rate set in force and the latest MNB rate, as the calculator combines them.
  const { rateSet, exchangeRate } = (await res.json()) as {
    rateSet: Omit<PayrollRates, 'hufPerEur100'>;
    exchangeRate: { hufPer100: number } | null;
  };
  return { ...rateSet, hufPerEur100: exchangeRate?.hufPer100 ?? RATES_2026.hufPerEur100 };
}

test('the calculator shows the engine’s take-home pay in English, with a chart loaded only here', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter((u) => /PayrollChart|chart/i.test(u))).toEqual([]);

  await page.goto('/umbrella');
  const form = page.getByRole('form', { name: 'Take-home pay calculator' });
  await form.getByLabel('Day rate (EUR)').fill('520');
  await form.getByLabel('Days worked per month').fill('19.5');
  await form.getByLabel('Umbrella fee (%)').fill('6');
  const expected = calculatePayroll({ dayRate: 52_000, days: 19.5, feeBp: 600 }, await rates(request));
  await expect(page.getByTestId('net-month')).toHaveText(eur('en-GB', expected.eur.net));
  const net = page.getByRole('table', { name: /Breakdown per month/ }).getByRole('row', { name: /Take-home pay/ });
  await expect(net).toContainText(eur('en-GB', expected.eur.net * 12).replace(/\s/g, ' '));
  await expect(page.getByText('An estimate, not tax advice.')).toBeVisible();
  await expect(page.locator('.calc-chart canvas')).toBeVisible();
  expect(scripts.some((u) => /PayrollChart/.test(u))).toBe(true);
  // Each series of the legend shows its own colour, and the bar draws each in the same colour.
  const swatches = await page
    .locator('.calc-legend__swatch')
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
  expect(swatches).toHaveLength(5);
  expect(new Set(swatches).size).toBe(5);
  expect(swatches).not.toContain('rgba(0, 0, 0, 0)');
  await expect
    .poll(
      () =>
        page.locator('.calc-chart canvas').evaluate((canvas: HTMLCanvasElement, colours: string[]) => {
          const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
          const drawn = new Set<string>();
          for (let i = 0; i < data.length; i += 4)
            if (data[i + 3] === 255) drawn.add(`rgb(${data[i]}, ${data[i + 1]}, ${data[i + 2]})`);
          return colours.filter((c) => !drawn.has(c));
        }, swatches),
      { message: "the chart is drawn in the legend's colours" },
    )
    .toEqual([]);
  // Nothing of the calculator is wider than the phone.
  const widest = await page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('.calc > *, .calc-result > *, .calc-form > *')].map(
        (e) => e.getBoundingClientRect().right,
      ),
    ),
  );
  expect(widest).toBeLessThanOrEqual(360);
});

test('a Hungarian visitor reads the same figures in Hungarian and sends them with the enquiry', async ({
  page,
  request,
}) => {
  await page.goto('/umbrella');
  await page.getByRole('link', { name: 'Magyar' }).click();
  const form = page.getByRole('form', { name: 'Nettóbér-kalkulátor' });
  await form.getByLabel('Napidíj (EUR)').fill('450,50');
  await form.getByLabel('Havi munkanapok száma').fill('21');
  await form.getByLabel('Ernyőcéges díj (%)').fill('4,5');
  const expected = calculatePayroll({ dayRate: 45_050, days: 21, feeBp: 450 }, await rates(request));
  const net = page.getByTestId('net-month');
  await expect(net).toHaveText(new RegExp(`^${eur('hu-HU', expected.eur.net).replace(/ /g, '\\s')}$`));
  await expect(page.getByText('Becslés, nem adótanácsadás.')).toBeVisible();
  // At 360 px the table fits: nothing scrolls sideways, and the yearly amounts are on screen.
  const table = page.getByRole('table');
  const yearly = table
    .getByRole('row', { name: /Nettó bér/ })
    .getByRole('cell')
    .last();
  await expect(yearly).toContainText(eur('hu-HU', expected.eur.net * 12));
  const box = await yearly.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await page.locator('.calc-table-wrap').evaluate((e) => e.scrollWidth - e.clientWidth)).toBe(0);

  await page.getByRole('button', { name: 'Kérdezzen minket ezekről a számokról' }).click();
  const dialog = page.getByRole('dialog');
  const message = dialog.getByLabel('Üzenet');
  expect(space(await message.inputValue())).toContain(`Nettó bér: ${eur('hu-HU', expected.eur.net)}`);
  await dialog.getByLabel('Keresztnév').fill('Kata');
  await dialog.getByLabel('Vezetéknév').fill('Fekete');
  await dialog.getByLabel('E-mail-cím').fill(uniqueEmail('calc'));
  await dialog.getByRole('button', { name: 'Üzenet küldése' }).click();
  await expectToast(page, /.+/);
  await expect(dialog).toBeHidden();
});

for (const width of [320, 360]) {
  test(`at ${width} px the chart's axis labels do not overlap, in English and Hungarian`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/umbrella');
    const labels = async () => {
      const ticks = page.locator('.calc-axis__tick:visible');
      await expect(ticks.first()).toBeVisible();
      const boxes = (await ticks.evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return { text: e.textContent ?? '', left: r.left, right: r.right };
        }),
      )) as { text: string; left: number; right: number }[];
      expect(boxes.length).toBeGreaterThanOrEqual(3);
      for (const [i, b] of boxes.entries()) {
        expect(b.left, b.text).toBeGreaterThanOrEqual(0);
        expect(b.right, b.text).toBeLessThanOrEqual(width);
        const next = boxes[i + 1];
        if (next) expect(b.right, `${b.text} / ${next.text}`).toBeLessThanOrEqual(next.left);
      }
      return boxes.map((b) => b.text);
    };
    const form = page.getByRole('form', { name: 'Take-home pay calculator' });
    await form.getByLabel('Day rate (EUR)').fill('1234.56');
    await form.getByLabel('Days worked per month').fill('21.5');
    // €26,543 a month: a scale to €40k, labelled at 0, the half and the end (the quarters need more room).
    expect(await labels()).toEqual(['€0', '€20k', '€40k']);
    await page.locator('.calc-chart-wrap').screenshot({ path: testInfo.outputPath(`chart-${width}-en.png`) });
    await page.getByRole('link', { name: 'Magyar' }).click();
    await expect(page.getByRole('form', { name: 'Nettóbér-kalkulátor' })).toBeVisible();
    expect((await labels()).map((t) => t.replace(/\s/g, ' '))).toEqual(['0 EUR', '20 E EUR', '40 E EUR']);
    await page.locator('.calc-chart-wrap').screenshot({ path: testInfo.outputPath(`chart-${width}-hu.png`) });
  });
}

for (const lang of ['en', 'hu'] as const) {
  test(`the chart's axis reads in the browser as the server drew it (${lang})`, async ({ page, request }) => {
    // The server's drawing, before any script: its axis amounts as sent (a drawn page goes out in ASCII,
    // every other character as a numeric reference).
    const path = lang === 'hu' ? '/umbrella?lang=hu' : '/umbrella';
    const html = await (await request.get(path)).text();
    const decode = (s: string) =>
      s
        .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
        .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
        .replace(/&amp;/g, '&');
    const drawn = [...html.matchAll(/class="calc-axis__tick[^"]*">([^<]*)</g)].map((m) => decode(m[1]!));
    expect(drawn, 'the server draws the axis').toHaveLength(5);
    // The browser's own writing of the same amounts, once the app has taken the page over.
    await page.goto(path);
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await expect(page.locator('.calc-axis__tick')).toHaveText(drawn);
  });
}
