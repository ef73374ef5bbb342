// Request limits and sign-in throttling, kept in the database (table rate_limits) so every server
// process on one PostgreSQL enforces the same limits, and a restart forgets nothing.
// Each check is one atomic upsert: concurrent requests cannot slip past a limit
// between a read and a write. Addresses are counted by addressKey (an IPv6 address by its /64).
//
// Sign-in (README "Sign-in throttling", the OWASP device-cookie pattern): every
// attempt comes from a source — a known device of that account (features/auth/sources.ts), else the
// client's address — and the source is known when it signed in to the account before.
// - per (account, source) pair: the first `freeAttempts` failures cost nothing; each further failure
//   makes that pair wait `baseDelayMs` (1 s), then twice as long each time, up to `maxDelayMs`, so one
//   source guesses a handful of passwords an hour at most. A success clears the pair. A waiting pair's
//   tries are refused without counting anywhere else, so hammering cannot push the ceilings.
// - sources not known to the account also meet two ceilings: per account (every unknown source
//   together) at most `perAccount` failures in `accountWindowMs`, and per address (every account) at
//   most `perAddress` in `addressWindowMs`. A known source is never held by them, so strangers cannot
//   lock the owner out of the devices and addresses the owner signs in from.
// Attempts are counted before the password is checked and given back when it was right (also when a
// second factor is still to come), so parallel guesses count as surely as sequential ones and only
// wrong passwords and wrong codes remain counted.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Next } from 'koa';
import type { MessageKey } from '../contract/index.ts';
import { HttpError } from '../errors.ts';
import { addressKey } from './proxy.ts';
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
    keys.map(storedKey),
  );
}

/** Where a sign-in attempt comes from (features/auth/sources.ts signInSource). */
export interface SignInSource {
  /** The account as typed: trimmed, lower case (an unknown address is throttled like a real one). */
  account: string;
  /** The pair's source: `device:<id>` for a known device of this account, else the address key. */
  key: string;
  /** The client's address key (middleware/proxy.ts addressKey), for the per-address ceiling. */
  address: string;
  /** This device or address signed in to the account before: only the pair's delays apply. */
  known: boolean;
}

export class LoginThrottle {
  constructor(private limits: LoginLimits) {}

  private keys(source: SignInSource) {
    return {
      pair: `login:pair:${source.account}|${source.key}`,
      account: `login:account:${source.account}`,
      address: `login:ip:${source.address}`,
    };
  }

  /** Claims one sign-in attempt, or throws 429 (with the wait in `retryAfter`). */
  async claim(db: Knex, source: SignInSource): Promise<void> {
    const keys = this.keys(source);
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
          key: storedKey(keys.pair),
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
          storedKey(keys.pair),
        ]),
      )[0];
      throw tooMany('tooManyAttempts', Number(row?.ms ?? 1000));
    }
    if (source.known) return;
    const fromAddress = await countHit(db, keys.address, this.limits.addressWindowMs);
    if (fromAddress.hits > this.limits.perAddress) throw tooMany('tooManyAttempts', fromAddress.retryMs);
    const onAccount = await countHit(db, keys.account, this.limits.accountWindowMs);
    if (onAccount.hits > this.limits.perAccount) throw tooMany('tooManyAttempts', onAccount.retryMs);
  }

  /** The password was right, but the sign-in is not done (a second factor to come, a disabled
   * account): no failure. The attempt is given back everywhere; the pair keeps its earlier failures
   * (so wrong codes after right passwords still add up) and waits no more (its wait had passed). */
  async accepted(db: Knex, source: SignInSource): Promise<void> {
    const keys = this.keys(source);
    await db.raw('UPDATE rate_limits SET hits = greatest(hits - 1, 0), blocked_until = NULL WHERE key = ?', [
      storedKey(keys.pair),
    ]);
    if (!source.known) await giveBack(db, [keys.account, keys.address]);
  }

  /** Signed in (or the password checked for a signed-in user): the pair starts afresh and the attempt is
   * given back to the ceilings. */
  async succeeded(db: Knex, source: SignInSource): Promise<void> {
    const keys = this.keys(source);
    await db('rate_limits')
      .where({ key: storedKey(keys.pair) })
      .delete();
    if (!source.known) await giveBack(db, [keys.account, keys.address]);
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
    const { hits, retryMs } = await countHit(ctx.deps.db, `${name}:ip:${addressKey(ctx.ip)}`, windowMs);
    if (hits > perAddress) throw tooMany(code, retryMs);
    await next();
  };
}
