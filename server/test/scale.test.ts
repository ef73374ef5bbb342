// Admin lists with thousands of rows answer every row, with counts from grouped queries (no N+1), and
// the dashboard goes out compressed. How fast they answer is measured by `npm run bench`, not here.
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDashboardSchema } from '../contract/index.ts';
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
    ['/api/admin/users', SCALE.candidates + SCALE.employers],
  ])('%s answers every row', async (path, atLeast) => {
    const res = await admin.get(path);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(atLeast);
  });

  it('counts applications per candidate correctly at scale', async () => {
    const list = (await admin.get('/api/admin/candidates')).body as { id: number; applicationCount: number }[];
    const total = list.reduce((sum, c) => sum + c.applicationCount, 0);
    const real = Number((await s.db('applications').count('id', { as: 'n' }).first())!.n);
    expect(total).toBe(real);
    expect(real).toBeGreaterThan(SCALE.applications * 0.9);
  });

  it('sends the dashboard, with every application, compressed to a client that accepts it', async () => {
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
    // Every application is in the dashboard, with its job's description and the cover letter.
    expect(d.allApplications.length).toBeGreaterThan(SCALE.applications * 0.9);
    expect(json.length).toBeGreaterThan(d.allApplications.length * 1400); // the realistic texts really are there
    expect(wire.length).toBeLessThan(json.length / 4);
  });
});
