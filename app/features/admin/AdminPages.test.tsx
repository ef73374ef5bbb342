import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminCandidate,
  AdminDashboard,
  AdminEmployer,
  Application,
  Contract,
  User,
} from '../../../server/contract/index.ts';
import { matchesQuery } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { callsTo, json, jsonBody, later, stubApi } from '../../test/api.ts';
import { contractsServer } from './contractsServer.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import AdminCandidatesPage from './AdminCandidatesPage.tsx';
import AdminContractsPage from './AdminContractsPage.tsx';
import AdminDashboardPage from './AdminDashboardPage.tsx';
import AdminEmployersPage from './AdminEmployersPage.tsx';
import AdminUsersPage from './AdminUsersPage.tsx';

const admin = makeUser({ id: 99, role: 'admin', firstName: 'Eszter', lastName: 'Németh' });
/** The first page of a server-paged staff list, as the list pages ask for it. */
const LIST = (list: string) => `GET /api/admin/${list}?page=1&pageSize=25`;
const paged = <T,>(items: readonly T[]) => ({ items, total: items.length, page: 1, pageSize: 25 });
/** A stand-in for the server's search of one list: the rows whose fields hold every word of ?q=. */
const searchServer =
  <T,>(list: string, rows: readonly T[], fields: (row: T) => (string | null | undefined)[]) =>
  (key: string) => {
    const m = /^GET \/api\/admin\/(\w+)\?(.*)$/.exec(key);
    if (m?.[1] !== list) throw new Error(`unexpected call ${key}`);
    const q = new URLSearchParams(m[2]).get('q') ?? '';
    return json(paged(rows.filter((r) => matchesQuery(fields(r), q))));
  };
afterEach(() => vi.unstubAllGlobals());

const cand = (
  id: number,
  firstName: string,
  lastName: string,
  email: string,
  location: string | null,
  category: string | null,
  isActive = true,
): AdminCandidate => ({
  id,
  firstName,
  lastName,
  email,
  isActive,
  createdAt: '2025-03-04T10:00:00.000Z',
  applicationCount: id,
  registration:
    location || category
      ? {
          phone: '+36 30 000 0000',
          currentLocation: location,
          jobCategory: category,
          experience: 'mid',
          skills: [],
          availableForRemote: true,
        }
      : null,
});
const candidates = [
  cand(1, 'Anna', 'Kovács', 'anna@example.com', 'hungary', 'data-science'),
  cand(2, 'Péter', 'Nagy', 'peter@corp.eu', 'Debrecen', 'IT & Technology', false),
  cand(3, 'Zoe', 'Smith', 'zoe@mail.uk', null, null),
];

