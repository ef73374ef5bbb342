// Live updates: GET /api/events streams the events a signed-in user may see (Server-Sent
// Events, hub.ts); GET /api/live/unread counts their unread items and POST /api/live/seen marks an area read.
import { PassThrough } from 'node:stream';
import { seenSchema } from '../../contract/index.ts';
import { currentUser, requireAuth } from '../../middleware/auth.ts';
import { TooManyRequests } from '../../middleware/rateLimit.ts';
import { withBody } from '../../middleware/validate.ts';
import { sessionKeyOf, sessionStillOpen } from '../../middleware/session.ts';
import { createRouter } from '../../router.ts';
import { RETRY_MS } from './hub.ts';
import { markSeen, unreadCounts } from './repo.ts';

export function liveRoutes() {
  const router = createRouter('/api');

  router.get('/events', requireAuth, (ctx) => {
    const user = currentUser(ctx);
    const hub = ctx.deps.live;
    if (!hub.mayOpen(user)) throw new TooManyRequests('tooManyStreams', RETRY_MS);
    const out = new PassThrough();
    // Each event must leave at once: no compression (it would hold bytes back), no proxy buffering.
    ctx.compress = false;
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.req.socket.setKeepAlive(true);
    ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Accel-Buffering', 'no');
    ctx.status = 200;
    ctx.body = out;
    ctx.res.once('close', () => out.destroy());
    // The stream outlives this request: each event is sent only while the session is still open.
    const key = sessionKeyOf(ctx);
    const db = ctx.deps.db;
    hub.attach(user, out, () => (key ? sessionStillOpen(db, key, user.id) : Promise.resolve(false)));
  });

  router.get('/live/unread', requireAuth, async (ctx) => {
    ctx.body = { ok: true, data: await unreadCounts(ctx.deps.db, currentUser(ctx)) };
  });

  router.post(
    '/live/seen',
    requireAuth,
    withBody(seenSchema, async (ctx, { area }) => {
      const user = currentUser(ctx);
      await markSeen(ctx.deps.db, user.id, area);
      ctx.body = { ok: true, data: await unreadCounts(ctx.deps.db, user) };
    }),
  );

  return router;
}
