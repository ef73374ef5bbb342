import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CandidateJobs, Job } from '../../../server/contract/index.ts';
import { json, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import CandidateJobsPage from './CandidateJobsPage.tsx';

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

afterEach(() => vi.unstubAllGlobals());

describe('/candidate/jobs?apply=<id>', () => {
  it('opens the apply dialog for the job named in the address once the list has arrived', async () => {
    const user = makeUser();
    const data: CandidateJobs = { user, jobs: [job(1), job(2)], appliedJobIds: [1] };
    stubApi({
      'GET /api/candidate/jobs': () => json(data),
      'GET /api/candidate/cv-status': () =>
        json({ ok: true, data: { hasExistingCv: false, cvFileName: null, cvUrl: null } }),
    });
    renderWithApp(<CandidateJobsPage />, { path: '/candidate/jobs?apply=2', user });
    expect(await screen.findByRole('dialog', { name: 'Apply for Engineer 2' })).toBeTruthy();
  });

  it('does not open the dialog for a job the candidate has already applied for', async () => {
    const user = makeUser();
    const data: CandidateJobs = { user, jobs: [job(1), job(2)], appliedJobIds: [1] };
    stubApi({ 'GET /api/candidate/jobs': () => json(data) });
    renderWithApp(<CandidateJobsPage />, { path: '/candidate/jobs?apply=1', user });
    expect(await screen.findByText('Engineer 1')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
