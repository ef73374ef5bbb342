// The public pages are drawn in a pool of threads (render.ts, RENDER_THREADS): what they draw is what the
// server's own thread draws, in English and Hungarian; a thread that fails or dies costs only its page,
// which goes out empty for the browser to draw, and the next page is drawn; a closed server's threads end.
// No test asks a server for an address twice, so none is answered from the kept copies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE, type Job } from '../../contract/index.ts';
import { fromRoot } from '../../paths.ts';
import { builtAppDir, postedJob } from '../../test/fixtures.ts';
import { startServer, type TestServer } from '../../test/harness.ts';

const app = builtAppDir();
afterAll(() => app.remove());

/** The page's #root as a browser reads it, and its language mark ('' when it went out empty). */
async function root(s: TestServer, address: string): Promise<{ lang: string; html: string; h1: string }> {
  const client = s.client();
  client.cookies.set(SIGNED_IN_COOKIE, '1');
  const res = await client.get(address);
  expect(res.status, address).toBe(200);
  const el = new JSDOM(res.text).window.document.getElementById('root');
  return {
    lang: el?.getAttribute('data-lang') ?? '',
    html: el?.innerHTML ?? '',
    h1: el?.querySelector('h1')?.textContent?.trim() ?? '',
  };
}

describe('pages drawn in the threads', () => {
  let here: TestServer;
  let pooled: TestServer;
  let job: Job;

  beforeAll(async () => {
    here = await startServer({ env: { STATIC_DIR: app.dir, RENDER_THREADS: '0' }, keepDatabase: true });
    // The same database, so both draw the same jobs.
    pooled = await startServer({
      env: { STATIC_DIR: app.dir, RENDER_THREADS: '2' },
      databaseUrl: here.databaseUrl,
    });
    job = (await postedJob(here, { title: 'Quokka Payroll Specialist', company: 'Quokka Bér Kft.' })).job;
  });
  afterAll(async () => {
    await here?.close();
    await pooled?.close();
  });

  it('are the pages the server draws on its own thread, in English and Hungarian', async () => {
    for (const address of ['/', '/jobs', '/jobs?q=quokka', `/jobs/${job.slug}`, '/about'])
      for (const lang of ['en', 'hu']) {
        const url = `${address}${address.includes('?') ? '&' : '?'}lang=${lang}`;
        const [mine, theirs] = await Promise.all([root(here, url), root(pooled, url)]);
        expect(theirs.lang, url).toBe(lang);
        expect(theirs.html.length, url).toBeGreaterThan(0);
        expect(theirs.html, url).toBe(mine.html);
      }
    expect(here.pages.threads()).toBe(0);
    expect(pooled.pages.threads()).toBeGreaterThan(0);
  });
});

describe('a thread that fails', () => {
  let s: TestServer;
  let closed = false;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-pool-'));
  const bundle = path.join(dir, 'render.js');

  beforeAll(async () => {
    // The built renderer, except on pages whose address asks it to fail: one throws, one ends its thread
    // (process.exit in a worker ends that thread only), one throws where nothing catches it.
    fs.writeFileSync(
      bundle,
      `import * as real from ${JSON.stringify(pathToFileURL(fromRoot('dist-server', 'render.js')).href)};
export const reactBuild = real.reactBuild;
export async function renderPage(url, lang, data) {
  if (url.includes('q=throw')) throw new Error('a bug in a component');
  if (url.includes('q=exit')) process.exit(3);
  if (url.includes('q=uncaught')) {
    setTimeout(() => { throw new Error('thrown where nothing catches it'); });
    return new Promise(() => {});
  }
  return real.renderPage(url, lang, data);
}
`,
    );
    s = await startServer({ env: { STATIC_DIR: app.dir, RENDER_THREADS: '1' }, renderBundle: bundle });
  });
  afterAll(async () => {
    if (!closed) await s?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends its page out empty, and the next page is drawn', async () => {
    for (const failing of ['throw', 'exit', 'uncaught']) {
      // With one thread the drawable page waits behind the failing one, and is drawn after it.
      const [failed, next] = await Promise.all([
        root(s, `/jobs?q=${failing}`),
        root(s, `/jobs?lang=hu&after=${failing}`),
      ]);
      expect(failed, failing).toEqual({ lang: '', html: '', h1: '' });
      expect(next.lang, failing).toBe('hu');
      expect(next.h1, failing).toBe('Elérhető pozíciók');
      expect((await root(s, `/jobs?after=${failing}`)).h1, failing).toBe('Available Positions');
    }
    expect(s.pages.threads()).toBe(1);
  });

  it('ends with the server', async () => {
    expect((await root(s, '/')).lang).toBe('en');
    expect(s.pages.threads()).toBe(1);
    await s.close();
    closed = true;
    expect(s.pages.threads()).toBe(0);
    await expect(s.pages.draw('/', 'en', '{}', [])).rejects.toThrow(/closed/);
  });
});
