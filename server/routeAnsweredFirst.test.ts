// router.ts routeAnsweredFirst: a GET route answered ahead of the routers answers exactly what its router
// would, and only what no router before its own could answer.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouters } from './app.ts';
import { createRouter, routeAnsweredFirst, type AppRouter } from './router.ts';
import type { AppDeps } from './types.ts';

const JOB_ROUTE = '/api/jobs/:slug';

describe('the job read answered first', () => {
  it('is a path no router before the jobs router has a route for', () => {
    const routers = apiRouters({ config: { loginLimits: {} } } as unknown as AppDeps);
    const own = routers.findIndex((r) => r.stack.some((l) => l.path === JOB_ROUTE));
    expect(own).toBeGreaterThanOrEqual(0);
    const owner = routers[own]!;
    // Any slug: the route's own pattern says which paths it answers; no earlier route may answer one of them.
    const layer = owner.stack.find((l) => l.path === JOB_ROUTE)!;
    const earlier = routers.slice(0, own).flatMap((r) => r.stack);
    for (const path of ['/api/jobs/job-1', '/api/jobs/x/', '/api/jobs/caf%C3%A9', '/api/jobs/login', '/api/jobs/me']) {
      expect(layer.match(path), path).toBe(true);
      expect(
        earlier.filter((l) => l.match(path)).map((l) => l.path),
        path,
      ).toEqual([]);
    }
    // The jobs router runs nothing of its own before a route (router.use), which answering first would skip.
    expect(owner.stack.filter((l) => l.methods.length === 0)).toEqual([]);
  });
});

describe('routeAnsweredFirst', () => {
  let server: http.Server;
  let base: string;
  const seen: string[] = [];
  beforeAll(async () => {
    const router: AppRouter = createRouter('/api');
    router.get('/things/:slug', (ctx) => {
      ctx.body = { slug: ctx.params.slug, by: seen.at(-1) };
    });
    const app = new Koa();
    const first = routeAnsweredFirst([router], '/api/things/:slug');
    app.use((ctx, next) => {
      seen.push('first');
      return first(ctx, () => {
        seen.push('router');
        return next();
      });
    });
    app.use(router.routes());
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = async (path: string, method = 'GET') => {
    seen.length = 0;
    const res = await fetch(base + path, { method });
    return {
      status: res.status,
      body: method === 'GET' && res.status === 200 ? await res.json() : undefined,
      seen: [...seen],
    };
  };

  it('answers a GET its route matches, with the parameter decoded as the router decodes it', async () => {
    expect(await get('/api/things/caf%C3%A9')).toEqual({
      status: 200,
      body: { slug: 'café', by: 'first' },
      seen: ['first'],
    });
    expect(await get('/api/things/a/')).toEqual({ status: 200, body: { slug: 'a', by: 'first' }, seen: ['first'] });
  });

  it('leaves everything else to the routers: HEAD, another path, another spelling', async () => {
    expect((await get('/api/things/a', 'HEAD')).seen).toEqual(['first', 'router']);
    expect(await get('/api/things/a/b')).toMatchObject({ status: 404, seen: ['first', 'router'] });
    expect(await get('/API/things/a')).toMatchObject({ status: 404, seen: ['first', 'router'] });
  });

  it('refuses a route whose router has middleware of its own, or no such route', () => {
    const guarded: AppRouter = createRouter('/api');
    guarded.use((_ctx, next) => next());
    guarded.get('/x/:id', (ctx) => void (ctx.body = 'x'));
    expect(() => routeAnsweredFirst([guarded], '/api/x/:id')).toThrow(/middleware of its own/);
    expect(() => routeAnsweredFirst([guarded], '/api/y/:id')).toThrow(/No GET route/);
  });
});
