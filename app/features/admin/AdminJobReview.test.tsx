// Staff's review queue on /admin/jobs: a waiting job has Approve and Reject; Reject needs a
// reason, which is sent; approving pulls the public job list again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminJob } from '../../../server/contract/index.ts';
import { syncState } from '../../offline/sync.ts';
import { callsTo, json, jsonBody, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import AdminJobsPage from './AdminJobsPage.tsx';

const admin = makeUser({ id: 9999, role: 'admin', firstName: 'Eszter', lastName: 'Németh' });
const LIST = 'GET /api/admin/jobs?page=1&pageSize=25';
const paged = <T,>(items: readonly T[]) => ({ items, total: items.length, page: 1, pageSize: 25 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const job = (id: number, review: AdminJob['review']): AdminJob => ({
  id,
  employerId: 3,
  title: `Job ${id}`,
  company: 'Tisza',
  location: 'Budapest',
  type: 'full-time',
  category: 'data',
  description: 'd',
  requirements: [],
  skills: [],
  salary: null,
  isActive: true,
  slug: `job-${id}`,
  source: 'employer_portal',
  startDate: null,
  validThrough: '2099-01-01T00:00:00.000Z',
  listingDays: 60,
  dayRate: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  review,
  employerName: { firstName: 'Gábor', lastName: 'Szabó' },
  applicationCount: 0,
});
const plain = (j: AdminJob) => {
  const { employerName: _e, applicationCount: _a, review, ...rest } = j;
  return { job: rest, review };
};

describe('the review queue on /admin/jobs', () => {
  it('approves a waiting job and rejects another with a required reason', async () => {
    const run = vi.spyOn(syncState, 'run').mockResolvedValue(undefined);
    const waiting = job(1, { status: 'pending', reason: null });
    const other = job(2, { status: 'pending', reason: null });
    const fetch = stubApi({
      [LIST]: () => json(paged([waiting, other, job(3, { status: 'rejected', reason: 'No salary given.' })])),
      'POST /api/admin/jobs/1/approve': () =>
        json({ ok: true, data: plain({ ...waiting, review: { status: 'approved', reason: null } }) }),
      'POST /api/admin/jobs/2/reject': () =>
        json({ ok: true, data: plain({ ...other, review: { status: 'rejected', reason: 'Too vague.' } }) }),
    });
    const user = userEvent.setup();
    renderWithApp(<AdminJobsPage />, { path: '/admin/jobs', user: admin });
    const first = await screen.findByRole('row', { name: /Job 1/ });
    expect(within(first).getByText('Waiting for review')).toBeTruthy();
    expect(within(first).queryByRole('link', { name: /^View:/ })).toBeNull();
    const turnedDown = screen.getByRole('row', { name: /Job 3/ });
    expect(within(turnedDown).getByText('Rejected')).toBeTruthy();
    expect(within(turnedDown).getByText('No salary given.')).toBeTruthy();
    expect(within(turnedDown).queryByRole('button', { name: 'Approve Job 3' })).toBeNull();

    await user.click(within(first).getByRole('button', { name: 'Approve Job 1' }));
    expect(await screen.findByText('Job approved')).toBeTruthy();
    expect(run).toHaveBeenCalledWith('jobs');

    await user.click(within(screen.getByRole('row', { name: /Job 2/ })).getByRole('button', { name: 'Reject Job 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Job 2”' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject and notify' }));
    expect(await within(dialog).findByText('Please say why the job is rejected.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/admin/jobs/2/reject')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason for rejection'), '  Too vague. ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and notify' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/admin/jobs/2/reject')).toHaveLength(1));
    expect(jsonBody(callsTo(fetch, 'POST /api/admin/jobs/2/reject')[0]?.[1])).toEqual({ reason: 'Too vague.' });
    expect(await screen.findByText('The employer has been emailed the reason.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
