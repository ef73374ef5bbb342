import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { expectMessagesInBothLanguages } from '../../test/validation.ts';
import EmployerRequestDialog from './EmployerRequestDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('employer request modal', () => {
  it('marks required fields, and shows every message of an empty form in English, then in Hungarian', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{"ok":true}', { status: 201 })));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithApp(<EmployerRequestDialog isOpen onClose={() => undefined} />, { user: null });
    expect(screen.getByLabelText(/Email/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/Job Description/).getAttribute('rows')).toBe('3');
    for (const label of [/Company Name/, /Contact Person/, /Email/, /Job Title/, /Job Description/]) {
      expect(screen.getByLabelText(label).getAttribute('aria-required'), String(label)).toBe('true');
    }
    // The SPEC gives no texts for this form; these are the contract's, shared with the server.
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await expectMessagesInBothLanguages([
      ['Company name is required', 'A cégnév megadása kötelező'],
      ['Contact person is required', 'A kapcsolattartó megadása kötelező'],
      ['Invalid email address', 'Érvénytelen e-mail-cím'],
      ['Job title is required', 'A munkakör megnevezése kötelező'],
      ['Description must be at least 20 characters', 'A leírásnak legalább 20 karakterből kell állnia'],
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the server could not be reached when a request gets no answer, and keeps what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithApp(<EmployerRequestDialog isOpen onClose={() => undefined} />, { user: null });
    await user.type(screen.getByLabelText(/Company Name/), 'Tisza Analytics');
    await user.type(screen.getByLabelText(/Contact Person/), 'Réka Szabó');
    await user.type(screen.getByLabelText(/Email/), 'reka@example.com');
    await user.type(screen.getByLabelText(/Job Title/), 'Data Engineer');
    await user.type(screen.getByLabelText(/Job Description/), 'Build our data platform on the cloud.');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(/The server could not be reached\. What you entered is kept/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Company Name/).value).toBe('Tisza Analytics');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', false);
  });
});
