import { beforeEach, describe, expect, it } from 'vitest';
import type { Job, SyncJobs } from '../../server/contract/index.ts';
import { PortalDb } from './db.ts';
import { enqueueContact, flushOutbox } from './outbox.ts';
import { toggleSavedJob } from './saved.ts';
import { syncJobs } from './sync.ts';
import { ApiError } from '../api/http.ts';

const job = (id: number, over: Partial<Job> = {}): Job => ({
  id, employerId: 1, title: `Job ${id}`, company: 'Acme', location: 'Remote', type: 'remote', category: 'devops',
  description: 'x', requirements: [], skills: [], salary: null, isActive: true, slug: `job-${id}`, source: 'employer_portal',
  startDate: null, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', ...over,
});

let db: PortalDb;
beforeEach(async () => {
  db = new PortalDb(`test-${Math.random()}`);
  await db.open();
});

function server(pages: Record<string, SyncJobs>) {
  const calls: string[] = [];
  const fetcher = async <T,>(path: string): Promise<T> => {
    calls.push(path);
    const since = new URL(path, 'http://x').searchParams.get('since') ?? '';
    return pages[since] as T;
  };
  return { calls, fetcher };
}

describe('delta sync of jobs', () => {
  it('pulls everything first (following hasMore), then only changes, deleting removed ids', async () => {
    const first = server({
      '': { jobs: [job(1), job(2)], removed: [], cursor: 'c1', hasMore: true },
      c1: { jobs: [job(3)], removed: [], cursor: 'c2', hasMore: false },
    });
    await syncJobs({ database: db, fetcher: first.fetcher });
    expect(first.calls).toEqual(['/api/sync/jobs', '/api/sync/jobs?since=c1']);
    expect((await db.jobs.toArray()).map((j) => j.id)).toEqual([1, 2, 3]);
    expect((await db.meta.get('jobs'))?.cursor).toBe('c2');

    const later = server({ c2: { jobs: [job(2, { title: 'Renamed' })], removed: [1], cursor: 'c3', hasMore: false } });
    await syncJobs({ database: db, fetcher: later.fetcher });
    expect(later.calls).toEqual(['/api/sync/jobs?since=c2']);
    expect((await db.jobs.toArray()).map((j) => [j.id, j.title])).toEqual([[2, 'Renamed'], [3, 'Job 3']]);
  });
});

describe('outbox', () => {
  it('sends waiting enquiries once with their client id and keeps them while the network is down', async () => {
    const id = await enqueueContact({ firstName: 'A', lastName: 'B', email: 'a@b.c', subject: 'general', message: 'Hello there!' }, db);
    const down = async () => { throw new ApiError('Failed to fetch', 0); };
    expect(await flushOutbox(db, down)).toBe(0);
    expect(await db.outbox.count()).toBe(1);

    const sent: unknown[] = [];
    expect(await flushOutbox(db, async (row) => { sent.push(row.payload); })).toBe(1);
    expect(sent).toEqual([expect.objectContaining({ clientId: id, message: 'Hello there!' })]);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('saved jobs', () => {
  it('toggles a bookmark and keeps it when the job leaves and returns to the public list', async () => {
    expect(await toggleSavedJob(7, db, () => new Date('2026-11-22T10:00:00Z'))).toBe(true);
    expect(await db.saved.toArray()).toEqual([{ jobId: 7, savedAt: '2026-11-22T10:00:00.000Z' }]);
    const { fetcher } = server({ '': { jobs: [job(7)], removed: [], cursor: 'c1', hasMore: false }, c1: { jobs: [], removed: [7], cursor: 'c2', hasMore: false } });
    await syncJobs({ database: db, fetcher });
    await syncJobs({ database: db, fetcher });
    expect(await db.jobs.count()).toBe(0);
    expect(await db.saved.count()).toBe(1);
    expect(await toggleSavedJob(7, db)).toBe(false);
    expect(await db.saved.count()).toBe(0);
  });
});
