// Which cached reads an event makes stale: every open screen showing what changed asks again.
import type { QueryClient } from '@tanstack/react-query';
import type { LiveEventType } from '../../../server/contract/index.ts';
import { UNREAD_KEY } from './queries.ts';

/** Per event type, the key parts (after ['/api', area]) of the reads it touches: applications lists and
 * panels, the dashboards, a job's pipeline, the candidate's own lists, the timesheet queue, the leads. */
const TOUCHES: Record<LiveEventType, readonly string[]> = {
  application: ['applications', 'dashboard', 'jobs', 'candidates', 'applied-jobs'],
  stage: ['applications', 'dashboard', 'jobs', 'candidates', 'application-history', 'messages', 'interviews'],
  timesheet: ['timesheets', 'dashboard'],
  lead: ['leads', 'dashboard'],
};
const AREAS = new Set(['admin', 'employer', 'candidate']);

/** Whether a read under `queryKey` shows what an event of `type` changed. */
export function isTouchedBy(type: LiveEventType, queryKey: readonly unknown[]): boolean {
  const [root, area, ...rest] = queryKey;
  if (root !== '/api' || !AREAS.has(String(area))) return false;
  return rest.some((part) => TOUCHES[type].includes(String(part)));
}

/** After an event: the touched reads and the unread counts are read again (the ones on screen at once). */
export function refreshFor(qc: QueryClient, types: readonly LiveEventType[]): void {
  void qc.invalidateQueries({ predicate: (q) => types.some((type) => isTouchedBy(type, q.queryKey)) });
  void qc.invalidateQueries({ queryKey: UNREAD_KEY });
}
