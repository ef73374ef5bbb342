import { beforeEach, describe, expect, it } from 'vitest';
import { makeJob } from '../test/jobs.ts';
import { applyJobChanges, countStoredJobs, readAllJobs, readJobBySlug, readJobsByIds, storeJobs } from './jobStore.ts';
import { PortalDb } from './schema.ts';

let db: PortalDb;
beforeEach(async () => {
  db = new PortalDb(`store-${Math.random()}`);
  await db.open();
});

const jobs = (from: number, count: number) => Array.from({ length: count }, (_, i) => makeJob(from + i));
const change = (removed: number[], changed: ReturnType<typeof makeJob>[]) =>
  db.transaction('rw', db.jobPages, db.jobIndex, () => applyJobChanges(db, [{ removed, jobs: changed }]));
const byId = async () => (await readAllJobs(db)).sort((a, b) => a.id - b.id);

describe("the device's jobs", () => {
  it('are written a thousand to a row, and each is found by its slug and its id', async () => {
    await storeJobs(db, jobs(1, 2500));
    // The browser's database pays for every row: 2,500 jobs are 3 rows of jobs and the index.
    expect(await db.jobPages.count()).toBe(3);
    expect(await countStoredJobs(db)).toBe(2500);
    expect((await readJobBySlug(db, 'engineer-1234'))?.id).toBe(1234);
    expect(await readJobBySlug(db, 'engineer-9999')).toBeUndefined();
    expect((await readJobsByIds(db, [5, 2400, 9999])).map((j) => j.id).sort((a, b) => a - b)).toEqual([5, 2400]);
  });

  it('follow changes: a changed job replaces its old version, a removed one goes, a taken slug drops its stale holder', async () => {
    await storeJobs(db, jobs(1, 3));
    // Job 4 took engineer-1 (job 1 moved to a new slug in the same changes, after it); job 2 left the list.
    await change([2], [makeJob(4, { slug: 'engineer-1' }), makeJob(1, { slug: 'engineer-1-new', title: 'Renamed' })]);
    expect((await byId()).map((j) => [j.id, j.slug, j.title])).toEqual([
      [1, 'engineer-1-new', 'Renamed'],
      [3, 'engineer-3', 'Engineer 3'],
      [4, 'engineer-1', 'Engineer 4'],
    ]);
    expect((await readJobBySlug(db, 'engineer-1'))?.id).toBe(4);
    expect(await readJobBySlug(db, 'engineer-2')).toBeUndefined();
    expect(await countStoredJobs(db)).toBe(3);
  });

  it('are written again in full rows once many small changes have scattered them, with every latest version kept', async () => {
    await storeJobs(db, jobs(1, 1500));
    for (let n = 1; n <= 10; n++) await change([], [makeJob(n * 100, { title: `Edition ${n}` })]);
    const stored = await byId();
    expect(stored).toHaveLength(1500);
    expect(stored.filter((j) => j.title.startsWith('Edition')).map((j) => j.id)).toEqual([
      100, 200, 300, 400, 500, 600, 700, 800, 900, 1000,
    ]);
    // Ten changes made ten more rows; the rows were packed again, as 1,500 jobs need (2, and room for 2 more).
    expect(await db.jobPages.count()).toBeLessThanOrEqual(4);
    expect((await readJobBySlug(db, 'engineer-700'))?.title).toBe('Edition 7');
  });
});
