import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../server/contract/index.ts';
import { db } from '../../offline/db.ts';
import { json, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import CandidateJobsPage from './CandidateJobsPage.tsx';
import { makeJob } from '../../test/jobs.ts';

const job = (id: number): Job => makeJob(id);

afterEach(() => vi.unstubAllGlobals());
beforeEach(async () => {
  await db.jobs.clear();
  await db.outbox.clear();
});

const applied = (ids: number[]) => () => json({ ok: true, data: { appliedJobIds: ids } });
// The background pull of the job feed is not what these tests look at: the server 'is down'.
const otherwise = () => json({ ok: false, error: 'down', code: 'serverError' }, 503);

describe('/candidate/jobs?apply=<id>', () => {
  it('opens the apply dialog for the job named in the address once the list has arrived', async () => {
    const user = makeUser();
    await db.jobs.bulkPut([job(1), job(2)]);
    stubApi(
      {
        'GET /api/candidate/applied-jobs': applied([1]),
        'GET /api/candidate/cv-status': () =>
          json({ ok: true, data: { hasExistingCv: false, cvFileName: null, cvUrl: null } }),
      },
      { otherwise },
    );
    renderWithApp(<CandidateJobsPage />, { path: '/candidate/jobs?apply=2', user });
    expect(await screen.findByRole('dialog', { name: 'Apply for Engineer 2' })).toBeTruthy();
  });

  it('does not open the dialog for a job the candidate has already applied for', async () => {
    const user = makeUser();
    await db.jobs.bulkPut([job(1), job(2)]);
    stubApi({ 'GET /api/candidate/applied-jobs': applied([1]) }, { otherwise });
    renderWithApp(<CandidateJobsPage />, { path: '/candidate/jobs?apply=1', user });
    expect(await screen.findByText('Engineer 1')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('/candidate/jobs from the device', () => {
  it('draws 20 jobs at a time from the stored list, with Show more, and marks applied ones', async () => {
    const user = makeUser();
    await db.jobs.bulkPut(Array.from({ length: 45 }, (_, i) => job(i + 1)));
    stubApi({ 'GET /api/candidate/applied-jobs': applied([45]) }, { otherwise });
    renderWithApp(<CandidateJobsPage />, { path: '/candidate/jobs', user });
    expect(await screen.findByText('45 jobs found')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Applied: Engineer 45' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Showing 40 of 45')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(40);
  });

  it('searches accents and case away, every word in any field', async () => {
    const user = makeUser();
    await db.jobs.bulkPut([
      { ...job(1), title: 'Backend Developer', location: 'Kraków, Poland' },
      { ...job(2), title: 'Frontend Developer' },
    ]);
    stubApi({ 'GET /api/candidate/applied-jobs': applied([]) }, { otherwise });
    renderWithApp(<CandidateJobsPage />, { path: '/candidate/jobs', user });
    expect(await screen.findByText('2 jobs found')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'developer KRAKOW' } });
    expect(await screen.findByText('1 job found')).toBeTruthy();
    expect(screen.getByText('Backend Developer')).toBeTruthy();
  });
});
