// The messages under an application in My Applications: only this application's, oldest
// first, dated in the page's language; nothing when there are none.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentMessage } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { json, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { ApplicationMessages } from './ApplicationMessages.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});
const candidate = makeUser({ id: 5, role: 'candidate' });
const message = (id: number, applicationId: number, subject: string): SentMessage => ({
  id,
  applicationId,
  stage: 'rejected',
  subject,
  body: 'Kedves Kovács Anna!\n\nKöszönjük a jelentkezését.',
  language: 'hu',
  sentAt: '2026-11-20T10:05:00.000Z',
});

describe('ApplicationMessages', () => {
  it("shows this application's messages, dated in Hungarian on a Hungarian page", async () => {
    await i18n.changeLanguage('hu');
    stubApi({
      'GET /api/candidate/messages': () =>
        json({ ok: true, data: { messages: [message(1, 9, 'Jelentkezése: Risk Analyst'), message(2, 8, 'Más')] } }),
    });
    renderWithApp(<ApplicationMessages applicationId={9} />, { path: '/candidate/applications', user: candidate });
    expect(await screen.findByRole('heading', { name: 'Üzenetek' })).toBeTruthy();
    expect(screen.getAllByTestId('application-message')).toHaveLength(1);
    expect(screen.getByText('Jelentkezése: Risk Analyst')).toBeTruthy();
    expect(screen.queryByText('Más')).toBeNull();
    // Year first, as Hungarian writes dates.
    expect(screen.getByText(/^Elküldve: 2026\. nov\. 20\./)).toBeTruthy();
  });

  it('shows nothing when the application has no message', async () => {
    stubApi({ 'GET /api/candidate/messages': () => json({ ok: true, data: { messages: [] } }) });
    const { container } = renderWithApp(<ApplicationMessages applicationId={9} />, {
      path: '/candidate/applications',
      user: candidate,
    });
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(container.querySelector('.app-messages')).toBeNull();
  });
});
