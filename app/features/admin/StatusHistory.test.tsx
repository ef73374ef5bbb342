import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { json, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { StatusHistory } from './StatusHistory.tsx';

afterEach(() => vi.unstubAllGlobals());

describe("an application's history for staff", () => {
  it('is read when opened and names who changed the status', async () => {
    const fetch = stubApi({
      'GET /api/admin/applications/7/history': () =>
        json({
          history: [
            { status: 'submitted', at: '2026-11-02T09:00:00.000Z', by: null },
            {
              status: 'interview',
              at: '2026-11-10T14:30:00.000Z',
              by: { name: { firstName: 'Eszter', lastName: 'Németh' }, role: 'admin' },
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderWithApp(<StatusHistory applicationId={7} />, { user: makeUser({ role: 'admin' }) });
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByText('History'));
    expect(await screen.findByText('Interview · 10 Nov 2026 · Eszter Németh')).toBeTruthy();
    expect(screen.getByText('Submitted · 2 Nov 2026')).toBeTruthy();
  });

  it('names who changed it family name first in Hungarian', async () => {
    await i18n.changeLanguage('hu');
    try {
      stubApi({
        'GET /api/admin/applications/7/history': () =>
          json({
            history: [
              {
                status: 'interview',
                at: '2026-11-10T14:30:00.000Z',
                by: { name: { firstName: 'Réka', lastName: 'Szabó' }, role: 'admin' },
              },
            ],
          }),
      });
      const user = userEvent.setup();
      renderWithApp(<StatusHistory applicationId={7} />, { user: makeUser({ role: 'admin' }) });
      await user.click(screen.getByText(/Előzmények|History/));
      expect(await screen.findByText(/Szabó Réka$/)).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