describe('/admin/candidates', () => {
  it('shows the loading text, rows with badges and counts, and filters as you type', async () => {
    const response = later();
    stubApi(
      { [LIST('candidates')]: response.handler },
      {
        otherwise: searchServer('candidates', candidates, (c) => [
          c.firstName,
          c.lastName,
          c.email,
          c.registration?.currentLocation,
          c.registration?.jobCategory,
        ]),
      },
    );
    const user = userEvent.setup();
    renderWithApp(<AdminCandidatesPage />, { path: '/admin/candidates', user: admin });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Candidates' })).toBeTruthy();
    expect(screen.getByText('Loading candidates...')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ }).getAttribute('href')).toBe('/admin/dashboard');
    await response.release(json(paged(candidates)));

    expect(await screen.findByText('3 candidate(s) found')).toBeTruthy();
    const anna = screen.getByRole('row', { name: /anna@example.com/ });
    expect(within(anna).getByText('Anna Kovács')).toBeTruthy();
    expect(within(anna).getByText('Active')).toBeTruthy();
    expect(within(anna).getByText('Hungary')).toBeTruthy();
    expect(within(anna).getByText('Data Science')).toBeTruthy();
    expect(within(anna).getByText('1 application')).toBeTruthy();
    expect(within(anna).getByText('Joined 4 Mar 2025')).toBeTruthy();
    expect(within(anna).getByRole('button', { name: 'Disable: Anna Kovács' })).toBeTruthy();
    const peter = screen.getByRole('row', { name: /peter@corp.eu/ });
    expect(within(peter).getByText('Inactive')).toBeTruthy();
    expect(within(peter).getByText('2 applications')).toBeTruthy();
    expect(within(peter).getByRole('button', { name: 'Enable: Péter Nagy' })).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search.getAttribute('placeholder')).toBe('Search by name, email, location, or category');
    await user.type(search, 'DEBRE');
    expect(await screen.findByText('1 candidate(s) found')).toBeTruthy();
    expect(screen.queryByRole('row', { name: /anna@example.com/ })).toBeNull();
    await user.clear(search);
    await user.type(search, 'hungary');
    expect(await screen.findByRole('row', { name: /anna@example.com/ })).toBeTruthy();
    expect(screen.getByText('1 candidate(s) found')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('0 candidate(s) found')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('3 candidate(s) found')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    stubApi({ [LIST('candidates')]: () => json(paged([])) });
    renderWithApp(<AdminCandidatesPage />, { path: '/admin/candidates', user: admin });
    expect(await screen.findByText('No candidates found')).toBeTruthy();
    expect(screen.getByText('Create your first candidate to get started')).toBeTruthy();
  });

  it('disables a candidate with PATCH {isActive:false} and refreshes the list', async () => {
    let list = candidates;
    const fetch = stubApi({
      [LIST('candidates')]: () => json(paged(list)),
      'PATCH /api/admin/candidates/1': () => {
        list = list.map((c) => (c.id === 1 ? { ...c, isActive: false } : c));
        return json({ ok: true, data: { candidate: list[0] } });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<AdminCandidatesPage />, { path: '/admin/candidates', user: admin });
    await user.click(await screen.findByRole('button', { name: 'Disable: Anna Kovács' }));
    expect(await screen.findByRole('button', { name: 'Enable: Anna Kovács' })).toBeTruthy();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(jsonBody(patch?.[1])).toEqual({ isActive: false });
    expect(await screen.findByText('Candidate updated successfully')).toBeTruthy();
  });

  it('keeps a disable when a search the list was already fetching answers after it, with the row as it was', async () => {
    // Measured in CI: staff type an address and click Disable on the row while that search is still on
    // its way; the search's answer, read before the change, used to put 'Active' back for good.
    let list = candidates;
    const held = later();
    const search = (key: string) => {
      const q = new URLSearchParams(key.split('?')[1]).get('q');
      return json(paged(list.filter((c) => !q || c.email.includes(q))));
    };
    const fetch = stubApi(
      {
        // The first search is held; any later one reads the list as it is then.
        'GET /api/admin/candidates?q=anna&page=1&pageSize=25': () =>
          callsTo(fetch, 'GET /api/admin/candidates?q=anna&page=1&pageSize=25').length > 1
            ? search('GET /api/admin/candidates?q=anna&page=1&pageSize=25')
            : held.handler(),
        'PATCH /api/admin/candidates/1': () => {
          list = list.map((c) => (c.id === 1 ? { ...c, isActive: false } : c));
          return json({ ok: true, data: { candidate: list[0] } });
        },
      },
      { otherwise: search },
    );
    const user = userEvent.setup();
    renderWithApp(<AdminCandidatesPage />, { path: '/admin/candidates', user: admin });
    await screen.findByText('3 candidate(s) found');
    const stale = search('GET /api/admin/candidates?q=anna&page=1&pageSize=25');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'anna');
    await waitFor(() => expect(callsTo(fetch, 'GET /api/admin/candidates?q=anna&page=1&pageSize=25')).toHaveLength(1));
    // The row on screen is the earlier list's, kept while the search is on its way.
    await user.click(screen.getByRole('button', { name: 'Disable: Anna Kovács' }));
    expect(await screen.findByText('Candidate updated successfully')).toBeTruthy();
    await held.release(stale);
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /anna@example.com/ })).getByText('Inactive')).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: 'Enable: Anna Kovács' })).toBeTruthy();
  });

  it('speaks Hungarian', async () => {
    await act(async () => {
      await i18n.changeLanguage('hu');
    });
    stubApi({ [LIST('candidates')]: () => json(paged(candidates)) });
    renderWithApp(<AdminCandidatesPage />, { path: '/admin/candidates', user: admin });
    expect(await screen.findByText('3 álláskereső található')).toBeTruthy();
    expect(screen.getByText('Magyarország')).toBeTruthy();
    expect(screen.getAllByText('Letiltás').length).toBe(2);
    // Names in the Hungarian order, family name first: the rows and the signed-in line.
    expect(screen.getByText('Kovács Anna')).toBeTruthy();
    expect(screen.getByText('Nagy Péter')).toBeTruthy();
    expect(screen.queryByText('Anna Kovács')).toBeNull();
    expect(screen.getByText('Bejelentkezve: Németh Eszter')).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByText('Anna Kovács')).toBeTruthy();
  });
});

