// The board's search runs in the database and must find what the offline app's shared search
// (server/contract/jobSearch.ts searchJobs) finds over the same jobs, in the same order, page by page: the
// same queries go through GET /api/jobs and through searchJobs over every listed job, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJobQuery, searchJobs as sharedSearch } from '../../contract/jobSearch.ts';
import type { Job } from '../../contract/index.ts';
import { queriesDuring, startServer, type TestServer } from '../../test/harness.ts';
import { searchJobs, type JobPage } from '../../test/fixtures.ts';
import { presentJob } from '../shared/presenters.ts';
import { activeJobs } from './repo.ts';

/** Jobs that try the search's edges: accents and letters Unicode does not decompose, LIKE's own
 * characters, salaries in other currencies or with one end, creation times equal (ties broken by id), hybrid and remote named in
 * different fields. */
const EDGE_JOBS = [
  [
    'Győri Fejlesztő',
    'Őrség Kft.',
    'Győr, Hungary',
    'full-time',
    'software-development',
    'Szoftverfejlesztés ŰRHAJÓ',
    ['TypeScript'],
    40,
    60,
    'EUR',
    '2026-01-10T10:00:00.000Z',
  ],
  [
    'Łódź Data Analyst',
    'Straße GmbH',
    'Łódź, Poland (Hybrid)',
    'contract',
    'data-science',
    '50% remote_work \\ ok',
    ['SQL', 'dbt'],
    null,
    90,
    'EUR',
    '2026-01-10T10:00:00.000Z',
  ],
  [
    'Ørsted Engineer',
    'Œuvre AB',
    'Malmö, Sweden',
    'part-time',
    'devops',
    'Work hybrid from Malmö.',
    ['Go'],
    70,
    null,
    'EUR',
    '2026-01-10T10:00:00.000Z',
  ],
  [
    'Kraków Python Engineer',
    'KRAKÓW Soft',
    'Kraków, Poland',
    'remote',
    'ai-machine-learning',
    'Python and PyTorch',
    ['Python'],
    90,
    120,
    'PLN',
    '2026-01-10T10:00:00.000Z',
  ],
  [
    'Remote Tester',
    'Tést Oy',
    'Helsinki, Finland',
    'full-time',
    'software-development',
    'QA',
    ['Playwright'],
    30,
    30,
    'EUR',
    '2025-12-01T00:00:00Z',
  ],
] as const;

const QUERIES = [
  '',
  'q=krakow',
  'q=Kraków',
  'q=KRAKÓW+python',
  'q=python++budapest',
  'q=budapest%20python',
  'q=lodz',
  'q=%C5%81%C3%B3d%C5%BA',
  'q=strasse',
  'q=stra%C3%9Fe',
  'q=gyor',
  'q=gy%C5%91r',
  'q=%C5%B1rhaj%C3%B3',
  'q=orsted',
  'q=oeuvre',
  'q=engineer',
  'q=a',
  'q=%25',
  'q=_',
  'q=%5C',
  'q=remote_work',
  'q=no-such-word-anywhere',
  'q=sql+dbt',
  'location=hungary',
  'location=Poland',
  'location=remote',
  'category=devops',
  'category=software-development',
  'category=data',
  'type=contract',
  'type=remote',
  'type=full-time&location=hungary',
  'mode=remote',
  'mode=hybrid',
  'mode=hybrid&q=engineer',
  'posted=1',
  'posted=7',
  'posted=30',
  'salary=30',
  'salary=50',
  'salary=70',
  'salary=90',
  'sort=salary',
  'sort=salary&q=engineer',
  'sort=salary&salary=50&mode=remote',
  'sort=newest&category=data-science',
  'q=engineer&location=hungary&category=ai&type=full-time&mode=hybrid&posted=30&salary=30&sort=salary',
];

const PAGINGS = ['', 'page=1&pageSize=1', 'page=2&pageSize=1', 'page=2&pageSize=7', 'page=1&pageSize=100', 'page=500'];

