// The data the server put into the page it sent (server/features/seo/head.ts, #page-data): the job of a job
// page, a content page's texts, the first page of /jobs's results. The first render draws from it instead of waiting for the API (the
// mobile LCP), and the server draws the page's markup from the same data (app/serverRender.tsx), so the
// browser's first render matches it. The browser reads its block once per page load; the server's drawing
// gives each page its own (PageDataProvider), so pages drawn at once never see each other's. Only what
// matches the page being drawn is used.
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { Job, SyncContent } from '../../server/contract/index.ts';
import type { JobsPage, PageData } from '../../server/contract/pageData.ts';

export { jobsPageQuery, type JobsPage, type PageData } from '../../server/contract/pageData.ts';

let read: PageData | null = null;

/** The browser's: the #page-data block of the page it loaded. */
function documentPageData(): PageData {
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

const PageDataContext = createContext<PageData | null>(null);

/** The data of one page the server draws (or a test's), for the tree under it. */
export function PageDataProvider({ data, children }: { data: PageData; children: ReactNode }) {
  return createElement(PageDataContext.Provider, { value: data }, children);
}

/** The data of the page being drawn: the provider's, else the one the browser loaded. */
export function usePageData(): PageData {
  return useContext(PageDataContext) ?? documentPageData();
}

/** The job the server sent with this page, when it is the one with this slug. */
export function pageJob(data: PageData, slug: string): Job | undefined {
  const job = data.job;
  return job?.slug === slug ? job : undefined;
}

/** The content rows the server sent with this page (every language of one page). */
export function pageContent(data: PageData): SyncContent | undefined {
  return data.content;
}

/** The page of /jobs's results the server sent with this page, when it is the one for this query
 * (jobsPageQuery). */
export function pageJobs(data: PageData, query: string): JobsPage | undefined {
  const found = data.jobs;
  if (found?.query !== query) return undefined;
  const { query: _query, ...page } = found;
  return page;
}
