import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { json, stubApi } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { expectMessagesInBothLanguages } from '../../test/validation.ts';
import { LoginForm } from './LoginForm.tsx';
import LoginPage from './LoginPage.tsx';
import { SignUpForm } from './SignUpForm.tsx';

let fetch: ReturnType<typeof stubApi>;
beforeEach(() => {
  fetch = stubApi(() => json({ ok: true }));
});
afterEach(() => vi.unstubAllGlobals());

describe('login form', () => {
  it('shows the messages of an empty form in English, then in Hungarian, and does not sign in', async () => {
    const onLogin = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<LoginForm idPrefix="t" pending={false} onLogin={onLogin} />, { user: null });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectMessagesInBothLanguages([
      ['Invalid email address', 'Érvénytelen e-mail-cím'],
      ['Password is required', 'A jelszó megadása kötelező'],
    ]);
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('rejects a malformed email but signs in with a valid one', async () => {
    const onLogin = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<LoginForm idPrefix="t" pending={false} onLogin={onLogin} />, { user: null });
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(onLogin).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(onLogin).toHaveBeenCalledTimes(1));
    expect(onLogin.mock.calls[0]?.[0]).toEqual({ email: 'ada@example.com', password: 'x' });
  });
});

describe('a refused sign-in on /login', () => {
  const refuse = (body: object, status: number) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi((init) => (init?.method === 'POST' ? json(body, status) : json({ ok: true })));
  };
  const signIn = async (email: RegExp, password: RegExp, button: string) => {
    const user = userEvent.setup();
    renderWithApp(<LoginPage />, { path: '/login', user: null });
    await user.type(screen.getByLabelText(email), 'eva@example.sk');
    await user.type(screen.getByLabelText(password), 'secret-pass');
    await user.click(screen.getByRole('button', { name: button }));
  };

  it("tells a Hungarian visitor the server's reason in Hungarian", async () => {
    await act(async () => {
      await i18n.changeLanguage('hu');
    });
    refuse({ ok: false, error: 'This account has been disabled. Please contact us.', code: 'accountDisabled' }, 403);
    await signIn(/E-mail-cím/, /Jelszó/, 'Bejelentkezés');
    expect(await screen.findByText('Sikertelen bejelentkezés')).toBeTruthy();
    expect(screen.getByText('Ezt a fiókot letiltották. Kérjük, vegye fel velünk a kapcsolatot.')).toBeTruthy();
  });

  it("says 'Invalid email or password' when the answer has no code this app knows", async () => {
    refuse({ ok: false, error: 'Some newer reason.', code: 'brandNewReason' }, 401);
    await signIn(/Email/, /Password/, 'Sign In');
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
  });
});

describe('sign-up form of /login', () => {
  it('shows every message of an empty form in English, then in Hungarian, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithApp(<SignUpForm />, { path: '/login', user: null });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectMessagesInBothLanguages([
      [
        'Please choose employer or candidate',
        'Kérjük, válassza ki, hogy munkáltatóként vagy álláskeresőként regisztrál',
      ],
      ['First name is required', 'A keresztnév megadása kötelező'],
      ['Last name is required', 'A vezetéknév megadása kötelező'],
      ['Invalid email address', 'Érvénytelen e-mail-cím'],
      ['Password must be at least 6 characters', 'A jelszónak legalább 6 karakterből kell állnia'],
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reports a confirmation that differs on 'Confirm Password'", async () => {
    const user = userEvent.setup();
    renderWithApp(<SignUpForm />, { path: '/login', user: null });
    await user.click(screen.getByRole('radio', { name: /Employer/ }));
    await user.type(screen.getByLabelText(/First Name/), 'Grace');
    await user.type(screen.getByLabelText(/Last Name/), 'Hopper');
    await user.type(screen.getByLabelText(/Email/), 'grace@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/Confirm Password/), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectMessagesInBothLanguages([["Passwords don't match", 'A két jelszó nem egyezik']]);
    expect(screen.getByLabelText(/Confirm Password/).getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });
});
