import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculatePayroll } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { json, stubApi } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { UmbrellaCalculator } from './UmbrellaCalculator.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const rateSet = {
  id: 1,
  validFrom: '2026-01-01',
  vatBp: 2700,
  szochoBp: 1300,
  szjaBp: 1500,
  tbBp: 1850,
};
const exchangeRate = { date: '2026-11-24', hufPer100: 40000, source: 'mnb-csv' };
const nbsp = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');

describe('the take-home calculator', () => {
  it("works out a month and a year at the server's rates, as text and as a table", async () => {
    stubApi({ 'GET /api/payroll/rates': () => json({ rateSet, exchangeRate }) });
    const user = userEvent.setup();
    renderWithApp(<UmbrellaCalculator />, { path: '/umbrella' });
    // €400 × 20 days, 5 % fee: invoice €8,000, gross floor(7,600 / 1.13) = €6,725.66, net €4,472.56 (by hand).
    expect((await screen.findByTestId('net-month')).textContent).toBe('€4,472.56');
    await screen.findByText(/400 HUF to the euro/);
    expect(screen.getByText(/MNB's official rate of 24 November 2026/)).toBeTruthy();
    const table = screen.getByRole('table', { name: /Breakdown per month and per year/ });
    const net = within(table).getByRole('row', { name: /Take-home pay/ });
    expect(nbsp(net.textContent)).toContain('€4,472.56');
    expect(nbsp(net.textContent)).toContain('€53,670.72'); // × 12
    // In forints on the forint gross: 6,725.66 × 400 = 2,690,264 Ft; SZJA 403,539.6 → 403,540; TB
    // 497,698.84 → 497,699; net 2,690,264 − 403,540 − 497,699 = 1,789,025.
    expect(nbsp(net.textContent)).toContain('HUF 1,789,025');
    expect(nbsp(within(table).getByRole('row', { name: /Invoice to the client/ }).textContent)).toContain('€8,000.00');
    expect(screen.getByText(/an estimate, not tax advice/i)).toBeTruthy();

    const rate = screen.getByLabelText('Day rate (EUR)');
    await user.clear(rate);
    await user.type(rate, '512,50');
    const days = screen.getByLabelText('Days worked per month');
    await user.clear(days);
    await user.type(days, '18.5');
    const expected = calculatePayroll({ dayRate: 51_250, days: 18.5, feeBp: 500 }, { ...rateSet, hufPerEur100: 40000 })
      .eur.net;
    expect(screen.getByTestId('net-month').textContent).toBe(
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(expected / 100),
    );
  });

  it('says what is wrong with an input instead of showing figures', async () => {
    stubApi({ 'GET /api/payroll/rates': () => json({ rateSet, exchangeRate }) });
    const user = userEvent.setup();
    renderWithApp(<UmbrellaCalculator />, { path: '/umbrella' });
    const days = await screen.findByLabelText('Days worked per month');
    await user.clear(days);
    await user.type(days, '20.3');
    expect(screen.getByText('Enter 0 to 31 days, in whole or half days')).toBeTruthy();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('net-month')).toBeNull();
  });

  it('speaks Hungarian and sends the figures with the umbrella enquiry', async () => {
    await i18n.changeLanguage('hu');
    stubApi({ 'GET /api/payroll/rates': () => json({ rateSet, exchangeRate }) });
    const user = userEvent.setup();
    renderWithApp(<UmbrellaCalculator />, { path: '/umbrella' });
    const eur = (cents: number) =>
      nbsp(new Intl.NumberFormat('hu-HU', { style: 'currency', currency: 'EUR' }).format(cents / 100));
    const huf = (n: number) =>
      nbsp(new Intl.NumberFormat('hu-HU', { style: 'currency', currency: 'HUF', maximumFractionDigits: 0 }).format(n));
    expect(nbsp((await screen.findByTestId('net-month')).textContent)).toBe(eur(447_256));
    expect(screen.getByText(/Becslés, nem adótanácsadás/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kérdezzen minket ezekről a számokról' }));
    const dialog = await screen.findByRole('dialog');
    const message = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /Üzenet/ });
    expect(nbsp(message.value)).toContain(`napidíj ${eur(40_000)}, havi 20 nap`);
    expect(nbsp(message.value)).toContain(`Nettó bér: ${eur(447_256)} (${huf(1_789_025)})`);
  });

  it('shows the floor for the days, the guaranteed minimum when chosen, and refuses nothing but warns below it', async () => {
    stubApi({ 'GET /api/payroll/rates': () => json({ rateSet, exchangeRate }) });
    const user = userEvent.setup();
    renderWithApp(<UmbrellaCalculator />, { path: '/umbrella' });
    const rate = await screen.findByLabelText('Day rate (EUR)');
    await user.clear(rate);
    await user.type(rate, '50');
    const days = screen.getByLabelText('Days worked per month');
    await user.clear(days);
    await user.type(days, '8');
    // 8 × €50 = €400; fee €20; gross floor(€380 / 1.13) = €336.28 × 400 = 134,512 Ft. Minimum wage for 8 days:
    // 322,800 × 64 / 174 = 118,731 Ft: above it.
    const floor = () => nbsp(screen.getByTestId('floor').textContent);
    expect(floor()).toContain('The floor for 8 days: HUF 118,731 (the minimum wage, HUF 322,800 a month, pro-rated).');
    expect(floor()).not.toContain('refused');
    // Guaranteed minimum: 373,200 × 64 / 174 = 137,268.97 → 137,269 Ft: 134,512 is below it.
    await user.click(screen.getByLabelText(/needs at least secondary qualification/));
    expect(floor()).toContain('HUF 137,269 (the guaranteed wage minimum, HUF 373,200 a month');
    expect(floor()).toContain('a full-time month like this is refused when submitted');
    await user.click(screen.getByLabelText('Part-time contract'));
    expect(floor()).not.toContain('refused');
    expect(floor()).toContain('minimum contribution base (HUF 96,840 a month)');
  });

  it('applies the allowances chosen, each as a line, to the forint', async () => {
    stubApi({ 'GET /api/payroll/rates': () => json({ rateSet, exchangeRate }) });
    const user = userEvent.setup();
    renderWithApp(<UmbrellaCalculator />, { path: '/umbrella' });
    await screen.findByTestId('net-month');
    const table = screen.getByRole('table', { name: /Breakdown per month and per year/ });
    const row = (name: RegExp) => nbsp(within(table).getByRole('row', { name }).textContent);
    // €400 × 20, 5 %: the forint gross 2,690,264 Ft (above). Under 25: 715,765 Ft exempt (NAV's 2026 cap),
    // so SZJA on 1,974,499 = 296,174.85 → 296,175 (saves 403,540 − 296,175 = 107,365); first marriage:
    // 1,941,164 × 15 % = 291,174.6 → 291,175 (saves 5,000); two children: 2 × 266,670 = 533,340 off →
    // 1,407,824 × 15 % = 211,173.6 → 211,174 (saves 80,001). TB 497,699 unchanged. Net 2,690,264 − 211,174
    // − 497,699 = 1,981,391.
    await user.click(screen.getByLabelText('Under 25'));
    await user.click(screen.getByLabelText('First marriage (24 months)'));
    await user.selectOptions(screen.getByLabelText('Children for the family allowance'), '2');
    expect(row(/Personal income tax/)).toContain('HUF 211,174');
    expect(row(/Take-home pay/)).toContain('HUF 1,981,391');
    const lines = within(screen.getByRole('list', { name: 'Allowances applied' }))
      .getAllByRole('listitem')
      .map((li) => nbsp(li.textContent));
    expect(lines).toEqual([
      'Under-25s’ exemption: income tax relief−HUF 107,365',
      'First-marriage allowance: income tax relief−HUF 5,000',
      'Family tax allowance: income tax relief−HUF 80,001',
    ]);
    // In euros, SZJA is the forints at 400: 211,174 / 400 = €527.935 → €527.94.
    expect(row(/Personal income tax/)).toContain('€527.94');
  });
});
