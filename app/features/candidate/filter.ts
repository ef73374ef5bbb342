// The candidate area's job filters on /candidate/jobs. Its option lists differ from the public
// job board's and from the stored job categories, so each option names the texts it matches.
import {
  type CANDIDATE_JOB_CATEGORIES,
  type CANDIDATE_JOB_LOCATIONS,
  type Job,
  narrows,
  searchTerms,
} from '../../../server/contract/index.ts';
import { jobHasTerms } from '../../../server/contract/jobSearch.ts';

type CandidateLocation = (typeof CANDIDATE_JOB_LOCATIONS)[number];
type CandidateCategory = (typeof CANDIDATE_JOB_CATEGORIES)[number];

export interface CandidateFilters {
  search: string;
  location: CandidateLocation;
  category: CandidateCategory;
}

export const EMPTY_CANDIDATE_FILTERS: CandidateFilters = { search: '', location: 'all', category: 'all' };

/** Substrings of a job's category that each option covers ('ai-ml' also finds 'ai-machine-learning'). */
const CATEGORY_TERMS: Record<Exclude<CandidateCategory, 'all'>, string[]> = {
  'software-dev': ['software-dev', 'software development'],
  data: ['data'],
  'ai-ml': ['ai-ml', 'ai-machine-learning', 'machine-learning', 'machine learning'],
  devops: ['devops'],
  product: ['product'],
  design: ['design'],
};

const norm = (s: string) => s.toLocaleLowerCase();

function matchesLocation(job: Job, location: CandidateLocation): boolean {
  if (location === 'all') return true;
  const where = norm(job.location);
  // A remote-type job is remote wherever its office is.
  if (location === 'remote') return where.includes('remote') || job.type === 'remote';
  return where.includes(location);
}

function matchesCategory(job: Job, category: CandidateCategory): boolean {
  if (category === 'all') return true;
  const value = norm(job.category);
  return CATEGORY_TERMS[category].some((term) => value.includes(term));
}

/** The last filtering: a search that only grows (a key typed at the end) looks within its results. */
let last: {
  jobs: readonly Job[];
  location: CandidateLocation;
  category: CandidateCategory;
  terms: string[];
  found: Job[];
} | null = null;

export function filterCandidateJobs(jobs: readonly Job[], f: CandidateFilters): Job[] {
  // Every word of the search in title, company, location, description or skills, accents and case ignored.
  const terms = searchTerms(f.search);
  const within =
    last &&
    last.jobs === jobs &&
    last.location === f.location &&
    last.category === f.category &&
    narrows(last.terms, terms)
      ? last.found
      : jobs;
  const found = within.filter(
    (job) => jobHasTerms(job, terms) && matchesLocation(job, f.location) && matchesCategory(job, f.category),
  );
  last = { jobs, location: f.location, category: f.category, terms, found };
  return [...found];
}

export const isFiltered = (f: CandidateFilters) =>
  f.search.trim() !== '' || f.location !== 'all' || f.category !== 'all';
