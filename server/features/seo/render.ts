// The public pages' markup, drawn on the server by the app's own components and sent inside #root, so a
// phone shows the page before any script has arrived and a crawler reads it whole. The server
// does not import the app: it loads the renderer bundle Vite builds from app/serverRender.tsx
// (`vite build --ssr`, vite.config.ts) into dist-server/, with React's production build and the stylesheet
// imports handled by Vite. `npm start`, the e2e server and the server tests build it when stale
// (scripts/build-if-stale.mjs). Each draw has its own page data (each language its texts), so pages are drawn
// concurrently. A page that cannot be drawn goes out as before, empty, and the browser draws it.
//
// React's renderToString is synchronous: on the server's thread a page held every other request while
// it was drawn, and pages never overlapped. So the pages are drawn in a pool of threads
// (renderWorker.mjs, RENDER_THREADS), each with the renderer loaded, and the server's thread only sends
// the page's address, language and data and gets the markup back, in ASCII and compressed there too, with
// the page's head it sent along (pagePiece.mjs). RENDER_THREADS=0 draws here, as before.
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Language } from '../../contract/index.ts';
import type { PageData } from '../../contract/pageData.ts';
import type { Logger } from '../../log/index.ts';
import { fromRoot } from '../../paths.ts';
import { piece, type Piece } from './gzipPieces.ts';
import { asciiHtml } from './pagePiece.mjs';

/** What app/serverRender.tsx exports. */
interface Renderer {
  renderPage(url: string, lang: Language, data: PageData): Promise<string>;
  reactBuild: string;
}

/** The built renderer's entry. */
const RENDERER_BUNDLE = fromRoot('dist-server', 'render.js');

/** A drawn page's markup and the texts that were sent along with it, each in ASCII and compressed (a piece). */
export interface Drawn {
  markup: Piece;
  texts: Piece[];
}

/** Draws the public pages, on this thread or in a pool of threads (pageDrawer). */
export interface PageDrawer {
  /** The page's markup with its data (`dataJson`, as the page carries it), and `texts` made pieces alike;
   * rejects when it could not be drawn. */
  draw(url: string, lang: Language, dataJson: string, texts: readonly string[]): Promise<Drawn>;
  /** Which build of React draws; rejects when the renderer cannot be loaded. */
  reactBuild(): Promise<string>;
  /** How many threads are drawing or ready to (0 on the server's own thread). */
  threads(): number;
  /** Ends the threads (the server closes). */
  close(): Promise<void>;
}

let renderer: Promise<Renderer> | null = null;

function loadRenderer(): Promise<Renderer> {
  if (!renderer) {
    renderer = import(pathToFileURL(RENDERER_BUNDLE).href) as Promise<Renderer>;
    renderer.catch(() => (renderer = null));
  }
  return renderer;
}

/** Text of a page made ready on the server's thread: in ASCII, compressed on libuv's threads. */
export const asciiPiece = (text: string) => piece(asciiHtml(text));

const onThisThread: PageDrawer = {
  draw: async (url, lang, dataJson, texts) => {
    const markup = await (await loadRenderer()).renderPage(url, lang, JSON.parse(dataJson) as PageData);
    const [drawn, ...rest] = await Promise.all([markup, ...texts].map(asciiPiece));
    return { markup: drawn!, texts: rest };
  },
  reactBuild: async () => (await loadRenderer()).reactBuild,
  threads: () => 0,
  close: async () => {},
};

type Task = { op: 'draw'; url: string; lang: Language; dataJson: string; texts: readonly string[] } | { op: 'build' };
/** A thread's answer: the build's name, or what it drew (its buffers arrive as plain Uint8Arrays). */
type Answer = string | { markup: WirePiece; texts: WirePiece[] };
type WirePiece = Omit<Piece, 'deflated'> & { deflated: Uint8Array };
interface Queued {
  task: Task;
  resolve(answer: Answer): void;
  reject(err: Error): void;
}

/** Up to `size` threads, started as pages need them; a page waits in line while all are drawing. A thread
 * that dies (an uncaught error, out of memory) fails the page it was drawing and the next one that is
 * needed takes its place. */
