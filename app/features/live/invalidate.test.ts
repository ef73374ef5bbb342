import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isTouchedBy, refreshFor } from './invalidate.ts';
import { UNREAD_KEY } from './queries.ts';

describe('what a live event refreshes', () => {
  it("a new application: the staff and employer lists, dashboards and pipelines, and the candidate's applied jobs", () => {
    expect(isTouchedBy('application', ['/api', 'admin', 'applications', { page: 1 }])).toBe(true);
    expect(isTouchedBy('application', ['/api', 'admin', 'dashboard'])).toBe(true);
    expect(isTouchedBy('application', ['/api', 'employer', 'jobs', 7, 'applications', { page: 1 }])).toBe(true);
    expect(isTouchedBy('application', ['/api', 'candidate', 'applied-jobs'])).toBe(true);
    expect(isTouchedBy('application', ['/api', 'admin', 'settings'])).toBe(false);
    expect(isTouchedBy('application', ['/api', 'admin', 'timesheets'])).toBe(false);
    expect(isTouchedBy('application', ['/api', 'jobs'])).toBe(false);
  });

  it("a stage move: the panel and the candidate's messages and history; a timesheet: the queue only", () => {
    expect(isTouchedBy('stage', ['/api', 'employer', 'applications', 12, 'all'])).toBe(true);
    expect(isTouchedBy('stage', ['/api', 'candidate', 'messages'])).toBe(true);
    expect(isTouchedBy('stage', ['/api', 'candidate', 'application-history'])).toBe(true);
    expect(isTouchedBy('timesheet', ['/api', 'admin', 'timesheets'])).toBe(true);
    expect(isTouchedBy('timesheet', ['/api', 'admin', 'applications'])).toBe(false);
  });

  it('marks the touched reads and the unread counts stale, and nothing else', () => {
    const qc = new QueryClient();
    for (const key of [['/api', 'admin', 'dashboard'], ['/api', 'admin', 'settings'], UNREAD_KEY])
      qc.setQueryData(key, { ok: true });
    refreshFor(qc, ['application']);
    expect(qc.getQueryState(['/api', 'admin', 'dashboard'])?.isInvalidated).toBe(true);
    expect(qc.getQueryState(UNREAD_KEY)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['/api', 'admin', 'settings'])?.isInvalidated).toBe(false);
  });
});
