import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncJobs } from '../../server/contract/index.ts';
import { makeJob } from '../test/jobs.ts';
import { db } from './db.ts';
import { useStoredJobs } from './hooks.ts';
import { syncJobs } from './sync.ts';
import { clearStoredJobs, storeJobs } from './jobStore.ts';

/** Whole-table reads of the jobs' pages, counted in (fake) IndexedDB under Dexie. */
let tableReads = 0;
function countTableReads() {
  for (const method of ['getAll', 'openCursor'] as const) {
    const original = IDBObjectStore.prototype[method] as (...args: unknown[]) => IDBRequest;
    vi.spyOn(IDBObjectStore.prototype, method).mockImplementation(function (this: IDBObjectStore, ...args: unknown[]) {
      if (this.name === 'jobPages') tableReads += 1;
      return original.apply(this, args);
    });
  }
}

/** A server answering the sync from its pages, by the cursor asked from. */
const serve =
  (pages: Record<string, SyncJobs>) =>
  <T,>(path: string): Promise<T> =>
    Promise.resolve(pages[new URL(path, 'http://x').searchParams.get('since') ?? ''] as T);

const ids = (jobs: { id: number }[] | undefined) => jobs?.map((j) => j.id);

beforeEach(async () => {
  await clearStoredJobs(db);
  await db.meta.clear();
  tableReads = 0;
  countTableReads();
});
afterEach(() => vi.restoreAllMocks());

describe('the job lists during a sync', () => {
  it('read the table once however many batches a sync writes, and show later changes and removals', async () => {
    const list = renderHook(() => useStoredJobs());
    await waitFor(() => expect(list.result.current).toEqual([]));

    // A first pull of three batches (two writes), then five delta pulls of one batch each.
    await act(() =>
      syncJobs({
        fetcher: serve({
          '': { jobs: [makeJob(1), makeJob(2)], removed: [], cursor: 'c1', hasMore: true },
          c1: { jobs: [makeJob(3)], removed: [], cursor: 'c2', hasMore: true },
          c2: { jobs: [makeJob(4)], removed: [], cursor: 'c3', hasMore: false },
        }),
      }),
    );
    await waitFor(() => expect(ids(list.result.current)).toEqual([4, 3, 2, 1]));
    for (let n = 3; n < 8; n++) {
      const next = `c${n + 1}`;
      await act(() =>
        syncJobs({
          fetcher: serve({
            [`c${n}`]: {
              jobs: [
                makeJob(n + 2),
                makeJob(1, { title: `Engineer 1, edition ${n}`, updatedAt: `2026-01-0${n}T00:00:00Z` }),
              ],
              removed: n === 5 ? [2] : [],
              cursor: next,
              hasMore: false,
            },
          }),
        }),
      );
      await waitFor(() => expect(list.result.current?.[0]?.id).toBe(n + 2));
    }
    expect(ids(list.result.current)).toEqual([9, 8, 7, 6, 5, 4, 3, 1]);
    expect(list.result.current?.at(-1)?.title).toBe('Engineer 1, edition 7');
    // Seven writes; the list read the whole table only when it opened.
    expect(tableReads).toBeLessThanOrEqual(1);
    list.unmount();
  });

  it('read the table again when another writer (the service worker) moved the cursor', async () => {
    await storeJobs(db, [makeJob(1)]);
    await db.meta.put({ key: 'jobs', cursor: 'c1', syncedAt: '2026-01-01T00:00:00Z' });
    const list = renderHook(() => useStoredJobs());
    await waitFor(() => expect(ids(list.result.current)).toEqual([1]));
    await db.transaction('rw', db.jobPages, db.jobIndex, db.meta, async () => {
      await storeJobs(db, [makeJob(2)]);
      await db.meta.put({ key: 'jobs', cursor: 'c2', syncedAt: '2026-01-02T00:00:00Z' });
    });
    await waitFor(() => expect(ids(list.result.current)).toEqual([2, 1]));
    list.unmount();
  });
});
