// The data a drawn page carries (#page-data): what the server reads for it (server/features/seo/head.ts)
// and what the app's first render draws from (app/api/pageData.ts), in the server's drawing and in the
// browser's. Shared here so the server names it without importing the app.
import type { Job, SyncContent } from './index.ts';
import { LIMITS } from './options.ts';

/** One page of the board's results, as GET /api/jobs?{query}&page=…&pageSize=… answers it. */
export interface JobsPage {
  jobs: Job[];
  /** How many jobs the search finds, exact up to LIMITS.boardCountCap; past it the cap itself, with
   * `totalExact` false: more than `total`. */
  total: number;
  totalExact: boolean;
  /** Whether a page follows this one (when the total is not exact, the only word on the last page). */
  hasMore: boolean;
  page: number;
  pageSize: number;
}

export interface PageData {
  job?: Job;
  content?: SyncContent;
  /** /jobs: the answer of GET /api/jobs?{query} for the page's own query (jobsPageQuery). */
  jobs?: JobsPage & { query: string };
}

/** The query string of one page of /jobs's results from the server: the search's parameters (as
 * writeJobQuery writes them), then page and pageSize. The page and the server both name a page by it. */
export function jobsPageQuery(searchQuery: string, page: number): string {
  const params = new URLSearchParams(searchQuery);
  params.set('page', String(Math.max(1, Math.floor(page) || 1)));
  params.set('pageSize', String(LIMITS.jobsPageSize));
  return params.toString();
}
