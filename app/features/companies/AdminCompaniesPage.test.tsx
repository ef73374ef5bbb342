// /admin/companies: the list shows each company's billing data and whether they are complete; the
// dialog refuses a bad Hungarian tax number before sending (the same schema as the server) and sends a good
// one; the server's refusal to remove a company in use reads in Hungarian.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Company } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { callsTo, json, jsonBody, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import AdminCompaniesPage from './AdminCompaniesPage.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});
const admin = makeUser({ id: 1, role: 'admin' });
const pelda: Company = {
  id: 3,
  legalName: 'Példa Pénzügyi Zrt.',
  countryCode: 'HU',
  postalCode: '7600',
  city: 'Pécs',
  street: 'Király utca 1.',
  huTaxNumber: '10773381-2-44',
  euVatNumber: null,
  billingEmail: 'szamla@pelda.example',
  contactName: 'Kovács Eszter',
  complete: true,
  employers: [{ id: 9, firstName: 'Eszter', lastName: 'Kovács', email: 'eszter@pelda.example' }],
  activeContracts: 1,
};
const old: Company = {
  ...pelda,
  id: 4,
  legalName: 'Régi Kft.',
  postalCode: null,
  city: null,
  street: null,
  huTaxNumber: null,
  complete: false,
  employers: [],
  activeContracts: 0,
};
const list = () => json({ ok: true, data: { companies: [pelda, old] } });

describe('/admin/companies', () => {
  it('lists the companies, refuses a bad tax number before sending and creates a good one', async () => {
    const fetch = stubApi({
      'GET /api/admin/companies': list,
      'GET /api/admin/employers': () => json([]),
      'POST /api/admin/companies': (init) =>
        json({ ok: true, data: { company: { ...pelda, ...(jsonBody(init) as object), id: 5 } } }, 201),
    });
    const user = userEvent.setup();
    renderWithApp(<AdminCompaniesPage />, { path: '/admin/companies', route: '/admin/companies', user: admin });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Példa Pénzügyi Zrt.')).toBeTruthy();
    expect(within(rows[1]!).getByText('10773381-2-44')).toBeTruthy();
    expect(within(rows[1]!).getByText('Complete')).toBeTruthy();
    expect(within(rows[2]!).getByText('Billing data incomplete')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New company' }));
    const dialog = await screen.findByRole('dialog', { name: 'New client company' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    await user.type(field(/^Legal name/), 'Új Ügyfél Kft.');
    await user.type(field(/^Postal code/), '1051');
    await user.type(field(/^City/), 'Budapest');
    await user.type(field(/^Street and number/), 'Nádor utca 1.');
    await user.type(field(/^Hungarian tax number/), '10773382-2-44');
    await user.type(field(/^Billing e-mail/), 'szamla@uj.example');
    await user.type(field(/^Contact person/), 'Nagy Anna');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Enter the Hungarian tax number as 12345678-1-12/)).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/admin/companies')).toHaveLength(0);

    await user.clear(field(/^Hungarian tax number/));
    await user.type(field(/^Hungarian tax number/), '10773381-2-44');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(callsTo(fetch, 'POST /api/admin/companies')).toHaveLength(1));
    expect(jsonBody(callsTo(fetch, 'POST /api/admin/companies')[0]![1])).toMatchObject({
      legalName: 'Új Ügyfél Kft.',
      countryCode: 'HU',
      huTaxNumber: '10773381-2-44',
    });
    expect(await screen.findByText('Billing data saved')).toBeTruthy();
  });

  it('names the country in the interface language and gives the link form labelled fields with a prompt', async () => {
    await i18n.changeLanguage('hu');
    stubApi({
      'GET /api/admin/companies': list,
      'GET /api/admin/employers': () => json([]),
    });
    renderWithApp(<AdminCompaniesPage />, { path: '/admin/companies', route: '/admin/companies', user: admin });
    const table = await screen.findByRole('table');
    expect(within(within(table).getAllByRole('row')[1]!).getByText('Magyarország')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Munkáltató hozzárendelése' });
    const employer = within(form).getByLabelText('Munkáltatói fiók');
    expect(within(employer).getByRole('option', { name: 'Válasszon munkáltatót…' })).toBeTruthy();
    expect(within(form).getByLabelText('Cég')).toBeTruthy();
  });

  it('asks before removing, and tells in Hungarian why a company in use cannot be removed', async () => {
    await i18n.changeLanguage('hu');
    const fetch = stubApi({
      'GET /api/admin/companies': list,
      'GET /api/admin/employers': () => json([]),
      'DELETE /api/admin/companies/3': () => json({ ok: false, error: 'x', code: 'companyInUse' }, 409),
    });
    const user = userEvent.setup();
    renderWithApp(<AdminCompaniesPage />, { path: '/admin/companies', route: '/admin/companies', user: admin });
    await user.click(await screen.findByRole('button', { name: 'Törlés: Példa Pénzügyi Zrt.' }));
    // Removing asks first, naming the company; nothing is sent before the answer.
    const ask = await screen.findByRole('alertdialog');
    expect(within(ask).getByText('Törli ezt a céget: Példa Pénzügyi Zrt.?')).toBeTruthy();
    expect(callsTo(fetch, 'DELETE /api/admin/companies/3')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Törlés' }));
    expect(await screen.findByText(/A cégnek aktív szerződése vagy ki nem egyenlített számlája van/)).toBeTruthy();
  });
});
