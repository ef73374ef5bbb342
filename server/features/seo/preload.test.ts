// What the head of a public page names for its first draw (mobile LCP): the route's lazy chunks
// the entry does not already preload, and its stylesheet, read from the build manifest; and
// the job (job page) or the texts (content page) as a #page-data block carrying this response's CSP
// nonce, equal to what the API answers and escaped so a job's text cannot end the script.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobSchema, syncContentSchema, type Job } from '../../contract/index.ts';
import { SIGNED_IN_COOKIE } from '../../contract/options.ts';
import { startServer, validJob, type TestServer } from '../../test/harness.ts';

let s: TestServer;
let dir: string;
let job: Job;

const html = (text: string) => new JSDOM(text).window.document;
const hrefs = (doc: Document, sel: string) => [...doc.querySelectorAll(sel)].map((l) => l.getAttribute('href'));
/** The chunks a visitor's starter names once the visitor shows intent (its PRELOADS list). */
const starterPreloads = (doc: Document) =>
  JSON.parse(
    /preloads=(\[[^\]]*\])/.exec(doc.querySelector('script:not([type])')?.textContent ?? '')?.[1] ?? 'null',
  ) as string[] | null;

// Shaped like Vite's dist/.vite/manifest.json: the entry (index.html) with its shared chunk and what it starts
// the app with (React's DOM part, the app, the Hungarian texts), the job page's lazy chunk importing that
// shared chunk and one of its own, the board's chunk with its stylesheet.
const manifest = {
  'index.html': {
    file: 'assets/index-E1.js',
    isEntry: true,
    imports: ['_shared-S1.js'],
    dynamicImports: ['../node_modules/react-dom/client.js', 'App.tsx', 'i18n/locales/hu.json'],
    css: ['assets/index-C1.css'],
  },
  '_shared-S1.js': { file: 'assets/shared-S1.js' },
  '../node_modules/react-dom/client.js': {
    file: 'assets/client-D1.js',
    isDynamicEntry: true,
    imports: ['_shared-S1.js'],
  },
  'App.tsx': { file: 'assets/App-A0.js', isDynamicEntry: true, imports: ['index.html', '_shared-S1.js'] },
  'i18n/locales/hu.json': { file: 'assets/hu-H1.js', isDynamicEntry: true },
  '_PayTags-P1.js': { file: 'assets/PayTags-P1.js', imports: ['_shared-S1.js'] },
  'features/jobs/JobDetailPage.tsx': {
    file: 'assets/JobDetailPage-J1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-S1.js', '_PayTags-P1.js'],
  },
  'features/jobs/JobsPage.tsx': {
    file: 'assets/JobsPage-B1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_PayTags-P1.js'],
    css: ['assets/JobsPage-B1.css'],
  },
  'features/content/AboutPage.tsx': { file: 'assets/AboutPage-A1.js', isDynamicEntry: true, imports: ['index.html'] },
  // The contact page as built: its form's parts each import Blueprint's (large) stylesheet, and one also
  // imports a small one the page imports too.
  'features/contact/ContactPage.tsx': {
    file: 'assets/ContactPage-K1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_ContactForm-K2.js'],
    css: ['assets/blueprint-L1.css', 'assets/shared-K1.css'],
  },
  '_ContactForm-K2.js': {
    file: 'assets/ContactForm-K2.js',
    imports: ['_fields-K3.js'],
    css: ['assets/blueprint-L1.css', 'assets/shared-K1.css'],
  },
  '_fields-K3.js': { file: 'assets/fields-K3.js', css: ['assets/blueprint-L1.css'] },
  '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2': {
    file: 'assets/inter-latin-wght-normal-F1.woff2',
  },
  '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2': {
    file: 'assets/inter-latin-ext-wght-normal-F2.woff2',
  },
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-preload-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <title>Portal Talent</title>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-S1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C1.css">
  </head>
  <body><div id="root"></div></body>
