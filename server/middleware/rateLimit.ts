// Request limits and sign-in throttling, kept in the database (table rate_limits) so every server
// process on one PostgreSQL enforces the same limits, and a restart forgets nothing (issue 15,
// findings 3 and 4). Each check is one atomic upsert: concurrent requests cannot slip past a limit
// between a read and a write.
//
// Sign-in (README "Sign-in throttling"):
// - per (account, address) pair: the first `freeAttempts` failures cost nothing; each further failure
//   makes that pair wait `baseDelayMs` (1 s), then twice as long each time, up to `maxDelayMs`, so one source guesses a handful of
//   passwords an hour at most. A success clears the pair. A waiting pair's tries are refused without
//   counting anywhere else, so hammering cannot push the account to its ceiling.
// - per account (every address): at most `perAccount` attempts in `accountWindowMs`, far above what a
//   person mistypes, so a stranger needs many addresses and hours to lock anybody out;
// - per address (every account): at most `perAddress` attempts in `addressWindowMs`.
// Attempts are counted before the password is checked (and given back on success), so parallel
// guesses count as surely as sequential ones.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Next } from 'koa';
import type { MessageKey } from '../contract/index.ts';
import { HttpError } from '../errors.ts';
import type { AppConfig, AppContext } from '../types.ts';

export interface LoginLimits {
  perAccount: number;
  accountWindowMs: number;
  perAddress: number;
  addressWindowMs: number;
  freeAttempts: number;
  /** The first wait; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

interface WindowLimits {
  perAddress: number;
  windowMs: number;
}

/** How long a pair's failures are remembered after its last one. */
const PAIR_MEMORY_SECONDS = 24 * 3600;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Keys as stored: readable, but a long one (a 255-character address, a proxy's odd entry) goes by
 * its SHA-256 so it always fits the column. */
const storedKey = (key: string) =>
  key.length <= 200 ? key : `sha256:${crypto.createHash('sha256').update(key).digest('hex')}`;

/** 429 with how long to wait: the error middleware sends it as Retry-After (seconds). */
export class TooManyRequests extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(code: MessageKey, retryMs: number) {
    super(429, code);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryMs / 1000));
  }
}
const tooMany = (code: MessageKey, retryMs: number) => new TooManyRequests(code, retryMs);

/** Counts one hit of `key` in a fixed window of `windowMs`: the hits so far (this one included) and
 * the milliseconds until the window ends. */
export async function countHit(db: Knex, key: string, windowMs: number): Promise<{ hits: number; retryMs: number }> {
  const fresh = 'r.window_start <= now() - make_interval(secs => :secs)';
  const rows = rowsOf<{ hits: number; retry_ms: string | number }>(
    await db.raw(
      `INSERT INTO rate_limits AS r (key, hits, window_start) VALUES (:key, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN ${fresh} THEN 1 ELSE r.hits + 1 END,
         window_start = CASE WHEN ${fresh} THEN now() ELSE r.window_start END
       RETURNING hits, extract(epoch FROM (window_start + make_interval(secs => :secs) - now())) * 1000 AS retry_ms`,
      { key: storedKey(key), secs: windowMs / 1000 },
    ),
  );
  const row = rows[0]!;
  return { hits: Number(row.hits), retryMs: Number(row.retry_ms) };
}

async function giveBack(db: Knex, keys: string[]): Promise<void> {
  await db.raw(
    `UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key IN (${keys.map(() => '?').join(',')})`,
    keys,
  );
}

export class LoginThrottle {
  constructor(private limits: LoginLimits) {}

  private keys(email: string, address: string) {
    const account = email.trim().toLowerCase();
    return {
      pair: `login:pair:${account}|${address}`,
      account: `login:account:${account}`,
      address: `login:ip:${address}`,
    };
  }

  /** Claims one sign-in attempt, or throws 429 (with the wait in `retryAfter`). */
  async claim(db: Knex, email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    const { freeAttempts, maxDelayMs } = this.limits;
    const count = `(CASE WHEN r.window_start <= now() - make_interval(secs => :memory) THEN 1 ELSE r.hits + 1 END)`;
    const wait = (n: string) =>
      `CASE WHEN ${n} >= :free THEN now() + make_interval(secs => least(:maxDelay, :base * power(2, ${n} - :free))) END`;
    const claimed = rowsOf<{ hits: number }>(
      await db.raw(
        `INSERT INTO rate_limits AS r (key, hits, window_start, blocked_until)
           VALUES (:key, 1, now(), ${wait('1')})
         ON CONFLICT (key) DO UPDATE SET
           hits = ${count}, window_start = now(), blocked_until = ${wait(count)}
         WHERE r.blocked_until IS NULL OR r.blocked_until <= now()
         RETURNING hits`,
        {
          key: keys.pair,
          memory: PAIR_MEMORY_SECONDS,
          free: freeAttempts,
          base: this.limits.baseDelayMs / 1000,
          maxDelay: maxDelayMs / 1000,
        },
      ),
    );
    if (!claimed.length) {
      const row = rowsOf<{ ms: string | number }>(
        await db.raw('SELECT extract(epoch FROM (blocked_until - now())) * 1000 AS ms FROM rate_limits WHERE key = ?', [
          keys.pair,
        ]),
      )[0];
      throw tooMany('tooManyAttempts', Number(row?.ms ?? 1000));
    }
    const fromAddress = await countHit(db, keys.address, this.limits.addressWindowMs);
    if (fromAddress.hits > this.limits.perAddress) throw tooMany('tooManyAttempts', fromAddress.retryMs);
    const onAccount = await countHit(db, keys.account, this.limits.accountWindowMs);
    if (onAccount.hits > this.limits.perAccount) throw tooMany('tooManyAttempts', onAccount.retryMs);
  }

  /** The password was right: the pair starts afresh and the attempt is given back to the ceilings. */
  async succeeded(db: Knex, email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    await db('rate_limits').where({ key: keys.pair }).delete();
    await giveBack(db, [keys.account, keys.address]);
  }
}

/** Middleware: at most `perAddress` requests per client address in a fixed window, then 429 with
 * `code` and Retry-After. Counted before the body is read, so a refused request costs no parsing.
 * `limits` may be read from the app's configuration at request time. */
export function limitPerAddress(
  limits: WindowLimits | ((config: AppConfig) => WindowLimits),
  code: MessageKey,
  name: string = code,
) {
  return async (ctx: AppContext, next: Next): Promise<void> => {
    const { perAddress, windowMs } = typeof limits === 'function' ? limits(ctx.deps.config) : limits;
    const { hits, retryMs } = await countHit(ctx.deps.db, `${name}:ip:${ctx.ip}`, windowMs);
    if (hits > perAddress) throw tooMany(code, retryMs);
    await next();
  };
}
