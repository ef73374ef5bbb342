// The staff console at desktop scale: paged lists, busy-but-focusable controls, one PUT per settled
// status, dialogs that stay open while saving, cache updates instead of list refetches, and contract
// statuses that follow the calendar while the page stays open.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminCandidate,
  AdminDashboard,
  AdminJob,
  Application,
  Contract,
} from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { syncState } from '../../offline/sync.ts';
import { callsTo, json, jsonBody, later, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import AdminCandidatesPage from './AdminCandidatesPage.tsx';
import AdminContractsPage from './AdminContractsPage.tsx';
import AdminDashboardPage, { STATUS_KEYBOARD_SETTLE_MS } from './AdminDashboardPage.tsx';
import AdminJobsPage from './AdminJobsPage.tsx';
import { CandidateDialog } from './CandidateDialog.tsx';
import { adminKeys } from './queries.ts';
import { contractsServer } from './contractsServer.ts';

const admin = makeUser({ id: 9999, role: 'admin', firstName: 'Eszter', lastName: 'Németh' });

/** The first page of a server-paged staff list, as the list pages ask for it. */
const LIST = (list: string) => `GET /api/admin/${list}?page=1&pageSize=25`;
const paged = <T,>(items: readonly T[]) => ({ items, total: items.length, page: 1, pageSize: 25 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const candidate = (i: number, isActive = true): AdminCandidate => ({
  id: i,
  firstName: `Cand${i}`,
  lastName: 'Test',
  email: `c${i}@x.eu`,
  isActive,
  createdAt: '2025-03-04T10:00:00.000Z',
  applicationCount: 0,
  registration: null,
});
const candidates = (n: number) => Array.from({ length: n }, (_, i) => candidate(i + 1));

describe('Enable/Disable while saving', () => {
  it('stays focusable and busy, ignores repeat clicks, updates the row and the dashboard from the answer without refetching', async () => {
    const patch = later();
    const fetch = stubApi({
      [LIST('candidates')]: () => json(paged(candidates(3))),
      'PATCH /api/admin/candidates/1': patch.handler,
    });
    const user = userEvent.setup();
    const { client } = renderWithApp(<AdminCandidatesPage />, { path: '/admin/candidates', user: admin });
    const dashboard = {
      recentUsers: [makeUser({ id: 1, role: 'candidate', isActive: true })],
      allApplications: [],
      recentApplications: [],
    };
    client.setQueryData(adminKeys.dashboard(), dashboard);

    const button = await screen.findByRole('button', { name: 'Disable: Cand1 Test' });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(callsTo(fetch, 'PATCH /api/admin/candidates/1')).toHaveLength(1);

    await patch.release(json({ ok: true, data: { candidate: candidate(1, false) } }));
    expect(await screen.findByRole('button', { name: 'Enable: Cand1 Test' })).toBe(document.activeElement);
    expect(within(screen.getByRole('row', { name: /c1@x.eu/ })).getByText('Inactive')).toBeTruthy();
    expect(callsTo(fetch, LIST('candidates'))).toHaveLength(1);
    expect(client.getQueryData<AdminDashboard>(adminKeys.dashboard())?.recentUsers[0]?.isActive).toBe(false);
  });
});

describe('/admin/jobs', () => {
  const job = (id: number, isActive: boolean): AdminJob => ({
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
    isActive,
    slug: `job-${id}`,
    source: 'employer_portal',
    startDate: null,
    validThrough: '2099-01-01T00:00:00.000Z',
    listingDays: 60,
    dayRate: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    review: { status: 'approved', reason: null },
    employerName: { firstName: 'Gábor', lastName: 'Szabó' },
    applicationCount: 2,
  });

  it('links only active jobs to their public page, and a toggle pulls the public job list again', async () => {
    const run = vi.spyOn(syncState, 'run').mockResolvedValue(undefined);
    const fetch = stubApi({
      [LIST('jobs')]: () => json(paged([job(1, true), job(2, false)])),
      'PATCH /api/admin/jobs/1': () => {
        const { employerName: _e, applicationCount: _a, ...plain } = job(1, false);
        return json({ ok: true, data: { job: plain } });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<AdminJobsPage />, { path: '/admin/jobs', user: admin });
    const active = await screen.findByRole('row', { name: /Job 1/ });
    expect(within(active).getByRole('link', { name: 'View: Job 1' }).getAttribute('href')).toBe('/jobs/job-1');
    const inactive = screen.getByRole('row', { name: /Job 2/ });
    expect(within(inactive).queryByRole('link', { name: /^View:/ })).toBeNull();
    expect(within(inactive).getByText('Not public')).toBeTruthy();

    await user.click(within(active).getByRole('button', { name: 'Deactivate: Job 1' }));
    expect(await screen.findByRole('button', { name: 'Activate: Job 1' })).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Job 1/ })).getByText('Not public')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Job 1/ })).getByText('2')).toBeTruthy(); // list-only counts kept
    expect(run).toHaveBeenCalledWith('jobs');
    expect(callsTo(fetch, LIST('jobs'))).toHaveLength(1);
  });

  it("labels an active job whose listing period is over 'Expired' (not on the board, so no public link)", async () => {
    stubApi({
      [LIST('jobs')]: () =>
        json(paged([job(1, true), { ...job(3, true), validThrough: '2020-01-01T00:00:00.000Z' }, job(2, false)])),
    });
    renderWithApp(<AdminJobsPage />, { path: '/admin/jobs', user: admin });
    const expired = await screen.findByRole('row', { name: /Job 3/ });
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(expired).queryByText('Active')).toBeNull();
    expect(within(expired).queryByRole('link', { name: /^View:/ })).toBeNull();
    expect(within(expired).getByText('Not public')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Job 1/ })).getByText('Active')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Job 2/ })).getByText('Inactive')).toBeTruthy();

    await act(() => i18n.changeLanguage('hu'));
    expect(within(screen.getByRole('row', { name: /Job 3/ })).getByText('Lejárt')).toBeTruthy();
  });
  it("writes the employer's name family name first in Hungarian ('Szabó Réka')", async () => {
    await i18n.changeLanguage('hu');
    try {
      stubApi({
        [LIST('jobs')]: () =>
          json(paged([{ ...job(1, true), employerName: { firstName: 'Réka', lastName: 'Szabó' } }])),
      });
      renderWithApp(<AdminJobsPage />, { path: '/admin/jobs', user: admin });
      const row = await screen.findByRole('row', { name: /Job 1/ });
      expect(within(row).getByText('Szabó Réka')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('dashboard status select', () => {
  const app = (id: number, status: Application['status']): Application => ({
    id,
    jobId: 10 + id,
    candidateId: 3,
    status,
    cvUrl: null,
    appliedAt: '2025-05-01T09:00:00.000Z',
    notes: 'Cover letter text',
    job: {
      title: `Job ${id}`,
      company: 'Tisza',
      description: 'd',
      location: 'Budapest',
      type: 'full-time',
      salary: null,
      slug: `job-${id}`,
      isActive: true,
    },
    candidate: { firstName: 'Anna', lastName: 'Kovács', email: 'anna@example.com' },
  });
  const dashboard: AdminDashboard = {
    user: admin,
    stats: {
      totalUsers: 1,
      totalEmployers: 0,
      totalCandidates: 1,
      totalJobs: 2,
      activeJobs: 2,
      totalApplications: 2,
      totalContracts: 0,
      recentActivity: 0,
    },
    recentUsers: [],
    recentJobs: [],
    recentApplications: [app(1, 'submitted'), app(2, 'review')],
    recentContracts: [],
    allApplications: [app(1, 'submitted'), app(2, 'review')],
  };
  const statusOf = (id: number) =>
    screen.getByRole<HTMLSelectElement>('combobox', { name: `Status of Anna Kovács's application for Job ${id}` });
  const step = (select: HTMLSelectElement, value: string) => {
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value } });
  };

  it('saves once for the value arrow keys settle on, stays focusable while saving, ignores changes meanwhile, and patches the cache', async () => {
    const put = later();
    const fetch = stubApi({
      'GET /api/admin/dashboard': () => json(dashboard),
      [LIST('applications')]: () => json(paged(dashboard.allApplications)),
      'PUT /api/applications/1': put.handler,
    });
    const { client } = renderWithApp(<AdminDashboardPage />, { path: '/admin/dashboard', user: admin });
    await screen.findByText('2 applications');
    const select = statusOf(1);
    select.focus();
    step(select, 'review');
    step(select, 'interview');
    step(select, 'offer');
    expect(select.value).toBe('offer');
    expect(callsTo(fetch, 'PUT /api/applications/1')).toHaveLength(0);

    fireEvent.keyDown(select, { key: 'Enter' });
    await waitFor(() => expect(select.getAttribute('aria-busy')).toBe('true'));
    expect(select.disabled).toBe(false);
    expect(document.activeElement).toBe(select);
    const puts = callsTo(fetch, 'PUT /api/applications/1');
    expect(puts).toHaveLength(1);
    expect(jsonBody(puts[0]?.[1])).toEqual({ status: 'offer' });

    // Further changes while the save is under way are ignored.
    step(select, 'hired');
    fireEvent.change(select, { target: { value: 'rejected' } });
    fireEvent.blur(select);
    expect(select.value).toBe('offer');
    expect(callsTo(fetch, 'PUT /api/applications/1')).toHaveLength(1);

    await put.release(json({ ok: true, data: { application: app(1, 'offer') } }));
    expect(await screen.findByText('Application status updated successfully')).toBeTruthy();
    await waitFor(() => expect(select.getAttribute('aria-busy')).toBeNull());
    expect(select.value).toBe('offer');
    const cached = client.getQueryData<AdminDashboard>(adminKeys.dashboard());
    expect(cached?.allApplications[0]?.status).toBe('offer');
    expect(cached?.recentApplications[0]?.status).toBe('offer');
    expect(callsTo(fetch, 'GET /api/admin/dashboard')).toHaveLength(1); // no refetch of every application
  });

  it('saves a step when the field is left, and not at all when the steps come back to the saved value', async () => {
    const fetch = stubApi({
      'GET /api/admin/dashboard': () => json(dashboard),
      [LIST('applications')]: () => json(paged(dashboard.allApplications)),
      'PUT /api/applications/2': () => json({ ok: true, data: { application: app(2, 'interview') } }),
    });
    renderWithApp(<AdminDashboardPage />, { path: '/admin/dashboard', user: admin });
    await screen.findByText('2 applications');
    const select = statusOf(2);
    step(select, 'interview');
    step(select, 'review');
    fireEvent.blur(select);
    expect(callsTo(fetch, 'PUT /api/applications/2')).toHaveLength(0);
    step(select, 'interview');
    fireEvent.blur(select);
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/applications/2')).toHaveLength(1));
    await waitFor(() => expect(statusOf(2).value).toBe('interview'));
  });

  it('says which stages send the candidate a message, and where to edit the messages', async () => {
    stubApi({
      'GET /api/admin/dashboard': () => json(dashboard),
      [LIST('applications')]: () => json(paged(dashboard.allApplications)),
    });
    renderWithApp(<AdminDashboardPage />, { path: '/admin/dashboard', user: admin });
    await screen.findByText('2 applications');
    const hint = screen.getByText(/^Moving an application to Interview, Offer, Hired or Rejected sends/);
    expect(within(hint).getByRole('link', { name: 'message' }).getAttribute('href')).toBe('/admin/messages');
  });

  const sentStatus = (fetch: ReturnType<typeof stubApi>, id: number) =>
    callsTo(fetch, `PUT /api/applications/${id}`).map(([, init]) => jsonBody(init));

  it(`saves the value arrow keys stop on once they pause for ${STATUS_KEYBOARD_SETTLE_MS} ms`, async () => {
    const fetch = stubApi({
      'GET /api/admin/dashboard': () => json(dashboard),
      [LIST('applications')]: () => json(paged(dashboard.allApplications)),
      'PUT /api/applications/2': () => json({ ok: true, data: { application: app(2, 'offer') } }),
    });
    renderWithApp(<AdminDashboardPage />, { path: '/admin/dashboard', user: admin });
    await screen.findByText('2 applications');
    // Fake time that also moves with real time, so TanStack Query's own zero-delay timers still run.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const select = statusOf(2);
    step(select, 'interview');
    act(() => {
      vi.advanceTimersByTime(STATUS_KEYBOARD_SETTLE_MS - 100);
    });
    step(select, 'offer'); // a new step starts the pause again
    act(() => {
      vi.advanceTimersByTime(STATUS_KEYBOARD_SETTLE_MS - 1);
    });
    expect(sentStatus(fetch, 2)).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await waitFor(() => expect(sentStatus(fetch, 2)).toEqual([{ status: 'offer' }]));
    await waitFor(() => expect(statusOf(2).value).toBe('offer'));
  });

  it('saves a value still waiting out the pause when its row goes away', async () => {
    const fetch = stubApi({
      'GET /api/admin/dashboard': () => json(dashboard),
      [LIST('applications')]: () => json(paged(dashboard.allApplications)),
      'PUT /api/applications/1': () => json({ ok: true, data: { application: app(1, 'interview') } }),
    });
    const { client } = renderWithApp(<AdminDashboardPage />, { path: '/admin/dashboard', user: admin });
    await screen.findByText('2 applications');
    step(statusOf(1), 'review');
    step(statusOf(1), 'interview');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Job 2' } });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /Job 1$/ })).toBeNull());
    // Saved as the row went: the pause's timer was cleared with it (it never saves on its own).
    await waitFor(() => expect(sentStatus(fetch, 1)).toEqual([{ status: 'interview' }]), {
      timeout: STATUS_KEYBOARD_SETTLE_MS / 2,
    });
    await waitFor(() =>
      expect(client.getQueryData<AdminDashboard>(adminKeys.dashboard())?.allApplications[0]?.status).toBe('interview'),
    );
  });
});

describe('admin dialogs while saving', () => {
  it('can be closed with Escape, the close button and Cancel while saving (a server that hangs traps nobody)', async () => {
    const post = later();
    stubApi({ 'POST /api/admin/candidates': post.handler });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<CandidateDialog isOpen candidate={null} onClose={onClose} />, { user: admin });
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Anna');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Kovács');
    await user.type(within(dialog).getByLabelText(/^Email/), 'anna@example.com');
    await user.type(within(dialog).getByLabelText(/^Current Location/), 'Pécs');
    await user.click(within(dialog).getByRole('button', { name: 'Create Candidate' }));
    expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(3);

    // The dialog stayed open here (onClose is a mock): a refusal still lands on its form.
    await post.release(
      json(
        {
          ok: false,
          error: 'An account with this email already exists.',
          code: 'emailTaken',
          fields: { email: 'emailTaken' },
        },
        409,
      ),
    );
    expect(await within(dialog).findByText('An account with this email already exists.')).toBeTruthy();
  });
});

