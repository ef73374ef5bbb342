import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../server/contract/index.ts';
import { db } from '../../offline/db.ts';
import { syncState } from '../../offline/sync.ts';
import { urlOf } from '../../test/api.ts';
import { makeJob } from '../../test/jobs.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import JobDetailPage from './JobDetailPage.tsx';
import { clearStoredJobs } from '../../offline/jobStore.ts';

const job = (id: number): Job => makeJob(id);

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
  await Promise.all([clearStoredJobs(db), db.meta.clear(), db.saved.clear()]);
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

describe('/jobs/{slug} apply card', () => {
  /** A device with job 1 stored; the server knows `applications` for the signed-in candidate. */
  async function deviceWithApplications(applications: { jobId: number; appliedAt: string }[]) {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: RequestInfo | URL) =>
        Promise.resolve(
          urlOf(url).startsWith('/api/candidate/applications')
            ? Response.json({
                user: makeUser(),
                applications: applications.map((a, i) => ({
                  id: i + 1,
                  candidateId: 1,
                  status: 'submitted',
                  cvUrl: null,
                  notes: null,
                  job: { ...job(a.jobId), salary: null },
                  candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
                  ...a,
                })),
              })
            : Response.json({ jobs: [job(1)], removed: [], cursor: 'c1', hasMore: false }),
        ),
      ),
    );
    await Promise.all([clearStoredJobs(db), db.meta.clear(), db.saved.clear(), db.outbox.clear()]);
    await syncState.run('jobs');
  }

  it("shows 'Applied on <date>' instead of Apply for a job the candidate applied for", async () => {
    await deviceWithApplications([{ jobId: 1, appliedAt: '2025-03-04T10:00:00.000Z' }]);
    renderWithApp(<JobDetailPage />, { path: '/jobs/engineer-1', route: '/jobs/:slug', user: makeUser() });
    expect(await screen.findByText(/^Applied on .*2025/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
  });

  it('offers Apply for a job not applied for', async () => {
    await deviceWithApplications([{ jobId: 7, appliedAt: '2025-03-04T10:00:00.000Z' }]);
    renderWithApp(<JobDetailPage />, { path: '/jobs/engineer-1', route: '/jobs/:slug', user: makeUser() });
    const button = await screen.findByRole('button', { name: 'Apply Now' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByText(/^Applied on/)).toBeNull();
  });

  it('sends a visitor to sign in with the way back to this job and its dialog', async () => {
    await deviceWithApplications([]);
    renderWithApp(<JobDetailPage />, { path: '/jobs/engineer-1', route: '/jobs/:slug', user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    expect(screen.getByTestId('location').textContent).toBe('/login?next=%2Fjobs%2Fengineer-1%3Fapply%3D1');
  });
});
