// The data the server put into the page it sent (server/features/seo/head.ts, #page-data): the job of a job
// page, a content page's texts, the first page of /jobs's results. The first render draws from it instead of waiting for the API (issue 11,
// mobile LCP), and the server draws the page's markup from the same data (app/serverRender.tsx), so the
// browser's first render matches it. Read once per page load; only what matches the page being drawn is used.
import type { Job, SyncContent } from '../../server/contract/index.ts';
import { LIMITS } from '../../server/contract/options.ts';

/** One page of the board's results, as GET /api/jobs?{query}&page=…&pageSize=… answers it. */
export interface JobsPage {
  jobs: Job[];
  total: number;
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

let read: PageData | null = null;

function pageData(): PageData {
  if (read) return read;
  read = {};
  const block = typeof document === 'undefined' ? null : document.getElementById('page-data');
  if (block?.textContent) {
    try {
      read = JSON.parse(block.textContent) as PageData;
    } catch {
      // a damaged block: the page asks the API as before
    }
  }
  return read;
}

/** The server's drawing: the data of the page it is drawing. */
export function providePageData(data: PageData): void {
  read = data;
}

/** The job the server sent with this page, when it is the one with this slug. */
export function pageJob(slug: string): Job | undefined {
  const job = pageData().job;
  return job?.slug === slug ? job : undefined;
}

/** The content rows the server sent with this page (every language of one page). */
export function pageContent(): SyncContent | undefined {
  return pageData().content;
}

/** The page of /jobs's results the server sent with this page, when it is the one for this query
 * (jobsPageQuery). */
export function pageJobs(query: string): JobsPage | undefined {
  const found = pageData().jobs;
  if (found?.query !== query) return undefined;
  const { query: _query, ...page } = found;
  return page;
}
