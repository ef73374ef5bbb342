// Structured logs with a request id (Faults): the id is in the X-Request-Id header, in every
// log line written while the request runs and in every error body; a trusted proxy's sane id is kept.
import fs from 'node:fs';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, startServer, type TestServer } from '../test/harness.ts';
import { readEnv } from '../config.ts';
import { createLogger, requestIds } from './index.ts';

interface Line {
  level: string;
  msg: string;
  requestId?: string;
  [k: string]: unknown;
}
const lines: Line[] = [];
const destination = { write: (line: string) => void lines.push(JSON.parse(line) as Line) };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ engine: 'pglite', log: destination, env: { TRUST_PROXY: '1' } });
});
afterAll(() => s.close());

describe('request ids', () => {
  it('names each request in its header and its log line, a fresh id per request', async () => {
    const a = await s.client().get('/api/health');
    const b = await s.client().get('/api/health');
    const [idA, idB] = [a.headers.get('x-request-id'), b.headers.get('x-request-id')];
    expect(idA).toMatch(UUID);
    expect(idB).toMatch(UUID);
    expect(idA).not.toBe(idB);
    const line = lines.find((l) => l.requestId === idA && l.msg === 'request');
    expect(line).toMatchObject({ level: 'debug', method: 'GET', path: '/api/health', status: 200 });
  });

  it('puts the id in every error body, the same as the header', async () => {
    const { client } = await s.as('admin');
    const res = await client.get('/api/files/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      ok: false,

      error: 'Not found',
      code: 'notFound',
      requestId: res.headers.get('x-request-id'),
    });
    const bad = await s.client().post('/api/auth/login', '{oops', { headers: { 'Content-Type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.body.requestId).toBe(bad.headers.get('x-request-id'));
  });

  it("carries the id on lines a route writes while it runs (a file's bytes found damaged)", async () => {
    const { client } = await s.as('candidate');
    const up = await client.upload('/api/upload-cv', 'cv.pdf', files.pdf());
    const id = (up.body.filePath as string).split('/').pop()!;
    const dir = (s.files as unknown as { dir: string }).dir;
    fs.rmSync(path.join(dir, id.slice(0, 2), id));
    const res = await client.get(`/api/files/${id}`);
    expect(res.status).toBe(410);
    const requestId = res.headers.get('x-request-id')!;
    expect(res.body.requestId).toBe(requestId);
    const forRequest = lines.filter((l) => l.requestId === requestId);
    expect(forRequest.map((l) => l.msg)).toEqual(['file bytes unreadable', 'request']);
    expect(forRequest[0]).toMatchObject({ level: 'error', fileId: id, problem: 'missing' });
  });

  it("keeps a trusted proxy's sane X-Request-Id and replaces anything else", async () => {
    const given = await s
      .client()
      .request('GET', '/api/health', undefined, { headers: { 'X-Request-Id': 'edge-7f3a9c21' } });
    expect(given.headers.get('x-request-id')).toBe('edge-7f3a9c21');
    for (const odd of ['short', 'x'.repeat(200), 'has spaces in it', '<script>alert(1)</script>']) {
      const res = await s.client().request('GET', '/api/health', undefined, { headers: { 'X-Request-Id': odd } });
      expect(res.headers.get('x-request-id'), odd).toMatch(UUID);
    }
  });

  it('ignores an incoming X-Request-Id when no proxy is trusted', async () => {
    const app = new Koa();
    app.use(requestIds({ trustProxy: false, log: createLogger({ level: 'silent' }) }) as Koa.Middleware);
    app.use((ctx) => {
      ctx.body = 'ok';
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'X-Request-Id': 'edge-7f3a9c21' } });
    server.close();
    expect(res.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('LOG_LEVEL', () => {
  it('is info by default, takes any pino level and refuses an unknown one', () => {
    expect(readEnv({}).logLevel).toBe('info');
    expect(readEnv({ LOG_LEVEL: 'Debug' }).logLevel).toBe('debug');
    expect(readEnv({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(() => readEnv({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of');
  });
});
