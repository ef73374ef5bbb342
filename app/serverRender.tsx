// The server's drawing of a public page (a phone shows the page before any script runs, and a
// crawler reads it whole). This module is the entry of the server's renderer bundle (`vite build --ssr`,
// vite.config.ts, output dist-server/render.js), which server/features/seo/render.ts loads; the server
// imports nothing else of the app. The HTML goes inside #root, and main.tsx hydrates it: the same tree
// (AppTree), the same texts, the same data the page carries in #page-data. What only the browser knows (the
// device's copy, the signed-in user) is drawn as the browser's own first render draws it (loading states),
// then filled in after hydration.
//
// Each language has its own i18next instance (a clone of the app's, the texts shared, its answers kept:
// i18n/keptTexts.ts), and each draw its own page data (PageDataProvider) and query client; nothing a draw
// changes is shared: a process draws any number of pages at once, each in its own language with its own data.
import { I18nextProvider } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { Language } from '../server/contract/index.ts';
import { LANGUAGES } from '../server/contract/options.ts';
import { AppTree } from './App.tsx';
import { PageDataProvider, type PageData } from './api/pageData.ts';
import { createQueryClient } from './api/queryClient.ts';
import { loadLanguage } from './i18n/index.ts';
import { keptTexts } from './i18n/keptTexts.ts';

/** Every language's core texts, loaded once into the store the draws' instances share. (A page's feature
 * texts join the same store when its module loads.) */
const textsLoaded = Promise.all(LANGUAGES.map((lang) => loadLanguage(lang)));

/** Node's, in the one module of the app that runs there: replaced at build (vite.config.ts `define`), as in
 * React's own code; the app is checked with the browser's types only (tsconfig.app.json). */
declare const process: { env: { NODE_ENV?: string } };

/** The build of React this bundle draws with (vite.config.ts fixes it to production). */
export const reactBuild: string = process.env.NODE_ENV === 'production' ? 'production' : 'development';

/** The markup of the page at `url` (path and query) in `lang`, with the data the page sends in #page-data. */
export async function renderPage(url: string, lang: Language, data: PageData = {}): Promise<string> {
  await textsLoaded;
  const texts = keptTexts(lang);
  // The server never fetches: queries stay pending, as in the browser's first render.
  const errors: unknown[] = [];
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, enabled: false } });
  try {
    const tree = (
      <I18nextProvider i18n={texts}>
        <PageDataProvider data={data}>
          <StaticRouter location={url}>
            <AppTree client={client} />
          </StaticRouter>
        </PageDataProvider>
      </I18nextProvider>
    );
    // Once the route's lazy chunk has loaded (every draw but its first), the page draws synchronously:
    // renderToString builds the text at once, where a prerender's stream encodes it in chunks that are
    // read back into text (a fifth of a /jobs draw). A boundary it could not finish (a chunk still loading,
    // or a part that failed) comes out client-rendered (<!--$!-->): the page is drawn again by prerender,
    // which waits for the chunk and reports the failure.
    const fast = renderToString(tree);
    if (!fast.includes('<!--$!-->')) return fast;
    // prerender waits for the lazy route chunk (a plain renderToString would draw the spinner).
    const { prelude } = await prerenderToNodeStream(
      tree,
      // Whole: no boundary outlined behind a fallback and revealed by an inline script (the page's CSP
      // would block it, and the page is drawn at once anyway).
      { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (err) => void errors.push(err) },
    );
    let html = '';
    // A Node stream (typed as the browser's ReadableStream here, which is not async-iterable in every browser).
    for await (const chunk of prelude as unknown as AsyncIterable<unknown>) html += String(chunk);
    // A part that failed would go out as a spinner for the browser to draw: the page goes out empty instead.
    if (errors.length > 0) throw errors[0];
    return html;
  } finally {
    client.clear();
  }
}
