// One of the page renderer's threads (render.ts): it loads the built renderer (dist-server/render.js) and
// draws the pages it is given, so React's renderToString runs here and not on the server's thread, where
// it held every other request, and several pages are drawn at once on several cores. What it drew, and the
// texts sent along with the page (its head), go back in ASCII and compressed (pagePiece.mjs): that work too
// stays off the server's thread. Plain JavaScript: a worker loads it without any loader.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { pagePiece } from './pagePiece.mjs';

const port = parentPort;
if (!port) throw new Error('renderWorker.mjs runs as a worker thread');

/** @type {Promise<{ renderPage(url: string, lang: string, data: object): Promise<string>, reactBuild: string }>} */
const renderer = import(pathToFileURL(workerData.bundle).href);

port.on('message', async (m) => {
  try {
    const r = await renderer;
    if (m.op === 'build') port.postMessage({ id: m.id, result: r.reactBuild });
    else {
      const markup = pagePiece(await r.renderPage(m.url, m.lang, JSON.parse(m.dataJson)));
      port.postMessage({ id: m.id, result: { markup, texts: m.texts.map(pagePiece) } });
    }
  } catch (err) {
    port.postMessage({ id: m.id, error: err instanceof Error ? err.message : String(err) });
  }
});
