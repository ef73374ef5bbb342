import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminExchangeRates } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { callsTo, json, jsonBody, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { ExchangeRatesPanel } from './ExchangeRatesPanel.tsx';

const admin = makeUser({ id: 1, role: 'admin', firstName: 'Eszter', lastName: 'Németh' });
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const list: AdminExchangeRates = {
  rates: [
    {
      date: '2026-11-09',
      hufPer100: 38601,
      source: 'mnb-csv',
      enteredBy: 'Eszter Németh',
      updatedAt: '2026-11-10T08:00:00.000Z',
    },
    {
      date: '2026-01-01',
      hufPer100: 39000,
      source: 'staff-set',
      enteredBy: null,
      updatedAt: '2026-01-01T08:00:00.000Z',
    },
  ],
  total: 2,
};

describe('exchange rates on the settings screen', () => {
  it('lists the rates with their source, adds a rate typed with a decimal comma and imports a CSV file', async () => {
    const fetch = stubApi({
      'GET /api/admin/exchange-rates': () => json(list),
      'POST /api/admin/exchange-rates': (init) => json({ ok: true, data: { rate: jsonBody(init) } }, 201),
      'POST /api/admin/exchange-rates/import': () => json({ ok: true, data: { added: 2, updated: 0, unchanged: 1 } }),
    });
    const user = userEvent.setup();
    renderWithApp(<ExchangeRatesPanel />, { path: '/admin/settings', user: admin });
    const table = await screen.findByRole('table');
    expect(
      within(table).getByRole('row', { name: /9 Nov 2026 386\.01 MNB CSV import\s?· Eszter Németh/ }),
    ).toBeTruthy();
    expect(within(table).getByText(/yearly rate set by staff/)).toBeTruthy();

    await user.type(screen.getByLabelText(/^Date/), '2026-11-10');
    await user.type(screen.getByLabelText(/^Forints per euro/), '387,25');
    await user.click(screen.getByRole('button', { name: 'Add rate' }));
    await vi.waitFor(() => expect(callsTo(fetch, 'POST /api/admin/exchange-rates')).toHaveLength(1));
    const [, init] = callsTo(fetch, 'POST /api/admin/exchange-rates')[0] ?? [];
    expect(jsonBody(init)).toEqual({ date: '2026-11-10', hufPer100: 38725 });

    const file = new File(['2026.11.10.;387,25\n2026.11.11.;388\n'], 'mnb.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText(/Import MNB's CSV/), file);
    expect(await screen.findByText('Imported: 2 new, 0 changed, 1 already recorded.')).toBeTruthy();
    const [, sent] = callsTo(fetch, 'POST /api/admin/exchange-rates/import')[0] ?? [];
    expect(jsonBody(sent)).toEqual({ csv: '2026.11.10.;387,25\n2026.11.11.;388\n' });
  });

  it('names each bad line of a refused file in Hungarian', async () => {
    await i18n.changeLanguage('hu');
    stubApi({
      'GET /api/admin/exchange-rates': () => json(list),
      'POST /api/admin/exchange-rates/import': () =>
        json(
          { ok: false, error: 'x', code: 'exchangeRateCsvInvalid', fields: { 'line 2': 'exchangeRateInvalid' } },
          400,
        ),
    });
    const user = userEvent.setup();
    renderWithApp(<ExchangeRatesPanel />, { path: '/admin/settings', user: admin });
    const input = await screen.findByLabelText(/MNB CSV-fájl importálása/);
    await user.upload(input, new File(['2026.11.10.;387,25\n2026.11.11.;388,123'], 'mnb.csv', { type: 'text/csv' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/A fájl minden sora egy dátum és egy árfolyam legyen/)).toBeTruthy();
    expect(within(alert).getByText(/^2\. sor: Az árfolyam pozitív forintösszeg lehet/)).toBeTruthy();
  });
});
