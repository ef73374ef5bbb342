import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { json, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { StatusTimeline } from './StatusTimeline.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const history = {
  history: {
    7: [
      { status: 'submitted', at: '2026-11-02T09:00:00.000Z' },
      { status: 'interview', at: '2026-11-10T14:30:00.000Z' },
    ],
  },
};

describe('the status timeline of an application', () => {
  it('lists each status with its date, in English and in Hungarian', async () => {
    stubApi({ 'GET /api/candidate/application-history': () => json(history) });
    const user = userEvent.setup();
    renderWithApp(<StatusTimeline applicationId={7} />, { user: makeUser() });
    await user.click(await screen.findByText('Status history'));
    expect(screen.getByText('Submitted on 2 November 2026')).toBeTruthy();
    expect(screen.getByText('Interview on 10 November 2026')).toBeTruthy();
    await act(() => i18n.changeLanguage('hu'));
    expect(screen.getByText('Interjú: 2026. november 10.')).toBeTruthy();
  });

  it('shows nothing for an application without history', async () => {
    const fetch = stubApi({ 'GET /api/candidate/application-history': () => json(history) });
    renderWithApp(<StatusTimeline applicationId={8} />, { user: makeUser() });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByText('Status history')).toBeNull();
  });
});
