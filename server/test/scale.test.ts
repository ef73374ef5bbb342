// Admin lists with thousands of rows: pages through every row with correct counts (grouped per page,
// no N+1), the un-paged SPEC answers capped with the full count in X-Total-Count, and a dashboard whose
// size does not grow with the applications. How fast they answer is measured by `npm run bench`.
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_APPLICATIONS,
  LIST_LEGACY_CAP,
  adminDashboardSchema,
  candidatesPageSchema,
} from '../contract/index.ts';
import { startServer, type Client, type TestServer } from './harness.ts';
import { SCALE, seedScale } from './scale-seed.ts';

let s: TestServer;
let admin: Client;

beforeAll(async () => {
  s = await startServer();
  admin = (await s.as('admin')).client;
  await seedScale(s.db);
}, 120_000);
afterAll(() => s.close());

describe('admin lists with thousands of rows', () => {
  it.each([
    ['/api/admin/candidates', SCALE.candidates],
    ['/api/admin/employers', SCALE.employers],
    ['/api/admin/jobs', SCALE.jobs],
    ['/api/admin/users', SCALE.candidates + SCALE.employers + 1],
  ])('%s without a page answers the first rows and the full count', async (path, total) => {
    const res = await admin.get(path);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(Math.min(total, LIST_LEGACY_CAP));
    expect(res.headers.get('x-total-count')).toBe(String(total));
    const page = await admin.get(`${path}?page=2&pageSize=100`);
    expect(page.body).toMatchObject({ total, page: 2, pageSize: 100 });
    expect(page.body.items).toHaveLength(100);
  });

  it('counts applications per candidate correctly at scale, page by page', async () => {
    let total = 0;
    const seen = new Set<number>();
    for (let page = 1; ; page++) {
      const res = candidatesPageSchema.parse((await admin.get(`/api/admin/candidates?page=${page}&pageSize=100`)).body);
      for (const c of res.items) {
        seen.add(c.id);
        total += c.applicationCount;
      }
      if (page * 100 >= res.total) break;
    }
    const real = Number((await s.db('applications').count('id', { as: 'n' }).first())!.n);
    expect(seen.size).toBe(SCALE.candidates);
    expect(total).toBe(real);
    expect(real).toBeGreaterThan(SCALE.applications * 0.9);
  });

  it('exports every candidate as CSV, written in batches', async () => {
    const res = await admin.get('/api/admin/candidates/export.csv');
    expect(res.status).toBe(200);
    const lines = res.text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(SCALE.candidates + 1);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(SCALE.candidates);
  });

  it('sends the dashboard with the newest applications in the listing shape, compressed', async () => {
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // node:http, not fetch: fetch decompresses on its own and hides what went over the wire.
    const { status, encoding, wire } = await new Promise<{
      status: number | undefined;
      encoding: string | undefined;
      wire: Buffer;
    }>((resolve, reject) => {
      http
        .get(`${s.url}/api/admin/dashboard`, { headers: { Cookie: cookie, 'Accept-Encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode, encoding: res.headers['content-encoding'], wire: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    });
    expect(status).toBe(200);
    expect(encoding).toBe('gzip');
    const json = zlib.gunzipSync(wire);
    const d = adminDashboardSchema.parse(JSON.parse(json.toString('utf8')));
    // The newest applications only, without their job's description or the cover letter: the whole
    // dashboard stays far below what one description and one letter per application would weigh.
    expect(d.allApplications).toHaveLength(DASHBOARD_APPLICATIONS);
    expect(d.stats.totalApplications).toBeGreaterThan(SCALE.applications * 0.9);
    expect(json.length).toBeLessThan(DASHBOARD_APPLICATIONS * 1000);
    expect(wire.length).toBeLessThan(json.length / 2);
  });
});
