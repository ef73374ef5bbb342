// A list's search over the device's jobs, worked out off the keystroke's path for the latest input only.
// Drawn in the render (a deferred value), every key of a fast burst ran its own search, and the first one
// folded the texts of every stored job at once (over a second on a phone for 10,000 jobs): the keys
// waited, then each result was drawn in turn. Here the jobs' search texts are prepared in slices between
// which the browser handles the keys, and a search whose input a later key replaced is neither run nor
// drawn (a sequence number says which input is the latest).
import { useEffect, useRef, useState } from 'react';
import type { Job } from '../../../server/contract/index.ts';
import { prepareJobSearch } from '../../../server/contract/jobSearch.ts';

/** How long a slice of preparation may hold the main thread (ms). */
const SLICE_MS = 8;

interface SchedulerWindow {
  scheduler?: { yield?: () => Promise<void> };
}

/** Lets the browser handle what is waiting (a key) before going on. */
function yieldToInput(): Promise<void> {
  const scheduler = (globalThis as SchedulerWindow).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

interface Drawn<T> {
  jobs: readonly Job[];
  inputs: readonly unknown[];
  results: T;
}

/**
 * What `search` finds in `jobs` for `inputs` (the search's own values: its text, filters…). The first
 * results are worked out at once (the page draws them in its first render); later ones after the jobs'
 * texts are prepared and the browser has handled waiting keys. `current` is false while the results
 * drawn are an earlier input's (or earlier jobs'): the list says it is busy.
 */
export function useLatestResults<T>(
  jobs: readonly Job[] | undefined,
  inputs: readonly unknown[],
  search: (jobs: readonly Job[]) => T,
  empty: T,
): { results: T; current: boolean } {
  const [drawn, setDrawn] = useState<Drawn<T> | null>(() => (jobs ? { jobs, inputs, results: search(jobs) } : null));
  if (drawn === null && jobs) setDrawn({ jobs, inputs, results: search(jobs) });
  const current = drawn !== null && drawn.jobs === jobs && sameInputs(drawn.inputs, inputs);
  const latest = useRef(0);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });
  useEffect(() => {
    if (!jobs || current) return;
    const mine = ++latest.current;
    const superseded = () => latest.current !== mine;
    void (async () => {
      for (let from = 0; from < jobs.length;) {
        const until = performance.now() + SLICE_MS;
        from = prepareJobSearch(jobs, from, () => performance.now() > until);
        await yieldToInput();
        if (superseded()) return;
      }
      if (jobs.length === 0) await yieldToInput();
      if (superseded()) return;
      setDrawn({ jobs, inputs, results: searchRef.current(jobs) });
    })();
    return () => {
      // The next input (or the list closing) supersedes this search.
      if (latest.current === mine) latest.current += 1;
    };
    // `inputs` is compared by value (current); a new array of the same values is the same search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jobs, current, ...inputs]);
  return { results: drawn?.results ?? empty, current: current || jobs === undefined };
}
