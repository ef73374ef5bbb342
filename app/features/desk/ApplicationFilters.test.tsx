// Staff's job and employer filters are search-as-you-type pickers: the server has 150 jobs and
// answers 20 at a time, so a job past the first 100 by title is not among the first options, and typing
// part of its title asks the server (q=…) and offers it; picking it (keyboard or click) puts it in the URL.
// The employer picker does the same through the employers list, names in the interface language's order.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminEmployer, AdminJob } from '../../../server/contract/index.ts';
import { json, stubApi, urlOf } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { useListState } from '../admin/serverList.tsx';
import { ApplicationFilters } from './ApplicationFilters.tsx';
import './i18n.ts';

afterEach(() => vi.unstubAllGlobals());
const staff = makeUser({ id: 1, role: 'admin' });

const job = (n: number) => ({ id: n, title: `Role ${String(n).padStart(3, '0')}`, company: 'Kék Bank' }) as AdminJob;
const JOBS = Array.from({ length: 150 }, (_, i) => job(i + 1));
// The one to find: last by title, far beyond the first 100.
JOBS.push({ id: 999, title: 'Zeppelin Pilot', company: 'Légcsavar Kft.' } as AdminJob);
const EMPLOYERS = [
  { id: 7, firstName: 'Ede', lastName: 'Kovács', request: null },
  { id: 8, firstName: 'Vera', lastName: 'Nagy', request: { companyName: 'Nagy és Társa' } },
] as AdminEmployer[];

function Filters() {
  const state = useListState('applications');
  return <ApplicationFilters state={state} />;
}

function setUp(path = '/admin/dashboard') {
  const fetch = stubApi(() => json({}));
  fetch.mockImplementation((url: RequestInfo | URL) => {
    const u = new URL(urlOf(url), 'http://localhost');
    const q = (u.searchParams.get('q') ?? '').toLowerCase();
    const size = Number(u.searchParams.get('pageSize'));
    if (u.pathname === '/api/admin/jobs') {
      const found = JOBS.filter((j) => `${j.title} ${j.company}`.toLowerCase().includes(q));
      return Promise.resolve(json({ items: found.slice(0, size), total: found.length, page: 1, pageSize: size }));
    }
    if (u.pathname === '/api/admin/jobs/999/applications')
      return Promise.resolve(
        json({ job: { id: 999, title: 'Zeppelin Pilot', company: 'Légcsavar Kft.', isActive: true } }),
      );
    if (u.pathname === '/api/admin/employers') {
      const found = EMPLOYERS.filter((e) => `${e.firstName} ${e.lastName}`.toLowerCase().includes(q));
      return Promise.resolve(json({ items: found, total: found.length, page: 1, pageSize: size }));
    }
    return Promise.reject(new Error(`unexpected call ${u.pathname}`));
  });
  renderWithApp(<Filters />, { path, user: staff });
  return fetch;
}

describe('staff application filters', () => {
  it('finds a job beyond the first 100 by typing and puts it in the URL', async () => {
    const user = userEvent.setup();
    const fetch = setUp();
    const picker = screen.getByRole<HTMLInputElement>('combobox', { name: 'Job' });
    expect(picker.getAttribute('placeholder')).toBe('All jobs');
    await user.click(picker);
    expect(await screen.findByRole('option', { name: /Role 001 · Kék Bank/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Zeppelin/ })).toBeNull();

    await user.type(picker, 'zeppel');
    const found = await screen.findByRole('option', { name: /Zeppelin Pilot · Légcsavar Kft\./ });
    expect(screen.queryByRole('option', { name: /Role 001/ })).toBeNull();
    expect(fetch.mock.calls.some(([url]) => urlOf(url).includes('q=zeppel'))).toBe(true);
    // The first option clears the filter; the match is the second, reached by the arrow key.
    expect(screen.getAllByRole('option')[0]!.textContent).toBe('All jobs');
    expect(found).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');

    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('job=999'));
    expect(picker.value).toBe('Zeppelin Pilot · Légcsavar Kft.');

    // Choosing 'All jobs' clears it.
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'All jobs' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).not.toContain('job='));
    expect(picker.value).toBe('');
  });

  it('finds an employer by name, shown in the interface language order, and says when nothing matches', async () => {
    const user = userEvent.setup();
    setUp();
    const picker = screen.getByRole('combobox', { name: 'Employer' });
    await user.click(picker);
    expect(await screen.findByRole('option', { name: 'Ede Kovács' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Nagy és Társa' })).toBeTruthy();
    await user.type(picker, 'nobody');
    expect(await screen.findByText('Nothing matches')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard');
  });

  it('keeps a job named in the URL chosen, by its title once known', async () => {
    setUp('/admin/dashboard?job=999');
    const picker = screen.getByRole<HTMLInputElement>('combobox', { name: 'Job' });
    expect(picker.value).toBe('Job #999');
    await waitFor(() => expect(picker.value).toBe('Zeppelin Pilot · Légcsavar Kft.'));
  });
});
