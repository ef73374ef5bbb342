import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../server/contract/index.ts';
import { db } from '../../offline/db.ts';
import { json, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import CandidateJobsPage from './CandidateJobsPage.tsx';
import { makeJob } from '../../test/jobs.ts';
import { clearStoredJobs, storeJobs } from '../../offline/jobStore.ts';

const job = (id: number): Job => makeJob(id);

afterEach(() => vi.unstubAllGlobals());
beforeEach(async () => {
  await clearStoredJobs(db);
  await db.outbox.clear();
});

const applied = (ids: number[]) => () => json({ ok: true, data: { appliedJobIds: ids } });
// The background pull of the job feed is not what these tests look at: the server 'is down'.
const otherwise = () => json({ ok: false, error: 'down', code: 'serverError' }, 503);

describe('/candidate/jobs?apply=<id>', () => {
  it('opens the apply dialog for the job named in the address once the list has arrived', async () => {
    const user = makeUser();
    await storeJobs(db, [job(1), job(2)]);
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
    await storeJobs(db, [job(1), job(2)]);
    stubApi({ 'GET /api/candidate/applied-jobs': applied([1]) }, { otherwise });
    renderWithApp(<CandidateJobsPage />, { path: '/candidate/jobs?apply=1', user });
    expect(await screen.findByText('Engineer 1')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('/candidate/jobs from the device', () => {
  it('draws 20 jobs at a time from the stored list, with Show more, and marks applied ones', async () => {
    const user = makeUser();
    await storeJobs(
      db,
      Array.from({ length: 45 }, (_, i) => job(i + 1)),
    );
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
    await storeJobs(db, [
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

describe('/candidate/jobs while typing fast', () => {
  it("draws the last key's results only: a search a later key replaced is not drawn", async () => {
    const user = makeUser();
    const at = (id: number, title: string) => ({ ...job(id), title, location: 'Szeged, Hungary' });
    await storeJobs(db, [at(1, 'Beta tester'), at(2, 'Bench fitter'), at(3, 'Bar manager'), at(4, 'Cook')]);
    stubApi({ 'GET /api/candidate/applied-jobs': applied([]) }, { otherwise });
    renderWithApp(<CandidateJobsPage />, { path: '/candidate/jobs', user });
    expect(await screen.findByText('4 jobs found')).toBeTruthy();
    const counts: string[] = [];
    const status = screen.getByText('4 jobs found');
    new MutationObserver(() => counts.push(status.textContent ?? '')).observe(status, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    const box = screen.getByRole('searchbox');
    // A burst: 'b' (3 jobs), 'be' (2 jobs), 'bet' (1 job), each key before the last one's search ran.
    for (const text of ['b', 'be', 'bet']) fireEvent.change(box, { target: { value: text } });
    // Until the last key's results are drawn, the list says it is busy.
    expect(document.querySelector('[data-results]')?.getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('1 job found')).toBeTruthy();
    expect(screen.getByText('Beta tester')).toBeTruthy();
    expect(document.querySelector('[data-results]')?.getAttribute('aria-busy')).toBe('false');
    expect(counts).not.toContain('3 jobs found');
    expect(counts).not.toContain('2 jobs found');
  });
});
