// My Applications' 'Interview invitations' card counts the invitations waiting for the candidate to pick a
// time, not the applications in the interview stage: such an application may have no proposal yet, or one
// already scheduled.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application, Interview } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { json, stubApi } from '../../test/api.ts';
import { makeJob } from '../../test/jobs.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import CandidateApplicationsPage from './CandidateApplicationsPage.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const candidate = makeUser({ id: 7, role: 'candidate' });
const application = (id: number, status: Application['status']): Application => ({
  id,
  jobId: id,
  candidateId: 7,
  status,
  cvUrl: null,
  notes: null,
  appliedAt: '2026-11-02T09:00:00.000Z',
  job: { ...makeJob(id), salary: null },
  candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
});
const interview = (id: number, applicationId: number, status: Interview['status']): Interview => ({
  id,
  applicationId,
  status,
  location: 'Budapest',
  note: null,
  sequence: 0,
  slots: [{ id: id * 10, startsAt: '2027-01-12T09:00:00.000Z', endsAt: '2027-01-12T10:00:00.000Z' }],
  chosenSlotId: status === 'scheduled' ? id * 10 : null,
  proposedBy: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});

function showPage(applications: Application[], interviews: Interview[]) {
  stubApi(
    {
      'GET /api/candidate/applications': () => json({ user: candidate, applications }),
      'GET /api/candidate/interviews': () => json({ ok: true, data: { interviews } }),
    },
    { otherwise: () => json({ ok: false, code: 'notFound' }, 404) },
  );
  return renderWithApp(<CandidateApplicationsPage />, { path: '/candidate/applications', user: candidate });
}

/** The number on the stat card with this label, once the cards have loaded. */
async function statValue(label: string) {
  const stats = await screen.findByRole('list', {
    name: label === 'Interjúmeghívások' ? 'Jelentkezéseim' : 'My Applications',
  });
  await vi.waitFor(() => expect(stats.getAttribute('aria-busy')).toBeNull());
  const card = within(stats).getByText(label).closest('li')!;
  return card.querySelector('.dash-stat__value')!.textContent;
}

describe('My Applications: interview invitations', () => {
  it('counts none for an application in the interview stage without a proposal, or with its interview scheduled', async () => {
    showPage([application(1, 'interview'), application(2, 'interview')], [interview(5, 2, 'scheduled')]);
    expect(await screen.findByRole('heading', { name: 'Engineer 1' })).toBeTruthy();
    expect(await statValue('Interview invitations')).toBe('0');
    expect(screen.getByText('Waiting for you to choose a time')).toBeTruthy();
  });

  it('counts each proposal waiting for the candidate’s choice, in Hungarian too', async () => {
    await i18n.changeLanguage('hu');
    showPage(
      [application(1, 'interview'), application(2, 'review')],
      [interview(5, 1, 'proposed'), interview(6, 2, 'proposed'), interview(7, 1, 'cancelled')],
    );
    expect(await screen.findByRole('heading', { name: 'Engineer 1' })).toBeTruthy();
    await vi.waitFor(async () => expect(await statValue('Interjúmeghívások')).toBe('2'));
    expect(screen.getByText('Időpontválasztásra várnak')).toBeTruthy();
  });
});
