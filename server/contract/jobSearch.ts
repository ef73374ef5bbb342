// The public job list's search, filters and sort, shared by the app (over the jobs stored on the
// device) and the server (GET /api/jobs with query parameters): pure functions over the wire Job.
// SPEC's four filters keep their behaviour (location and category by substring, type exact, 'all'
// disables one); the query matches every word in any of title, company, description, skills and
// location, accents and case ignored; work mode, posted within and minimum salary narrow further.
import { JOB_TYPES, type JobType } from './options.ts';
import type { Job } from './schemas.ts';
import { foldText, matchesTerms, narrows, searchableText, searchTerms } from './search.ts';

export const JOB_SORTS = ['newest', 'salary'] as const;
type JobSort = (typeof JOB_SORTS)[number];
export const WORK_MODES = ['remote', 'hybrid'] as const;
type WorkMode = (typeof WORK_MODES)[number];
export const POSTED_WITHIN_DAYS = [1, 7, 30] as const;
type PostedWithin = (typeof POSTED_WITHIN_DAYS)[number];
/** Minimum salary choices, in thousands of EUR a year (salaries are stored in thousands). */
export const MIN_SALARY_OPTIONS = [30, 50, 70, 90] as const;

export interface JobQuery {
  q: string;
  /** 'all' or a public location option, matched as a substring of the job's location. */
  location: string;
  /** 'all' or a public category option, matched as a substring of the job's category. */
  category: string;
  type: JobType | 'all';
  mode: WorkMode | 'all';
  /** Only jobs posted within this many days; null: any time. */
  posted: PostedWithin | null;
  /** Thousands of EUR a year the job pays at least up to; null: any. */
  minSalary: number | null;
  sort: JobSort;
}

export const EMPTY_JOB_QUERY: JobQuery = {
  q: '',
  location: 'all',
  category: 'all',
  type: 'all',
  mode: 'all',
  posted: null,
  minSalary: null,
  sort: 'newest',
};

/** URL search parameter of each field (the same names in the app's address and in GET /api/jobs). */
const PARAM: Record<keyof JobQuery, string> = {
  q: 'q',
  location: 'location',
  category: 'category',
  type: 'type',
  mode: 'mode',
  posted: 'posted',
  minSalary: 'salary',
  sort: 'sort',
};
export const JOB_QUERY_PARAMS: readonly string[] = Object.values(PARAM);

const isOneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);
const WHOLE = /^\d{1,7}$/;

/** The query in search parameters, and the names of parameters whose value is not allowed (ignored). */
export function readJobQuery(params: URLSearchParams): { query: JobQuery; invalid: string[] } {
  const invalid: string[] = [];
  const get = (key: keyof JobQuery) => {
    const v = params.get(PARAM[key]);
    return v === null || v === '' ? null : v;
  };
  const pick = <T>(key: keyof JobQuery, ok: boolean, value: T, fallback: T): T => {
    if (get(key) === null) return fallback;
    if (ok) return value;
    invalid.push(PARAM[key]);
    return fallback;
  };
  const type = get('type');
  const mode = get('mode');
  const posted = Number(get('posted'));
  const salary = get('minSalary');
  const sort = get('sort');
  const query: JobQuery = {
    q: get('q') ?? '',
    location: get('location') ?? 'all',
    category: get('category') ?? 'all',
    type: pick('type', type === 'all' || isOneOf(JOB_TYPES, type), type as JobType | 'all', 'all'),
    mode: pick('mode', mode === 'all' || isOneOf(WORK_MODES, mode), mode as WorkMode | 'all', 'all'),
    posted: pick('posted', isOneOf(POSTED_WITHIN_DAYS, posted), posted as PostedWithin, null),
    minSalary: pick('minSalary', salary !== null && WHOLE.test(salary), Number(salary), null),
    sort: pick('sort', isOneOf(JOB_SORTS, sort), sort as JobSort, 'newest'),
  };
  return { query, invalid };
}

/** Sets (or removes, when at its default) each field's parameter on a copy of `base`. */
export function writeJobQuery(query: Partial<JobQuery>, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of Object.keys(query) as (keyof JobQuery)[]) {
    const value = query[key];
    if (value === undefined) continue;
    const param = PARAM[key];
    if (value === null || value === '' || value === EMPTY_JOB_QUERY[key]) next.delete(param);
    else next.set(param, String(value));
  }
  return next;
}

/** How many filters narrow the list (the text query and the sort are not counted). */
export const activeFilterCount = (q: JobQuery) =>
  [
    q.location !== 'all',
    q.category !== 'all',
    q.type !== 'all',
    q.mode !== 'all',
    q.posted !== null,
    q.minSalary !== null,
  ].filter(Boolean).length;

/** The salary a job can reach, in thousands of EUR; null when it names none (or another currency). */
function topSalary(job: Job): number | null {
  const s = job.salary;
  if (!s || s.currency !== 'EUR') return null;
  return s.max ?? s.min;
}