describe('/admin/contracts past midnight', () => {
  const contract = (
    id: number,
    jobTitle: string,
    startDate: string | null,
    endDate: string | null,
    status: Contract['status'],
    dayRate: number,
  ): Contract => ({
    id,
    contractorId: 1,
    employerId: 2,
    jobTitle,
    startDate,
    endDate,
    dayRate,
    feePercentage: null,
    source: 'internal',
    notes: null,
    clientCountry: 'HU',
    clientVatNumber: null,
    partTime: false,
    requiresQualification: false,
    status,
    contractorName: { firstName: 'Contractor', lastName: String(id) },
    employerName: { firstName: 'Gábor', lastName: 'Szabó' },
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  });
  const contracts = [
    contract(1, 'Starts Tomorrow', '2030-03-15', null, 'upcoming', 10000),
    contract(2, 'Ends Today', '2030-01-01', '2030-03-14', 'active', 20000),
  ];

  it('writes the contractor and the employer family name first in Hungarian', async () => {
    await i18n.changeLanguage('hu');
    try {
      const reka = { firstName: 'Réka', lastName: 'Szabó' };
      const row = { ...contracts[0]!, contractorName: reka, employerName: { firstName: 'Gábor', lastName: 'Kiss' } };
      stubApi({}, { otherwise: contractsServer([row]) });
      renderWithApp(<AdminContractsPage />, { path: '/admin/contracts', user: admin });
      const tr = await screen.findByRole('row', { name: /Starts Tomorrow/ });
      expect(within(tr).getByText('Szabó Réka')).toBeTruthy();
      expect(within(tr).getByText('Kiss Gábor')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('derives status and totals from the dates for the Budapest date now, and moves them when the day changes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-14T22:30:00Z')); // 23:30 in Budapest
    stubApi({}, { otherwise: contractsServer(contracts) });
    renderWithApp(<AdminContractsPage />, { path: '/admin/contracts', user: admin });
    const total = async () => (await screen.findByText('Total Daily Rates')).closest('.admin-stat')?.textContent;
    expect(
      await within(await screen.findByRole('row', { name: /Starts Tomorrow/ })).findByText('Upcoming'),
    ).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Ends Today/ })).getByText('Active')).toBeTruthy();
    expect(await total()).toContain('€200.00');

    vi.setSystemTime(new Date('2030-03-14T23:30:00Z')); // 00:30 on the 15th in Budapest
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(within(screen.getByRole('row', { name: /Starts Tomorrow/ })).getByText('Active')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Ends Today/ })).getByText('Completed')).toBeTruthy();
    // The figures come from the server for the new day.
    await waitFor(async () => expect(await total()).toContain('€100.00'));
  });
});
