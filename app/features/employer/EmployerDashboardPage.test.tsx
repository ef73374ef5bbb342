// The employer's job list shows how long each job stays on the board: 'Listed until <date>', an
// 'Expired' tag once the period has run out, and Renew, which lists the job again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmployerDashboard, EmployerJob } from '../../../server/contract/index.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import EmployerDashboardPage from './EmployerDashboardPage.tsx';

const employer = makeUser({ role: 'employer', firstName: 'Gábor', lastName: 'Szabó' });

const job = (id: number, title: string, validThrough: string): EmployerJob => ({
  id,
  employerId: employer.id,
  title,
  company: 'Tisza Analytics',
  location: 'Budapest',
  type: 'contract',
  category: 'data-science',
  description: 'You will design and run the data platform of a growing Budapest fintech team.',
  requirements: [],
  skills: [],
  salary: null,
  isActive: true,
  slug: `job-${id}`,
  source: 'employer_portal',
  startDate: null,
  validThrough,
  listingDays: 60,
  dayRate: 45000,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  review: { status: 'approved', reason: null },
});

const listed = job(1, 'Data Engineer', '2099-03-15T12:00:00.000Z');
const expired = job(2, 'Risk Analyst', '2020-03-01T12:00:00.000Z');
const renewed = { ...expired, validThrough: '2099-05-01T12:00:00.000Z' };

function stubApi() {
  let current = [listed, expired];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const path = url;
    const json = (body: unknown, status = 200) =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
    if (path === `/api/employer/jobs/${expired.id}/renew` && init?.method === 'POST') {
      current = [listed, renewed];
      const { review, ...plain } = renewed;
      return json({ ok: true, data: { job: plain, review } });
    }
    if (path === '/api/employer/dashboard') {
      const body: EmployerDashboard = {
        user: employer,
        standing: { emailVerified: true, jobReview: false },
        stats: { totalJobs: 2, activeJobs: 1, totalApplications: 0, newApplications: 0 },
        jobs: current,
        applications: [],
      };
      return json(body);
    }
    return json({ jobs: [], removed: [], cursor: null, hasMore: false });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the listing period on the employer dashboard', () => {
  it("shows 'Listed until', tags an expired job and renews it", async () => {
    const fetch = stubApi();
    const user = userEvent.setup();
    renderWithApp(<EmployerDashboardPage />, { user: employer, path: '/employer/dashboard' });

    const rows = await screen.findAllByTestId('employer-job');
    const [first, second] = rows;
    expect(within(first!).getByText('Listed until 15 March 2099')).toBeTruthy();
    expect(within(first!).queryByText('Expired')).toBeNull();
    expect(within(second!).getByText('Expired')).toBeTruthy();
    expect(within(second!).queryByText(/Listed until/)).toBeNull();
    // An expired job's page is off the board: its title is not a link.
    expect(within(second!).queryByRole('link', { name: 'Risk Analyst' })).toBeNull();

    await user.click(within(second!).getByRole('button', { name: 'Renew Risk Analyst' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u, i]) => u === '/api/employer/jobs/2/renew' && i?.method === 'POST')).toBe(true),
    );
    expect(await screen.findByText('"Risk Analyst" is listed until 1 May 2099.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getAllByTestId('employer-job')[1]!).queryByText('Expired')).toBeNull());
    expect(within(screen.getAllByTestId('employer-job')[1]!).getByText('Listed until 1 May 2099')).toBeTruthy();
  });
});
