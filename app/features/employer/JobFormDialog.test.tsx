import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { jsonBody } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { paste } from '../../test/user.ts';
import { JobFormDialog } from './JobFormDialog.tsx';

const employer = makeUser({ role: 'employer', firstName: 'Gábor', lastName: 'Szabó' });
const DESCRIPTION = 'You will design and run the data platform of a growing Budapest fintech team.';

const job: Job = {
  id: 42,
  employerId: 1,
  title: 'Data Engineer',
  company: 'Tisza Analytics',
  location: 'Budapest (Hybrid)',
  type: 'full-time',
  category: 'data-science',
  description: DESCRIPTION,
  requirements: ['Python', 'SQL'],
  skills: ['Airflow', 'dbt'],
  salary: { min: 50, max: 70, currency: 'EUR' },
  isActive: true,
  slug: 'data-engineer',
  source: 'employer_portal',
  startDate: '2026-03-01',
  validThrough: '2099-01-01T00:00:00.000Z',
  listingDays: 60,
  dayRate: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const APPROVED = { status: 'approved', reason: null } as const;
function stubFetch(status = 201, body: unknown = { ok: true, data: { job, review: APPROVED } }) {
  const fetch = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const writes = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('post/edit job dialog', () => {
  it('shows every validation message of the job form', async () => {
    const fetch = stubFetch();
    const user = userEvent.setup();
    renderWithApp(<JobFormDialog isOpen job={null} onClose={vi.fn()} />, { user: employer });
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Job title is required')).toBeTruthy();
    expect(screen.getByText('Company name is required')).toBeTruthy();
    expect(screen.getByText('Location is required')).toBeTruthy();
    expect(screen.getByText('Please select a job type')).toBeTruthy();
    expect(screen.getByText('Category is required')).toBeTruthy();
    expect(screen.getByText('Description must be at least 50 characters')).toBeTruthy();
    expect(screen.getByLabelText(/Job Title/).getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText(/Minimum Salary/), '6o');
    await user.type(screen.getByLabelText(/Maximum Salary/), '40');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Salary must be a whole number')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Minimum Salary/));
    await user.type(screen.getByLabelText(/Minimum Salary/), '60');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Minimum salary cannot be higher than maximum salary')).toBeTruthy();
    expect(writes(fetch)).toHaveLength(0);
  });

  it('posts requirements by line, skills by comma, salary in thousands, no start date, the default 60 days', async () => {
    const fetch = stubFetch();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<JobFormDialog isOpen job={null} defaultCompany="Tisza Analytics" onClose={onClose} />, {
      user: employer,
    });
    expect(screen.getByLabelText<HTMLInputElement>(/Company/).value).toBe('Tisza Analytics');
    await paste(user, screen.getByLabelText(/Job Title/), 'Data Engineer');
    await paste(user, screen.getByLabelText(/^Location/), 'Budapest (Hybrid)');
    await user.selectOptions(screen.getByLabelText(/Job Type/), 'full-time');
    await user.selectOptions(screen.getByLabelText(/Category/), 'data-science');
    await paste(user, screen.getByLabelText(/Job Description/), DESCRIPTION);
    await user.type(screen.getByLabelText(/Requirements/), 'Python{enter}{enter}  SQL  ');
    await user.type(screen.getByLabelText(/Skills/), 'Airflow, dbt,, ');
    await user.type(screen.getByLabelText(/Minimum Salary/), '50');
    await user.type(screen.getByLabelText(/Maximum Salary/), '70');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    const [url, init] = writes(fetch)[0] ?? [];
    expect(url).toBe('/api/employer/jobs');
    expect(init?.method).toBe('POST');
    expect(jsonBody(init)).toEqual({
      title: 'Data Engineer',
      company: 'Tisza Analytics',
      location: 'Budapest (Hybrid)',
      type: 'full-time',
      category: 'data-science',
      description: DESCRIPTION,
      requirements: ['Python', 'SQL'],
      skills: ['Airflow', 'dbt'],
      salary: { min: 50, max: 70, currency: 'EUR' },
      startDate: null,
      listingDays: 60,
      dayRate: null,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Job posted successfully!')).toBeTruthy();
  });

  it('says a new employer’s job waits for review instead of being live', async () => {
    stubFetch(201, { ok: true, data: { job, review: { status: 'pending', reason: null } } });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<JobFormDialog isOpen job={null} defaultCompany="Tisza Analytics" onClose={onClose} />, {
      user: employer,
    });
    await paste(user, screen.getByLabelText(/Job Title/), 'Data Engineer');
    await paste(user, screen.getByLabelText(/^Location/), 'Budapest (Hybrid)');
    await user.selectOptions(screen.getByLabelText(/Job Type/), 'full-time');
    await user.selectOptions(screen.getByLabelText(/Category/), 'data-science');
    await paste(user, screen.getByLabelText(/Job Description/), DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Job saved')).toBeTruthy();
    expect(
      screen.getByText('"Data Engineer" waits for our review and appears on the job board once approved.'),
    ).toBeTruthy();
    expect(screen.queryByText('Job posted successfully!')).toBeNull();
  });

  it('posts a contract role with a day rate in cents and a 90-day listing period', async () => {
    const fetch = stubFetch();
    const user = userEvent.setup();
    renderWithApp(<JobFormDialog isOpen job={null} defaultCompany="Tisza Analytics" onClose={vi.fn()} />, {
      user: employer,
    });
    expect(screen.getByLabelText<HTMLSelectElement>(/Listing Period/).value).toBe('60');
    await paste(user, screen.getByLabelText(/Job Title/), 'Data Engineer');
    await paste(user, screen.getByLabelText(/^Location/), 'Budapest (Hybrid)');
    await user.selectOptions(screen.getByLabelText(/Job Type/), 'contract');
    await user.selectOptions(screen.getByLabelText(/Category/), 'data-science');
    await paste(user, screen.getByLabelText(/Job Description/), DESCRIPTION);
    await user.type(screen.getByLabelText(/Day Rate/), '4.5');
    await user.selectOptions(screen.getByLabelText(/Listing Period/), '90 days');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Day rate must be a whole number of euros')).toBeTruthy();
    expect(writes(fetch)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Day Rate/));
    await user.type(screen.getByLabelText(/Day Rate/), '450');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    const [, init] = writes(fetch)[0] ?? [];
    expect(jsonBody(init)).toMatchObject({ type: 'contract', dayRate: 45000, listingDays: 90 });
  });

  it('edits a job with its values filled in and reports a failure', async () => {
    const fetch = stubFetch(400, {
      ok: false,
      error: 'Description must be at least 50 characters',
      code: 'descriptionMin',
      fields: { description: 'descriptionMin' },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<JobFormDialog isOpen job={job} onClose={onClose} />, { user: employer });
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Requirements/).value).toBe('Python\nSQL');
    expect(screen.getByLabelText<HTMLInputElement>(/Skills/).value).toBe('Airflow, dbt');
    expect(screen.getByLabelText<HTMLInputElement>(/Start Date/).value).toBe('2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    expect(writes(fetch)[0]?.[0]).toBe('/api/employer/jobs/42');
    expect(writes(fetch)[0]?.[1]?.method).toBe('PUT');
    expect(await screen.findByText('Failed to update job')).toBeTruthy();
    expect(screen.getAllByText('Description must be at least 50 characters').length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the messages in Hungarian', async () => {
    await act(async () => {
      await i18n.changeLanguage('hu');
    });
    stubFetch();
    const user = userEvent.setup();
    renderWithApp(<JobFormDialog isOpen job={null} onClose={vi.fn()} />, { user: employer });
    await user.click(screen.getByRole('button', { name: 'Állás közzététele' }));
    expect(await screen.findByText('Kérjük, válassza ki a foglalkoztatás típusát')).toBeTruthy();
  });
});
