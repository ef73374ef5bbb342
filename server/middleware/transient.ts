// A database restart of a second or two should cost users nothing: a read (GET/HEAD) or an idempotent
// write (one carrying the client id it is deduplicated by) that fails because the database is away is run
// again after a short, bounded backoff. Other writes are not repeated (the first attempt may have
// committed): they answer 503 with Retry-After (middleware/errors.ts). `downstream` is a composed chain
// (koa-compose), which, unlike a middleware's own `next`, may be called more than once.
import type Koa from 'koa';
import { isTransientDbError } from '../db/transient.ts';

/** Waits between attempts: ~3.4 s in all, enough for a fast restart, short enough to keep a tab waiting. */
const BACKOFF_MS = [100, 250, 500, 1000, 1500];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isIdempotent(ctx: Koa.Context): boolean {
  if (SAFE_METHODS.has(ctx.method)) return true;
  if (!ctx.is('application/json')) return false; // an upload's stream cannot be read twice
  const body = (ctx.request as { body?: unknown }).body;
  return !!body && typeof body === 'object' && typeof (body as { clientId?: unknown }).clientId === 'string';
}

export function retryTransient(
  downstream: (ctx: Koa.Context, next: Koa.Next) => Promise<unknown>,
  backoffMs: readonly number[] = BACKOFF_MS,
): (ctx: Koa.Context, next: Koa.Next) => Promise<unknown> {
  const again = async (ctx: Koa.Context, next: Koa.Next, err: unknown): Promise<void> => {
    for (let attempt = 0; ; attempt++) {
      if (!isTransientDbError(err) || attempt >= backoffMs.length || !isIdempotent(ctx)) throw err;
      // The failed attempt threw before answering (a query failed), so nothing of it reaches the client.
      await new Promise((resolve) => setTimeout(resolve, backoffMs[attempt]));
      try {
        await downstream(ctx, next);
        return;
      } catch (failed) {
        err = failed;
      }
    }
  };
  // The first attempt hands on the chain's own promise: an async step here would add one to every request.
  return (ctx, next) => downstream(ctx, next).then(undefined, (err: unknown) => again(ctx, next, err));
}
