import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { callsTo, json, sentBody, stubApi, urlOf } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import ConfirmEmailPage from './ConfirmEmailPage.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';
import ResetPasswordPage from './ResetPasswordPage.tsx';
import VerifyEmailPage from './VerifyEmailPage.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const TOKEN = 'a'.repeat(43);

describe('/forgot-password', () => {
  it('sends the address and says a link is on its way, whoever owns it', async () => {
    const fetch = stubApi({ 'POST /api/auth/forgot-password': () => json({ ok: true }, 202) });
    const user = userEvent.setup();
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password', user: null });
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for ada@example.com/)).toBeTruthy();
    expect(sentBody(fetch)).toEqual({ email: 'ada@example.com' });
  });

  it('shows the limit in Hungarian when the server refuses more requests', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'POST /api/auth/forgot-password': () =>
        json({ ok: false, error: 'Too many reset requests.', code: 'tooManyResetRequests' }, 429),
    });
    await act(() => i18n.changeLanguage('hu'));
    const user = userEvent.setup();
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password', user: null });
    await user.type(screen.getByLabelText(/E-mail/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Hivatkozás küldése' }));
    expect(await screen.findByText('Túl sok visszaállítási kérés. Kérjük, próbálja újra később.')).toBeTruthy();
  });
});

describe('/reset-password', () => {
  it('checks the confirmation, then saves the new password with the token and offers sign-in', async () => {
    const fetch = stubApi({ 'POST /api/auth/reset-password': () => json({ ok: true }) });
    const user = userEvent.setup();
    renderWithApp(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}`, user: null });
    await user.type(screen.getByLabelText(/^New password/), 'brand-new-1');
    await user.type(screen.getByLabelText(/Confirm new password/), 'brand-new-2');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/auth/reset-password')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/Confirm new password/));
    await user.type(screen.getByLabelText(/Confirm new password/), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(sentBody(fetch)).toEqual({ token: TOKEN, password: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('offers a new link when the server says the link is spent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'POST /api/auth/reset-password': () =>
        json({ ok: false, error: 'invalid', code: 'resetLinkInvalid', fields: { token: 'resetLinkInvalid' } }, 400),
    });
    const user = userEvent.setup();
    renderWithApp(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}`, user: null });
    await user.type(screen.getByLabelText(/^New password/), 'brand-new-1');
    await user.type(screen.getByLabelText(/Confirm new password/), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/This reset link is invalid, used or expired/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('without a token, explains and links to a new request', () => {
    stubApi({});
    renderWithApp(<ResetPasswordPage />, { path: '/reset-password', user: null });
    expect(screen.getByText('This page needs the link from the password reset email.')).toBeTruthy();
  });
});

describe('requests carry the app language', () => {
  it('as Accept-Language', async () => {
    const fetch = stubApi({ 'POST /api/auth/forgot-password': () => json({ ok: true }, 202) });
    await act(() => i18n.changeLanguage('hu'));
    const user = userEvent.setup();
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password', user: null });
    await user.type(screen.getByLabelText(/E-mail/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Hivatkozás küldése' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(urlOf(url)).toBe('/api/auth/forgot-password');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('hu');
  });
});

describe('/confirm-email', () => {
  it('confirms the new address with one click', async () => {
    const fetch = stubApi(
      { 'POST /api/auth/confirm-email': () => json({ ok: true }) },
      { otherwise: () => json({ ok: false, error: 'x', code: 'notAuthenticated' }, 401) },
    );
    const user = userEvent.setup();
    renderWithApp(<ConfirmEmailPage />, { path: `/confirm-email?token=${TOKEN}`, user: null });
    expect(screen.getByText(/Every other session of your account is then signed out/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm new address' }));
    expect(await screen.findByText('Email address changed')).toBeTruthy();
    expect(screen.getByText('From now on you sign in with your new address.')).toBeTruthy();
    expect(sentBody(fetch)).toEqual({ token: TOKEN });
  });

  it('says when the link is used or expired, and when there is none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'POST /api/auth/confirm-email': () =>
        json({ ok: false, error: 'Invalid input', code: 'invalidInput', fields: { token: 'invalidInput' } }, 400),
    });
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<ConfirmEmailPage />, {
      path: `/confirm-email?token=${TOKEN}`,
      user: makeUser(),
    });
    await user.click(screen.getByRole('button', { name: 'Confirm new address' }));
    expect(await screen.findByText(/This link is invalid, used or expired/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Go to my account/ })).toBeTruthy();
    unmount();
    renderWithApp(<ConfirmEmailPage />, { path: '/confirm-email', user: null });
    expect(screen.getByText('This page needs the link from the confirmation email.')).toBeTruthy();
  });

  it('calls a link cut short (a token of the wrong shape) invalid, in Hungarian too, and sends nothing', async () => {
    const fetch = stubApi({});
    const { unmount } = renderWithApp(<VerifyEmailPage />, {
      path: `/verify-email?token=${TOKEN.slice(0, 20)}`,
      user: null,
    });
    expect(screen.getByText(/This link is invalid, used or expired/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify my email address' })).toBeNull();
    unmount();
    await act(() => i18n.changeLanguage('hu'));
    renderWithApp(<ConfirmEmailPage />, { path: '/confirm-email?token=abc', user: null });
    expect(screen.getByText(/Ez a hivatkozás érvénytelen/)).toBeTruthy();
    // Nothing to press: a link of the wrong shape is never sent.
    expect(screen.queryByRole('button', { name: 'Új cím megerősítése' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a failure it cannot explain and lets the user try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'POST /api/auth/confirm-email': () => json({ ok: false, error: 'x', code: 'serverError' }, 500) });
    const user = userEvent.setup();
    renderWithApp(<ConfirmEmailPage />, { path: `/confirm-email?token=${TOKEN}`, user: null });
    await user.click(screen.getByRole('button', { name: 'Confirm new address' }));
    expect(await screen.findByText('Could not request the change')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm new address' })).toBeTruthy();
  });
});

describe('/verify-email', () => {
  it("verifies a new employer's address in Hungarian and leads to their dashboard", async () => {
    const fetch = stubApi({ 'POST /api/auth/verify-email': () => json({ ok: true }) });
    await act(() => i18n.changeLanguage('hu'));
    const user = userEvent.setup();
    renderWithApp(<VerifyEmailPage />, { path: `/verify-email?token=${TOKEN}`, user: makeUser({ role: 'employer' }) });
    await user.click(screen.getByRole('button', { name: 'E-mail-címem megerősítése' }));
    expect(await screen.findByText('E-mail-cím megerősítve')).toBeTruthy();
    expect(sentBody(fetch)).toEqual({ token: TOKEN });
    const links = screen.getAllByRole('link', { name: /Tovább a munkáltatói felületre/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/employer/dashboard', '/employer/dashboard']);
  });

  it('says when the link is used or expired', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'POST /api/auth/verify-email': () =>
        json({ ok: false, error: 'Invalid input', code: 'invalidInput', fields: { token: 'invalidInput' } }, 400),
    });
    const user = userEvent.setup();
    renderWithApp(<VerifyEmailPage />, { path: `/verify-email?token=${TOKEN}`, user: null });
    await user.click(screen.getByRole('button', { name: 'Verify my email address' }));
    expect(await screen.findByText('Could not verify the address')).toBeTruthy();
  });
});
