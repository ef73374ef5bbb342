// A delayed change of address (a search box's query written once typing pauses, a redirect after a
// success message) must not undo a navigation the user made in the meantime. The router changes the
// browser's address at once but draws the next page in a transition: while that page's code loads, the
// old page stays mounted and its timers still run, and a write then would put the old page's address
// back (a recruiter's click on an applicant came back to the list). So the timer checks, when it fires,
// that the browser is still on the page it was started on.

/** Runs `run` after `ms` unless the browser's address has left this page's path by then; returns a cancel. */
export function laterOnThisPage(run: () => void, ms: number): () => void {
  const path = window.location.pathname;
  const timer = window.setTimeout(() => {
    if (window.location.pathname === path) run();
  }, ms);
  return () => window.clearTimeout(timer);
}
