// The board's search when the jobs' texts are long, as real descriptions are: board_text is then wider than the
// planner's statistics keep, so it cannot tell a word every job holds from a rare one, and would read every
// match from the trigram index and sort them. A word in every job must not read every job: its page walks the
// newest jobs and stops after the page, its count after the cap + 1. A rarer word is still found through the
// trigram index. Both answer what the jobs hold, in the board's order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../contract/options.ts';
import { searchJobs } from '../../test/fixtures.ts';
import { planOf, queriesDuring, startServer, type TestServer } from '../../test/harness.ts';

/** More than the count's cap, so a word in every job is counted past it. */
const JOBS = 1500;
/** About 1.6 KB each: past the width (1 KB) up to which the planner keeps a text column's statistics. */
const SEED = `
  insert into jobs (title, company, location, type, category, description, slug, created_at)
  select case when i % 2 = 0 then 'Data Engineer ' else 'Adattudós ' end || i, 'Kraków Bank', 'Budapest', 'full-time',
    'devops', repeat('Build and run the data platform behind our credit risk models. ', 25), 'wide-' || i,
    now() - (i || ' minutes')::interval
  from generate_series(1, ${JOBS}) i`;

/** The slugs of jobs i (1 the newest) for these i, in the board's order. */
const slugs = (numbers: number[]) => numbers.map((i) => `wide-${i}`);
const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, k) => from + k * step);

describe.each(['postgresql', 'pglite'] as const)('the board with long job texts on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ engine });
    await s.db.raw(SEED);
    await s.db.raw('analyze jobs');
  });
  afterAll(() => s.close());

  /** A search over HTTP, and the plans of the statements it read jobs with. */
  async function searched(query: string) {
    const { result, statements } = await queriesDuring(s.db, () => searchJobs(s, query));
    const reads = statements.filter((q) => /from "jobs"/.test(q.sql));
    return { page: result, plans: (await Promise.all(reads.map((q) => planOf(s.db, q)))).join('\n') };
  }

  it('pages and counts a word every job holds along the newest jobs, not through the trigram index', async () => {
    const { page, plans } = await searched('q=data&page=2');
    expect(page.jobs.map((j) => j.slug)).toEqual(slugs(range(21, 40)));
    expect(page).toMatchObject({ total: LIMITS.boardCountCap, totalExact: false, hasMore: true });
    expect(plans).toMatch(/jobs_board_newest_index/);
    expect(plans).not.toMatch(/jobs_board_trgm_index/);
  });

  it('finds a word in half the jobs and a rare one as they are', async () => {
    const half = await searched('q=adattudos&page=2');
    expect(half.page.jobs.map((j) => j.slug)).toEqual(slugs(range(41, 79, 2)));
    expect(half.page).toMatchObject({ total: JOBS / 2, totalExact: true, hasMore: true });

    const rare = await searched('q=adattud%C3%B3s+1499');
    expect(rare.page.jobs.map((j) => j.slug)).toEqual(['wide-1499']);
    expect(rare.page).toMatchObject({ total: 1, totalExact: true, hasMore: false });
  });

  it('pages deep into a word half the jobs hold, as the jobs are', async () => {
    const { page } = await searched('q=engineer&page=30');
    expect(page.jobs.map((j) => j.slug)).toEqual(slugs(range(1162, 1200, 2)));
    expect(page).toMatchObject({ total: JOBS / 2, totalExact: true, hasMore: true });
  });
});