describe('/admin/employers', () => {
  const employers: AdminEmployer[] = [
    {
      id: 5,
      firstName: 'Gábor',
      lastName: 'Szabó',
      email: 'gabor@tisza.hu',
      isActive: true,
      createdAt: '2025-01-01T00:00:00.000Z',
      jobCount: 1,
      request: { companyName: 'Tisza Analytics Kft.' },
      emailVerified: true,
      jobReview: false,
    },
    {
      id: 6,
      firstName: 'Eva',
      lastName: 'Berg',
      email: 'eva@nordic.se',
      isActive: true,
      createdAt: '2025-01-01T00:00:00.000Z',
      jobCount: 4,
      request: null,
      emailVerified: true,
      jobReview: false,
    },
  ];
  it('filters on company name and shows jobs posted', async () => {
    stubApi(
      { [LIST('employers')]: () => json(paged(employers)) },
      { otherwise: searchServer('employers', employers, (e) => [e.firstName, e.lastName, e.request?.companyName]) },
    );
    const user = userEvent.setup();
    renderWithApp(<AdminEmployersPage />, { path: '/admin/employers', user: admin });
    expect(await screen.findByText('2 employer(s) found')).toBeTruthy();
    expect(screen.getByText('1 job posted')).toBeTruthy();
    expect(screen.getByText('4 jobs posted')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'tisza an');
    expect(await screen.findByText('1 employer(s) found')).toBeTruthy();
    expect(screen.getByRole('row', { name: /gabor@tisza.hu/ })).toBeTruthy();
  });

  it('moves the review switch at once while it is saved, and back when refused', async () => {
    const answer = later();
    stubApi({ [LIST('employers')]: () => json(paged(employers)), 'PATCH /api/admin/employers/5': answer.handler });
    renderWithApp(<AdminEmployersPage />, { path: '/admin/employers', user: admin });
    const toggle = await screen.findByLabelText<HTMLInputElement>('Review new jobs of gabor@tisza.hu');
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    await answer.release(json({ ok: false, error: { code: 'forbidden' } }, 403));
    await waitFor(() => expect(toggle.checked).toBe(false));
  });
});

