// Bulk actions on the employer's applicants list: a checkbox per row named for the applicant and
// 'select all on this page'; the bar counts the selection; 'Reject…' opens the rejection template in the
// candidates' language (Hungarian here), editable or 'Send nothing'; the bulk call carries the ids and the
// edited text, and each application's outcome is shown. 'Move to…' a stage without a message moves at once.
// The list's filters are read from and written to the URL.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationListing, BulkMessage, EmployerJob } from '../../../server/contract/index.ts';
import { callsTo, json, jsonBody, stubApi, urlOf } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { ApplicantsPanel } from '../employer/ApplicantsPanel.tsx';
import './i18n.ts';

afterEach(() => vi.unstubAllGlobals());
const employer = makeUser({ id: 3, role: 'employer' });

const listing = (id: number, firstName: string, lastName: string): ApplicationListing => ({
  id,
  jobId: 11,
  candidateId: 100 + id,
  status: 'submitted',
  cvUrl: null,
  appliedAt: '2026-01-10T09:00:00.000Z',
  job: {
    title: 'Könyvelő',
    company: 'Kék Bank',
    location: 'Budapest',
    type: 'full-time',
    slug: 'konyvelo',
    isActive: true,
    salary: null,
  },
  candidate: { firstName, lastName, email: `${firstName.toLowerCase()}@example.hu` },
});
const ITEMS = [listing(1, 'Anna', 'Zágoni'), listing(2, 'Béla', 'Ács'), listing(3, 'Cili', 'Major')];
const TEMPLATE: BulkMessage = {
  stage: 'rejected',
  drafts: [
    {
      language: 'hu',
      count: 2,
      subject: 'Jelentkezése: {job}',
      body: 'Kedves {name}!\n\nKöszönjük a jelentkezését a(z) {job} állásra.',
    },
  ],
};
const JOBS = [{ id: 11, title: 'Könyvelő' }] as EmployerJob[];

function setUp(path = '/employer/dashboard') {
  const fetch = stubApi(() => json({}));
  fetch.mockImplementation((url: RequestInfo | URL, init?: RequestInit) => {
    const u = new URL(urlOf(url), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${u.pathname}`;
    if (key === 'GET /api/employer/applications')
      return Promise.resolve(json({ items: ITEMS, total: 3, page: 1, pageSize: 25 }));
    if (key === 'GET /api/employer/bulk-message') return Promise.resolve(json({ ok: true, data: TEMPLATE }));
    if (key === 'POST /api/employer/applications/bulk-stage') {
      const { ids } = jsonBody(init) as { ids: number[] };
      return Promise.resolve(
        json({
          ok: true,
          data: { results: ids.map((id) => ({ id, outcome: id === 2 ? 'unchanged' : 'moved' })) },
        }),
      );
    }
    return Promise.reject(new Error(`unexpected call ${key}`));
  });
  renderWithApp(<ApplicantsPanel jobs={JOBS} />, { path, route: '/employer/dashboard', user: employer });
  return { fetch, user: userEvent.setup() };
}

const listCalls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.map(([url]) => urlOf(url)).filter((u) => u.startsWith('/api/employer/applications?'));

describe('bulk actions on the applicants list', () => {
  it('selects rows by named checkboxes, rejects them with the edited Hungarian template and shows each outcome', async () => {
    const { fetch, user } = setUp();
    const anna = await screen.findByRole('checkbox', { name: 'Select Anna Zágoni' });
    expect(screen.queryByTestId('bulk-bar')).toBeNull();
    await user.click(anna);
    // The keyboard works too: Space on a focused checkbox.
    screen.getByRole('checkbox', { name: 'Select Cili Major' }).focus();
    await user.keyboard(' ');
    const bar = screen.getByTestId('bulk-bar');
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all on this page' }).indeterminate).toBe(
      true,
    );

    await user.click(within(bar).getByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 applicants' });
    const body = await within(dialog).findByLabelText<HTMLTextAreaElement>('Message');
    expect(within(dialog).getByText('Message in Hungarian (2 candidates)')).toBeTruthy();
    expect(body.value).toBe(TEMPLATE.drafts[0]!.body);
    expect(callsTo(fetch, 'GET /api/employer/bulk-message?stage=rejected&ids=1,3')).toHaveLength(1);
    await user.type(body, ' Sok sikert!');
    await user.click(within(dialog).getByRole('button', { name: 'Reject 2' }));

    await vi.waitFor(() => expect(callsTo(fetch, 'POST /api/employer/applications/bulk-stage')).toHaveLength(1));
    expect(jsonBody(callsTo(fetch, 'POST /api/employer/applications/bulk-stage')[0]![1])).toEqual({
      ids: [1, 3],
      stage: 'rejected',
      messages: { hu: { subject: 'Jelentkezése: {job}', body: `${TEMPLATE.drafts[0]!.body} Sok sikert!` } },
    });
    const outcome = await screen.findByTestId('bulk-outcome');
    expect(within(outcome).getByText('Anna Zágoni: moved')).toBeTruthy();
    expect(within(outcome).getByText('Cili Major: moved')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('bulk-bar')).toBeNull();
  });

  it("sends nothing on 'Send nothing', moves to a stage without a message at once, and says what was skipped", async () => {
    const { fetch, user } = setUp();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    expect(within(screen.getByTestId('bulk-bar')).getByText('3 selected')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Move to…'), 'review');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await vi.waitFor(() => expect(callsTo(fetch, 'POST /api/employer/applications/bulk-stage')).toHaveLength(1));
    expect(jsonBody(callsTo(fetch, 'POST /api/employer/applications/bulk-stage')[0]![1])).toEqual({
      ids: [1, 2, 3],
      stage: 'review',
    });
    const outcome = await screen.findByTestId('bulk-outcome');
    expect(within(outcome).getByText('Béla Ács: skipped, already at this stage')).toBeTruthy();
    expect(within(outcome).getByText('Moved: 2, skipped: 1')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Select Béla Ács' }));
    await user.click(screen.getByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 applicant' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Send nothing' }));
    expect(within(dialog).queryByLabelText('Message')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Reject 1' }));
    await vi.waitFor(() => expect(callsTo(fetch, 'POST /api/employer/applications/bulk-stage')).toHaveLength(2));
    expect(jsonBody(callsTo(fetch, 'POST /api/employer/applications/bulk-stage')[1]![1])).toEqual({
      ids: [2],
      stage: 'rejected',
      messages: null,
    });
  });

  it('reads the filters from the URL and writes a changed one there', async () => {
    const { fetch, user } = setUp(
      '/employer/dashboard?job=11&from=2026-01-01&to=2026-01-31&status=submitted&sort=candidate',
    );
    await screen.findByRole('checkbox', { name: 'Select Anna Zágoni' });
    const first = new URL(listCalls(fetch)[0]!, 'http://x').searchParams;
    expect(Object.fromEntries(first)).toMatchObject({
      job: '11',
      from: '2026-01-01',
      to: '2026-01-31',
      status: 'submitted',
      sort: 'candidate',
      page: '1',
    });
    expect(screen.getByLabelText<HTMLSelectElement>('Job').value).toBe('11');
    await user.selectOptions(screen.getByLabelText('Job'), '');
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).not.toContain('job=11'));
    expect(screen.getByTestId('location').textContent).toContain('from=2026-01-01');
  });
});
