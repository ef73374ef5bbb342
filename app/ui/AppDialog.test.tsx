// AppDialog's 'busy': while true, none of Escape, a click outside and the close button closes it.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppDialog } from './AppDialog.tsx';

describe('AppDialog busy', () => {
  const backdrop = () => document.querySelector('.bp6-overlay-backdrop') as HTMLElement;

  it('stays open while busy and closes every way once it is not', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = render(
      <AppDialog isOpen busy title="Saving" onClose={onClose}>
        <input aria-label="Field" />
      </AppDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Saving' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Field' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.mouseDown(backdrop());
    expect(onClose).not.toHaveBeenCalled();

    rerender(
      <AppDialog isOpen busy={false} title="Saving" onClose={onClose}>
        <input aria-label="Field" />
      </AppDialog>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.mouseDown(backdrop());
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