</html>`,
  );
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'index-C1.css'), '.site-main{min-height:50vh}');
  fs.writeFileSync(path.join(dir, 'assets', 'JobsPage-B1.css'), '.job-list{display:grid}');
  fs.writeFileSync(path.join(dir, 'assets', 'shared-K1.css'), '.contact-layout{display:grid}');
  fs.writeFileSync(path.join(dir, 'assets', 'blueprint-L1.css'), `.bp6-card{padding:20px}${' '.repeat(200_000)}`);
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  s = await startServer({ env: { STATIC_DIR: dir } });
  const employer = (await s.as('employer')).client;
  const res = await employer.post(
    '/api/employer/jobs',
    validJob({ title: 'Data Engineer', description: 'Ends </script><script>alert(1)</script> & more, end to end.' }),
  );
  expect(res.status).toBe(201);
  job = jobSchema.parse(res.body.data.job);
  // The first draw loads the renderer (seconds on a loaded machine): done here, under the hook's time.
  expect((await signedIn().get('/')).status).toBe(200);
});
afterAll(async () => {
  await s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A browser on which someone is signed in (the readable marker the server sets with the session). */
const signedIn = () => {
  const client = s.client();
  client.cookies.set(SIGNED_IN_COOKIE, '1');
  return client;
};

describe('the head of a public page', () => {
  it("preloads a job page's chunks the entry does not name, not the font (text draws in the fallback)", async () => {
    const doc = html((await signedIn().get(`/jobs/${job.slug}`)).text);
    expect(hrefs(doc, 'link[rel="modulepreload"]')).toEqual([
      '/assets/shared-S1.js', // the entry's own, left as built
      '/assets/client-D1.js', // what the entry starts the app with
      '/assets/App-A0.js',
      '/assets/JobDetailPage-J1.js',
      '/assets/PayTags-P1.js',
    ]);
    expect(doc.querySelector('link[rel="preload"][as="font"]')).toBeNull();
  });

  it("preloads the board's chunk; for the home page (in the app's chunk) what the entry starts the app with", async () => {
    const jobs = html((await signedIn().get('/jobs')).text);
    expect(hrefs(jobs, 'link[rel="modulepreload"]')).toEqual([
      '/assets/shared-S1.js',
      '/assets/client-D1.js',
      '/assets/App-A0.js',
      '/assets/JobsPage-B1.js',
      '/assets/PayTags-P1.js',
    ]);
    const home = html((await signedIn().get('/')).text);
    expect(hrefs(home, 'link[rel="modulepreload"]')).toEqual([
      '/assets/shared-S1.js',
      '/assets/client-D1.js',
      '/assets/App-A0.js',
    ]);
    expect(hrefs(home, 'link[rel="preload"]')).toEqual([]);
  });

  it("preloads a language's texts for a page in that language only, and the app for a page it does not draw", async () => {
    const hu = html((await signedIn().get('/?lang=hu')).text);
    expect(hrefs(hu, 'link[rel="modulepreload"]')).toEqual([
      '/assets/shared-S1.js',
      '/assets/client-D1.js',
      '/assets/App-A0.js',
      '/assets/hu-H1.js',
    ]);
    const login = html((await s.client().get('/login')).text);
    expect(hrefs(login, 'link[rel="modulepreload"]')).toEqual([
      '/assets/shared-S1.js',
      '/assets/client-D1.js',
      '/assets/App-A0.js',
    ]);
  });

  it("carries the entry's and the board's stylesheets inline, with this response's nonce", async () => {
    const res = await s.client().get('/jobs');
    const doc = html(res.text);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(res.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${nonce}'`);
    const styles = [...doc.querySelectorAll('head style')];
    expect(styles.map((el) => el.textContent)).toEqual(['.site-main{min-height:50vh}', '.job-list{display:grid}']);
    expect(styles.every((el) => el.getAttribute('nonce') === nonce)).toBe(true);
    // Nothing left for the page to wait for or fetch: no stylesheet is linked, not even disabled (Chromium's
    // preload scanner fetches those); each <style> names its stylesheet for the starter to link disabled.
    expect(doc.querySelector('link[rel="stylesheet"]')).toBeNull();
    expect(styles.map((el) => el.getAttribute('data-href'))).toEqual([
      '/assets/index-C1.css',
      '/assets/JobsPage-B1.css',
    ]);
    expect(doc.querySelector('link[rel="preload"][as="style"]')).toBeNull();
  });

  it("carries each stylesheet once, and links one too large to carry (Blueprint's, on /contact)", async () => {
    const doc = html((await s.client().get('/contact')).text);
    expect([...doc.querySelectorAll('head style')].map((el) => el.textContent)).toEqual([
      '.site-main{min-height:50vh}',
      '.contact-layout{display:grid}',
    ]);
    expect(hrefs(doc, 'link[rel="stylesheet"]')).toEqual(['/assets/blueprint-L1.css']);
    expect([...doc.querySelectorAll('head style')].map((el) => el.getAttribute('data-href'))).toEqual([
      '/assets/index-C1.css',
      '/assets/shared-K1.css',
    ]);
    expect(doc.querySelector('link[rel="preload"][as="style"]')).toBeNull();
  });

  it("starts a visitor's app at the first sign of intent, naming its chunks only then; it registers the worker", async () => {
    const res = await s.client().get('/jobs');
    const doc = html(res.text);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(doc.querySelector('script[type="module"][src]')).toBeNull();
    // Nothing of the app is fetched while the visitor reads: no chunk named in the head.
    expect(hrefs(doc, 'link[rel="modulepreload"]')).toEqual([]);
    const starter = [...doc.querySelectorAll('script:not([type])')];
    expect(starter).toHaveLength(1);
    expect(starter[0]?.getAttribute('nonce')).toBe(nonce);
    const code = starter[0]?.textContent ?? '';
    expect(code).toContain('eager=false');
    expect(code).toContain('"/assets/index-E1.js"');
    for (const intent of ['pointerdown', 'touchstart', 'keydown', 'focusin']) expect(code).toContain(`'${intent}'`);
    expect(code).toContain("serviceWorker.register('/sw.js'");
    // The same chunks a signed-in browser preloads, in the same order, named once the app starts.
    const eager = html((await signedIn().get('/jobs')).text);
    expect(starterPreloads(doc)).toEqual(hrefs(eager, 'link[rel="modulepreload"]'));
  });

  it("registers a reader's service worker seconds after the load, when the browser is idle, not while the page loads", async () => {
    // The starter run as a browser runs it, with its clock and idle callbacks in the test's hands.
    const load = async () => {
      const timers: { run: () => void; ms: number }[] = [];
      const idles: { run: () => void; timeout: number | undefined }[] = [];
      const registered: string[] = [];
      const dom = new JSDOM((await s.client().get('/about')).text, {
        runScripts: 'dangerously',
        beforeParse(window) {
          window.setTimeout = ((run: () => void, ms: number) => timers.push({ run, ms })) as typeof window.setTimeout;
          window.requestIdleCallback = (run: IdleRequestCallback, opts?: IdleRequestOptions) =>
            idles.push({ run: () => run({ didTimeout: false, timeRemaining: () => 50 }), timeout: opts?.timeout });
          Object.defineProperty(window.navigator, 'serviceWorker', {
            value: { register: (url: string) => (registered.push(url), Promise.resolve()) },
          });
        },
      });
      await new Promise((resolve) => dom.window.addEventListener('load', resolve));
      await vi.waitFor(() => expect(timers).toHaveLength(1));
      return { dom, timers, idles, registered };
    };

    const reader = await load();
    // Loaded: the registration is due later, past the seconds in which the page is read and first tapped.
    expect(reader.registered).toEqual([]);
    expect(reader.timers[0]!.ms).toBeGreaterThanOrEqual(3_000);
    reader.timers[0]!.run();
    // Due: it waits for the browser to be idle, for a bounded time.
    expect(reader.registered).toEqual([]);
    expect(reader.idles).toHaveLength(1);
    expect(reader.idles[0]!.timeout).toBeGreaterThan(0);
    reader.idles[0]!.run();
    expect(reader.registered).toEqual(['/sw.js']);

    // A visitor who shows intent first starts the app, which registers the worker itself (platform/web.ts).
    const visitor = await load();
    visitor.dom.window.dispatchEvent(new visitor.dom.window.Event('keydown'));
    expect(visitor.dom.window.document.querySelector('script[type="module"][src]')).not.toBeNull();
    visitor.timers[0]!.run();
    visitor.idles[0]?.run();
    expect(visitor.registered).toEqual([]);
  });

  it("starts a signed-in browser's app after the first paint, from a script carrying the nonce; its chunks load at low priority", async () => {
    const res = await signedIn().get('/jobs');
    const doc = html(res.text);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(doc.querySelector('script[type="module"][src]')).toBeNull();
    const starter = [...doc.querySelectorAll('script:not([type])')];
    expect(starter).toHaveLength(1);
    expect(starter[0]?.getAttribute('nonce')).toBe(nonce);
    expect(starter[0]?.textContent).toContain('"/assets/index-E1.js"');
    expect(starter[0]?.textContent).toContain('first-contentful-paint');
    expect(starter[0]?.textContent).toContain('eager=true');
    // The chunks still come early, but after what the page needs to paint.
    const preloads = [...doc.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads.every((l) => l.getAttribute('fetchpriority') === 'low')).toBe(true);
  });

  it('leaves a page it does not draw as built: sign-in keeps its stylesheet link and module script', async () => {
    const doc = html((await s.client().get('/login')).text);
    expect(doc.getElementById('root')?.innerHTML).toBe('');
    expect(hrefs(doc, 'link[rel="stylesheet"]')).toEqual(['/assets/index-C1.css']);
    expect(doc.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-E1.js');
    expect(doc.querySelector('head style')).toBeNull();
  });

  it('draws no style attribute on any page of the sitemap, in either language (the CSP blocks them)', async () => {
    // The policy's style-src has a nonce and no 'unsafe-inline': a style="…" in the drawn HTML is refused,
    // logged as a console error (Lighthouse's best practices) and its look lost until the app takes over.
    const sitemap = (await s.client().get('/sitemap.xml')).text;
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(pages).toContain('/umbrella');
    for (const page of pages.flatMap((p) => [p, `${p}?lang=hu`])) {
      const doc = html((await s.client().get(page)).text);
      expect(doc.getElementById('root')?.innerHTML, page).not.toBe('');
      const styled = [...doc.querySelectorAll('[style]')].map((el) => el.outerHTML.slice(0, 120));
      expect(styled, page).toEqual([]);
    }
  });

  it('preloads nothing of a page for a job not on the board (404)', async () => {
    const res = await s.client().get('/jobs/no-such-job');
    expect(res.status).toBe(404);
    const doc = html(res.text);
    expect(hrefs(doc, 'link[rel="preload"]')).toEqual([]);
    expect(doc.getElementById('page-data')).toBeNull();
  });
});

