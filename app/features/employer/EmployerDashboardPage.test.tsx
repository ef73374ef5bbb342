// The employer's job list shows how long each job stays on the board: 'Listed until <date>', an
// 'Expired' tag once the period has run out, and Renew, which lists the job again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmployerDashboard, EmployerJob } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
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
    // The applicants list below the panels (ApplicantsPanel, tested in desk/BulkActions.test.tsx).
    if (path.startsWith('/api/employer/applications?')) return json({ items: [], total: 0, page: 1, pageSize: 25 });
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

describe('verification, review, reopen and duplicate on the employer dashboard', () => {
  const pending = {
    ...job(3, 'Queue Analyst', '2099-03-15T12:00:00.000Z'),
    review: { status: 'pending', reason: null },
  };
  const rejected = {
    ...job(4, 'Night Analyst', '2099-03-15T12:00:00.000Z'),
    review: { status: 'rejected', reason: 'Please add the salary range.' },
  };
  const archived = { ...job(5, 'Archived Analyst', '2099-03-15T12:00:00.000Z'), isActive: false };
  const copy = { ...archived, id: 6, slug: 'job-6' };

  function stub(standing: EmployerDashboard['standing'], resendStatus = 202) {
    const jobs = [pending, rejected, archived] as EmployerJob[];
    const fetch = vi.fn((url: string, init?: RequestInit) => {
      const json = (body: unknown, status = 200) =>
        Promise.resolve(
          new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
        );
      const answer = (j: EmployerJob, status = 200) => {
        const { review, ...plain } = j;
        return json({ ok: true, data: { job: plain, review } }, status);
      };
      if (url === '/api/employer/verification' && init?.method === 'POST')
        return resendStatus === 202
          ? json({ ok: true }, 202)
          : json({ ok: false, error: 'x', code: 'tooManyVerificationMails' }, resendStatus);
      if (url === `/api/employer/jobs/${archived.id}/renew` && init?.method === 'POST')
        return answer({ ...archived, isActive: true });
      if (url === `/api/employer/jobs/${archived.id}/duplicate` && init?.method === 'POST') return answer(copy, 201);
      if (url.startsWith('/api/employer/applications?')) return json({ items: [], total: 0, page: 1, pageSize: 25 });
      if (url === '/api/employer/dashboard') {
        const body: EmployerDashboard = {
          user: employer,
          standing,
          stats: { totalJobs: 3, activeJobs: 0, totalApplications: 0, newApplications: 0 },
          jobs,
          applications: [],
        };
        return json(body);
      }
      return json({ jobs: [], removed: [], cursor: null, hasMore: false });
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('shows the verification banner and resends the link', async () => {
    const fetch = stub({ emailVerified: false, jobReview: true });
    const user = userEvent.setup();
    renderWithApp(<EmployerDashboardPage />, { user: employer, path: '/employer/dashboard' });
    const banner = await screen.findByTestId('verify-banner');
    expect(within(banner).getByText('Please verify your email address')).toBeTruthy();
    await user.click(within(banner).getByRole('button', { name: 'Resend the email' }));
    expect(await within(banner).findByText('A new link is on its way. Please check your inbox.')).toBeTruthy();
    expect(fetch.mock.calls.filter(([u]) => u === '/api/employer/verification')).toHaveLength(1);
  });

  it('tells a refused resend in Hungarian', async () => {
    stub({ emailVerified: false, jobReview: true }, 429);
    await i18n.changeLanguage('hu');
    try {
      const user = userEvent.setup();
      renderWithApp(<EmployerDashboardPage />, { user: employer, path: '/employer/dashboard' });
      const banner = await screen.findByTestId('verify-banner');
      await user.click(within(banner).getByRole('button', { name: 'E-mail újraküldése' }));
      expect(
        await within(banner).findByText(
          'Az imént küldtünk megerősítő e-mailt. Kérjük, nézze meg a postafiókját, vagy próbálja újra később.',
        ),
      ).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('tags waiting and rejected jobs with the reason, and no banner once verified', async () => {
    stub({ emailVerified: true, jobReview: false });
    renderWithApp(<EmployerDashboardPage />, { user: employer, path: '/employer/dashboard' });
    const [first, second] = await screen.findAllByTestId('employer-job');
    expect(within(first!).getByText('Waiting for review')).toBeTruthy();
    expect(within(first!).queryByRole('link', { name: 'Queue Analyst' })).toBeNull();
    expect(within(second!).getByText('Rejected')).toBeTruthy();
    expect(
      within(second!).getByText('Rejected: Please add the salary range. Edit the job to send it back for review.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('verify-banner')).toBeNull();
  });

  it('reopens an archived job and opens a duplicate in the edit dialog', async () => {
    const fetch = stub({ emailVerified: true, jobReview: false });
    const user = userEvent.setup();
    renderWithApp(<EmployerDashboardPage />, { user: employer, path: '/employer/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Reopen Archived Analyst' }));
    expect(await screen.findByText('Job reopened')).toBeTruthy();
    expect(fetch.mock.calls.some(([u, i]) => u === '/api/employer/jobs/5/renew' && i?.method === 'POST')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Duplicate Archived Analyst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Job Title/).value).toBe('Archived Analyst');
    expect(screen.getByText('Job duplicated')).toBeTruthy();
  });
});
