import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Contract, PersonOption } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { json, later, sentBody, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { paste } from '../../test/user.ts';
import { ContractDialog } from './ContractDialog.tsx';

const contractors: PersonOption[] = [{ id: 11, firstName: 'Anna', lastName: 'Kovács', email: 'anna@example.com' }];
const employers: PersonOption[] = [{ id: 22, firstName: 'Gábor', lastName: 'Szabó', email: 'gabor@tisza.hu' }];
const admin = makeUser({ id: 1, role: 'admin' });

afterEach(() => vi.unstubAllGlobals());

function setup(contract: Contract | null = null) {
  const onClose = vi.fn();
  renderWithApp(
    <ContractDialog isOpen contract={contract} contractors={contractors} employers={employers} onClose={onClose} />,
    { user: admin },
  );
  const dialog = screen.getByRole('dialog');
  return { dialog, onClose, field: (label: RegExp) => within(dialog).getByLabelText(label) };
}

/** The required fields, filled with a valid contract (QA Lead from 2 January 2025 at €500 a day). */
async function fillRequired(user: ReturnType<typeof userEvent.setup>, field: (label: RegExp) => HTMLElement) {
  await user.selectOptions(field(/^Contractor/), '11');
  await user.selectOptions(field(/^Employer/), '22');
  await user.type(field(/^Job Title/), 'QA Lead');
  fireEvent.change(field(/^Start Date/), { target: { value: '2025-01-02' } });
  await user.type(field(/^Day Rate/), '500');
}

/** A contract as the list gives it (its billing country is its company's). */
const EDITED: Contract = {
  id: 7,
  contractorId: 11,
  employerId: 22,
  jobTitle: 'Data Engineer',
  startDate: '2025-03-10',
  endDate: null,
  dayRate: 45050,
  feePercentage: 1250,
  source: 'internal',
  notes: null,
  clientCountry: 'HU',
  clientVatNumber: null,
  partTime: false,
  requiresQualification: false,
  status: 'active',
  contractorName: { firstName: 'Anna', lastName: 'Kovács' },
  employerName: { firstName: 'Gábor', lastName: 'Szabó' },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('contract dialog', () => {
  it('shows every required-field message at once and sends nothing', async () => {
    const fetch = stubApi(() => json({}, 201));
    const user = userEvent.setup();
    const { dialog } = setup();
    expect(within(dialog).getByText('Create Contract', { selector: 'h6, .bp6-heading' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create Contract' }));
    expect(await within(dialog).findByText('Please select a contractor')).toBeTruthy();
    expect(within(dialog).getByText('Please select an employer')).toBeTruthy();
    expect(within(dialog).getByText('Job title is required')).toBeTruthy();
    expect(within(dialog).getByText('Start date is required')).toBeTruthy();
    expect(within(dialog).getByText('Day rate is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('focuses the first field, checks dates, fee and format, then sends cents and hundredths', async () => {
    const fetch = stubApi(() => json({ ok: true, data: { contract: {} } }, 201));
    const user = userEvent.setup();
    const { dialog, field, onClose } = setup();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Contractor/)));
    // Only candidates are offered as contractors and only employers as employers.
    expect(
      within(field(/^Contractor/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a contractor...', 'Anna Kovács (anna@example.com)']);
    expect(
      within(field(/^Employer/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an employer...', 'Gábor Szabó (gabor@tisza.hu)']);

    await user.selectOptions(field(/^Contractor/), '11');
    await user.selectOptions(field(/^Employer/), '22');
    await paste(user, field(/^Job Title/), 'Data Engineer');
    fireEvent.change(field(/^Start Date/), { target: { value: '2025-03-10' } });
    fireEvent.change(field(/^End Date/), { target: { value: '2025-03-01' } });
    await user.type(field(/^Day Rate/), '45o');
    await user.type(field(/^Fee/), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Create Contract' }));
    expect(await within(dialog).findByText('End date cannot be before the start date')).toBeTruthy();
    expect(within(dialog).getByText('Enter the day rate in euros, e.g. 450 or 450.50')).toBeTruthy();
    expect(within(dialog).getByText('Fee percentage must be between 0 and 100')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(field(/^End Date/), { target: { value: '2025-09-30' } });
    await user.clear(field(/^Day Rate/));
    await user.type(field(/^Day Rate/), '450,50');
    await user.clear(field(/^Fee/));
    await user.type(field(/^Fee/), '12.5');
    await user.selectOptions(field(/^Source/), 'portal_match');
    await paste(user, field(/^Notes/), 'Six-month engagement');
    await user.click(within(dialog).getByRole('button', { name: 'Create Contract' }));

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/contracts');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody(fetch)).toEqual({
      contractorId: 11,
      employerId: 22,
      jobTitle: 'Data Engineer',
      startDate: '2025-03-10',
      endDate: '2025-09-30',
      dayRate: 45050,
      feePercentage: 1250,
      source: 'portal_match',
      notes: 'Six-month engagement',
      partTime: false,
      requiresQualification: false,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('leaves end date and fee empty as null, with source internal by default, and sends a ticked part-time and qualification', async () => {
    const fetch = stubApi(() => json({ ok: true, data: { contract: {} } }, 201));
    const user = userEvent.setup();
    const { dialog, field } = setup();
    await user.selectOptions(field(/^Contractor/), '11');
    await user.selectOptions(field(/^Employer/), '22');
    await user.type(field(/^Job Title/), 'QA Lead');
    fireEvent.change(field(/^Start Date/), { target: { value: '2025-01-02' } });
    await user.click(field(/^Part-time/));
    await user.click(field(/^The job needs at least secondary qualification/));
    await user.type(field(/^Day Rate/), '500{Enter}');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentBody(fetch)).toEqual({
      contractorId: 11,
      employerId: 22,
      jobTitle: 'QA Lead',
      startDate: '2025-01-02',
      endDate: null,
      dayRate: 50000,
      feePercentage: null,
      source: 'internal',
      notes: null,
      partTime: true,
      requiresQualification: true,
    });
    expect(dialog).toBeTruthy();
  });

  it('edits: pre-fills euros and percent from cents and hundredths and PUTs the contract', async () => {
    const response = later();
    const fetch = stubApi(response.handler);
    const user = userEvent.setup();
    const contract = EDITED;
    const { dialog, field } = setup(contract);
    expect((field(/^Day Rate/) as HTMLInputElement).value).toBe('450.50');
    expect((field(/^Fee/) as HTMLInputElement).value).toBe('12.5');
    expect((field(/^Contractor/) as HTMLSelectElement).value).toBe('11');
    await user.clear(field(/^Day Rate/));
    await user.type(field(/^Day Rate/), '475');
    await user.click(within(dialog).getByRole('button', { name: 'Update Contract' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const button = within(dialog).getByRole('button', { name: 'Updating...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/contracts/7');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(sentBody(fetch)).toMatchObject({ dayRate: 47500, feePercentage: 1250 });
    await response.release(json({ ok: true, data: { contract } }));
  });

  it('shows the client company’s billing country and VAT number, and sends neither', async () => {
    const fetch = stubApi(() => json({ ok: true, data: { contract: {} } }, 201));
    const user = userEvent.setup();
    const { dialog, field } = setup();
    // A new contract: no country to choose; the employer's company gives it.
    expect(within(dialog).queryByLabelText(/^Billing country/)).toBeNull();
    expect(within(dialog).queryByLabelText(/^EU VAT number/)).toBeNull();
    expect(within(dialog).getByTestId('contract-billing').textContent).toBe(
      "The billing country and EU VAT number are those of the employer's client company: change them on the Client companies page.",
    );
    await fillRequired(user, field);
    await user.click(within(dialog).getByRole('button', { name: 'Create Contract' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentBody(fetch)).not.toHaveProperty('clientCountry');
    expect(sentBody(fetch)).not.toHaveProperty('clientVatNumber');
  });

  it('an edited contract reads its company’s country, VAT number and VAT regime', () => {
    stubApi(() => json({ ok: true, data: { contract: {} } }));
    const { dialog } = setup({ ...EDITED, clientCountry: 'DE', clientVatNumber: 'DE123456789' });
    expect(within(dialog).getByTestId('contract-billing').textContent).toMatch(
      /^Billing country: Germany · EU VAT number: DE123456789\. Invoiced with reverse charge/,
    );
    cleanup();
    setup({ ...EDITED, clientCountry: 'CH', clientVatNumber: null });
    expect(screen.getByTestId('contract-billing').textContent).toMatch(
      /^Billing country: Switzerland\. Outside the EU: invoices are not subject to Hungarian VAT\./,
    );
  });

  it('keeps the dialog open and marks the field when the server refuses', async () => {
    stubApi(() =>
      json(
        {
          ok: false,
          error: 'The contractor must be a candidate.',
          code: 'contractorNotCandidate',
          fields: { contractorId: 'contractorNotCandidate' },
        },
        400,
      ),
    );
    const user = userEvent.setup();
    const { dialog, field, onClose } = setup();
    await fillRequired(user, field);
    await user.click(within(dialog).getByRole('button', { name: 'Create Contract' }));
    expect(await within(dialog).findByText('The contractor must be a candidate.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(await screen.findByText('Failed to create contract')).toBeTruthy();
  });

  it('speaks Hungarian', async () => {
    await act(async () => {
      await i18n.changeLanguage('hu');
    });
    stubApi(() => json({}, 201));
    const user = userEvent.setup();
    const { dialog } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Szerződés létrehozása' }));
    expect(await within(dialog).findByText('Kérjük, válasszon szerződéses szakembert')).toBeTruthy();
    expect(within(dialog).getByText('A napidíj megadása kötelező')).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Napidíj \(EUR\)/)).toBeTruthy();
    expect(within(dialog).getByTestId('contract-billing').textContent).toBe(
      'A számlázási ország és a közösségi adószám a munkáltató ügyfélcégéé: az Ügyfélcégek oldalon módosíthatja őket.',
    );
    cleanup();
    setup({ ...EDITED, clientCountry: 'DE', clientVatNumber: 'DE123456789' });
    expect(screen.getByTestId('contract-billing').textContent).toMatch(
      /^Számlázási ország: Németország · Közösségi adószám: DE123456789\. /,
    );
  });
});
