// The device database, loaded on demand: IndexedDB (Dexie) is not needed to draw a public page, so its
// code stays off a first visit's load. A device that has never opened the database (a first visit) holds
// nothing: the reads answer their empty value without loading Dexie, and follow the real tables as soon
// as something opens the database (the first sync or save). The offline modules read it through these
// functions; tests may still pass a database of their own.
import { useEffect, useState, type DependencyList } from 'react';
import { dbOpened, deviceHeldDbAtStart, whenDbOpened } from './dbOpened.ts';
import type { PortalDb } from './schema.ts';

let loading: Promise<PortalDb> | null = null;

/** The app's database (the same instance as db.ts's `db`), loading its code the first time. */
export function loadDb(): Promise<PortalDb> {
  loading ??= import('./db.ts').then((m) => m.db);
  return loading;
}

/** Whether this page reads the device database: the device held it when the page started (a returning
 * visitor), or this page has opened it since (dbOpened.ts). */
export function deviceHasDb(): Promise<boolean> {
  if (dbOpened()) return Promise.resolve(true);
  return deviceHeldDbAtStart().then((held) => held || dbOpened());
}

/**
 * Dexie's useLiveQuery over the lazily loaded database: undefined until the first answer, then the
 * latest answer each time the rows it read change (the previous answer stays while deps change).
 * On a device without the database it answers `absent` until something opens it.
 */
export function useDeviceQuery<T>(
  query: (db: PortalDb) => Promise<T> | T,
  deps: DependencyList,
  absent: T,
): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    let subscription: { unsubscribe: () => void } | undefined;
    let stopWaiting = () => {};
    const follow = () => {
      void Promise.all([loadDb(), import('dexie')]).then(([db, { liveQuery }]) => {
        if (cancelled) return;
        subscription = liveQuery(() => query(db)).subscribe({
          next: (next) => setValue(() => next),
          error: (err: unknown) => console.error('Reading the device database failed', err),
        });
      });
    };
    void deviceHasDb().then((has) => {
      if (cancelled) return;
      if (has) return follow();
      setValue(() => absent);
      stopWaiting = whenDbOpened(follow);
    });
    return () => {
      cancelled = true;
      stopWaiting();
      subscription?.unsubscribe();
    };
    // The query is a new function on every render; its inputs are the deps, as with useLiveQuery.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}
