// Serves the built web app: hashed assets cached for a year, the service worker and HTML never
// cached, and index.html for every page route of the app (SPA fallback) with that page's head — and a
// 404 status for paths the app does not have, so crawlers and monitors see the truth.
import fs from 'node:fs';
import path from 'node:path';
import type Koa from 'koa';
import send from 'koa-send';
import { renderAppPage, sendPage } from './features/seo/head.ts';
import type { AppDeps } from './types.ts';

export function serveApp(staticDir: string, deps: AppDeps): Koa.Middleware {
  const indexPath = path.join(staticDir, 'index.html');
  // index.html as last read, by its modification time and size: a new build's is read again, and a page
  // drawn each time does not wait on the file's reads (four trips to libuv's threads) for the same text.
  let index: { mtimeMs: number; size: number; text: string } | null = null;
  const readIndex = async (stat: fs.Stats): Promise<string> => {
    if (index?.mtimeMs === stat.mtimeMs && index.size === stat.size) return index.text;
    const text = await fs.promises.readFile(indexPath, 'utf8');
    index = { mtimeMs: stat.mtimeMs, size: stat.size, text };
    return text;
  };
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api' || !['GET', 'HEAD'].includes(ctx.method)) {
      await next();
      return;
    }
    const indexStat = fs.statSync(indexPath, { throwIfNoEntry: false });
    if (!indexStat) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet. Run `npm run build` (npm start does this for you).';
      return;
    }
    const decoded = safeDecode(ctx.path);
    const file = ctx.path === '/' || decoded === null ? null : path.join(staticDir, path.normalize(decoded));
    const stat = file && file.startsWith(staticDir + path.sep) && fs.existsSync(file) ? fs.statSync(file) : null;
    if (file && stat?.isFile()) {
      const immutable = ctx.path.startsWith('/assets/');
      // A compressed copy older than its file (the file was replaced after the build) is never sent.
      const fresh = (ext: string) => {
        try {
          return fs.statSync(file + ext).mtimeMs >= stat.mtimeMs;
        } catch {
          return false;
        }
      };
      await send(ctx, path.relative(staticDir, file), {
        root: staticDir,
        brotli: fresh('.br'),
        gzip: fresh('.gz'),
        // The build wrote .br and .gz copies (scripts/lib/precompress.ts): koa-send picks the one the
        // browser accepts, so nothing is compressed per request.
        setHeaders: (res) => {
          res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
      return;
    }
    // index.html with the page's own head (features/seo): 404 for a path the app does not have, a job
    // not on the board, or a broken percent-escape (it names no file and no page).
    const page = await renderAppPage(ctx, deps, await readIndex(indexStat), decoded, staticDir);
    ctx.status = page.status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    sendPage(ctx, page);
  };
}

/** decodeURIComponent, or null for a malformed escape such as /%E0%A4%A (it throws URIError). */
function safeDecode(p: string): string | null {
  try {
    return decodeURIComponent(p);
  } catch {
    return null;
  }
}
