// The server's drawing of a public page (issue 11: a phone shows the page before any script runs, and a
// crawler reads it whole). server/features/seo/render.ts calls renderPage for the public routes; the HTML
// goes inside #root, and main.tsx hydrates it: the same tree (AppTree), the same texts, the same data the
// page carries in #page-data. What only the browser knows (the device's copy, the signed-in user) is drawn
// as the browser's own first render draws it (loading states), then filled in after hydration.
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { Language } from '../server/contract/index.ts';
import { AppTree } from './App.tsx';
import { providePageData, type PageData } from './api/pageData.ts';
import { createQueryClient } from './api/queryClient.ts';
import { i18n, loadLanguage } from './i18n/index.ts';

let queue: Promise<unknown> = Promise.resolve();

async function draw(url: string, lang: Language, data: PageData): Promise<string> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  providePageData(data);
  // The server never fetches: queries stay pending, as in the browser's first render.
  const errors: unknown[] = [];
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, enabled: false } });
  try {
    // prerender waits for the lazy route chunk (a plain renderToString would draw the spinner).
    const { prelude } = await prerenderToNodeStream(
      <StaticRouter location={url}>
        <AppTree client={client} />
      </StaticRouter>,
      // Whole: no boundary outlined behind a fallback and revealed by an inline script (the page's CSP
      // would block it, and the page is drawn at once anyway).
      { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (err) => void errors.push(err) },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    // A part that failed would go out as a spinner for the browser to draw: the page goes out empty instead.
    if (errors.length > 0) throw errors[0];
    return html;
  } finally {
    client.clear();
    providePageData({});
  }
}

/** The markup of the page at `url` (path and query) in `lang`, with the data the page sends in #page-data.
 * One page at a time: the texts' language and the page data are the module's own. */
export function renderPage(url: string, lang: Language, data: PageData = {}): Promise<string> {
  const result = queue.then(() => draw(url, lang, data));
  queue = result.catch(() => undefined);
  return result;
}
