// The interview components: the candidate's choice in My Applications (in Hungarian, times in the
// viewer's zone) and the panel's proposal form (slots sent as the Budapest wall time typed).
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Interview } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { callsTo, json, sentBody, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { InterviewChoice } from './InterviewChoice.tsx';
import { InterviewSlots } from './InterviewSlots.tsx';

beforeAll(() => {
  // The viewer sits in Budapest here, so the times read as the proposer typed them.
  process.env.TZ = 'Europe/Budapest';
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const proposed: Interview = {
  id: 5,
  applicationId: 9,
  status: 'proposed',
  location: 'Budapest, Váci út 1.',
  note: 'Bring your portfolio.',
  sequence: 0,
  slots: [
    { id: 11, startsAt: '2026-11-26T13:00:00.000Z', endsAt: '2026-11-26T14:00:00.000Z' },
    { id: 12, startsAt: '2026-11-27T09:00:00.000Z', endsAt: '2026-11-27T09:45:00.000Z' },
  ],
  chosenSlotId: null,
  proposedBy: { firstName: 'Anna', lastName: 'Admin', role: 'admin' },
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('InterviewChoice (My Applications)', () => {
  it('lists the slots in Hungarian and sends the one picked', async () => {
    await i18n.changeLanguage('hu');
    const fetch = stubApi({
      'GET /api/candidate/interviews': () => json({ ok: true, data: { interviews: [proposed] } }),
      'POST /api/candidate/interviews/5/answer': () =>
        json({ ok: true, data: { interview: { ...proposed, status: 'scheduled', chosenSlotId: 12 } } }),
    });
    renderWithApp(<InterviewChoice applicationId={9} />, {
      user: makeUser({ role: 'candidate' }),
      path: '/candidate/applications',
    });
    const first = await screen.findByRole('radio', { name: '2026. november 26., 14:00–15:00' });
    expect(first).toBeTruthy();
    expect(screen.getByText('Bring your portfolio.')).toBeTruthy();
    const accept = screen.getByRole('button', { name: 'Ezt az időpontot választom' });
    expect(accept.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: '2026. november 27., 10:00–10:45' }));
    await userEvent.click(accept);
    await vi.waitFor(() => expect(callsTo(fetch, 'POST /api/candidate/interviews/5/answer')).toHaveLength(1));
    const i = fetch.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetch, i)).toEqual({ slotId: 12 });
  });

  it('shows nothing for an application without interviews, and a scheduled one with its .ics', async () => {
    stubApi({
      'GET /api/candidate/interviews': () =>
        json({ ok: true, data: { interviews: [{ ...proposed, status: 'scheduled', chosenSlotId: 11 }] } }),
    });
    renderWithApp(
      <>
        <div data-testid="other">
          <InterviewChoice applicationId={8} />
        </div>
        <InterviewChoice applicationId={9} />
      </>,
      { user: makeUser({ role: 'candidate' }) },
    );
    expect(await screen.findByText('Your interview: 26 November 2026, 14:00–15:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Calendar file (.ics)' }).getAttribute('href')).toBe(
      '/api/interviews/5/invite.ics?lang=en',
    );
    expect(within(screen.getByTestId('other')).queryByText(/interview/i)).toBeNull();
  });
});

describe('InterviewSlots (application panel)', () => {
  it('proposes two slots as the Budapest wall time typed, with the place and the note', async () => {
    let sent: Interview[] = [];
    const fetch = stubApi({
      'GET /api/employer/applications/9/interviews': () => json({ ok: true, data: { interviews: sent } }),
      'POST /api/employer/applications/9/interviews': () => {
        sent = [proposed];
        return json({ ok: true, data: { interview: proposed } }, 201);
      },
    });
    renderWithApp(<InterviewSlots area="employer" applicationId={9} />, { user: makeUser({ role: 'employer' }) });
    expect(await screen.findByText('No interview proposed yet.')).toBeTruthy();
    const fill = (slot: HTMLElement, date: string, time: string) => {
      fireEvent.change(within(slot).getByLabelText('Date'), { target: { value: date } });
      fireEvent.change(within(slot).getByLabelText('Start (Budapest time)'), { target: { value: time } });
    };
    fill(screen.getByRole('group', { name: 'Slot 1' }), '2027-10-30', '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Add another slot' }));
    const second = screen.getByRole('group', { name: 'Slot 2' });
    fill(second, '2027-11-01', '10:00');
    await userEvent.selectOptions(within(second).getByLabelText('Length'), '45');
    await userEvent.type(screen.getByLabelText('Place or video link'), 'https://meet.example/abc');
    await userEvent.type(screen.getByLabelText('Note for the candidate (optional)'), 'See you');
    await userEvent.click(screen.getByRole('button', { name: 'Send the proposal' }));
    await vi.waitFor(() => expect(callsTo(fetch, 'POST /api/employer/applications/9/interviews')).toHaveLength(1));
    const i = fetch.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetch, i)).toEqual({
      slots: [
        { date: '2027-10-30', time: '10:00', minutes: 60 },
        { date: '2027-11-01', time: '10:00', minutes: 45 },
      ],
      location: 'https://meet.example/abc',
      note: 'See you',
    });

    // Sent: the card shows the proposal, its slots and status, with cancelling and proposing again; the
    // form is gone until asked for.
    const again = await screen.findByRole('button', { name: 'Propose another interview' });
    expect(screen.queryByRole('form', { name: 'Propose an interview' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the proposal' })).toBeNull();
    expect(screen.getByText('Waiting for the candidate')).toBeTruthy();
    expect(screen.getByText('26 November 2026, 14:00–15:00')).toBeTruthy();
    expect(screen.getByText('27 November 2026, 10:00–10:45')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel the interview' })).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(again));

    await userEvent.click(again);
    expect(screen.getByRole('form', { name: 'Propose an interview' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Slot 1' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close without sending' }));
    expect(screen.queryByRole('form', { name: 'Propose an interview' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Propose another interview' }));
  });

  it('shows the proposals already sent, in Hungarian, with the form closed until asked for', async () => {
    await i18n.changeLanguage('hu');
    stubApi({
      'GET /api/admin/applications/9/interviews': () => json({ ok: true, data: { interviews: [proposed] } }),
    });
    renderWithApp(<InterviewSlots area="admin" applicationId={9} />, { user: makeUser({ role: 'admin' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Újabb interjú javaslása' }));
    expect(screen.getByRole('form', { name: 'Interjú javaslása' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bezárás küldés nélkül' })).toBeTruthy();
  });
});
