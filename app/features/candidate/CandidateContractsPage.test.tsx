import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyContracts } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { json, stubApi } from '../../test/api.ts';
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
      client: { firstName: 'Bálint', lastName: 'Horváth' },
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
    stubApi({ 'GET /api/candidate/contracts': () => json(mine) });
    renderWithApp(<CandidateContractsPage />, { path: '/candidate/contracts', user: candidate });
    const card = await screen.findByRole('article', { name: 'Data Engineer' });
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('Bálint Horváth')).toBeTruthy();
    expect(within(card).getByText('1 Sept 2026 – open-ended')).toBeTruthy();
    expect(within(card).getByText('€450.50')).toBeTruthy();
    expect(within(card).getByText('5.5%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My contracts' }).getAttribute('href')).toBe('/candidate/contracts');
  });

  it('in Hungarian, and with no tab for a candidate without contracts', async () => {
    await i18n.changeLanguage('hu');
    stubApi({ 'GET /api/candidate/contracts': () => json({ contracts: [] }) });
    renderWithApp(<CandidateContractsPage />, { path: '/candidate/contracts', user: candidate });
    expect(await screen.findByText('Még nincs szerződése nálunk.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Szerződéseim' })).toBeNull();
  });
});
