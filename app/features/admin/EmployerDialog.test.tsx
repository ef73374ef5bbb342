import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminEmployer } from '../../../server/contract/index.ts';
import { json, sentBody, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { EmployerDialog } from './EmployerDialog.tsx';

const admin = makeUser({ id: 1, role: 'admin' });

afterEach(() => vi.unstubAllGlobals());

const row: AdminEmployer = {
  id: 9,
  firstName: 'Gábor',
  lastName: 'Szabó',
  email: 'gabor@tisza.hu',
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  jobCount: 3,
  request: { companyName: 'Tisza Analytics Kft.' },
  emailVerified: true,
  jobReview: false,
};

function setup(employer: AdminEmployer | null = null) {
  const onClose = vi.fn();
  renderWithApp(<EmployerDialog isOpen employer={employer} onClose={onClose} />, { user: admin });
  const dialog = screen.getByRole('dialog');
  const field = (label: RegExp) => within(dialog).getByLabelText<HTMLInputElement>(label);
  return { dialog, onClose, field };
}

describe('create employer dialog', () => {
  it('shows each message, refuses a short password and sends without one when empty', async () => {
    const fetch = stubApi(() => json({ ok: true, data: { employer: row } }, 201));
    const user = userEvent.setup();
    const { dialog, field, onClose } = setup();
    await waitFor(() => expect(document.activeElement).toBe(field(/^First Name/)));
    await user.type(field(/^Password/), '1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Create Employer' }));
    expect(await within(dialog).findByText('First name is required')).toBeTruthy();
    expect(within(dialog).getByText('Last name is required')).toBeTruthy();
    expect(within(dialog).getByText('Invalid email address')).toBeTruthy();
    expect(within(dialog).getByText('Company name is required')).toBeTruthy();
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeTruthy();

    await user.type(field(/^First Name/), 'Gábor');
    await user.type(field(/^Last Name/), 'Szabó');
    await user.type(field(/^Email/), 'gabor@tisza.hu');
    await user.type(field(/^Company Name/), 'Tisza Analytics Kft.');
    await user.clear(field(/^Password/));
    await user.click(within(dialog).getByRole('button', { name: 'Create Employer' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/employers');
    expect(sentBody(fetch)).toEqual({
      firstName: 'Gábor',
      lastName: 'Szabó',
      email: 'gabor@tisza.hu',
      companyName: 'Tisza Analytics Kft.',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const toast = await screen.findByText('Employer created successfully');
    expect(toast.closest('.ui-toast')?.textContent).toContain('Success');
  });

  it('sends the password when it has 8 characters', async () => {
    const fetch = stubApi(() => json({ ok: true, data: { employer: row } }, 201));
    const user = userEvent.setup();
    const { field } = setup();
    await user.type(field(/^First Name/), 'Eva');
    await user.type(field(/^Last Name/), 'Berg');
    await user.type(field(/^Email/), 'eva@nordic.se');
    await user.type(field(/^Company Name/), 'Nordic AB');
    await user.type(field(/^Password/), '12345678{Enter}');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentBody(fetch)).toMatchObject({ password: '12345678' });
  });

  it('shows the server message titled Error when the create fails', async () => {
    stubApi(() =>
      json(
        {
          ok: false,
          error: 'An account with this email already exists.',
          code: 'emailTaken',
          fields: { email: 'emailTaken' },
        },
        409,
      ),
    );
    const user = userEvent.setup();
    const { dialog, field, onClose } = setup();
    await user.type(field(/^First Name/), 'Eva');
    await user.type(field(/^Last Name/), 'Berg');
    await user.type(field(/^Email/), 'eva@nordic.se');
    await user.type(field(/^Company Name/), 'Nordic AB{Enter}');
    expect(await within(dialog).findByText('An account with this email already exists.')).toBeTruthy();
    const toast = await waitFor(() => {
      const el = document.querySelector('.ui-toast');
      if (!el) throw new Error('no toast');
      return el;
    });
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain('An account with this email already exists.');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('edit employer dialog', () => {
  it('pre-fills from the row, has no password and PATCHes the four fields', async () => {
    const fetch = stubApi(() => json({ ok: true, data: { employer: row } }));
    const user = userEvent.setup();
    const { dialog, field, onClose } = setup(row);
    expect(within(dialog).getByRole('heading', { name: 'Edit Employer' })).toBeTruthy();
    expect(field(/^Company Name/).value).toBe('Tisza Analytics Kft.');
    expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();
    await user.clear(field(/^Company Name/));
    await user.type(field(/^Company Name/), 'Tisza Data Zrt.');
    await user.click(within(dialog).getByRole('button', { name: 'Update Employer' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/employers/9');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('PATCH');
    expect(sentBody(fetch)).toEqual({
      firstName: 'Gábor',
      lastName: 'Szabó',
      email: 'gabor@tisza.hu',
      companyName: 'Tisza Data Zrt.',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Employer updated successfully')).toBeTruthy();
  });
});
