// The public pages' markup, drawn on the server by the app's own components (app/serverRender.tsx) and
// sent inside #root, so a phone shows the page before any script has arrived and a crawler reads it whole
// (issue 11). The app's modules run here as TypeScript (tsx), with their stylesheet imports left to the
// build. A page that cannot be drawn goes out as before, empty, and the browser draws it.
import { register } from 'node:module';
import type { Language } from '../../contract/index.ts';
import type { Logger } from '../../log/index.ts';
import type { PageData } from '../../../app/api/pageData.ts';
import type { renderPage } from '../../../app/serverRender.tsx';

/** Node's loader answers a stylesheet import with an empty module (Vite and Vitest handle them themselves). */
const CSS_HOOK = `export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}`;

let renderer: Promise<typeof renderPage> | null = null;

/**
 * React takes its build from process.env.NODE_ENV when it is first loaded (by the first page drawn):
 * production draws several times faster. `npm start` asks for it (REACT_BUILD, server/config.ts) while
 * NODE_ENV stays unset, which keeps the production-only start-up checks (COMPANY_*, PUBLIC_URL)
 * for a real site's NODE_ENV=production. Called before anything loads React; a NODE_ENV given stays.
 */
export function chooseReactBuild(build: 'production' | 'development'): void {
  process.env.NODE_ENV ??= build;
}

/** The build React was loaded in: only its development build exports captureOwnerStack. */
export async function reactBuildInUse(): Promise<'production' | 'development'> {
  const react = await import('react');
  return 'captureOwnerStack' in react && typeof react.captureOwnerStack === 'function' ? 'development' : 'production';
}

function loadRenderer(): Promise<typeof renderPage> {
  if (!renderer) {
    if (!process.env.VITEST) register(`data:text/javascript,${encodeURIComponent(CSS_HOOK)}`);
    renderer = import('../../../app/serverRender.tsx').then((m) => m.renderPage);
    renderer.catch(() => (renderer = null));
  }
  return renderer;
}

/** Loads the app's modules ahead of the first page (server start), so that page is not the one that waits. */
export function warmRenderer(log: Logger): void {
  loadRenderer().catch((err: unknown) => log.warn({ err }, 'The app could not be loaded for server drawing'));
}

/** The page's markup, or '' when it could not be drawn (the browser then draws it). */
export async function drawPage(log: Logger, url: string, lang: Language, data: PageData | undefined): Promise<string> {
  try {
    return await (
      await loadRenderer()
    )(url, lang, data);
  } catch (err) {
    log.warn({ err, url }, 'Server drawing failed; the page goes out empty');
    return '';
  }
}
