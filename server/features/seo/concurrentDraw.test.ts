// Pages drawn at once (one rendering path): each draw has its own texts instance and page data,
// so a process draws any number of pages together, and each comes out in its own language with its own
// data. The requests carry the signed-in mark, so none is answered from the visitors' kept copies: every
// one is drawn.
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE, type Job } from '../../contract/index.ts';
import { builtAppDir, postedJob } from '../../test/fixtures.ts';
import { startServer, type TestServer } from '../../test/harness.ts';

let s: TestServer;
const app = builtAppDir();
let quetzal: Job;
let ocelot: Job;

beforeAll(async () => {
  s = await startServer({ env: { STATIC_DIR: app.dir } });
  quetzal = (await postedJob(s, { title: 'Quetzal Cartographer', company: 'Quetzal Maps Kft.' })).job;
  ocelot = (await postedJob(s, { title: 'Ocelot Ledger Analyst', company: 'Ocelot Finance Zrt.' })).job;
});
afterAll(async () => {
  await s.close();
  app.remove();
});

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function drawn(address: string) {
  const client = s.client();
  client.cookies.set(SIGNED_IN_COOKIE, '1');
  const res = await client.get(address);
  expect(res.status, address).toBe(200);
  const doc = new JSDOM(res.text).window.document;
  const root = doc.getElementById('root');
  return { lang: root?.getAttribute('data-lang'), h1: text(root?.querySelector('h1')), main: text(root) };
}

describe('pages drawn at once', () => {
  it('each in its own language, with its own data', async () => {
    for (let round = 0; round < 3; round++) {
      const [boardEn, boardHu, jobEn, jobHu] = await Promise.all([
        drawn('/jobs?q=quetzal'),
        drawn('/jobs?q=ocelot&lang=hu'),
        drawn(`/jobs/${quetzal.slug}?lang=en`),
        drawn(`/jobs/${ocelot.slug}?lang=hu`),
      ]);

      expect(boardEn.lang).toBe('en');
      expect(boardEn.h1).toBe('Available Positions');
      expect(boardEn.main).toContain('Quetzal Cartographer');
      expect(boardEn.main).not.toContain('Ocelot Ledger Analyst');

      expect(boardHu.lang).toBe('hu');
      expect(boardHu.h1).toBe('Elérhető pozíciók');
      expect(boardHu.main).toContain('Ocelot Ledger Analyst');
      expect(boardHu.main).not.toContain('Quetzal Cartographer');

      expect(jobEn.lang).toBe('en');
      expect(jobEn.h1).toBe('Quetzal Cartographer');
      expect(jobEn.main).toContain('Quetzal Maps Kft.');
      expect(jobEn.main).toContain('Posted ');
      expect(jobEn.main).not.toContain('Feladva');

      expect(jobHu.lang).toBe('hu');
      expect(jobHu.h1).toBe('Ocelot Ledger Analyst');
      expect(jobHu.main).toContain('Ocelot Finance Zrt.');
      expect(jobHu.main).toContain('Feladva:');
      expect(jobHu.main).not.toContain('Posted ');
    }
  });
});
