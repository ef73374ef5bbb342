import { describe, expect, it } from 'vitest';
import type { Job } from '../../../server/contract/index.ts';
import { EMPTY_CANDIDATE_FILTERS, filterCandidateJobs } from './filter.ts';

const job = (over: Partial<Job>): Job => ({
  id: 1,
  employerId: 1,
  title: 'Engineer',
  company: 'Acme',
  location: 'Budapest, Hungary',
  type: 'full-time',
  category: 'software-development',
  description: 'Build things.',
  requirements: [],
  skills: [],
  salary: null,
  isActive: true,
  slug: 'engineer',
  source: 'employer_portal',
  startDate: null,
  validThrough: '2099-01-01T00:00:00.000Z',
  listingDays: 60,
  dayRate: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

const jobs = [
  job({ id: 1, title: 'React Developer', location: 'Budapest (Hybrid)', skills: ['TypeScript'] }),
  job({ id: 2, title: 'ML Engineer', category: 'ai-machine-learning', location: 'Helsinki, Finland', type: 'remote' }),
  job({ id: 3, title: 'Data Engineer', category: 'data-science', location: 'Remote (EU)', company: 'Nordic Data' }),
  job({ id: 4, title: 'Product Owner', category: 'product-management', location: 'Warsaw, Poland' }),
];
const ids = (list: Job[]) => list.map((j) => j.id);

describe('candidate job filters of /candidate/jobs', () => {
  it('searches title, company and skills case-insensitively', () => {
    expect(ids(filterCandidateJobs(jobs, { ...EMPTY_CANDIDATE_FILTERS, search: 'typescript' }))).toEqual([1]);
    expect(ids(filterCandidateJobs(jobs, { ...EMPTY_CANDIDATE_FILTERS, search: 'NORDIC' }))).toEqual([3]);
    expect(ids(filterCandidateJobs(jobs, EMPTY_CANDIDATE_FILTERS))).toEqual([1, 2, 3, 4]);
  });

  it('matches the location options budapest, remote (also remote-type jobs) and hybrid', () => {
    expect(ids(filterCandidateJobs(jobs, { ...EMPTY_CANDIDATE_FILTERS, location: 'budapest' }))).toEqual([1]);
    expect(ids(filterCandidateJobs(jobs, { ...EMPTY_CANDIDATE_FILTERS, location: 'remote' }))).toEqual([2, 3]);
    expect(ids(filterCandidateJobs(jobs, { ...EMPTY_CANDIDATE_FILTERS, location: 'hybrid' }))).toEqual([1]);
  });

  it('maps the category options onto the stored categories', () => {
    expect(ids(filterCandidateJobs(jobs, { ...EMPTY_CANDIDATE_FILTERS, category: 'software-dev' }))).toEqual([1]);
    expect(ids(filterCandidateJobs(jobs, { ...EMPTY_CANDIDATE_FILTERS, category: 'ai-ml' }))).toEqual([2]);
    expect(ids(filterCandidateJobs(jobs, { ...EMPTY_CANDIDATE_FILTERS, category: 'data' }))).toEqual([3]);
    expect(ids(filterCandidateJobs(jobs, { ...EMPTY_CANDIDATE_FILTERS, category: 'product' }))).toEqual([4]);
    expect(ids(filterCandidateJobs(jobs, { ...EMPTY_CANDIDATE_FILTERS, category: 'design' }))).toEqual([]);
  });
});

describe('typing into the search of /candidate/jobs', () => {
  it('finds, key by key, what a fresh filtering of the same text finds', () => {
    for (const [text, location] of [
      ['data engineer', 'all'],
      ['engineer', 'remote'],
      ['typescript', 'all'],
    ] as const) {
      for (let i = 0; i <= text.length; i++) {
        const f = { ...EMPTY_CANDIDATE_FILTERS, search: text.slice(0, i), location };
        expect(ids(filterCandidateJobs(jobs, f)), f.search).toEqual(ids(filterCandidateJobs([...jobs], f)));
      }
    }
  });
});
