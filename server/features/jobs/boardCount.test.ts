// How many jobs a board search finds: exact up to LIMITS.boardCountCap (1,000), and past it the cap with
// totalExact false (shown as "1,000+"), on both engines, over HTTP; the pages past the cap still follow one
// another to the last, which hasMore names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../contract/options.ts';
import { searchJobs } from '../../test/fixtures.ts';
import { startServer, type TestServer } from '../../test/harness.ts';

const CAP = LIMITS.boardCountCap;

/** `count` listed jobs titled `word` and a number, each a minute newer than the one before. */
const insertJobs = (s: TestServer, word: string, count: number) =>
  s.db.raw(`INSERT INTO jobs (title, company, location, type, category, description, slug, created_at)
    SELECT '${word} keeper ' || i, 'Zoo Kft.', 'Budapest', 'full-time', 'devops', repeat('Feeding and care. ', 20),
      '${word}-' || i, timestamptz '2026-01-01' + make_interval(mins => i)
    FROM generate_series(1, ${count}) i`);

describe.each(['postgresql', 'pglite'] as const)('a board search’s total on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ engine });
    await insertJobs(s, 'Zebra', CAP + 1);
    await insertJobs(s, 'Okapi', CAP);
    await insertJobs(s, 'Tapir', 7);
  });
  afterAll(() => s.close());

  it('counts exactly up to the cap', async () => {
    expect(await searchJobs(s, 'q=okapi&pageSize=20')).toMatchObject({ total: CAP, totalExact: true, hasMore: true });
    expect(await searchJobs(s, 'q=tapir')).toMatchObject({ total: 7, totalExact: true, hasMore: false });
    const last = await searchJobs(s, `q=okapi&page=${CAP / 20}&pageSize=20`);
    expect(last).toMatchObject({ total: CAP, totalExact: true, hasMore: false });
    expect(last.jobs).toHaveLength(20);
  });

  it('says "more than the cap" past it, and pages on to the last job', async () => {
    expect(await searchJobs(s, 'q=zebra')).toMatchObject({ total: CAP, totalExact: false, hasMore: true });
    // Zebras, okapis and tapirs: 2,008 keepers, 20 a page; the 101st page holds the last 8.
    const found = 2 * CAP + 8;
    const beforeLast = await searchJobs(s, `q=keeper&page=100&pageSize=20`);
    expect(beforeLast).toMatchObject({ total: CAP, totalExact: false, hasMore: true });
    const last = await searchJobs(s, `q=keeper&page=101&pageSize=20`);
    expect(last).toMatchObject({ total: CAP, totalExact: false, hasMore: false });
    expect(last.jobs).toHaveLength(found - 100 * 20);
    expect(last.jobs.at(-1)!.title).toBe('Zebra keeper 1'); // the oldest
  });
});
