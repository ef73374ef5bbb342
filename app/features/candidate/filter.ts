// The candidate area's job filters on /candidate/jobs. Its option lists differ from the public
// job board's and from the stored job categories, so each option names the texts it matches.
import {
  foldText,
  searchTerms,
  type CANDIDATE_JOB_CATEGORIES,
  type CANDIDATE_JOB_LOCATIONS,
  type Job,
} from '../../../server/contract/index.ts';

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

/** The folded text searched per job, made once per stored row (a keystroke over 10,000 jobs folds nothing). */
const haystacks = new WeakMap<Job, string>();
function haystack(job: Job): string {
  let text = haystacks.get(job);
  if (text === undefined) {
    text = foldText([job.title, job.company, job.location, job.description, ...job.skills].join('\n'));
    haystacks.set(job, text);
  }
  return text;
}

/** Text search over title, company, location, description and skills: every word, accents and case ignored. */
export function filterCandidateJobs(jobs: readonly Job[], f: CandidateFilters): Job[] {
  const terms = searchTerms(f.search);
  return jobs.filter(
    (job) =>
      matchesLocation(job, f.location) &&
      matchesCategory(job, f.category) &&
      terms.every((term) => haystack(job).includes(term)),
  );
}

export const isFiltered = (f: CandidateFilters) =>
  f.search.trim() !== '' || f.location !== 'all' || f.category !== 'all';
