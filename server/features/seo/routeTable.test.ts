// The route table (server/contract/routes.ts) against the server over HTTP, on both engines: every address
// of every entry (parameters filled) answers 200 with the app, its own head when it has one and noindex
// otherwise; a path the app does not have, a sub-route the page does not draw and a job not on the board
// answer 404 with the not-found title; the sitemap lists exactly the entries flagged for it (and the jobs);
// robots.txt keeps out every page without its own head and lets in every page the sitemap submits.
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, routeAddresses, type RouteEntry } from '../../contract/routes.ts';
import { builtAppDir } from '../../test/fixtures.ts';
import { startServer, validJob, type TestServer } from '../../test/harness.ts';
import { serverText } from '../../i18n/index.ts';

const BASE = 'https://jobs.example.test';
const TABLE = ROUTES as readonly RouteEntry[];
const html = (text: string) => new JSDOM(text).window.document;

describe.each(['postgresql', 'pglite'] as const)('the route table on %s', (engine) => {
  let s: TestServer;
  let app: { dir: string; remove: () => void };
  let slug = '';

  beforeAll(async () => {
    app = builtAppDir();
    s = await startServer({ engine, env: { STATIC_DIR: app.dir, PUBLIC_URL: BASE } });
    const employer = (await s.as('employer')).client;
    const res = await employer.post('/api/employer/jobs', validJob({ title: 'Route Table Engineer' }));
    expect(res.status).toBe(201);
    slug = res.body.data.job.slug as string;
  });
  afterAll(async () => {
    await s.close();
    app.remove();
  });

  const fill = (address: string) => address.replace(':slug', () => slug).replace(/:[A-Za-z]+/g, '1');
  const every = TABLE.flatMap((route) =>
    routeAddresses(route).map((address) => ({ route, address, query: route.search?.map((p) => `${p}=x`).join('&') })),
  );

  it.each(every.map((e) => [`${e.address}${e.query ? `?${e.query}` : ''}`, e] as const))(
    '%s answers 200 on a direct load, signed out',
    async (_, { route, address, query }) => {
      const res = await s.client().get(`${fill(address)}${query ? `?${query}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const doc = html(res.text);
      expect(doc.getElementById('root'), 'the app is in the page').not.toBeNull();
      const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
      if (route.seo) {
        expect(canonical).toBe(`${BASE}${fill(address)}`);
        expect(doc.querySelector('meta[name="robots"]')).toBeNull();
      } else {
        expect(canonical).toBeUndefined();
        expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      }
    },
  );

  it.each(['/no-such-page', '/admin/dashboard/no-such-tab', '/candidate/contracts/1/2', '/alerts/other', '/jobs/a/b'])(
    '%s answers 404 with the not-found page',
    async (p) => {
      const res = await s.client().get(p);
      expect(res.status).toBe(404);
      const doc = html(res.text);
      expect(doc.title).toBe('Page Not Found | Portal Talent');
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    },
  );

  it('answers a job not on the board with 404', async () => {
    const res = await s.client().get('/jobs/no-such-job-anywhere');
    expect(res.status).toBe(404);
    expect(html(res.text).title).toBe('Page Not Found | Portal Talent');
  });

  it('lists in the sitemap exactly the entries flagged for it, and the jobs', async () => {
    const doc = new JSDOM((await s.client().get('/sitemap.xml')).text, { contentType: 'application/xml' }).window
      .document;
    const paths = [...doc.getElementsByTagName('loc')].map((l) => new URL(l.textContent).pathname);
    expect(paths.filter((p) => !p.startsWith('/jobs/')).sort()).toEqual(
      TABLE.filter((r) => r.sitemap)
        .map((r) => r.path)
        .sort(),
    );
    expect(paths).toContain(`/jobs/${slug}`);
  });

  it('keeps out by robots.txt every page without its own head, and no page the sitemap submits', async () => {
    const rules = (await s.client().get('/robots.txt')).text
      .split('\n')
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    const blocked = (p: string) => rules.some((r) => p.startsWith(r));
    for (const route of TABLE)
      for (const address of routeAddresses(route)) expect(blocked(fill(address)), address).toBe(!route.seo);
  });
});

describe('the route table', () => {
  it("names for every page with its own head a title and a description in both languages' texts", () => {
    for (const lang of ['en', 'hu'] as const)
      for (const route of TABLE)
        if (route.seo && 'title' in route.seo) {
          expect(serverText(lang, 'pages', route.seo.title), `${route.path} title (${lang})`).toMatch(/\S/);
          expect(serverText(lang, 'pages', route.seo.description), `${route.path} description (${lang})`).toMatch(/\S/);
        }
  });

  it('gives every address one entry, and every flag a page the server can draw', () => {
    const addresses = TABLE.flatMap(routeAddresses);
    expect(new Set(addresses).size).toBe(addresses.length);
    // The sitemap lists addresses: a page with a parameter is listed per item (jobs) or not at all.
    for (const r of TABLE.filter((e) => e.sitemap)) expect(r.seo && !r.path.includes(':'), r.path).toBe(true);
    // A signed-in page is never drawn for crawlers or kept as a public page.
    for (const r of TABLE.filter((e) => e.access !== 'public')) expect(r.seo, r.path).toBeUndefined();
  });
});
