import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { UserDataActions } from './UserDataActions.tsx';

afterEach(() => vi.unstubAllGlobals());

const candidate = makeUser({ id: 7, email: 'cand@example.com', firstName: 'Réka', lastName: 'Balogh' });

describe('UserDataActions (staff Users screen)', () => {
  it('links the export and erases the account after confirming', async () => {
    const fetch = stubApi({ 'DELETE /api/admin/users/7': () => json({ ok: true }) }, { otherwise: () => json([]) });
    const user = userEvent.setup();
    renderWithApp(<UserDataActions user={candidate} lastOwner={false} />, {
      user: makeUser({ id: 1, role: 'admin' }),
    });
    expect(screen.getByRole('link', { name: 'Export data: Réka Balogh' }).getAttribute('href')).toBe(
      '/api/admin/users/7/export',
    );
    await user.click(screen.getByRole('button', { name: 'Erase: Réka Balogh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase the account of Réka Balogh?' });
    expect(within(dialog).getByText(/Applications stay only as anonymous counts/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Erase account' }));
    expect(await screen.findByText('The account has been erased')).toBeTruthy();
    expect(callsTo(fetch, 'DELETE /api/admin/users/7')).toHaveLength(1);
  });

  it('reports a refusal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'DELETE /api/admin/users/7': () =>
        json({ ok: false, error: 'Admin and owner accounts are protected.', code: 'protectedAccount' }, 403),
    });
    const user = userEvent.setup();
    renderWithApp(<UserDataActions user={candidate} lastOwner={false} />, { user: makeUser({ id: 1, role: 'admin' }) });
    await user.click(screen.getByRole('button', { name: 'Erase: Réka Balogh' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Erase account' }));
    expect(await screen.findByText('Could not erase the account')).toBeTruthy();
  });

  it('offers nothing beyond the viewer’s reach: staff for an admin, oneself, an erased account', () => {
    const admin = makeUser({ id: 1, role: 'admin' });
    const { unmount } = renderWithApp(<UserDataActions user={makeUser({ id: 2, role: 'owner' })} lastOwner={false} />, {
      user: admin,
    });
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    const self = renderWithApp(<UserDataActions user={admin} lastOwner={false} />, { user: admin });
    expect(screen.queryByRole('link')).toBeNull();
    self.unmount();
    renderWithApp(
      <UserDataActions user={makeUser({ id: 9, email: 'deleted-9@deleted.invalid' })} lastOwner={false} />,
      { user: admin },
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('lets the owner export the last active owner but not erase them', () => {
    renderWithApp(<UserDataActions user={makeUser({ id: 2, role: 'owner' })} lastOwner />, {
      user: makeUser({ id: 1, role: 'owner' }),
    });
    expect(screen.getByRole('link', { name: /Export data/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Erase/ })).toBeNull();
  });
});
