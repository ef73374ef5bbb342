// Admin lists stay fast with thousands of rows: counts come from grouped queries (no N+1).
// Bounded: one data set, a handful of requests on loopback, each must answer within a generous limit.
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDashboardSchema } from '../contract/index.ts';
import { startServer, type Client, type TestServer } from './harness.ts';

let s: TestServer;
let admin: Client;
const CANDIDATES = 3000;
const EMPLOYERS = 300;
const JOBS = 1500;
const APPLICATIONS = 6000;
// Job descriptions and cover letters are drawn word by word from a vocabulary, so they are as long as
// real ones and compress about as well as real prose would (a repeated sentence would make the gzip
// figure look far better than it is). The subqueries name an outer column so each row gets its own.
const VOCABULARY = ('we are looking for an experienced engineer to join the data platform team that runs payment analytics '
  + 'in budapest you will design build and operate reliable pipelines with python spark and sql work closely with analysts '
  + 'product owners and risk colleagues across europe i have eight years of experience building systems would love bring '
  + 'my skills your company remote hybrid salary benefits growth mentoring cloud kubernetes terraform monitoring').split(' ');
/** SQL for a text of `length` characters (an expression) of random words; `row` ties it to the outer row. */
const prose = (words: number, length: string, row: string) => `(SELECT left(string_agg((ARRAY[${VOCABULARY.map((w) => `'${w}'`).join(',')}])`
  + `[1 + floor(random() * ${VOCABULARY.length})::int], ' '), ${length}) FROM generate_series(1, ${words} + 0 * ${row}))`;

beforeAll(async () => {
  s = await startServer();
  admin = (await s.as('admin')).client;
  await s.db.raw(`INSERT INTO users (email, role, first_name, last_name)
    SELECT 'c' || i || '@scale.test', 'candidate', 'Cand', 'Idate' || i FROM generate_series(1, ${CANDIDATES}) i`);
  await s.db.raw(`INSERT INTO users (email, role, first_name, last_name)
    SELECT 'e' || i || '@scale.test', 'employer', 'Emp', 'Loyer' || i FROM generate_series(1, ${EMPLOYERS}) i`);
  await s.db.raw(`INSERT INTO candidate_registrations (user_id, first_name, last_name, email, current_location, job_category)
    SELECT id, first_name, last_name, email, 'hungary', 'devops' FROM users WHERE role = 'candidate'`);
  await s.db.raw(`INSERT INTO employer_requests (user_id, is_account, company_name, contact_person, email, job_title, location, description)
    SELECT id, true, 'Company ' || id, first_name, email, 'Account Registration', 'remote', 'Account' FROM users WHERE role = 'employer'`);
  // Job descriptions of 1000-2000 characters, cover letters of 400-1500.
  await s.db.raw(`INSERT INTO jobs (employer_id, title, company, location, type, category, description, slug)
    SELECT (SELECT id FROM users WHERE role = 'employer' ORDER BY id OFFSET (i % ${EMPLOYERS}) LIMIT 1), 'Job ' || i, 'Co', 'Budapest', 'full-time', 'devops',
      ${prose(400, '1000 + (i * 37) % 1001', 'i')}, 'job-' || i
    FROM generate_series(1, ${JOBS}) i`);
  await s.db.raw(`INSERT INTO applications (job_id, candidate_id, notes)
    SELECT j.id, c.id, ${prose(300, '400 + ((j.rn * 53 + c.rn) % 1101)::int', 'c.rn')} FROM
      (SELECT id, row_number() OVER (ORDER BY id) rn FROM jobs) j
      JOIN (SELECT id, row_number() OVER (ORDER BY id) rn FROM users WHERE role = 'candidate') c
      ON c.rn = ((j.rn * 7) % ${CANDIDATES}) + 1 OR c.rn = ((j.rn * 13) % ${CANDIDATES}) + 1
         OR c.rn = ((j.rn * 17) % ${CANDIDATES}) + 1 OR c.rn = ((j.rn * 19) % ${CANDIDATES}) + 1
    ON CONFLICT DO NOTHING`);
}, 120_000);
afterAll(() => s.close());

const timed = async (path: string) => {
  await admin.get(path); // warm
  const started = performance.now();
  const res = await admin.get(path);
  return { res, ms: performance.now() - started };
};

describe('admin lists with thousands of rows', () => {
  it.each([
    ['/api/admin/candidates', CANDIDATES],
    ['/api/admin/employers', EMPLOYERS],
    ['/api/admin/jobs', JOBS],
    ['/api/admin/users', CANDIDATES + EMPLOYERS],
  ])('%s answers all rows quickly', async (path, atLeast) => {
    const { res, ms } = await timed(path);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(atLeast);
    console.log(`${path}: ${res.body.length} rows in ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(2000);
  });

  it('counts applications per candidate correctly at scale', async () => {
    const list = (await admin.get('/api/admin/candidates')).body as { id: number; applicationCount: number }[];
    const total = list.reduce((sum, c) => sum + c.applicationCount, 0);
    const real = Number((await s.db('applications').count('id', { as: 'n' }).first())!.n);
    expect(total).toBe(real);
    expect(real).toBeGreaterThan(APPLICATIONS * 0.9);
  });

  it('answers the dashboard quickly', async () => {
    const { res, ms } = await timed('/api/admin/dashboard');
    expect(res.status).toBe(200);
    console.log(`/api/admin/dashboard: ${res.body.allApplications.length} applications in ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(3000);
  });

  it('sends the dashboard compressed to a client that accepts it', async () => {
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // node:http, not fetch: fetch decompresses on its own and hides what went over the wire.
    const { encoding, wire } = await new Promise<{ encoding: string | undefined; wire: Buffer }>((resolve, reject) => {
      http.get(`${s.url}/api/admin/dashboard`, { headers: { Cookie: cookie, 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], wire: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(encoding).toBe('gzip');
    const json = zlib.gunzipSync(wire);
    const d = adminDashboardSchema.parse(JSON.parse(json.toString('utf8')));
    expect(d.allApplications.length).toBeGreaterThan(APPLICATIONS * 0.9);
    // SPEC §3 keeps every application, with its job's description and the cover letter, in the dashboard.
    const share = (pick: (a: (typeof d.allApplications)[number]) => string | null) =>
      d.allApplications.reduce((sum, a) => sum + Buffer.byteLength(JSON.stringify(pick(a))), 0);
    const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`;
    console.log(`/api/admin/dashboard, ${d.allApplications.length} applications: ${mb(json.length)} of JSON sent as ${mb(wire.length)} gzip; `
      + `job descriptions ${mb(share((a) => a.job.description))}, cover letters ${mb(share((a) => a.notes))}`);
    expect(json.length).toBeGreaterThan(d.allApplications.length * 1400); // the realistic texts really are there
    expect(wire.length).toBeLessThan(json.length / 4);
  });
});
