import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCandidate } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { json, later, sentBody, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { CandidateDialog } from './CandidateDialog.tsx';

const admin = makeUser({ id: 1, role: 'admin' });

afterEach(() => vi.unstubAllGlobals());

function setup(candidate: AdminCandidate | null = null) {
  const onClose = vi.fn();
  renderWithApp(<CandidateDialog isOpen candidate={candidate} onClose={onClose} />, { user: admin });
  const dialog = screen.getByRole('dialog');
  const field = (label: RegExp) => within(dialog).getByLabelText<HTMLInputElement>(label);
  return { dialog, onClose, field };
}

const row: AdminCandidate = {
  id: 42,
  firstName: 'Anna',
  lastName: 'Kovács',
  email: 'anna@example.com',
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  applicationCount: 2,
  registration: null,
};

describe('create candidate dialog', () => {
  it('starts from the SPEC defaults and focuses the first field', async () => {
    stubApi(() => json({}, 201));
    const { dialog, field } = setup();
    expect(within(dialog).getByRole('heading', { name: 'Create Candidate' })).toBeTruthy();
    expect(field(/^Job Category/).value).toBe('IT & Technology');
    expect((field(/^Experience Level/) as unknown as HTMLSelectElement).value).toBe('mid');
    expect(field(/Available for remote work/).checked).toBe(true);
    expect(field(/^Password/).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(field(/^First Name/)));
  });

  it('shows the form validation messages, a short password only when one is given, and sends without a password', async () => {
    const fetch = stubApi(() => json({ ok: true, data: { candidate: row } }, 201));
    const user = userEvent.setup();
    const { dialog, field, onClose } = setup();
    await user.clear(field(/^Job Category/));
    await user.type(field(/^Password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create Candidate' }));
    expect(await within(dialog).findByText('First name is required')).toBeTruthy();
    expect(within(dialog).getByText('Last name is required')).toBeTruthy();
    expect(within(dialog).getByText('Invalid email address')).toBeTruthy();
    expect(within(dialog).getByText('Location is required')).toBeTruthy();
    expect(within(dialog).getByText('Job category is required')).toBeTruthy();
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await user.type(field(/^First Name/), 'Anna');
    await user.type(field(/^Last Name/), 'Kovács');
    await user.type(field(/^Email/), 'Anna@Example.com');
    await user.type(field(/^Current Location/), 'Budapest');
    await user.type(field(/^Job Category/), 'Data Science');
    await user.selectOptions(field(/^Experience Level/), 'senior');
    await user.click(field(/Available for remote work/));
    await user.clear(field(/^Password/));
    await user.click(within(dialog).getByRole('button', { name: 'Create Candidate' }));

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/candidates');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody(fetch)).toEqual({
      firstName: 'Anna',
      lastName: 'Kovács',
      email: 'anna@example.com',
      phone: null,
      currentLocation: 'Budapest',
      jobCategory: 'Data Science',
      experience: 'senior',
      availableForRemote: false,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Candidate created successfully')).toBeTruthy();
  });

  it('sends a password of 8 or more characters, shows Creating... while pending', async () => {
    const response = later();
    const fetch = stubApi(response.handler);
    const user = userEvent.setup();
    const { dialog, field } = setup();
    await user.type(field(/^First Name/), 'Péter');
    await user.type(field(/^Last Name/), 'Nagy');
    await user.type(field(/^Email/), 'peter@example.com');
    await user.type(field(/^Current Location/), 'Debrecen');
    await user.type(field(/^Password/), 'long-enough{Enter}');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentBody(fetch)).toMatchObject({
      password: 'long-enough',
      jobCategory: 'IT & Technology',
      experience: 'mid',
      availableForRemote: true,
    });
    expect(within(dialog).getByRole('button', { name: 'Creating...' }).hasAttribute('disabled')).toBe(true);
    await response.release(json({ ok: true, data: { candidate: row } }, 201));
  });

  it('keeps the dialog open with the message on the email field when the email is taken', async () => {
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
    await user.type(field(/^First Name/), 'Anna');
    await user.type(field(/^Last Name/), 'Kovács');
    await user.type(field(/^Email/), 'anna@example.com');
    await user.type(field(/^Current Location/), 'Budapest');
    await user.click(within(dialog).getByRole('button', { name: 'Create Candidate' }));
    expect(await within(dialog).findByText('An account with this email already exists.')).toBeTruthy();
    expect(await screen.findByText('Failed to create candidate')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('edit candidate dialog', () => {
  it('pre-fills from the row (experience mid, remote true, empty phone/location/category) and has no password', async () => {
    const fetch = stubApi(() => json({ ok: true, data: { candidate: row } }));
    const user = userEvent.setup();
    const { dialog, field, onClose } = setup(row);
    expect(within(dialog).getByRole('heading', { name: 'Edit Candidate' })).toBeTruthy();
    expect(field(/^First Name/).value).toBe('Anna');
    expect(field(/^Email/).value).toBe('anna@example.com');
    expect(field(/^Phone/).value).toBe('');
    expect(field(/^Current Location/).value).toBe('');
    expect(field(/^Job Category/).value).toBe('');
    expect((field(/^Experience Level/) as unknown as HTMLSelectElement).value).toBe('mid');
    expect(field(/Available for remote work/).checked).toBe(true);
    expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Update Candidate' }));
    expect(await within(dialog).findByText('Location is required')).toBeTruthy();
    expect(within(dialog).getByText('Job category is required')).toBeTruthy();
    await user.type(field(/^Current Location/), 'Szeged');
    await user.type(field(/^Job Category/), 'DevOps');
    await user.type(field(/^Phone/), '+36 30 111 2222');
    await user.click(within(dialog).getByRole('button', { name: 'Update Candidate' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/candidates/42');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('PATCH');
    const body = sentBody(fetch);
    expect(body).toEqual({
      firstName: 'Anna',
      lastName: 'Kovács',
      email: 'anna@example.com',
      phone: '+36 30 111 2222',
      currentLocation: 'Szeged',
      jobCategory: 'DevOps',
      experience: 'mid',
      availableForRemote: true,
    });
    expect('password' in body).toBe(false);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Candidate updated successfully')).toBeTruthy();
  });

  it('pre-fills the stored registration values', () => {
    stubApi(() => json({}));
    const { field } = setup({
      ...row,
      registration: {
        phone: '+36 1',
        currentLocation: 'Győr',
        jobCategory: 'AI',
        experience: 'lead',
        skills: [],
        availableForRemote: false,
      },
    });
    expect(field(/^Phone/).value).toBe('+36 1');
    expect(field(/^Current Location/).value).toBe('Győr');
    expect(field(/^Job Category/).value).toBe('AI');
    expect((field(/^Experience Level/) as unknown as HTMLSelectElement).value).toBe('lead');
    expect(field(/Available for remote work/).checked).toBe(false);
  });

  it('speaks Hungarian', async () => {
    await act(async () => {
      await i18n.changeLanguage('hu');
    });
    stubApi(() => json({}));
    const user = userEvent.setup();
    const { dialog } = setup();
    expect(within(dialog).getByRole('heading', { name: 'Álláskereső létrehozása' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Álláskereső létrehozása' }));
    expect(await within(dialog).findByText('A keresztnév megadása kötelező')).toBeTruthy();
    expect(within(dialog).getByText('A helyszín megadása kötelező')).toBeTruthy();
  });
});