describe.each(['postgresql', 'pglite'] as const)(
  'the board search on %s finds what the shared search finds',
  (engine) => {
    let s: TestServer;
    let listed: Job[];
    beforeAll(async () => {
      s = await startServer({ engine, seedDemo: true });
      for (const [
        i,
        [title, company, location, type, category, description, skills, min, max, currency, at],
      ] of EDGE_JOBS.entries())
        await s.db('jobs').insert({
          title,
          company,
          location,
          type,
          category,
          description,
          skills: [...skills],
          salary_min: min,
          salary_max: max,
          salary_currency: currency,
          slug: `edge-${i}`,
          listed_until: new Date(Date.now() + 30 * 24 * 3600_000),
          created_at: new Date(at),
        });
      listed = (await activeJobs(s.db)).map(presentJob);
    });
    afterAll(() => s.close());

    it('answers every query, filter, sort and page as searchJobs does over the listed jobs', async () => {
      expect(listed.length).toBeGreaterThan(20);
      for (const query of QUERIES)
        for (const paging of PAGINGS) {
          const search = [query, paging].filter(Boolean).join('&') || 'page=1';
          const params = new URLSearchParams(search);
          const pageSize = Number(params.get('pageSize') ?? 20);
          const page = Number(params.get('page') ?? 1);
          const before = Date.now();
          const answer: JobPage = await searchJobs(s, search);
          const after = Date.now();
          // 'Posted within' reads the clock: the answer is what the shared search finds at some moment of the request.
          const expected = [before, after].map((now) => sharedSearch(listed, readJobQuery(params).query, now));
          const ids = answer.jobs.map((j) => j.id);
          const matches = expected.some(
            (found) =>
              found.length === answer.total &&
              JSON.stringify(found.slice((page - 1) * pageSize, page * pageSize).map((j) => j.id)) ===
                JSON.stringify(ids),
          );
          expect(
            matches,
            `${search}: ${answer.total} found, ${ids.join(',')}; shared: ${expected[0]!.length}, ${expected[0]!
              .slice((page - 1) * pageSize, page * pageSize)
              .map((j) => j.id)
              .join(',')}`,
          ).toBe(true);
          expect(answer.jobs).toEqual(
            listed.filter((j) => ids.includes(j.id)).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)),
          );
        }
    });

    it('finds the edge jobs it is meant to (the comparison above is not vacuous)', async () => {
      expect((await searchJobs(s, 'q=gyor')).jobs.map((j) => j.slug)).toEqual(['edge-0']);
      expect((await searchJobs(s, 'q=%C5%81%C3%B3d%C5%BA')).jobs.map((j) => j.slug)).toEqual(['edge-1']);
      expect((await searchJobs(s, 'q=%25')).jobs.map((j) => j.slug)).toEqual(['edge-1']);
      // Created at the same moment: the highest id first.
      const tie = await searchJobs(s, 'q=poland');
      expect(tie.jobs.filter((j) => j.slug.startsWith('edge-')).map((j) => j.slug)).toEqual(['edge-3', 'edge-1']);
      expect((await searchJobs(s, 'q=python&sort=salary')).jobs.at(-1)?.slug).toBe('edge-3'); // PLN: no EUR salary
    });

    it('searches with a page by LIMIT and a count, never by reading the listed jobs', async () => {
      // A search not counted before (one counted in another order would read its page alone).
      const { sql } = await queriesDuring(s.db, () => searchJobs(s, 'q=data&page=2&pageSize=5'));
      const reads = sql.filter((q) => /from "jobs"/.test(q));
      expect(reads).toHaveLength(2);
      const [counts, pages] = [
        reads.filter((q) => /^select count\(\*\)/i.test(q)),
        reads.filter((q) => !/count\(/i.test(q)),
      ];
      expect(counts).toHaveLength(1);
      expect(pages).toHaveLength(1);
      expect(pages[0]).toMatch(/limit/i);
    });
  },
);