/** What the search reads of a job besides its plain fields (folded texts, posting time, top salary),
 * worked out once per job: a keystroke over 10,000 jobs folds nothing again, nor does a new read of the
 * same jobs from the device (new objects, same texts). */
interface Folded {
  /** The job it was worked out from: used again only while every field it reads is the same. */
  from: Job;
  all: string;
  location: string;
  category: string;
  place: string; // title and location: where 'remote' or 'hybrid' names the work mode
  body: string;
  created: number; // Date.parse(createdAt)
  top: number | null; // topSalary(job)
}
const foldedJobs = new Map<number, Folded>();

const sameSalary = (a: Job['salary'], b: Job['salary']) =>
  a === b || (!!a && !!b && a.min === b.min && a.max === b.max && a.currency === b.currency);
/** Whether two copies of a job agree on every field the search reads. */
const sameSearchFields = (a: Job, b: Job) =>
  a === b ||
  (a.title === b.title &&
    a.company === b.company &&
    a.description === b.description &&
    a.location === b.location &&
    a.category === b.category &&
    a.createdAt === b.createdAt &&
    a.skills.length === b.skills.length &&
    a.skills.every((s, i) => s === b.skills[i]) &&
    sameSalary(a.salary, b.salary));

function folded(job: Job): Folded {
  let f = foldedJobs.get(job.id);
  if (!f || !sameSearchFields(f.from, job)) {
    f = {
      from: job,
      all: searchableText([job.title, job.company, job.description, ...job.skills, job.location]),
      location: foldText(job.location),
      category: foldText(job.category),
      place: searchableText([job.title, job.location]),
      body: foldText(job.description),
      created: Date.parse(job.createdAt),
      top: topSalary(job),
    };
    foldedJobs.set(job.id, f);
  }
  return f;
}

function matchesMode(job: Job, f: Folded, mode: WorkMode): boolean {
  // A remote-type job is remote wherever its office is; hybrid work is named in the location or the text.
  if (mode === 'remote') return job.type === 'remote' || f.place.includes('remote');
  return f.place.includes('hybrid') || f.body.includes('hybrid');
}

const DAY_MS = 24 * 60 * 60 * 1000;

const byNewest = (a: Job, b: Job) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id);
function bySalary(a: Job, b: Job): number {
  const sa = folded(a).top;
  const sb = folded(b).top;
  if (sa !== sb) return sb === null ? -1 : sa === null ? 1 : sb - sa;
  return byNewest(a, b);
}

/** Works out the search's texts of jobs[from…] until `timeUp()` (asked every 64 jobs) says the slice is
 * over; returns where it stopped (jobs.length when done). A list prepares a large catalogue in slices between which the
 * browser handles keys, so that no keystroke's search folds 10,000 descriptions at once. */
export function prepareJobSearch(jobs: readonly Job[], from: number, timeUp: () => boolean): number {
  let i = from;
  while (i < jobs.length) {
    folded(jobs[i]!);
    i += 1;
    if (i % 64 === 0 && timeUp()) break;
  }
  return i;
}

/** True when every term (from searchTerms) occurs in the job's title, company, description, skills or location. */
export const jobHasTerms = (job: Job, terms: readonly string[]) => matchesTerms(folded(job).all, terms);

/** The last search: a query that only grows (a key typed at the end of a word, or a new word) looks
 * within its results, already in order, instead of all the jobs. */
let lastSearch: { jobs: readonly Job[]; rest: string; terms: string[]; found: Job[] } | null = null;

/** The jobs the query finds, in its order; `now` (ms) dates 'posted within'. */
export function searchJobs(jobs: readonly Job[], query: JobQuery, now: number = Date.now()): Job[] {
  const terms = searchTerms(query.q);
  const location = query.location === 'all' ? null : foldText(query.location);
  const category = query.category === 'all' ? null : foldText(query.category);
  const since = query.posted === null ? null : now - query.posted * DAY_MS;
  const rest = JSON.stringify([location, category, query.type, query.mode, since, query.minSalary, query.sort]);
  const within =
    lastSearch && lastSearch.jobs === jobs && lastSearch.rest === rest && narrows(lastSearch.terms, terms)
      ? lastSearch.found
      : null;
  const found = (within ?? jobs).filter((job) => {
    const f = folded(job);
    if (terms.length > 0 && !matchesTerms(f.all, terms)) return false;
    if (location !== null && !f.location.includes(location)) return false;
    if (category !== null && !f.category.includes(category)) return false;
    if (query.type !== 'all' && job.type !== query.type) return false;
    if (query.mode !== 'all' && !matchesMode(job, f, query.mode)) return false;
    if (since !== null && !(f.created >= since)) return false;
    if (query.minSalary !== null && !((f.top ?? -1) >= query.minSalary)) return false;
    return true;
  });
  // A narrower search keeps the order of the results it looked within.
  if (!within) found.sort(query.sort === 'salary' ? bySalary : byNewest);
  lastSearch = { jobs, rest, terms, found };
  return [...found];
}