describe('the data a page draws first', () => {
  it("carries the job as the API presents it, with this response's nonce, escaped", async () => {
    const res = await s.client().get(`/jobs/${job.slug}`);
    expect(res.text).not.toContain('</script><script>alert(1)');
    const doc = html(res.text);
    const block = doc.getElementById('page-data');
    expect(block?.getAttribute('type')).toBe('application/json');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(block?.getAttribute('nonce')).toBe(nonce);
    const api = (await s.client().get(`/api/jobs/${job.slug}`)).body as unknown;
    expect(JSON.parse(block?.textContent ?? '')).toEqual({ job: api });
  });

  it("carries the About page's texts in every language, as the content sync presents them", async () => {
    const doc = html((await s.client().get('/about?lang=hu')).text);
    const data = JSON.parse(doc.getElementById('page-data')?.textContent ?? '') as { content: unknown };
    const content = syncContentSchema.parse(data.content);
    const synced = syncContentSchema.parse((await s.client().get('/api/sync/content')).body);
    const about = synced.pages.filter((p) => p.slug === 'about');
    expect(about.map((p) => p.lang).sort()).toEqual(['en', 'hu']);
    expect(content.pages.sort((a, b) => a.lang.localeCompare(b.lang))).toEqual(
      about.sort((a, b) => a.lang.localeCompare(b.lang)),
    );
    // Pages with no data of their own carry none.
    expect(html((await s.client().get('/')).text).getElementById('page-data')).toBeNull();
  });
});
