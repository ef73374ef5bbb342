// One of the page renderer's threads (render.ts): it loads the built renderer (dist-server/render.js) and
// draws the pages it is given, so React's renderToString runs here and not on the server's thread, where
// it held every other request, and several pages are drawn at once on several cores. Plain JavaScript:
// a worker loads it without any loader.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const port = parentPort;
if (!port) throw new Error('renderWorker.mjs runs as a worker thread');

/** @type {Promise<{ renderPage(url: string, lang: string, data: object): Promise<string>, reactBuild: string }>} */
const renderer = import(pathToFileURL(workerData.bundle).href);

port.on('message', async (m) => {
  try {
    const r = await renderer;
    const html = m.op === 'build' ? r.reactBuild : await r.renderPage(m.url, m.lang, m.data);
    port.postMessage({ id: m.id, result: html });
  } catch (err) {
    port.postMessage({ id: m.id, error: err instanceof Error ? err.message : String(err) });
  }
});
