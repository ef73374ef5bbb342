// Whether this page has opened the device database yet, and who waits for it: db.ts marks it when it
// opens the database, lazyDb.ts's reads follow it. Its own module, so neither imports the other.
let opened = false;
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
