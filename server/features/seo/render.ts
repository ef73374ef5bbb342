// The public pages' markup, drawn on the server by the app's own components and sent inside #root, so a
// phone shows the page before any script has arrived and a crawler reads it whole. The server
// does not import the app: it loads the renderer bundle Vite builds from app/serverRender.tsx
// (`vite build --ssr`, vite.config.ts) into dist-server/, with React's production build and the stylesheet
// imports handled by Vite. `npm start`, the e2e server and the server tests build it when stale
// (scripts/build-if-stale.mjs). Each draw has its own texts instance and page data, so pages are drawn
// concurrently. A page that cannot be drawn goes out as before, empty, and the browser draws it.
import { pathToFileURL } from 'node:url';
import type { Language } from '../../contract/index.ts';
import type { PageData } from '../../contract/pageData.ts';
import type { Logger } from '../../log/index.ts';
import { fromRoot } from '../../paths.ts';

/** What app/serverRender.tsx exports. */
interface Renderer {
  renderPage(url: string, lang: Language, data: PageData): Promise<string>;
  reactBuild: string;
}

/** The built renderer's entry. */
const RENDERER_BUNDLE = fromRoot('dist-server', 'render.js');

let renderer: Promise<Renderer> | null = null;

function loadRenderer(): Promise<Renderer> {
  if (!renderer) {
    renderer = import(pathToFileURL(RENDERER_BUNDLE).href) as Promise<Renderer>;
    renderer.catch(() => (renderer = null));
  }
  return renderer;
}

/** Loads the renderer ahead of the first page (server start), so that page is not the one that waits, and
 * says which build of React it draws with (undefined when it could not be loaded: not built). */
export async function warmRenderer(log: Logger): Promise<string | undefined> {
  try {
    return (await loadRenderer()).reactBuild;
  } catch (err) {
    log.warn({ err, bundle: RENDERER_BUNDLE }, 'The page renderer could not be loaded (npm run build makes it)');
    return undefined;
  }
}

/** The page's markup, or '' when it could not be drawn (the browser then draws it). */
export async function drawPage(log: Logger, url: string, lang: Language, data: PageData | undefined): Promise<string> {
  try {
    return await (await loadRenderer()).renderPage(url, lang, data ?? {});
  } catch (err) {
    log.warn({ err, url }, 'Server drawing failed; the page goes out empty');
    return '';
  }
}
