// Public job list rules: the shared search, filters and sort (server/contract/jobSearch.ts), plus
// 'saved on this device'; pages of 10.
import { type Job } from '../../../server/contract/index.ts';
import { LIMITS } from '../../../server/contract/options.ts';
import { EMPTY_JOB_QUERY, searchJobs, type JobQuery } from '../../../server/contract/jobSearch.ts';

export interface JobFilters extends JobQuery {
  /** Only the jobs saved on this device. */
  savedOnly: boolean;
}

export const EMPTY_FILTERS: JobFilters = { ...EMPTY_JOB_QUERY, savedOnly: false };

export function filterJobs(
  jobs: readonly Job[],
  f: JobFilters,
  saved: ReadonlySet<number> = new Set(),
  now: number = Date.now(),
): Job[] {
  return searchJobs(f.savedOnly ? jobs.filter((job) => saved.has(job.id)) : jobs, f, now);
}

export interface Page<T> {
  items: T[];
  page: number; // 1-based, clamped to the available pages
  pageCount: number;
}

export function paginate<T>(items: readonly T[], page: number, size: number = LIMITS.jobsPageSize): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}

/** Page buttons to show: all when few, else first, last and a window around the current page (0 = gap).
 * `open`: the last page is not known (a count past its cap), so `pageCount` is the last page known to
 * exist: no last number, the window and a gap after it when more may follow. */
export function pageNumbers(page: number, pageCount: number, open = false): number[] {
  if (open) {
    const window = [1, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount);
    return [...withGaps(window), ...(pageCount > page ? [0] : [])];
  }
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  return withGaps([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
}

/** The page numbers, each once and in order, with a gap (0) where numbers are skipped. */
function withGaps(numbers: number[]): number[] {
  const set = new Set(numbers);
  const sorted = [...set].sort((a, b) => a - b);
  const out: number[] = [];
  let prev = 0; // page numbers start at 1, so 0 means "none yet"
  for (const n of sorted) {
    if (prev > 0 && n - prev > 1) out.push(0);
    out.push(n);
    prev = n;
  }
  return out;
}

/** Skills shown on a card: the first four, and how many more there are. */
export function visibleSkills(skills: readonly string[], max: number = LIMITS.jobCardSkills) {
  return { shown: skills.slice(0, max), more: Math.max(0, skills.length - max) };
}
