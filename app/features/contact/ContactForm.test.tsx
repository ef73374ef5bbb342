import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { jsonBody } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ContactForm } from './ContactForm.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contact form', () => {
  it('shows each validation message, then sends and resets', async () => {
    const fetch = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response('{"ok":true}', { status: 201 })),
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithApp(<ContactForm idPrefix="t" />, { user: null });

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    expect(screen.getByLabelText(/First Name/).getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/First Name/), 'Ada');
    await user.type(screen.getByLabelText(/Last Name/), 'Lovelace');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.selectOptions(screen.getByLabelText('Subject'), 'umbrella');
    await user.type(screen.getByLabelText(/Message/), 'I would like to know more.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    const body = jsonBody(init) as Record<string, unknown>;
    expect(body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subject: 'umbrella',
      phone: null,
    });
    expect(typeof body.clientId).toBe('string');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/First Name/).value).toBe(''));
  });

  it('shows the messages in Hungarian', async () => {
    await act(async () => {
      await i18n.changeLanguage('hu');
    });
    const user = userEvent.setup();
    renderWithApp(<ContactForm idPrefix="t" />, { user: null });
    await user.click(screen.getByRole('button', { name: 'Üzenet küldése' }));
    expect(await screen.findByText('A keresztnév megadása kötelező')).toBeTruthy();
    expect(screen.getByText('Érvénytelen e-mail-cím')).toBeTruthy();
    expect(screen.getByText('Az üzenetnek legalább 10 karakterből kell állnia')).toBeTruthy();
  });
});
