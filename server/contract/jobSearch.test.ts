import { describe, expect, it } from 'vitest';
import {
  EMPTY_JOB_QUERY,
  activeFilterCount,
  readJobQuery,
  searchJobs,
  writeJobQuery,
  type JobQuery,
} from './jobSearch.ts';
import type { Job } from './schemas.ts';

const NOW = Date.parse('2026-03-31T12:00:00.000Z');
const daysAgo = (n: number) => new Date(NOW - n * 24 * 60 * 60 * 1000).toISOString();

let nextId = 1;
function job(over: Partial<Job> = {}): Job {
  const id = nextId++;
  return {
    id,
    employerId: 1,
    title: `Job ${id}`,
    company: 'Acme',
    location: 'Budapest, Hungary',
    type: 'full-time',
    category: 'software-development',
    description: 'Build things.',
    requirements: [],
    skills: [],
    salary: null,
    isActive: true,
    slug: `job-${id}`,
    source: 'employer_portal',
    startDate: null,
    validThrough: '2099-01-01T00:00:00.000Z',
    listingDays: 60,
    dayRate: null,
    createdAt: daysAgo(id),
    updatedAt: daysAgo(id),
    ...over,
  };
}

const krakow = job({
  title: 'Java Developer',
  location: 'Kraków, Poland',
  salary: { min: 40, max: 60, currency: 'EUR' },
  createdAt: daysAgo(2),
});
const kovacs = job({ title: 'Team Lead', company: 'Kovács és Társa Kft.', createdAt: daysAgo(0.5) });
const lodz = job({ title: 'QA Engineer', location: 'Łódź, Poland (Hybrid)', type: 'contract', createdAt: daysAgo(3) });
const berlin = job({
  title: 'Data Engineer',
  location: 'Remote',
  type: 'remote',
  description: 'Office at Hauptstraße 5, Berlin.',
  skills: ['Python', 'Airflow'],
  salary: { min: 70, max: 90, currency: 'EUR' },
  createdAt: daysAgo(10),
});
const london = job({
  title: 'Python Developer',
  location: 'London, UK',
  category: 'data-science',
  salary: { min: 50, max: null, currency: 'EUR' },
  createdAt: daysAgo(40),
});
const hybridText = job({ title: 'Designer', description: 'Hybrid working: two days a week.', createdAt: daysAgo(45) });
const jobs = [krakow, kovacs, lodz, berlin, london, hybridText];

const find = (over: Partial<JobQuery>) => searchJobs(jobs, { ...EMPTY_JOB_QUERY, ...over }, NOW).map((j) => j.id);
const ids = (...list: Job[]) => list.map((j) => j.id);

describe('searchJobs: the text query', () => {
  it('ignores accents and case', () => {
    expect(find({ q: 'krakow' })).toEqual(ids(krakow));
    expect(find({ q: 'KRAKÓW' })).toEqual(ids(krakow));
    expect(find({ q: 'kovacs' })).toEqual(ids(kovacs));
    expect(find({ q: 'lodz' })).toEqual(ids(lodz));
    expect(find({ q: 'Łódź' })).toEqual(ids(lodz));
    expect(find({ q: 'strasse' })).toEqual(ids(berlin));
  });

  it('needs every word, in any order and any field (title, company, description, skills, location)', () => {
    expect(find({ q: 'python remote' })).toEqual(ids(berlin));
    expect(find({ q: 'remote python' })).toEqual(ids(berlin));
    expect(find({ q: 'airflow berlin' })).toEqual(ids(berlin));
    expect(find({ q: 'engineer poland' })).toEqual(ids(lodz));
    expect(find({ q: 'python' })).toEqual(ids(berlin, london));
    expect(find({ q: 'python cobol' })).toEqual([]);
  });

  it('finds every job for an empty or blank query, newest first', () => {
    expect(find({ q: '   ' })).toEqual(ids(kovacs, krakow, lodz, berlin, london, hybridText));
  });
});

