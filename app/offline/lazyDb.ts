// The device database, loaded on demand: IndexedDB (Dexie) is not needed to draw a public page, so its
// code arrives right after the first render instead of on the first load's critical path. The offline
// modules read it through these two functions; tests may still pass a database of their own.
import { useEffect, useState, type DependencyList } from 'react';
import type { PortalDb } from './db.ts';

let loading: Promise<PortalDb> | null = null;

/** The app's database (the same instance as db.ts's `db`), loading its code the first time. */
export function loadDb(): Promise<PortalDb> {
  loading ??= import('./db.ts').then((m) => m.db);
  return loading;
}

/**
 * Dexie's useLiveQuery over the lazily loaded database: undefined until the first answer, then the
 * latest answer each time the rows it read change (the previous answer stays while deps change).
 */
export function useDeviceQuery<T>(query: (db: PortalDb) => Promise<T> | T, deps: DependencyList): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    let subscription: { unsubscribe: () => void } | undefined;
    void Promise.all([loadDb(), import('dexie')]).then(([db, { liveQuery }]) => {
      if (cancelled) return;
      subscription = liveQuery(() => query(db)).subscribe({
        next: (next) => setValue(() => next),
        error: (err: unknown) => console.error('Reading the device database failed', err),
      });
    });
    return () => {
      cancelled = true;
      subscription?.unsubscribe();
    };
    // The query is a new function on every render; its inputs are the deps, as with useLiveQuery.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}
