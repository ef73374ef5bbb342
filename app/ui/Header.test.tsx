import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { renderWithApp } from '../test/render.tsx';
import { Header } from './Header.tsx';
import { notify } from './toaster.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('site header', () => {
  it('switches the language at once and remembers it on this device; each switch links to the page in its language', async () => {
    const user = userEvent.setup();
    renderWithApp(<Header />, { user: null, path: '/jobs?q=data' });
    const switcher = screen.getByRole('group', { name: 'Language' });
    const en = within(switcher).getByRole('link', { name: /EN/ });
    expect(en.getAttribute('aria-current')).toBe('true');
    // Before the app is live, or without script, the link itself switches: the server draws ?lang=.
    expect(en.getAttribute('href')).toBe('/jobs?q=data&lang=en');
    expect(within(switcher).getByRole('link', { name: /HU/ }).getAttribute('href')).toBe('/jobs?q=data&lang=hu');
    expect(screen.getByRole('link', { name: 'Jobs' })).toBeTruthy();

    await user.click(within(switcher).getByRole('link', { name: /HU/ }));
    // No reload and no wait: the same header now reads Hungarian.
    expect(screen.getByRole('link', { name: 'Állások' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Nyelv' })).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Nyelv' }))
        .getByRole('link', { name: /HU/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(localStorage.getItem('portal.language')).toBe('hu');
    expect(document.documentElement.lang).toBe('hu');

    await user.click(within(screen.getByRole('group', { name: 'Nyelv' })).getByRole('link', { name: /EN/ }));
    expect(screen.getByRole('link', { name: 'Jobs' })).toBeTruthy();
    expect(localStorage.getItem('portal.language')).toBe('en');
  });

  it("the slide-in menu's close button speaks the chosen language and closes the menu", async () => {
    await i18n.changeLanguage('hu');
    const user = userEvent.setup();
    renderWithApp(<Header />, { user: null });
    await user.click(screen.getByRole('button', { name: 'Menü megnyitása' }));
    const menu = await screen.findByRole('navigation', { name: 'Oldalmenü' });
    expect(screen.getByRole('heading', { name: 'Menü' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Menü' }).contains(menu)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Bezárás' }));
    await waitFor(() => expect(menu.isConnected).toBe(false));
  });

  it("opens the menu and toasts inside Blueprint's OverlaysProvider (no console error in development)", async () => {
    // Blueprint reads a global NODE_ENV to decide whether to complain about a missing provider.
    vi.stubGlobal('NODE_ENV', 'development');
    const errors = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    renderWithApp(<Header />, { user: null });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Site menu' });
    notify({ title: 'Provider check' });
    expect(await screen.findByText('Provider check')).toBeTruthy();
    expect(errors.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('OverlaysProvider'))).toEqual([]);
  });
});
