// The data the server put into the page it sent (server/features/seo/head.ts, #page-data): the job of a job
// page, a content page's texts. The first render draws from it instead of waiting for the API (issue 11,
// mobile LCP), and the server draws the page's markup from the same data (app/serverRender.tsx), so the
// browser's first render matches it. Read once per page load; only what matches the page being drawn is used.
import type { Job, SyncContent } from '../../server/contract/index.ts';

export interface PageData {
  job?: Job;
  content?: SyncContent;
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
