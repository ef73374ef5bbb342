import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../i18n/index.ts';
import { AppDialog } from './AppDialog.tsx';
import { describe, expect, it, vi } from 'vitest';
import { installToastHotkey, notify } from './toaster.tsx';

describe('toaster', () => {
  it('shows one toast at a time and F8 moves focus to the notifications', async () => {
    const uninstall = installToastHotkey();
    notify({ title: 'First', message: 'one' });
    expect(await screen.findByText('First')).toBeTruthy();
    notify({ title: 'Second', message: 'two', intent: 'success' });
    expect(await screen.findByText('Second')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('First')).toBeNull());

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8' }));
    const focused = document.activeElement as HTMLElement;
    expect(focused.closest('.app-toast-region')).not.toBeNull();
    uninstall();
  });
});

describe('close buttons speak the chosen language (Blueprint labels its own in English only)', () => {
  it('labels the toast and dialog close buttons in Hungarian, and they close', async () => {
    await i18n.changeLanguage('hu');
    notify({ title: 'Üzenet elküldve' });
    const toastClose = await screen.findByRole('button', { name: 'Bezárás' });
    fireEvent.click(toastClose);
    await waitFor(() => expect(screen.queryByText('Üzenet elküldve')).toBeNull());

    const onClose = vi.fn();
    render(
      <AppDialog isOpen title="Jelentkezés" onClose={onClose}>
        <p>tartalom</p>
      </AppDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Jelentkezés' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bezárás' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});

describe('between tests', () => {
  it('a test ends with a toast on screen', async () => {
    notify({ title: 'Left behind' });
    expect(await screen.findByText('Left behind')).toBeTruthy();
  });

  it('the next test starts without it', () => {
    expect(screen.queryByText('Left behind')).toBeNull();
  });
});
