// Request counters in a sliding window, kept in process memory: with several servers each enforces
// its own share, which still caps guessing and abuse hard. Failed sign-ins are counted per account and
// per client address; anonymous uploads per client address.
import type { Next } from 'koa';
import type { MessageKey } from '../contract/index.ts';
import { HttpError } from '../errors.ts';
import type { AppContext } from '../types.ts';

/** The default memory bound: beyond this many keys the ones idle longest are forgotten. */
const MAX_KEYS = 100_000;

/** Event times per key within a window. A Map keeps insertion order and every use re-inserts its
 * key, so the first keys are the ones idle longest: evicting them under a spray of addresses keeps
 * the counters of everyone active (clearing the whole map would reset the very attacker it counts). */
export class SlidingWindow {
  private events = new Map<string, number[]>();

  constructor(
    private windowMs: number,
    private maxKeys = MAX_KEYS,
  ) {}

  /** Events of `key` in the window. Asking counts as activity: a blocked attacker who keeps trying
   * stays at the young end and is not the one evicted. */
  count(key: string, now = Date.now()): number {
    const list = (this.events.get(key) ?? []).filter((t) => now - t < this.windowMs);
    this.events.delete(key);
    if (list.length) this.events.set(key, list);
    return list.length;
  }

  add(key: string, now = Date.now()): void {
    const list = (this.events.get(key) ?? []).filter((t) => now - t < this.windowMs);
    this.events.delete(key);
    this.events.set(key, [...list, now]);
    for (const oldest of this.events.keys()) {
      if (this.events.size <= this.maxKeys) break;
      this.events.delete(oldest);
    }
  }

  delete(key: string): void {
    this.events.delete(key);
  }

  has(key: string): boolean {
    return this.events.has(key);
  }

  get size(): number {
    return this.events.size;
  }
}

export class LoginLimiter {
  private failures: SlidingWindow;

  constructor(
    private limits: { perAccount: number; perAddress: number; windowMs: number },
    maxKeys = MAX_KEYS,
  ) {
    this.failures = new SlidingWindow(limits.windowMs, maxKeys);
  }

  /** How long a blocked client should wait, for Retry-After: the window a failure is counted in. */
  get retryAfterSeconds(): number {
    return Math.ceil(this.limits.windowMs / 1000);
  }

  isBlocked(email: string, address: string, now = Date.now()): boolean {
    // Both counted (no short-circuit), so both keys count as active.
    const account = this.failures.count(`a:${email}`, now);
    const fromAddress = this.failures.count(`ip:${address}`, now);
    return account >= this.limits.perAccount || fromAddress >= this.limits.perAddress;
  }

  fail(email: string, address: string, now = Date.now()): void {
    this.failures.add(`a:${email}`, now);
    this.failures.add(`ip:${address}`, now);
  }

  succeed(email: string): void {
    this.failures.delete(`a:${email}`);
  }

  /** For tests: whether an account or address still has counted failures. */
  tracks(key: `a:${string}` | `ip:${string}`): boolean {
    return this.failures.has(key);
  }
}

/** Middleware: at most `perAddress` requests per client address in the window, then 429 with `code`.
 * Counted before the body is read, so a refused request costs no parsing. */
export function limitPerAddress(
  limits: { perAddress: number; windowMs: number },
  code: MessageKey,
  maxKeys = MAX_KEYS,
) {
  const window = new SlidingWindow(limits.windowMs, maxKeys);
  return async (ctx: AppContext, next: Next): Promise<void> => {
    if (window.count(ctx.ip) >= limits.perAddress) {
      ctx.set('Retry-After', String(Math.ceil(limits.windowMs / 1000)));
      throw new HttpError(429, code);
    }
    window.add(ctx.ip);
    await next();
  };
}
