import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '../../../server/contract/index.ts';
import { callsTo, json, jsonBody, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import AccountPage from './AccountPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const account: Account = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: null,
  language: 'en',
  notifications: true,
};

describe('/account', () => {
  it('saves the details and turns notifications off', async () => {
    const fetch = stubApi(
      {
        'GET /api/account': () => json({ ok: true, data: { account } }),
        'GET /api/candidate/contracts': () => json({ contracts: [] }),
        'PUT /api/account': (init) =>
          json({ ok: true, data: { account: { ...account, ...(jsonBody(init) as object) } } }),
      },
      { otherwise: () => json({ ok: true, data: { user: makeUser() } }) },
    );
    const user = userEvent.setup();
    renderWithApp(<AccountPage />, { path: '/account', user: makeUser() });
    const phone = await screen.findByLabelText(/^Phone/);
    await user.type(phone, '+36 1 234 5678');
    await user.click(screen.getByLabelText(/Email me when my applications change/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details have been saved')).toBeTruthy();
    const put = callsTo(fetch, 'PUT /api/account')[0]!;
    expect(jsonBody(put[1])).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+36 1 234 5678',
      language: 'en',
      notifications: false,
    });
  });

  it('shows a wrong current password at its field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = stubApi({
      'GET /api/account': () => json({ ok: true, data: { account } }),
      'GET /api/candidate/contracts': () => json({ contracts: [] }),
      'POST /api/account/password': () =>
        json(
          {
            ok: false,
            error: 'The current password is not correct.',
            code: 'currentPasswordWrong',
            fields: { currentPassword: 'currentPasswordWrong' },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderWithApp(<AccountPage />, { path: '/account', user: makeUser() });
    await user.type(screen.getByLabelText(/^Current password/), 'nope');
    await user.type(screen.getByLabelText(/^New password/), 'fresh-pass-1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'fresh-pass-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    expect(jsonBody(callsTo(fetch, 'POST /api/account/password')[0]![1])).toEqual({
      currentPassword: 'nope',
      password: 'fresh-pass-1',
      confirmPassword: 'fresh-pass-1',
    });
  });
});
