// The board's search at scale: 3,000 jobs, some not listed (closed, run out, waiting for review),
// in Hungarian and English with accents, ties in creation time and salaries in other currencies or with one
// end. GET /api/jobs must answer what the in-memory search over every listed job (server/contract/jobSearch.ts
// searchJobs, the board's path before it searched in the database) answers, page by page and in total (exact up
// to LIMITS.boardCountCap, past it the cap and totalExact false); and a
// page of the newest or best-paid jobs walks its index (migration 20261202030001) instead of sorting the board.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../contract/index.ts';
import { LIMITS } from '../../contract/options.ts';
import { EMPTY_JOB_QUERY, readJobQuery, searchJobs as sharedSearch, type JobQuery } from '../../contract/jobSearch.ts';
import { searchJobs } from '../../test/fixtures.ts';
import { planOf, queriesDuring, startServer, type TestServer } from '../../test/harness.ts';
import { presentJob } from '../shared/presenters.ts';
import { activeJobs, pageOfListedJobs } from './repo.ts';

const JOBS = 3000;
/** The total a search answers for `found` jobs. */
const totalOf = (found: number) => ({
  total: Math.min(found, LIMITS.boardCountCap),
  totalExact: found <= LIMITS.boardCountCap,
});

/** One statement, as a bulk load would: each field cycles through its own list, so the combinations vary. */
const SEED = `
  insert into jobs (title, company, location, type, category, description, skills, salary_min, salary_max,
    salary_currency, slug, created_at, listed_until, is_active, review_status)
  select
    (array['Adattudós', 'Szoftverfejlesztő', 'Data Engineer', 'Python Developer', 'Könyvelő',
      'Ügyfélszolgálati munkatárs', 'Remote QA Tester'])[1 + i % 7] || ' ' || i,
    (array['Győri Bank Zrt.', 'Kraków Soft', 'Őrség Kft.', 'Straße GmbH', 'Tést Oy'])[1 + i % 5],
    (array['Budapest, Hungary', 'Győr, Hungary', 'Kraków, Poland (Hybrid)', 'Remote', 'Debrecen, Hungary'])[1 + i % 5],
    (array['full-time', 'part-time', 'contract', 'remote'])[1 + i % 4],
    (array['software-development', 'data-science', 'devops', 'ai-machine-learning', 'finance'])[1 + i % 6 % 5],
    (array['Python és SQL, hibrid munkavégzés.', 'Work hybrid from the office.', 'Fully remote team.',
      'Árvíztűrő tükörfúrógép kezelése.'])[1 + i % 4 % 4] || ' Éves bónusz, rugalmas munkaidő.',
    array[(array['Python', 'TypeScript', 'Excel', 'SAP', 'Kubernetes'])[1 + i % 5]],
    case when i % 3 = 0 then null else 20 + i % 90 end,
    case when i % 4 = 0 then null else 110 + i % 90 end,
    case when i % 10 = 0 then 'HUF' else 'EUR' end,
    'scale-' || i,
    now() - ((i / 3) || ' hours')::interval,
    case when i % 50 = 0 then now() - interval '1 day' else now() + interval '30 days' end,
    i % 40 <> 0,
    case when i % 60 = 1 then 'pending' else 'approved' end
  from generate_series(1, ${JOBS}) i`;

const QUERIES = [
  '',
  'q=adattudos',
  'q=Adattud%C3%B3s',
  'q=ADATTUD%C3%93S',
  'q=gy%C5%91ri',
  'q=gyori+bank',
  'q=szoftverfejleszto',
  'q=%C3%BCgyf%C3%A9lszolg%C3%A1lati',
  'q=arvizturo+tukorfurogep',
  'q=strasse',
  'q=krakow+python',
  'q=python+budapest',
  'q=bonusz',
  'q=no-such-word',
  'location=gy%C5%91r',
  'location=poland&type=contract',
  'category=data',
  'mode=remote',
  'mode=hybrid&q=python',
  'posted=7',
  'salary=150',
  'sort=salary',
  'sort=salary&q=engineer&salary=120',
];
const PAGINGS = ['', 'page=2&pageSize=50', 'page=37', 'page=30&pageSize=100', 'page=500'];

describe.each(['postgresql', 'pglite'] as const)('the board at 3,000 jobs on %s', (engine) => {
  let s: TestServer;
  let listed: Job[];
  beforeAll(async () => {
    s = await startServer({ engine });
    await s.db.raw(SEED);
    await s.db.raw('analyze jobs');
    listed = (await activeJobs(s.db)).map(presentJob);
  });
  afterAll(() => s.close());

  it('answers every search, filter, sort and page as the in-memory search over the listed jobs', async () => {
    expect(listed.length).toBeGreaterThan(2500);
    expect(listed.length).toBeLessThan(JOBS);
    for (const query of QUERIES)
      for (const paging of PAGINGS) {
        const search = [query, paging].filter(Boolean).join('&') || 'page=1';
        const params = new URLSearchParams(search);
        const pageSize = Number(params.get('pageSize') ?? 20);
        const page = Number(params.get('page') ?? 1);
        const before = Date.now();
        const answer = await searchJobs(s, search);
        const after = Date.now();
        // 'Posted within' reads the clock: the answer is what the in-memory search finds at some moment of the request.
        const expected = [before, after].map((now) => sharedSearch(listed, readJobQuery(params).query, now));
        const slice = (found: Job[]) => found.slice((page - 1) * pageSize, page * pageSize);
        const matched = expected.find(
          (found) =>
            JSON.stringify(totalOf(found.length)) ===
              JSON.stringify({ total: answer.total, totalExact: answer.totalExact }) &&
            answer.hasMore === found.length > page * pageSize &&
            JSON.stringify(slice(found)) === JSON.stringify(answer.jobs),
        );
        expect(
          matched,
          `${search}: ${answer.total} found, ${answer.jobs.map((j) => j.slug).join(',')}; in memory: ${expected[0]!.length}, ${slice(
            expected[0]!,
          )
            .map((j) => j.slug)
            .join(',')}`,
        ).toBeDefined();
      }
  });

  it('finds by the accent-folded Hungarian words (the comparison above is not vacuous)', async () => {
    const folded = await searchJobs(s, 'q=ugyfelszolgalati&pageSize=5');
    expect(folded.total).toBeGreaterThan(300);
    expect(folded.totalExact).toBe(true);
    expect(folded.jobs.every((j) => j.title.startsWith('Ügyfélszolgálati munkatárs'))).toBe(true);
    expect((await searchJobs(s, 'q=%C3%9CGYF%C3%89LSZOLG%C3%81LATI')).total).toBe(folded.total);
    const last = Math.ceil(listed.length / 100);
    const page = await searchJobs(s, `page=${last}&pageSize=100`);
    expect(page.jobs).toHaveLength(listed.length - (last - 1) * 100);
    expect(page.jobs.at(-1)).toEqual(listed.at(-1));
    expect(page).toMatchObject({ ...totalOf(listed.length), hasMore: false });
  });

  it('pages the newest and the best-paid jobs along their indexes', async () => {
    const plan = async (sort: JobQuery['sort']) => {
      const { statements } = await queriesDuring(s.db, () =>
        pageOfListedJobs(s.db, { ...EMPTY_JOB_QUERY, sort }, Date.now(), 40, 20),
      );
      expect(statements).toHaveLength(1);
      return planOf(s.db, statements[0]!);
    };
    expect(await plan('newest')).toMatch(/jobs_board_newest_index/);
    expect(await plan('salary')).toMatch(/jobs_board_salary_index/);
  });
});
