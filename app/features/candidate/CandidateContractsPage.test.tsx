import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyContracts } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { callsTo, json, jsonBody, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import CandidateContractsPage from './CandidateContractsPage.tsx';

const candidate = makeUser({ id: 7, role: 'candidate', firstName: 'Kata', lastName: 'Fekete' });
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const mine: MyContracts = {
  contracts: [
    {
      id: 3,
      jobTitle: 'Data Engineer',
      client: 'Horváth Adat Kft.',
      contact: { firstName: 'Bálint', lastName: 'Horváth' },
      startDate: '2026-09-01',
      endDate: null,
      status: 'active',
      dayRate: 45_050,
      feePercentage: 550,
    },
  ],
};

describe("/candidate/contracts ('My contracts')", () => {
  it('shows each contract with its status, client, period, day rate and fee, and the tab to it', async () => {
    stubApi({
      'GET /api/candidate/contracts': () => json(mine),
      'GET /api/candidate/payroll-profile': () => json({ taxId: null, tajNumber: null, allowances: [] }),
    });
    renderWithApp(<CandidateContractsPage />, { path: '/candidate/contracts', user: candidate });
    const card = await screen.findByRole('article', { name: 'Data Engineer' });
    expect(within(card).getByText('Active')).toBeTruthy();
    // The client is the company billed; the employer is its contact person.
    expect(within(card).getByText('Horváth Adat Kft.')).toBeTruthy();
    expect(within(card).getByText('Bálint Horváth')).toBeTruthy();
    expect(within(card).getByText('1 Sept 2026 – open-ended')).toBeTruthy();
    expect(within(card).getByText('€450.50')).toBeTruthy();
    expect(within(card).getByText('5.5%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My contracts' }).getAttribute('href')).toBe('/candidate/contracts');
    // No tax ID or TAJ number yet: a call to give them, leading to the form (no month is approved without).
    expect(await screen.findByText('Your tax ID and TAJ number are missing')).toBeTruthy();
    expect(
      screen.getByText(/We cannot approve your timesheets or issue your payslip until you give them/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fill in your tax ID and TAJ number' }).getAttribute('href')).toBe(
      '#payroll-profile-title',
    );
  });

  it('asks for nothing once the tax ID and TAJ number are given, and in Hungarian asks for them when missing', async () => {
    stubApi({
      'GET /api/candidate/contracts': () => json(mine),
      'GET /api/candidate/payroll-profile': () => json({ taxId: '8123456786', tajNumber: '123456788', allowances: [] }),
    });
    const { unmount } = renderWithApp(<CandidateContractsPage />, { path: '/candidate/contracts', user: candidate });
    await screen.findByRole('region', { name: 'Tax details and allowances' });
    expect(screen.queryByText('Your tax ID and TAJ number are missing')).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('hu');
    stubApi({
      'GET /api/candidate/contracts': () => json(mine),
      'GET /api/candidate/payroll-profile': () => json({ taxId: '8123456786', tajNumber: null, allowances: [] }),
    });
    renderWithApp(<CandidateContractsPage />, { path: '/candidate/contracts', user: candidate });
    expect(await screen.findByText('Hiányzik az adóazonosító jele és a TAJ-száma')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Adóazonosító jel és TAJ-szám megadása' })).toBeTruthy();
  });

  it('in Hungarian, and with no tab for a candidate without contracts', async () => {
    await i18n.changeLanguage('hu');
    stubApi({ 'GET /api/candidate/contracts': () => json({ contracts: [] }) });
    renderWithApp(<CandidateContractsPage />, { path: '/candidate/contracts', user: candidate });
    expect(await screen.findByText('Még nincs szerződése nálunk.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Szerződéseim' })).toBeNull();
  });

  it('keeps the tax ID and TAJ (a refused check digit shown under its field) and declares an allowance', async () => {
    const profile = { taxId: null, tajNumber: null, allowances: [] };
    const declared = {
      ...profile,
      allowances: [
        { id: 5, kind: 'family', children: 2, validFrom: '2026-10', validTo: null, declaredOn: '2026-11-28' },
      ],
    };
    const fetch = stubApi({
      'GET /api/candidate/contracts': () => json(mine),
      'GET /api/candidate/payroll-profile': () => json(profile),
      'PUT /api/candidate/payroll-profile': () =>
        json({ ok: false, error: 'x', code: 'validationFailed', fields: { taxId: 'taxIdInvalid' } }, 400),
      'POST /api/candidate/allowances': () => json({ ok: true, data: declared }, 201),
    });
    const user = userEvent.setup();
    renderWithApp(<CandidateContractsPage />, { path: '/candidate/contracts', user: candidate });
    const region = await screen.findByRole('region', { name: 'Tax details and allowances' });
    await user.type(within(region).getByRole('textbox', { name: /^Tax ID/ }), '8123456787');
    await user.type(within(region).getByRole('textbox', { name: /^TAJ number/ }), '123456788');
    await user.click(within(region).getByRole('button', { name: 'Save tax details' }));
    // The browser checks the check digit with the server's own schema: nothing is sent.
    expect(await within(region).findByText(/Enter the 10-digit Hungarian tax identification number/)).toBeTruthy();
    expect(callsTo(fetch, 'PUT /api/candidate/payroll-profile')).toHaveLength(0);

    await user.selectOptions(within(region).getByRole('combobox', { name: /^Allowance/ }), 'family');
    await user.clear(within(region).getByRole('textbox', { name: /^Number of children/ }));
    await user.type(within(region).getByRole('textbox', { name: /^Number of children/ }), '2');
    fireEvent.change(within(region).getByLabelText(/^From month/), { target: { value: '2026-10' } });
    await user.click(within(region).getByLabelText(/I declare that I meet the conditions/));
    await user.click(within(region).getByRole('button', { name: 'Declare allowance' }));
    expect(await within(region).findByText('Family allowance · 2 children')).toBeTruthy();
    expect(within(region).getByText('From October 2026')).toBeTruthy();
    expect(jsonBody(callsTo(fetch, 'POST /api/candidate/allowances')[0]?.[1])).toEqual({
      kind: 'family',
      children: 2,
      validFrom: '2026-10',
      validTo: null,
      declaration: true,
    });
  });
  it('offline, says the contracts load again when the connection returns (the device keeps no copy of them)', async () => {
    stubApi({
      'GET /api/candidate/contracts': () => json(mine),
      'GET /api/candidate/payroll-profile': () => json({ taxId: null, tajNumber: null, allowances: [] }),
    });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await i18n.changeLanguage('hu');
      renderWithApp(<CandidateContractsPage />, { path: '/candidate/contracts', user: candidate });
      const banner = (await screen.findByText('Nincs internetkapcsolat')).closest('.offline-banner');
      expect(banner?.textContent).toContain('Az oldal a kapcsolat helyreállásakor újra betölti őket.');
      expect(banner?.textContent).not.toContain('mentett állásokat');
    } finally {
      onLine.mockRestore();
    }
  });
});
