// A database that goes away for a moment (a restart, a failover) costs users nothing: reads and the
// writes that carry a client id are run again once it is back; other writes answer 503 with Retry-After
// rather than a 500, and /api/health says 'degraded'. This file runs its own PostgreSQL cluster, so it can
// restart and halt it (scripts/pg-cluster.sh) without touching the other tests' databases.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCluster, type Cluster } from '../../scripts/lib/cluster.ts';
import { startServer, type TestServer } from './harness.ts';

let cluster: Cluster;
let server: TestServer;
let slug: string;

beforeAll(async () => {
  cluster = startCluster();
  server = await startServer({ databaseUrl: cluster.databaseUrl, keepDatabase: true, seedDemo: true });
  const list = await server.client().get('/api/jobs');
  slug = list.body[0].slug;
}, 60_000);

afterAll(async () => {
  await server?.close();
  cluster?.stop();
});

const enquiry = (clientId?: string) => ({
  firstName: 'Restart',
  lastName: 'Proof',
  email: 'restart@example.test',
  message: 'Sent while the database restarts, and stored exactly once.',
  ...(clientId && { clientId }),
});

describe('a PostgreSQL restart under load', () => {
  it('answers every read and idempotent write without a 5xx and loses no acknowledged write', async () => {
    const client = server.client();
    const statuses: number[] = [];
    const acknowledged: string[] = [];
    let restarting = false;
    let duringRestart = 0;
    let stop = false;

    const reader = async () => {
      while (!stop) {
        const during = restarting;
        const res = await client.get(`/api/jobs/${slug}`);
        statuses.push(res.status);
        if (during) duringRestart++;
      }
    };
    const writer = async () => {
      while (!stop) {
        const clientId = crypto.randomUUID();
        const during = restarting;
        const res = await client.post('/api/contact', enquiry(clientId));
        statuses.push(res.status);
        if (res.status === 201) acknowledged.push(clientId);
        if (during) duringRestart++;
      }
    };
    const load = [reader(), reader(), reader(), writer(), writer()];

    // Some traffic before, the restart in the middle, some traffic after it.
    const answered = (n: number) =>
      vi.waitFor(
        () => {
          if (statuses.length < n) throw new Error(`${statuses.length} of ${n} requests answered`);
        },
        { timeout: 60_000, interval: 5 },
      );
    await answered(50);
    restarting = true;
    await cluster.fault('restart');
    restarting = false;
    const afterRestart = statuses.length;
    await answered(afterRestart + 50);
    stop = true;
    await Promise.all(load);

    expect(duringRestart).toBeGreaterThan(0);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
    const stored = await server
      .db('contact_enquiries')
      .whereIn('client_id', acknowledged)
      .select('client_id')
      .count({ n: '*' })
      .groupBy('client_id');
    expect(stored).toHaveLength(acknowledged.length);
    expect(stored.every((row) => Number(row.n) === 1)).toBe(true);
  }, 60_000);
});

describe('while the database is away', () => {
  beforeAll(() => cluster.fault('halt'), 30_000);
  afterAll(() => cluster.fault('resume'), 30_000);

  it('health says degraded, and a write without a client id answers 503 with Retry-After, not 500', async () => {
    const client = server.client();
    const health = await client.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body.status).toBe('degraded');
    expect(health.body.database.connected).toBe(false);

    const write = await client.post('/api/contact', enquiry());
    expect(write.status).toBe(503);
    expect(write.headers.get('retry-after')).toBe('2');
    expect(write.body).toMatchObject({ ok: false, code: 'serviceUnavailable' });
  });

  it('a read gives up after its retries with 503 and Retry-After', async () => {
    const res = await server.client().get(`/api/jobs/${slug}`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(res.body.code).toBe('serviceUnavailable');
  }, 30_000);
});

describe('once it is back', () => {
  it('health is ok and the board answers again', async () => {
    const client = server.client();
    expect((await client.get('/api/health')).body.status).toBe('ok');
    expect((await client.get(`/api/jobs/${slug}`)).status).toBe(200);
  });
});
