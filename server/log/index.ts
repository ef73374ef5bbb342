// Structured logs (Faults): pino, one JSON object per line on stdout. Every line written while
// a request is being handled carries that request's id (`requestId`), the same id the response names in
// `X-Request-Id` and every error body, so an answer a user reports leads to its log lines.
// LOG_LEVEL sets the level (default info; tests are silent unless they capture the stream).
import crypto from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Next } from 'koa';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppContext } from '../types.ts';

export type { Logger } from 'pino';

const current = new AsyncLocalStorage<{ requestId: string }>();

/** A logger writing JSON lines to `destination` (stdout when omitted). */
export function createLogger(opts: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: opts.level ?? 'info',
      base: undefined, // no pid/hostname on every line: one process per container, the platform adds them
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const request = current.getStore();
        return request ? { requestId: request.requestId } : {};
      },
    },
    opts.destination,
  );
}

/** A request id a trusted proxy may hand on: a UUID or any short token of safe characters. */
const SANE_ID = /^[A-Za-z0-9._:@-]{8,128}$/;

/** Middleware, first in the chain: the request's id (the trusted proxy's `X-Request-Id` when it sent a
 * sane one, else a new UUID) in `ctx.state.requestId`, the response header and every log line written
 * while the request runs; one `debug` line per request when it is answered (LOG_LEVEL=debug). */
export function requestIds(opts: { trustProxy: boolean; log: Logger }) {
  return (ctx: AppContext, next: Next): Promise<void> => {
    const incoming = opts.trustProxy ? ctx.get('X-Request-Id') : '';
    const requestId = SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    // Without the debug line nothing waits here for the answer: the rest of the chain runs in the id's
    // context as it is (every request pays for each promise a middleware adds).
    if (!opts.log.isLevelEnabled('debug')) return current.run({ requestId }, next) as Promise<void>;
    const started = process.hrtime.bigint();
    return current.run({ requestId }, async () => {
      try {
        await next();
      } finally {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        opts.log.debug({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms) }, 'request');
      }
    });
  };
}
