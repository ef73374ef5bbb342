// Whether this render may show what only the browser knows. A page the server drew is taken over
// (hydrated) by renders that must draw exactly what the server drew; a component that hydrates after a
// lazy chunk arrives would otherwise already see the browser's answers (the signed-in user, say) and
// draw something else: React's hydration error #418, and the page drawn again.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False on the server and while hydrating the server's page; true in every other render, and in the
 * render React runs right after hydration (the two snapshots differ, so it renders once more). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