describe('searchJobs: filters', () => {
  it("keeps SPEC's four: location and category by substring, type exact", () => {
    expect(find({ location: 'poland' })).toEqual(ids(krakow, lodz));
    expect(find({ location: 'remote' })).toEqual(ids(berlin));
    expect(find({ category: 'data-science' })).toEqual(ids(london));
    expect(find({ type: 'contract' })).toEqual(ids(lodz));
    expect(find({ location: 'poland', type: 'contract' })).toEqual(ids(lodz));
  });

  it('work mode: remote by type or location, hybrid by location or description', () => {
    expect(find({ mode: 'remote' })).toEqual(ids(berlin));
    expect(find({ mode: 'hybrid' })).toEqual(ids(lodz, hybridText));
  });

  it('posted within 1, 7 or 30 days', () => {
    expect(find({ posted: 1 })).toEqual(ids(kovacs));
    expect(find({ posted: 7 })).toEqual(ids(kovacs, krakow, lodz));
    expect(find({ posted: 30 })).toEqual(ids(kovacs, krakow, lodz, berlin));
  });

  it('minimum salary compares what the job can pay (its maximum, else its minimum) and drops jobs without one', () => {
    expect(find({ minSalary: 50 })).toEqual(ids(krakow, berlin, london));
    expect(find({ minSalary: 70 })).toEqual(ids(berlin));
    expect(find({ minSalary: 100 })).toEqual([]);
  });
});

describe('searchJobs: sort', () => {
  it('salary high to low, jobs without a salary last (newest first among equals)', () => {
    expect(find({ sort: 'salary' })).toEqual(ids(berlin, krakow, london, kovacs, lodz, hybridText));
  });
});

describe('readJobQuery / writeJobQuery', () => {
  it('round-trips every field through search parameters, defaults left out', () => {
    const query: JobQuery = {
      q: 'python remote',
      location: 'poland',
      category: 'devops',
      type: 'contract',
      mode: 'hybrid',
      posted: 7,
      minSalary: 50,
      sort: 'salary',
    };
    const params = writeJobQuery(query);
    expect(params.toString()).toBe(
      'q=python+remote&location=poland&category=devops&type=contract&mode=hybrid&posted=7&salary=50&sort=salary',
    );
    expect(readJobQuery(params)).toEqual({ query, invalid: [] });
    expect(writeJobQuery(EMPTY_JOB_QUERY).toString()).toBe('');
    expect(activeFilterCount(query)).toBe(6);
  });

  it('names the parameters whose value is not allowed and ignores them', () => {
    const { query, invalid } = readJobQuery(new URLSearchParams('type=x&mode=office&posted=3&salary=-5&sort=cheap'));
    expect(query).toEqual(EMPTY_JOB_QUERY);
    expect(invalid).toEqual(['type', 'mode', 'posted', 'salary', 'sort']);
  });
});

describe('searchJobs: typing into the box', () => {
  // What a list gets key by key (each search narrows the one before) is what a fresh search of the same
  // text finds: a fresh copy of the list is searched from scratch.
  const typed = (text: string, over: Partial<JobQuery> = {}) => {
    for (let i = 0; i <= text.length; i++) {
      const q = text.slice(0, i);
      const keyByKey = searchJobs(jobs, { ...EMPTY_JOB_QUERY, ...over, q }, NOW).map((j) => j.id);
      expect(keyByKey, q).toEqual(searchJobs([...jobs], { ...EMPTY_JOB_QUERY, ...over, q }, NOW).map((j) => j.id));
    }
  };

  it('finds, key by key, what a fresh search finds, with filters and either sort', () => {
    typed('engineer poland');
    typed('python remote', { sort: 'salary' });
    typed('łódź qa', { type: 'contract' });
    // Deleting a key, or changing a word, searches all the jobs again.
    typed('python');
    expect(find({ q: 'pyt' })).toEqual(ids(berlin, london));
    expect(find({ q: 'java' })).toEqual(ids(krakow));
  });

  it('searches a new copy of a job by its new text (the same id, read again with another title)', () => {
    expect(find({ q: 'designer' })).toEqual(ids(hybridText));
    const renamed = jobs.map((j) => (j.id === hybridText.id ? { ...j, title: 'Illustrator' } : { ...j }));
    const search = (q: string) => searchJobs(renamed, { ...EMPTY_JOB_QUERY, q }, NOW).map((j) => j.id);
    expect(search('designer')).toEqual([]);
    expect(search('illustrator')).toEqual(ids(hybridText));
  });
});
