// Whether this render may show what only the browser knows. A page the server drew is taken over
// (hydrated) by renders that must draw exactly what the server drew; a component that hydrates after a
// lazy chunk arrives would otherwise already see the browser's answers (the signed-in user, say) and
// draw something else: React's hydration error #418, and the page drawn again.
//
// Until the drawn page is taken over, every render answers false; each component then draws itself again
// with true in a transition, in short tasks a tap can interrupt. (useSyncExternalStore with a server
// snapshot would say the same, but React redraws those components synchronously, in one long task on a
// phone.) Pages the app draws itself, and everything drawn after the takeover, answer true at once.
import { startTransition, useEffect, useState } from 'react';

/** False on the server, which draws what a hydrating render draws. */
let takenOver = typeof window !== 'undefined';

/** Called before the app hydrates a page the server drew (main.tsx). */
export function beginHydration(): void {
  takenOver = false;
}

/** Called once the drawn page's content is the app's (Layout's PageReady). */
export function endHydration(): void {
  takenOver = true;
}

/** False on the server and while the app takes over the server's page; true otherwise. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(takenOver);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
