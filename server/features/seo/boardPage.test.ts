// /jobs goes out with the page of results its address asks for: in #page-data, exactly as GET /api/jobs
// answers the same search (the app's first render draws from it), and drawn as job cards a crawler reads.
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtAppDir } from '../../test/fixtures.ts';
import { startServer, validJob, type TestServer } from '../../test/harness.ts';

let s: TestServer;
const app = builtAppDir();

const page = async (address: string) => {
  const res = await s.client().get(address);
  const doc = new JSDOM(res.text).window.document;
  const block = doc.getElementById('page-data')?.textContent;
  return {
    status: res.status,
    doc,
    data: (block ? JSON.parse(block) : {}) as { jobs?: Record<string, unknown> & { query: string } },
  };
};

beforeAll(async () => {
  s = await startServer({ env: { STATIC_DIR: app.dir } });
  const employer = (await s.as('employer')).client;
  for (let i = 1; i <= 12; i++) {
    const res = await employer.post('/api/employer/jobs', validJob({ title: `Zephyrine Welder ${i}` }));
    expect(res.status).toBe(201);
  }
});
afterAll(async () => {
  await s.close();
  app.remove();
});

describe('/jobs as the server sends it', () => {
  it("carries the search's first page as GET /api/jobs answers it, drawn as cards with their links", async () => {
    const api = await s.client().get('/api/jobs?q=zephyrine&page=1&pageSize=10');
    expect(api.status).toBe(200);
    const { status, doc, data } = await page('/jobs?q=zephyrine');
    expect(status).toBe(200);
    expect(data.jobs).toEqual({ query: 'q=zephyrine&page=1&pageSize=10', ...api.body });
    expect(api.body.total).toBe(12);
    const links = [...doc.querySelectorAll('#root .job-list [role="article"] h2 a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual((api.body.jobs as { slug: string }[]).map((j) => `/jobs/${j.slug}`));
    expect(doc.querySelector('#root .results-count')?.textContent).toBe('Showing 10 of 12 jobs');
  });

  it('reads the address as the app does: a later page, and a filter it does not know left out', async () => {
    const api = await s.client().get('/api/jobs?q=zephyrine&page=2&pageSize=10');
    const { data } = await page('/jobs?q=zephyrine&page=2&type=nonsense');
    expect(data.jobs).toEqual({ query: 'q=zephyrine&page=2&pageSize=10', ...api.body });
    expect(data.jobs?.jobs).toHaveLength(2);
  });

  it('sends no results for a page number out of range or the saved jobs (the app asks, or reads the device)', async () => {
    for (const address of ['/jobs?page=99999999', '/jobs?saved=1']) {
      const { status, data } = await page(address);
      expect(status, address).toBe(200);
      expect(data.jobs, address).toBeUndefined();
    }
  });
});