describe('/admin/users', () => {
  const users: User[] = [
    makeUser({ id: 1, role: 'owner', firstName: 'Olga', lastName: 'Owner', email: 'owner@x.eu' }),
    makeUser({ id: 2, role: 'admin', firstName: 'Adam', lastName: 'Admin', email: 'admin@x.eu' }),
    makeUser({ id: 3, role: 'employer', firstName: 'Emil', lastName: 'Employer', email: 'emil@x.eu' }),
    makeUser({
      id: 4,
      role: 'candidate',
      firstName: 'Cili',
      lastName: 'Candidate',
      email: 'cili@x.eu',
      isActive: false,
    }),
  ];
  it('marks admin and owner Protected without a toggle; others get Disable/Enable', async () => {
    stubApi(
      { [LIST('users')]: () => json(paged(users)) },
      { otherwise: searchServer('users', users, (u) => [u.firstName, u.lastName, u.email]) },
    );
    const user = userEvent.setup();
    renderWithApp(<AdminUsersPage />, { path: '/admin/users', user: admin });
    for (const email of ['owner@x.eu', 'admin@x.eu']) {
      const row = await screen.findByRole('row', { name: new RegExp(email) });
      expect(within(row).getByText('Protected')).toBeTruthy();
      expect(within(row).queryByRole('button')).toBeNull();
    }
    expect(
      within(screen.getByRole('row', { name: /emil@x.eu/ })).getByRole('button', { name: 'Disable: Emil Employer' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /cili@x.eu/ })).getByRole('button', { name: 'Enable: Cili Candidate' }),
    ).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'emil');
    expect(await screen.findByText('1 user(s) found')).toBeTruthy();
  });

  /** Another owner than the one listed (so the listed one is the last active owner). */
  const otherOwner = makeUser({ id: 5, role: 'owner', firstName: 'Olivia', lastName: 'Owner', email: 'olivia@x.eu' });

  it('lets the owner disable staff accounts, but not the last active owner', async () => {
    const owner = otherOwner;
    let sent: unknown;
    stubApi({
      [LIST('users')]: () => json(paged(users)),
      'PATCH /api/admin/users/2': (init) => {
        sent = jsonBody(init);
        return json({ ok: true, data: { user: { ...users[1]!, isActive: false } } });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<AdminUsersPage />, { path: '/admin/users', user: owner });
    const ownerRow = await screen.findByRole('row', { name: /owner@x.eu/ });
    expect(within(ownerRow).getByText('Last owner')).toBeTruthy();
    expect(within(ownerRow).queryByRole('button')).toBeNull();
    await user.click(
      within(screen.getByRole('row', { name: /admin@x.eu/ })).getByRole('button', { name: 'Disable: Adam Admin' }),
    );
    expect(
      await within(screen.getByRole('row', { name: /admin@x.eu/ })).findByRole('button', {
        name: 'Enable: Adam Admin',
      }),
    ).toBeTruthy();
    expect(sent).toEqual({ isActive: false });
  });

  it("offers the status 'Deleted', which asks the server for erased accounts and shows them without actions", async () => {
    const gone = makeUser({
      id: 9,
      role: 'candidate',
      firstName: 'Deleted',
      lastName: 'user',
      email: 'deleted-9@deleted.invalid',
      isActive: false,
    });
    stubApi({
      [LIST('users')]: () => json(paged(users)),
      'GET /api/admin/users?status=deleted&page=1&pageSize=25': () => json(paged([gone])),
    });
    const user = userEvent.setup();
    renderWithApp(<AdminUsersPage />, { path: '/admin/users', user: admin });
    await screen.findByRole('row', { name: /emil@x.eu/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Deleted');
    const row = await screen.findByRole('row', { name: /deleted-9@deleted.invalid/ });
    expect(within(row).getByText('Deleted')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('row', { name: /emil@x.eu/ })).toBeNull();
    expect(screen.getByText('Export CSV').closest('a')?.getAttribute('href')).toBe(
      '/api/admin/users/export.csv?status=deleted&lang=en',
    );
  });

  it("names the status 'Deleted' Törölt in Hungarian", async () => {
    stubApi({ [LIST('users')]: () => json(paged(users)) });
    await act(() => i18n.changeLanguage('hu'));
    try {
      renderWithApp(<AdminUsersPage />, { path: '/admin/users', user: admin });
      await screen.findByRole('row', { name: /emil@x.eu/ });
      const select = screen.getByRole('combobox', { name: 'Állapot' });
      expect(within(select).getByRole('option', { name: 'Törölt' })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('offers no Disable on the viewer’s own row, in English and Hungarian', async () => {
    const admins = [users[0]!, users[1]!, makeUser({ id: 6, role: 'owner', email: 'second@x.eu' })];
    stubApi({ [LIST('users')]: () => json(paged(admins)) });
    renderWithApp(<AdminUsersPage />, { path: '/admin/users', user: users[0]! });
    const ownRow = await screen.findByRole('row', { name: /owner@x.eu/ });
    expect(within(ownRow).getByText('Your account')).toBeTruthy();
    expect(within(ownRow).queryByRole('button', { name: /Disable/ })).toBeNull();
    const second = screen.getByRole('row', { name: /second@x.eu/ });
    expect(within(second).queryByText('Your account')).toBeNull();
    await act(() => i18n.changeLanguage('hu'));
    try {
      expect(await within(screen.getByRole('row', { name: /owner@x.eu/ })).findByText('Saját fiók')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says Last owner in Hungarian too', async () => {
    stubApi({ [LIST('users')]: () => json(paged(users)) });
    await act(() => i18n.changeLanguage('hu'));
    try {
      renderWithApp(<AdminUsersPage />, { path: '/admin/users', user: otherOwner });
      const ownerRow = await screen.findByRole('row', { name: /owner@x.eu/ });
      expect(within(ownerRow).getByText('Utolsó tulajdonos')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('/admin/contracts', () => {
  const DATES_FOR: Record<Contract['status'], { startDate: string | null; endDate: string | null }> = {
    active: { startDate: '2025-01-01', endDate: null },
    upcoming: { startDate: '2099-01-01', endDate: null },
    completed: { startDate: '2024-01-01', endDate: '2024-06-30' },
    pending: { startDate: null, endDate: null },
  };
  const contract = (id: number, status: Contract['status'], dayRate: number, jobTitle: string): Contract => ({
    // Dates that give `status` on any day: the screen derives the status from them at render time.
    id,
    contractorId: 1,
    employerId: 2,
    jobTitle,
    dayRate,
    ...DATES_FOR[status],
    feePercentage: 1000,
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
    contract(1, 'active', 45050, 'Data Engineer'),
    contract(2, 'active', 50000, 'QA Lead'),
    contract(3, 'upcoming', 99900, 'Architect'),
    contract(4, 'completed', 70000, 'Tester'),
    contract(5, 'pending', 12300, 'Analyst'),
  ];
  it('shows the summed day rates of active contracts, and asks the server for the status and text', async () => {
    const fetch = stubApi({}, { otherwise: contractsServer(contracts) });
    const user = userEvent.setup();
    renderWithApp(<AdminContractsPage />, { path: '/admin/contracts', user: admin });
    const total = (await screen.findByText('Total Daily Rates')).closest('.admin-stat');
    expect(total?.textContent).toContain('€950.50');
    expect(screen.getByText('5 contract(s) found')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Data Engineer/ })).getByText('€450.50')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Analyst/ })).getByText('Pending')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'active');
    expect(await screen.findByText('2 contract(s) found')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'qa');
    expect(await screen.findByText('1 contract(s) found')).toBeTruthy();
    expect(callsTo(fetch, 'GET /api/admin/contracts?q=qa&status=active&page=1&pageSize=25')).toHaveLength(1);
    const exports = screen.getAllByText('Export CSV').map((e) => e.closest('a')?.getAttribute('href'));
    expect(exports).toContain('/api/admin/contracts/export.csv?q=qa&status=active&lang=en');
  });

  it('keeps a status picked while the search is still waiting to be sent', async () => {
    stubApi({}, { otherwise: contractsServer(contracts) });
    const user = userEvent.setup();
    renderWithApp(<AdminContractsPage />, { path: '/admin/contracts', user: admin });
    expect(await screen.findByText('5 contract(s) found')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'er');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'active');
    // 'er': Data Engineer (active) and Tester (completed); with the status kept only the first.
    expect(await screen.findByText('1 contract(s) found')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'er'));
    expect(screen.getByRole('row', { name: /Data Engineer/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveProperty('value', 'active');
  });
});

describe('/admin/dashboard', () => {
  const app = (id: number, status: Application['status']): Application => ({
    id,
    jobId: 10 + id,
    candidateId: 3,
    status,
    cvUrl: null,
    appliedAt: '2025-05-0' + id + 'T09:00:00.000Z',
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
  const users = [1, 2, 3, 4, 5, 6].map((id) =>
    makeUser({ id, firstName: `User${id}`, lastName: 'Test', email: `u${id}@x.eu` }),
  );
  const dashboard: AdminDashboard = {
    user: admin,
    stats: {
      totalUsers: 20,
      totalEmployers: 6,
      totalCandidates: 12,
      totalJobs: 45,
      activeJobs: 41,
      totalApplications: 4,
      totalContracts: 8,
      recentActivity: 9,
    },
    recentUsers: users,
    recentJobs: [],
    recentApplications: [app(1, 'submitted'), app(2, 'review'), app(3, 'offer')],
    recentContracts: [],
    allApplications: [app(1, 'submitted'), app(2, 'review'), app(3, 'offer'), app(4, 'hired')],
  };
  it('shows the stats and sets an application status with PUT /api/applications/{id}', async () => {
    const fetch = stubApi({
      'GET /api/admin/dashboard': () => json(dashboard),
      [LIST('applications')]: () => json(paged(dashboard.allApplications)),
      'PUT /api/applications/2': () => json({ ok: true, data: { application: app(2, 'interview') } }),
    });
    const user = userEvent.setup();
    renderWithApp(<AdminDashboardPage />, { path: '/admin/dashboard', user: admin });
    expect(await screen.findByText('6 employers · 12 candidates')).toBeTruthy();
    expect(screen.getByText('41 active')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Contract Management.*day rates/ }).getAttribute('href')).toBe(
      '/admin/contracts',
    );
    expect(await screen.findByText('4 applications')).toBeTruthy();
    // Recent activity: 3 applications and 2 users.
    expect(screen.getAllByText(/^Anna Kovács applied for Job \d$/)).toHaveLength(3);
    expect(screen.getAllByText(/^User\d Test joined as candidate$/)).toHaveLength(2);
    const select = screen.getByRole('combobox', { name: "Status of Anna Kovács's application for Job 2" });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['submitted', 'review', 'interview', 'offer', 'hired', 'rejected']);
    await user.selectOptions(select, 'interview');
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url, init]) => url === '/api/applications/2' && init?.method === 'PUT')).toBe(
        true,
      ),
    );
    const put = fetch.mock.calls.find(([url]) => url === '/api/applications/2');
    expect(jsonBody(put?.[1])).toEqual({ status: 'interview' });
    expect(await screen.findByText('Application status updated successfully')).toBeTruthy();
  });

  it('shows the status chosen at once, while it is being saved, and the saved one back when refused', async () => {
    const answer = later();
    stubApi({
      'GET /api/admin/dashboard': () => json(dashboard),
      [LIST('applications')]: () => json(paged(dashboard.allApplications)),
      'PUT /api/applications/2': answer.handler,
    });
    renderWithApp(<AdminDashboardPage />, { path: '/admin/dashboard', user: admin });
    const select = await screen.findByRole<HTMLSelectElement>('combobox', {
      name: "Status of Anna Kovács's application for Job 2",
    });
    fireEvent.change(select, { target: { value: 'interview' } });
    expect(select.value).toBe('interview');
    await answer.release(json({ ok: false, error: { code: 'forbidden' } }, 403));
    await waitFor(() => expect(select.value).toBe('review'));
  });
});
