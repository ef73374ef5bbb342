import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPayrollRates } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { callsTo, json, jsonBody, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { PayrollRatesPanel } from './PayrollRatesPanel.tsx';

const admin = makeUser({ id: 1, role: 'admin', firstName: 'Eszter', lastName: 'Németh' });
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const set2026 = {
  id: 1,
  validFrom: '2026-01-01',
  vatBp: 2700,
  szochoBp: 1300,
  szjaBp: 1500,
  tbBp: 1850,
};
const rates: AdminPayrollRates = {
  rateSets: [set2026],
  changes: [
    {
      id: 2,
      rateSetId: 1,
      changedAt: '2026-03-02T09:00:00.000Z',
      changedBy: { firstName: 'Eszter', lastName: 'Németh' },
      oldValues: { hufPerEur100: 39000 },
      newValues: { hufPerEur100: 39550 },
    },
  ],
};

describe('payroll rates on the settings screen', () => {
  it('lists the sets and the history (a change made while a set carried the exchange rate still reads), and adds a set typed in percent', async () => {
    const fetch = stubApi({
      'GET /api/admin/payroll/rates': () => json(rates),
      'POST /api/admin/payroll/rates': (init) =>
        json({ ok: true, data: { rateSet: { ...(jsonBody(init) as object), id: 2 } } }, 201),
    });
    const user = userEvent.setup();
    renderWithApp(<PayrollRatesPanel />, { path: '/admin/settings', user: admin });
    const set = await screen.findByRole('listitem', { name: 'Applies from: 1 Jan 2026' });
    expect(within(set).getByText('27%')).toBeTruthy();
    expect(within(set).getByText('18.5%')).toBeTruthy();
    expect(within(set).queryByText(/HUF per EUR/)).toBeNull();
    expect(
      screen.getByText(
        '2 Mar 2026, Eszter Németh: HUF per EUR (before dated rates): 390 → HUF per EUR (before dated rates): 395.50',
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add rate set' }));
    const form = screen.getByRole('form', { name: 'New rate set' });
    await user.type(within(form).getByLabelText(/Applies from/), '2027-01-01');
    await user.type(within(form).getByLabelText(/^VAT/), '27');
    await user.type(within(form).getByLabelText(/Social contribution tax/), '12.5');
    await user.type(within(form).getByLabelText(/Personal income tax/), '15');
    await user.type(within(form).getByLabelText(/Social security contribution/), '18.5');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    await screen.findByRole('button', { name: 'Add rate set' });
    const [, init] = callsTo(fetch, 'POST /api/admin/payroll/rates')[0] ?? [];
    expect(jsonBody(init)).toEqual({
      validFrom: '2027-01-01',
      vatBp: 2700,
      szochoBp: 1250,
      szjaBp: 1500,
      tbBp: 1850,
    });
  });

  it('shows the schema message in Hungarian and sends nothing when a rate is not a number', async () => {
    await i18n.changeLanguage('hu');
    const fetch = stubApi({ 'GET /api/admin/payroll/rates': () => json(rates) });
    const user = userEvent.setup();
    renderWithApp(<PayrollRatesPanel />, { path: '/admin/settings', user: admin });
    await user.click(await screen.findByRole('button', { name: 'Szerkesztés – érvényes ettől: 2026. jan. 1.' }));
    const vat = within(screen.getByRole('form', { name: 'Kulcskészlet javítása' })).getByLabelText(/Áfa/);
    await user.clear(vat);
    await user.type(vat, 'sok');
    await user.click(screen.getByRole('button', { name: 'Kulcsok mentése' }));
    expect(await screen.findByText(/A kulcsok 0 és 100 % között lehetnek/)).toBeTruthy();
    expect(callsTo(fetch, 'PATCH /api/admin/payroll/rates/1')).toHaveLength(0);
  });

  it('names who changed a rate family name first in Hungarian', async () => {
    await i18n.changeLanguage('hu');
    const change = { ...rates.changes[0]!, changedBy: { firstName: 'Réka', lastName: 'Szabó' } };
    stubApi({ 'GET /api/admin/payroll/rates': () => json({ ...rates, changes: [change] }) });
    renderWithApp(<PayrollRatesPanel />, { path: '/admin/settings', user: admin });
    expect(await screen.findByText(/^2026\. márc\. 2\., Szabó Réka:/)).toBeTruthy();
  });
});
