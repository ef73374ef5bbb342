// The public pages go out drawn: the server runs the app's own components, so a phone paints the
// page from the HTML alone and a crawler reads it whole. Pages behind sign-in and unknown addresses go out
// empty, as built, for the browser to draw.
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSchema, type Job } from '../../contract/index.ts';
import { builtAppDir } from '../../test/fixtures.ts';
import { startServer, validJob, type TestServer } from '../../test/harness.ts';

let s: TestServer;
const app = builtAppDir();
let job: Job;

const page = async (address: string) => {
  const res = await s.client().get(address);
  return { status: res.status, doc: new JSDOM(res.text).window.document };
};
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  s = await startServer({ env: { STATIC_DIR: app.dir } });
  const employer = (await s.as('employer')).client;
  const res = await employer.post(
    '/api/employer/jobs',
    validJob({
      title: 'Kraków Data Engineer',
      description: 'Build the <b>pipelines</b> of a bank, end to end, with a team of five engineers in Kraków.',
    }),
  );
  expect(res.status).toBe(201);
  job = jobSchema.parse(res.body.data.job);
});
afterAll(async () => {
  await s.close();
  app.remove();
});

describe('a drawn public page', () => {
  it('carries the home page in the language asked for, marked with it for the app to take over', async () => {
    const en = await page('/');
    const root = en.doc.getElementById('root');
    expect(root?.getAttribute('data-lang')).toBe('en');
    expect(text(root?.querySelector('h1'))).toBe('Exceptional people for the roles that move your business');
    expect(text(root?.querySelector('.site-header .brand-name'))).toBe('Portal Talent');
    const hu = await page('/?lang=hu');
    expect(hu.doc.getElementById('root')?.getAttribute('data-lang')).toBe('hu');
    expect(text(hu.doc.querySelector('#root h1'))).toBe(
      'Kiváló szakemberek az üzleti sikerhez nélkülözhetetlen pozíciókra',
    );
    expect(text(hu.doc.querySelector('#root .main-nav'))).toContain('Állások');
  });

  it('draws the language this browser chose (its cookie) when the address names none', async () => {
    const withCookie = (value: string) => {
      const c = s.client();
      c.cookies.set('portal.lang', value);
      return c;
    };
    const res = await withCookie('hu').get('/jobs');
    const doc = new JSDOM(res.text).window.document;
    expect(doc.documentElement.lang).toBe('hu');
    expect(doc.getElementById('root')?.getAttribute('data-lang')).toBe('hu');
    expect(text(doc.querySelector('#root h1'))).toBe('Elérhető pozíciók');
    expect(res.headers.get('vary') ?? '').toMatch(/Cookie/i);
    // The address wins over the cookie; an unknown value is ignored.
    const en = await withCookie('hu').get('/jobs?lang=en');
    expect(text(new JSDOM(en.text).window.document.querySelector('#root h1'))).toBe('Available Positions');
    const odd = await withCookie('xx').get('/jobs');
    expect(text(new JSDOM(odd.text).window.document.querySelector('#root h1'))).toBe('Available Positions');
  });

  it("carries a job page's title, company and description, its text escaped", async () => {
    const { status, doc } = await page(`/jobs/${job.slug}`);
    expect(status).toBe(200);
    const main = doc.querySelector('#root main');
    expect(text(main?.querySelector('h1'))).toBe(job.title);
    expect(text(main)).toContain(job.company);
    expect(text(main)).toContain('Build the <b>pipelines</b> of a bank');
    expect(main?.querySelector('b')).toBeNull();
  });

  it("carries the board's heading and search, and the About page's text", async () => {
    const board = await page('/jobs?lang=hu');
    expect(text(board.doc.querySelector('#root h1'))).toBe('Elérhető pozíciók');
    expect(board.doc.querySelector('#root input#job-search')).not.toBeNull();
    const about = await page('/about');
    expect(text(about.doc.querySelector('#root article.prose h1'))).toBe('About Portal Talent');
  });

  it('leaves sign-in, the signed-in areas and unknown addresses empty', async () => {
    for (const address of ['/login', '/admin/dashboard', '/candidate/jobs', '/no-such-page', '/jobs/no-such-job']) {
      const { doc } = await page(address);
      expect(doc.getElementById('root')?.innerHTML, address).toBe('');
      expect(doc.getElementById('root')?.hasAttribute('data-lang'), address).toBe(false);
    }
  });
});
