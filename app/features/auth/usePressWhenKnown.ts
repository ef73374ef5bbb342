// A press on something whose answer depends on what the page does not know yet: who is signed in (while the
// app takes a drawn page over, or while the session is still being checked) or, say, whether this candidate
// already applied. Such a press is kept, the control shows it waits, and it is acted on once the page knows:
// never dropped (the starter plays a tap made before the app was live as soon as the page is live, before
// the session has answered).
import { useEffect, useEffectEvent, useState } from 'react';

export function usePressWhenKnown(act: () => void, known: boolean): { press: () => void; waiting: boolean } {
  // A press made before the page knew (more presses meanwhile are the same one).
  const [kept, setKept] = useState(false);
  // Kept presses handed on once the page knew; each one is acted on once, after the render that knew.
  const [due, setDue] = useState(0);
  if (kept && known) {
    setKept(false);
    setDue((n) => n + 1);
  }
  const actNow = useEffectEvent(act);
  useEffect(() => {
    if (due > 0) actNow();
  }, [due]);
  return { press: () => (known ? act() : setKept(true)), waiting: kept };
}
