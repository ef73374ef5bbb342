// A visitor's drawn page is kept per address, language and its data's version: a repeat /jobs, or the
// board at a new address, asks the database nothing (the jobs' version is remembered), a job write shows in the next one, a failed sign-in or a POST nobody
// routes drops nothing, the two languages never mix, each response carries its own CSP nonce, and a signed-in
// browser's pages are kept as well, apart from a visitor's (preload.test.ts: their starters differ).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../contract/index.ts';
import { builtAppDir, postedJob } from '../../test/fixtures.ts';
import { queriesDuring, startServer, type Client, type TestServer } from '../../test/harness.ts';

const app = builtAppDir();
afterAll(() => app.remove());

/** The statements that read jobs or content themselves, not a version. */
const dataReads = (sql: string[]) => sql.filter((q) => /from "(jobs|content_pages)"/.test(q));

describe.each(['postgresql', 'pglite'] as const)('drawn pages kept for visitors, on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ engine, seedDemo: true, env: { STATIC_DIR: app.dir, READ_CACHE_MS: '60000' } });
  });
  afterAll(() => s.close());

  const get = async (address: string, client: Client = s.client()) => {
    const res = await client.get(address);
    expect(res.status, address).toBe(200);
    return res;
  };

  it('answers a repeat /jobs, job page and content page from the kept copy, each with its own nonce', async () => {
    const { slug } = (await s.db('jobs').whereRaw('is_active AND listed_until > now()').first('slug'))!;
    for (const address of ['/jobs', `/jobs/${slug}`, '/about', '/jobs?q=engineer&lang=hu']) {
      const first = await get(address);
      const { result: again, sql } = await queriesDuring(s.db, () => get(address));
      expect(dataReads(sql), address).toEqual([]);
      expect(sql.length, address).toBeLessThanOrEqual(1);
      const nonceOf = (res: typeof first) =>
        /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')![1]!;
      expect(nonceOf(again)).not.toBe(nonceOf(first));
      expect(again.text).toContain(`nonce="${nonceOf(again)}"`);
      expect(again.text).not.toContain(nonceOf(first));
      expect(again.text.replaceAll(nonceOf(again), 'N')).toBe(first.text.replaceAll(nonceOf(first), 'N'));
      expect(again.headers.get('content-encoding'), address).toBe('gzip');
    }
  });

  it('draws the board at an address not asked before without asking the database, while no job is written', async () => {
    await get('/jobs?draw=1');
    const { sql } = await queriesDuring(s.db, () => get('/jobs?draw=2'));
    expect(sql).toEqual([]);
  });

  it('sends every drawn page in ASCII, its other characters as references, signed in or not', async () => {
    const { slug } = (await s.db('jobs').whereRaw('is_active AND listed_until > now()').first('slug'))!;
    const { client: candidate } = await s.as('candidate');
    for (const [address, client] of [
      ['/jobs?lang=hu', s.client()],
      [`/jobs/${slug}?lang=hu`, s.client()],
      ['/about?lang=hu', s.client()],
      ['/umbrella', s.client()],
      ['/jobs?lang=hu', candidate],
    ] as const) {
      const { text } = await get(address, client);
      expect(/[\u0080-\u{10ffff}]/u.exec(text)?.[0], address).toBeUndefined();
      expect(text, address).toMatch(/&#\d+;/);
    }
    // The page's data, escaped in its script, reads back as written.
    const hu = (await get('/jobs?lang=hu')).text;
    const data = /<script type="application\/json" id="page-data"[^>]*>([^<]*)<\/script>/.exec(hu)![1]!;
    expect(JSON.stringify(JSON.parse(data))).toMatch(/[\u0080-\u{10ffff}]/u);
  });

  it('shows a job written at the next /jobs, and keeps the page through a failed sign-in or an unrouted POST', async () => {
    await get('/jobs');
    const { job } = await postedJob(s, { title: 'Quetzal Cartographer' });
    expect((await get('/jobs')).text).toContain('Quetzal Cartographer');
    const { sql } = await queriesDuring(s.db, async () => {
      expect(
        (await s.client().post('/api/auth/login', { email: 'nobody@example.com', password: 'wrong-pass-1' })).status,
      ).toBe(401);
      expect((await s.client().post('/api/no-such-route', {})).status).toBe(404);
      expect((await get('/jobs')).text).toContain('Quetzal Cartographer');
    });
    expect(dataReads(sql)).toEqual([]);
    const { client: admin } = await s.as('admin');
    expect((await admin.patch(`/api/admin/jobs/${job.id}`, { isActive: false })).status).toBe(200);
    expect((await get('/jobs')).text).not.toContain('Quetzal Cartographer');
  });

  it('never mixes the languages: by ?lang and by the language cookie', async () => {
    const hu = s.client();
    hu.cookies.set(LANGUAGE_COOKIE, 'hu');
    for (let i = 0; i < 2; i++) {
      expect((await get('/jobs')).text).toContain('<html lang="en"');
      expect((await get('/jobs', hu)).text).toContain('<html lang="hu"');
      expect((await get('/jobs?lang=hu')).text).toContain('<html lang="hu"');
      expect((await get('/jobs?lang=en', hu)).text).toContain('<html lang="en"');
    }
  });

  it("keeps a signed-in browser's page too: the visitor's markup, and a job write shows at its next draw", async () => {
    const { slug } = (await s.db('jobs').whereRaw('is_active AND listed_until > now()').first('slug'))!;
    const { client } = await s.as('candidate');
    const root = (text: string) => /<div id="root"[^>]*>[\s\S]*<\/div><\/body>/.exec(text)![0];
    for (const address of ['/jobs?lang=hu', `/jobs/${slug}`]) {
      const first = await get(address, client);
      const { result: again, sql } = await queriesDuring(s.db, () => get(address, client));
      expect(dataReads(sql), address).toEqual([]);
      expect(root(again.text), address).toBe(root(first.text));
      expect(root(first.text), address).toBe(root((await get(address)).text));
    }
    const { job } = await postedJob(s, { title: 'Okapi Surveyor' });
    expect((await get('/jobs?lang=hu', client)).text).toContain('Okapi Surveyor');
    const { client: admin } = await s.as('admin');
    expect((await admin.patch(`/api/admin/jobs/${job.id}`, { isActive: false })).status).toBe(200);
    expect((await get('/jobs?lang=hu', client)).text).not.toContain('Okapi Surveyor');
  });
});
