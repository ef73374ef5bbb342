import { isConnected } from '../../db/index.ts';
import { createRouter } from '../../router.ts';

export function systemRoutes() {
  const router = createRouter('/api');
  router.get('/health', async (ctx) => {
    const connected = await isConnected(ctx.deps.db);
    ctx.status = connected ? 200 : 503;
    ctx.body = { status: connected ? 'ok' : 'error', database: { connected, engine: ctx.deps.engine } };
  });
  return router;
}
