// AppDialog's 'busy': a click outside does not close it while its form is saving, but Escape and the close
// button always do (a server that does not answer must never trap the user).
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppDialog } from './AppDialog.tsx';

describe('AppDialog busy', () => {
  const backdrop = () => document.querySelector('.bp6-overlay-backdrop') as HTMLElement;

  it('closes by Escape and × while busy; a click outside closes it only once it is not busy', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = render(
      <AppDialog isOpen busy title="Saving" onClose={onClose}>
        <input aria-label="Field" />
      </AppDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Saving' });
    fireEvent.mouseDown(backdrop());
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('textbox', { name: 'Field' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);

    rerender(
      <AppDialog isOpen busy={false} title="Saving" onClose={onClose}>
        <input aria-label="Field" />
      </AppDialog>,
    );
    fireEvent.mouseDown(backdrop());
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('closes by Escape when the focus fell out of it (a pressed button went disabled while sending)', async () => {
    const onClose = vi.fn();
    render(
      <AppDialog isOpen busy title="Sending" onClose={onClose}>
        <button type="button" disabled>
          Sending...
        </button>
      </AppDialog>,
    );
    await screen.findByRole('dialog', { name: 'Sending' });
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
