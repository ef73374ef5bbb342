import { isConnected } from '../../db/index.ts';
import { createRouter } from '../../router.ts';

export function systemRoutes() {
  const router = createRouter('/api');
  router.get('/health', async (ctx) => {
    const connected = await isConnected(ctx.deps.db);
    // 'degraded' while the database is away (a restart): the process is up, calls are retried or 503.
    ctx.status = connected ? 200 : 503;
    if (!connected) ctx.set('Retry-After', '2');
    ctx.body = { status: connected ? 'ok' : 'degraded', database: { connected, engine: ctx.deps.engine } };
  });
  return router;
}
