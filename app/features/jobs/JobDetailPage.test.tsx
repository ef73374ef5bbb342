import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../server/contract/index.ts';
import { db } from '../../offline/db.ts';
import { syncState } from '../../offline/sync.ts';
import { urlOf } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import JobDetailPage from './JobDetailPage.tsx';

const job = (id: number): Job => ({
  id,
  employerId: 1,
  title: `Engineer ${id}`,
  company: 'Acme',
  location: 'Budapest, Hungary',
  type: 'full-time',
  category: 'devops',
  description: 'Keep things running.',
  requirements: [],
  skills: [],
  salary: { min: 50, max: 70, currency: 'EUR' },
  isActive: true,
  slug: `engineer-${id}`,
  source: 'employer_portal',
  startDate: null,
  validThrough: '2099-01-01T00:00:00.000Z',
  listingDays: 60,
  dayRate: null,
  createdAt: new Date(Date.UTC(2025, 0, id)).toISOString(),
  updatedAt: new Date(Date.UTC(2025, 0, id)).toISOString(),
});

/** A device that pulled the job list once (job 1 only); the next pull answers with `later`. */
async function deviceWithJobOne(later: Job[]) {
  const fetch = vi.fn((url: RequestInfo | URL) =>
    Promise.resolve(
      urlOf(url).includes('since=')
        ? Response.json({ jobs: later, removed: [], cursor: 'c2', hasMore: false })
        : Response.json({ jobs: [job(1)], removed: [], cursor: 'c1', hasMore: false }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  await Promise.all([db.jobs.clear(), db.meta.clear(), db.saved.clear()]);
  await syncState.run('jobs');
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('/jobs/{slug} of a job this device has not stored', () => {
  it('pulls the job list once more and shows the job when it has arrived', async () => {
    const fetch = await deviceWithJobOne([job(5)]);
    renderWithApp(<JobDetailPage />, { path: '/jobs/engineer-5', route: '/jobs/:slug', user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Engineer 5' })).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => urlOf(url))).toEqual(['/api/sync/jobs', '/api/sync/jobs?since=c1']);
  });

  it('says the job was not found after that one extra pull, and pulls no more', async () => {
    const fetch = await deviceWithJobOne([]);
    renderWithApp(<JobDetailPage />, { path: '/jobs/engineer-5', route: '/jobs/:slug', user: null });
    expect(await screen.findByText('Job Not Found')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
