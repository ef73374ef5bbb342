import { describe, expect, it } from 'vitest';
import type { Job } from '../../../server/contract/index.ts';
import { EMPTY_FILTERS, filterJobs, pageNumbers, paginate, visibleSkills } from './filter.ts';
import { employmentType, jobPostingJsonLd } from '../../../server/contract/jsonLd.ts';

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
    // Each job a day older than the one before: the list reads in the order written (newest first).
    createdAt: new Date(Date.UTC(2025, 0, 1) - id * 86_400_000).toISOString(),
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}

describe('filterJobs', () => {
  const jobs = [
    job({
      title: 'Senior Python Developer',
      company: 'Danube Bank',
      location: 'Budapest, Hungary',
      category: 'software-development',
    }),
    job({
      title: 'Data Scientist',
      company: 'Nordfinans',
      description: 'Python and SQL',
      location: 'Stockholm, Sweden',
      category: 'data-science',
      type: 'contract',
    }),
    job({
      title: 'ML Engineer',
      company: 'Python Labs',
      location: 'Remote',
      category: 'ai-machine-learning',
      type: 'remote',
    }),
    job({ title: 'Product Manager', location: 'London, UK', category: 'product-management' }),
  ];

  it("'all' disables every filter", () => {
    expect(filterJobs(jobs, EMPTY_FILTERS)).toHaveLength(4);
  });

  it('keeps only the jobs saved on this device when asked, together with the other filters', () => {
    const saved = new Set(jobs.slice(0, 2).map((j) => j.id));
    expect(filterJobs(jobs, { ...EMPTY_FILTERS, savedOnly: true }, saved).map((j) => j.title)).toEqual([
      'Senior Python Developer',
      'Data Scientist',
    ]);
    expect(
      filterJobs(jobs, { ...EMPTY_FILTERS, savedOnly: true, type: 'contract' }, saved).map((j) => j.title),
    ).toEqual(['Data Scientist']);
    expect(filterJobs(jobs, { ...EMPTY_FILTERS, savedOnly: true })).toHaveLength(0);
    expect(filterJobs(jobs, EMPTY_FILTERS, saved)).toHaveLength(4);
  });
  it('search matches title, company or description, case-insensitively', () => {
    expect(filterJobs(jobs, { ...EMPTY_FILTERS, q: 'PYTHON' }).map((j) => j.title)).toEqual([
      'Senior Python Developer',
      'Data Scientist',
      'ML Engineer',
    ]);
    expect(filterJobs(jobs, { ...EMPTY_FILTERS, q: '  nordfinans ' })).toHaveLength(1);
  });
  it('location and category match by substring, type exactly', () => {
    expect(filterJobs(jobs, { ...EMPTY_FILTERS, location: 'sweden' }).map((j) => j.company)).toEqual(['Nordfinans']);
    expect(filterJobs(jobs, { ...EMPTY_FILTERS, location: 'remote' })).toHaveLength(1);
    expect(filterJobs(jobs, { ...EMPTY_FILTERS, category: 'machine-learning' })).toHaveLength(1);
    expect(filterJobs(jobs, { ...EMPTY_FILTERS, type: 'contract' })).toHaveLength(1);
    expect(filterJobs(jobs, { ...EMPTY_FILTERS, type: 'part-time' })).toHaveLength(0);
  });
  it('combines filters', () => {
    expect(filterJobs(jobs, { ...EMPTY_FILTERS, q: 'python', location: 'hungary', type: 'full-time' })).toHaveLength(1);
  });
});

describe('paginate (pages of 10)', () => {
  const items = Array.from({ length: 41 }, (_, i) => i + 1);
  it('slices pages of 10 and counts pages', () => {
    expect(paginate(items, 1)).toEqual({ items: items.slice(0, 10), page: 1, pageCount: 5 });
    expect(paginate(items, 5).items).toEqual([41]);
  });
  it('clamps out-of-range and junk page numbers', () => {
    expect(paginate(items, 99).page).toBe(5);
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate(items, Number.NaN).page).toBe(1);
    expect(paginate([], 3)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
  it('numbers the page buttons with gaps when there are many', () => {
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(6, 12)).toEqual([1, 0, 5, 6, 7, 0, 12]);
  });

  it('names no last page when the count is not exact: the window, then a gap while more follow', () => {
    expect(pageNumbers(1, 2, true)).toEqual([1, 2, 0]);
    expect(pageNumbers(150, 151, true)).toEqual([1, 0, 149, 150, 151, 0]);
    expect(pageNumbers(151, 151, true)).toEqual([1, 0, 150, 151]); // the last page: no next
  });
});

describe('job cards and structured data', () => {
  it('shows four skills then "+N more"', () => {
    expect(visibleSkills(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 2 });
    expect(visibleSkills(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
  it('maps employment types and salaries to yearly euros', () => {
    expect(employmentType('full-time')).toBe('CONTRACTOR');
    expect(employmentType('part-time')).toBe('CONTRACTOR');
    expect(employmentType('contract')).toBe('CONTRACTOR');
    expect(employmentType('remote')).toBe('TEMPORARY');
    const ld = jobPostingJsonLd(job({ salary: { min: 60, max: 80, currency: 'EUR' } }), 'https://portaltalent.eu');
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', unitText: 'YEAR', minValue: 60000, maxValue: 80000 },
    });
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Acme' });
    expect(ld.jobLocation).toBeDefined();
    const remote = jobPostingJsonLd(job({ type: 'remote', location: 'Remote' }), 'https://portaltalent.eu');
    expect(remote.jobLocationType).toBe('TELECOMMUTE');
    expect(remote.jobLocation).toBeUndefined();
  });
});
