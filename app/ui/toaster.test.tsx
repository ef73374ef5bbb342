import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installToastHotkey, notify } from './toaster.tsx';

describe('toaster (SPEC §9)', () => {
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
