import { screen, waitFor, within } from '@testing-library/react';
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
  companyName: null,
  cv: null,
  skills: [],
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
    // Skills as tags: Enter adds one; a repeat (whatever its accents or case) is dropped.
    const skills = screen.getByLabelText(/^Skills/);
    await user.type(skills, 'Gépi tanulás{Enter}Python{Enter}python{Enter}');
    expect(screen.getByText('Gépi tanulás')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details have been saved')).toBeTruthy();
    const put = callsTo(fetch, 'PUT /api/account')[0]!;
    expect(jsonBody(put[1])).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+36 1 234 5678',
      language: 'en',
      notifications: false,
      skills: ['Gépi tanulás', 'Python'],
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
    await screen.findByText('You sign in with ada@example.com.');
    await user.type(screen.getAllByLabelText(/^Current password/)[1]!, 'nope');
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

describe('/account: the sign-in address', () => {
  it('asks for a link to the new address with the current password and says where it went', async () => {
    const fetch = stubApi({
      'GET /api/account': () => json({ ok: true, data: { account } }),
      'GET /api/candidate/contracts': () => json({ contracts: [] }),
      'POST /api/account/email': () => json({ ok: true }, 202),
    });
    const user = userEvent.setup();
    renderWithApp(<AccountPage />, { path: '/account', user: makeUser() });
    expect(await screen.findByText('You sign in with ada@example.com.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^New email address/), 'ada@new.example');
    await user.type(screen.getAllByLabelText(/^Current password/)[0]!, 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(/If ada@new.example can be used, we have sent it a link/)).toBeTruthy();
    expect(jsonBody(callsTo(fetch, 'POST /api/account/email')[0]![1])).toEqual({
      email: 'ada@new.example',
      currentPassword: 'secret-pass',
    });
  });
});

describe('/account: CV, company and data', () => {
  const withCv: Account = {
    ...account,
    cv: { name: 'ada-cv.pdf', uploadedAt: '2026-01-15T10:00:00.000Z', url: '/api/files/abc' },
  };

  it("edits an employer's company name", async () => {
    const fetch = stubApi(
      {
        'GET /api/account': () => json({ ok: true, data: { account: { ...account, companyName: 'Acme' } } }),
        'PUT /api/account': (init) =>
          json({ ok: true, data: { account: { ...account, ...(jsonBody(init) as object) } } }),
      },
      { otherwise: () => json({ ok: true, data: { user: makeUser({ role: 'employer' }) } }) },
    );
    const user = userEvent.setup();
    renderWithApp(<AccountPage />, { path: '/account', user: makeUser({ role: 'employer' }) });
    const company = await screen.findByLabelText(/^Company name/);
    expect((company as HTMLInputElement).value).toBe('Acme');
    await user.clear(company);
    await user.type(company, 'Acme Kft.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details have been saved')).toBeTruthy();
    expect(jsonBody(callsTo(fetch, 'PUT /api/account')[0]![1])).toMatchObject({ companyName: 'Acme Kft.' });
    expect(screen.queryByText('CV on file')).toBeNull();
  });

  it('shows the CV on file, refuses a wrong file type before upload, and removes the CV after confirming', async () => {
    let current: Account = withCv;
    const fetch = stubApi({
      'GET /api/account': () => json({ ok: true, data: { account: current } }),
      'GET /api/candidate/contracts': () => json({ contracts: [] }),
      'DELETE /api/candidate/cv': () => {
        current = { ...account };
        return json({ ok: true });
      },
    });
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<AccountPage />, { path: '/account', user: makeUser() });
    expect((await screen.findByRole('link', { name: 'ada-cv.pdf' })).getAttribute('href')).toBe('/api/files/abc');
    await user.upload(screen.getByLabelText('Replace CV'), new File(['MZ'], 'setup.exe'));
    expect(await screen.findByText('Please select a PDF, DOC, or DOCX file.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/upload-cv')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove CV' }));
    expect(await screen.findByText(/Employers you have applied to keep the CV/)).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove CV' }));
    expect(await screen.findByText('Your CV has been removed')).toBeTruthy();
    expect(await screen.findByText('No CV on file. Upload one to apply faster.')).toBeTruthy();
    expect(callsTo(fetch, 'DELETE /api/candidate/cv')).toHaveLength(1);
  });

  it('uploads a new CV', async () => {
    let current: Account = account;
    const fetch = stubApi({
      'GET /api/account': () => json({ ok: true, data: { account: current } }),
      'GET /api/candidate/contracts': () => json({ contracts: [] }),
      'POST /api/upload-cv': () => {
        current = withCv;
        return json({ ok: true, filePath: '/api/files/abc', fileName: 'ada-cv.pdf' }, 201);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<AccountPage />, { path: '/account', user: makeUser() });
    await user.upload(await screen.findByLabelText('Upload CV'), new File(['%PDF-1.4'], 'ada-cv.pdf'));
    expect(await screen.findByText('Your CV has been saved')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'ada-cv.pdf' })).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/upload-cv')).toHaveLength(1);
  });

  it('offers the data download and deletes the account with the password, then leaves', async () => {
    const fetch = stubApi({
      'GET /api/account': () => json({ ok: true, data: { account } }),
      'GET /api/candidate/contracts': () => json({ contracts: [] }),
      'POST /api/account/delete': () => json({ ok: true }),
    });
    const user = userEvent.setup();
    renderWithApp(<AccountPage />, { path: '/account', user: makeUser() });
    expect((await screen.findByRole('link', { name: 'Download my data' })).getAttribute('href')).toBe(
      '/api/account/export',
    );
    expect(screen.getByText(/Download a copy of everything we hold about you/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/Employers keep only an anonymous count/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Your password/), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('Your account has been deleted')).toBeTruthy();
    expect(jsonBody(callsTo(fetch, 'POST /api/account/delete')[0]![1])).toEqual({ password: 'secret-pass' });
    // The toast is plain DOM, on screen before React has drawn the page the app went to.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('shows a wrong password at the deletion field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'GET /api/account': () => json({ ok: true, data: { account } }),
      'GET /api/candidate/contracts': () => json({ contracts: [] }),
      'POST /api/account/delete': () =>
        json(
          { ok: false, error: 'x', code: 'currentPasswordWrong', fields: { password: 'currentPasswordWrong' } },
          400,
        ),
    });
    const user = userEvent.setup();
    renderWithApp(<AccountPage />, { path: '/account', user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Your password/), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(dialog).findByText('The current password is not correct.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location').textContent).toBe('/account');
  });
});
