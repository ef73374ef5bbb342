// Where a sign-in comes from, and whether that source signed in to the account before (README
// "Sign-in throttling"). Two kinds of known source, either enough:
// - a known device: the `portal.device` cookie, set at each successful sign-in. It holds a random
//   device id and, per account signed in on this browser, the account's id and until when the device
//   counts as known (KNOWN_DAYS after the last sign-in; at most MAX_ACCOUNTS accounts, newest kept).
//   It is signed with the session secret (portal.device.sig), so nobody can write themselves one for
//   another account; HttpOnly, SameSite=Strict, sent only to /api/auth, Secure over HTTPS. It names
//   nothing personal and proves nothing by itself: a right password is still needed.
// - a known address: the client's address (an IPv6 address's /64) that signed in to the account in the
//   last KNOWN_DAYS days (table sign_in_sources), for clients that keep no cookies.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { addressKey } from '../../middleware/proxy.ts';
import type { SignInSource } from '../../middleware/rateLimit.ts';
import type { AppContext } from '../../types.ts';

const DEVICE_COOKIE = 'portal.device';
/** A device or address stays known this long after its last sign-in to the account. */
const KNOWN_DAYS = 90;
const KNOWN_SECONDS = KNOWN_DAYS * 24 * 3600;
/** Accounts one device remembers (a shared family or office computer). */
const MAX_ACCOUNTS = 10;

interface Device {
  id: string;
  /** Account id → until when (epoch seconds) this device is known to it. */
  accounts: Map<number, number>;
}

/** `<device id>` then `.<account id>-<until>` per account, newest first. */
const COOKIE_FORMAT = /^([A-Za-z0-9_-]{22})((?:\.\d{1,12}-\d{1,12}){0,10})$/;

function readDevice(ctx: AppContext): Device | undefined {
  const m = COOKIE_FORMAT.exec(ctx.cookies.get(DEVICE_COOKIE, { signed: true }) ?? '');
  if (!m) return undefined;
  const accounts = new Map<number, number>();
  for (const part of m[2]!.split('.').slice(1)) {
    const [id, until] = part.split('-').map(Number) as [number, number];
    accounts.set(id, until);
  }
  return { id: m[1]!, accounts };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A column `known_address` for a query of `users as u`: whether `address` signed in to that account in the
 * last KNOWN_DAYS days. Read with the account (features/auth/repo.ts), a sign-in asks nothing more to know
 * its source. */
export const knownAddressColumn = (db: Knex, address: string): Knex.Raw =>
  db.raw(
    'exists (select 1 from sign_in_sources s where s.user_id = u.id and s.address = ? and s.last_seen_at > now() - make_interval(days => ?)) as known_address',
    [address, KNOWN_DAYS],
  );

/** The source of a sign-in attempt on `email` (`userId`: that address's account, if there is one;
 * `knownAddress`: whether this address signed in to it lately, when read with the account). */
export async function signInSource(
  ctx: AppContext,
  email: string,
  userId: number | undefined,
  knownAddress?: boolean,
): Promise<SignInSource> {
  const account = email.trim().toLowerCase();
  const address = addressKey(ctx.ip);
  if (userId === undefined) return { account, key: address, address, known: false };
  const device = readDevice(ctx);
  if (device && (device.accounts.get(userId) ?? 0) > nowSeconds())
    return { account, key: `device:${device.id}`, address, known: true };
  if (knownAddress !== undefined) return { account, key: address, address, known: knownAddress };
  const seen = await ctx.deps
    .db('sign_in_sources')
    .where({ user_id: userId, address })
    .where('last_seen_at', '>', ctx.deps.db.raw('now() - make_interval(days => ?)', [KNOWN_DAYS]))
    .first('user_id');
  return { account, key: address, address, known: Boolean(seen) };
}

/** After a successful sign-in: the address and this device are known to the account from now on. */
export async function rememberSource(ctx: AppContext, userId: number): Promise<void> {
  await ctx.deps
    .db('sign_in_sources')
    .insert({ user_id: userId, address: addressKey(ctx.ip) })
    .onConflict(['user_id', 'address'])
    .merge({ last_seen_at: ctx.deps.db.fn.now() });
  const device = readDevice(ctx) ?? { id: crypto.randomBytes(16).toString('base64url'), accounts: new Map() };
  const now = nowSeconds();
  const accounts = [
    [userId, now + KNOWN_SECONDS],
    ...[...device.accounts].filter(([id, until]) => id !== userId && until > now),
  ]
    .slice(0, MAX_ACCOUNTS)
    .map(([id, until]) => `.${id}-${until}`)
    .join('');
  ctx.cookies.set(DEVICE_COOKIE, `${device.id}${accounts}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    path: '/api/auth',
    maxAge: KNOWN_SECONDS * 1000,
    overwrite: true,
  });
}

/** Known addresses not signed in from for KNOWN_DAYS (housekeeping, features/account/retention.ts). */
export const forgetOldSources = (db: Knex, now: Date): Promise<number> =>
  db('sign_in_sources')
    .where('last_seen_at', '<', new Date(now.getTime() - KNOWN_SECONDS * 1000))
    .delete();