class RenderPool implements PageDrawer {
  private readonly running = new Set<Worker>();
  private readonly idle: Worker[] = [];
  private readonly drawing = new Map<Worker, Queued>();
  private readonly waiting: Queued[] = [];
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly bundle: string,
  ) {}

  async draw(url: string, lang: Language, dataJson: string, texts: readonly string[]): Promise<Drawn> {
    const drawn = await this.run({ op: 'draw', url, lang, dataJson, texts });
    if (typeof drawn === 'string') throw new Error('A page renderer thread answered a draw with text');
    return { markup: asPiece(drawn.markup), texts: drawn.texts.map(asPiece) };
  }

  /** Starts every thread (each loads the renderer), so no visitor's page waits for that. */
  async reactBuild(): Promise<string> {
    const builds = await Promise.all(Array.from({ length: this.size }, () => this.run({ op: 'build' })));
    const build = builds[0];
    if (typeof build !== 'string') throw new Error('A page renderer thread answered a build with a page');
    return build;
  }

  threads(): number {
    return this.running.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const queued of this.waiting.splice(0)) queued.reject(new Error('The page renderer was closed'));
    await Promise.all([...this.running].map((thread) => thread.terminate()));
  }

  private run(task: Task): Promise<Answer> {
    if (this.closed) return Promise.reject(new Error('The page renderer was closed'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ task, resolve, reject });
      this.next();
    });
  }

  /** Gives waiting pages to free threads, starting threads up to the pool's size. */
  private next(): void {
    while (this.waiting.length > 0) {
      const thread = this.idle.pop() ?? (this.running.size < this.size ? this.start() : undefined);
      if (!thread) return;
      const queued = this.waiting.shift()!;
      try {
        thread.postMessage(queued.task);
        this.drawing.set(thread, queued);
      } catch (err) {
        // Page data that cannot be copied to another thread.
        queued.reject(err as Error);
        this.idle.push(thread);
      }
    }
  }

  private start(): Worker {
    // Found from the checkout's root: the server may run as the one built file (dist-server/server.mjs).
    const thread = new Worker(fromRoot('server', 'features', 'seo', 'renderWorker.mjs'), {
      workerData: { bundle: this.bundle },
      // The worker is plain JavaScript: no TypeScript loader, whatever started the server.
      execArgv: [],
    });
    // A pool nobody closed (a test that forgot to) never keeps the process alive: the server's socket does.
    thread.unref();
    this.running.add(thread);
    thread.on('message', (m: { result?: Answer; error?: string }) => {
      const queued = this.drawing.get(thread);
      this.drawing.delete(thread);
      if (m.error === undefined) queued?.resolve(m.result ?? '');
      else queued?.reject(new Error(m.error));
      this.idle.push(thread);
      this.next();
    });
    thread.on('error', (err) => this.lost(thread, err));
    thread.on('exit', (code) => this.lost(thread, new Error(`A page renderer thread stopped (exit code ${code})`)));
    return thread;
  }

  private lost(thread: Worker, err: Error): void {
    // 'error' comes before 'exit': the first one counts.
    if (!this.running.delete(thread)) return;
    this.drawing.get(thread)?.reject(err);
    this.drawing.delete(thread);
    if (this.idle.includes(thread)) this.idle.splice(this.idle.indexOf(thread), 1);
    if (!this.closed) this.next();
  }
}

const asPiece = (p: WirePiece): Piece => ({
  ...p,
  deflated: Buffer.from(p.deflated.buffer, p.deflated.byteOffset, p.deflated.byteLength),
});

/** The server's page drawer: a pool of `threads` threads, or this thread when 0 (RENDER_THREADS). */
export function pageDrawer(threads: number, bundle = RENDERER_BUNDLE): PageDrawer {
  return threads > 0 ? new RenderPool(threads, bundle) : onThisThread;
}

/** Loads the renderer ahead of the first page (server start), so that page is not the one that waits, and
 * says which build of React it draws with (undefined when it could not be loaded: not built). */
export async function warmRenderer(log: Logger, pages: PageDrawer): Promise<string | undefined> {
  try {
    return await pages.reactBuild();
  } catch (err) {
    log.warn({ err, bundle: RENDERER_BUNDLE }, 'The page renderer could not be loaded (npm run build makes it)');
    return undefined;
  }
}

/** The page's markup with its data (`dataJson`), and `texts` (pieces), or null when it could not be drawn (the browser then draws it). */
export async function drawPage(
  deps: { log: Logger; pages: PageDrawer },
  url: string,
  lang: Language,
  dataJson: string | undefined,
  texts: readonly string[],
): Promise<Drawn | null> {
  try {
    return await deps.pages.draw(url, lang, dataJson ?? '{}', texts);
  } catch (err) {
    deps.log.warn({ err, url }, 'Server drawing failed; the page goes out empty');
    return null;
  }
}
