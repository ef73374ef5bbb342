// Whether this page has opened the device database yet, and who waits for it: db.ts marks it when it
// opens the database, lazyDb.ts's reads follow it. Its own module, so neither imports the other.
import { DB_NAME } from './dbName.ts';

let opened = false;
let heldAtStart: Promise<boolean> | null = null;
const listeners = new Set<() => void>();

export const dbOpened = (): boolean => opened;

/** db.ts calls this when it opens the database: the reads waiting on a first visit start following it. */
export function markDbOpened(): void {
  if (opened) return;
  opened = true;
  listeners.forEach((fn) => fn());
  listeners.clear();
}

/** Runs `fn` once the database is opened (never, if it never is); the answer stops waiting. */
export function whenDbOpened(fn: () => void): () => void {
  if (opened) fn();
  else listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * Whether this device held the database when the page started (a returning visitor), asked without
 * loading Dexie. main.tsx asks first thing, before registering the service worker, which creates the
 * database on a first visit once it is active: the page of a first visit then keeps drawing what the
 * server sent, and does not load Dexie on its main thread for a copy it does not need. A browser that
 * cannot tell is answered yes (the database is then opened as before).
 */
export function deviceHeldDbAtStart(): Promise<boolean> {
  heldAtStart ??= (() => {
    const factory = typeof indexedDB === 'undefined' ? undefined : indexedDB;
    if (typeof factory?.databases !== 'function') return Promise.resolve(true);
    return factory.databases().then(
      (list) => list.some((d) => d.name === DB_NAME),
      () => true,
    );
  })();
  return heldAtStart;
}
