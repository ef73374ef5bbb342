// Server-side sessions in the database (koa-session with an external store): 256-bit random ids,
// stored only as their SHA-256, 30 days idle and 30 days from sign-in at most, HttpOnly + SameSite=Lax cookie, Secure over HTTPS.
import crypto from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import type { Knex } from 'knex';
import { LIMITS, SIGNED_IN_COOKIE } from '../contract/index.ts';
import type { SessionData, UserRecord } from '../db/tables.ts';
import type { AppCaches, AppContext, SessionUser } from '../types.ts';

/** Every column of a user but the password hash. */
export const USER_COLUMNS = [
  'id',
  'email',
  'role',
  'first_name',
  'last_name',
  'is_active',
  'language',
  'notifications',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof UserRecord)[];

export const SESSION_COOKIE = 'portal.sid';
const SESSION_MAX_AGE_MS = LIMITS.sessionDays * 24 * 60 * 60 * 1000;

/** A session row is made at sign-in (a fresh id: regenerate) and keeps its created_at while it is
 * renewed: it ends LIMITS.sessionDays after sign-in however busy it stays (the absolute lifetime the
 * settings screen states), on top of ending after as long idle (expires_at). */
const signedInBefore = (db: Knex) => db.raw('now() - make_interval(days => ?)', [LIMITS.sessionDays]);

/** A session key's row id (its SHA-256), remembered for the keys seen lately: a signed-in request asks for it
 * every time, and it never changes. Bounded; the oldest goes first. */
const rowIds = new Map<string, string>();
const ROW_IDS_KEPT = 10_000;
function hashKey(key: string): string {
  let id = rowIds.get(key);
  if (id === undefined) {
    id = crypto.createHash('sha256').update(key).digest('hex');
    if (rowIds.size >= ROW_IDS_KEPT) rowIds.delete(rowIds.keys().next().value as string);
    rowIds.set(key, id);
  }
  return id;
}

/** 256-bit session keys drawn from a pool of CSPRNG bytes, each byte used once. koa-session makes a key
 * for every request without a session (a visitor's), most never stored: one system call per 128 keys
 * rather than one per request. */
let keyPool = Buffer.alloc(0);
let keyPoolAt = 0;
function newSessionKey(): string {
  if (keyPoolAt + 32 > keyPool.length) {
    keyPool = crypto.randomBytes(32 * 128);
    keyPoolAt = 0;
  }
  keyPoolAt += 32;
  return keyPool.toString('base64url', keyPoolAt - 32, keyPoolAt);
}

/** Freezes a session's data, nested objects too: the kept copy is handed to every request of the session
 * (koa-session copies its top-level fields onto the request's own session object), so an in-place change
 * to a nested value would throw rather than leak into the next request. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

type SessionJoinRow = { data: SessionData } & {
  [K in (typeof USER_COLUMNS)[number] as `user_${K}`]: SessionUser[K] | null;
};

const userOf = (row: SessionJoinRow): SessionUser =>
  Object.fromEntries(USER_COLUMNS.map((c) => [c, row[`user_${c}`]])) as unknown as SessionUser;

/** The user read with this request's session, if it has one. */
const userOfSession = new WeakMap<Koa.Context, SessionUser>();

/** The session's user as the session query read it (undefined: the request has no signed-in session). */
export const sessionUser = (ctx: Koa.Context): SessionUser | undefined => userOfSession.get(ctx);

/** Per request, the session rows it read or wrote (by hashed key) and what it last wrote: a sign-in's
 * regenerate saves the session, and koa-session's commit at the end saves it once more, and first
 * deletes the new id it made up, which no row has. Both are skipped: a sign-in writes its session once. */
const touched = new WeakMap<Koa.Context, Map<string, string>>();
const touchedBy = (ctx: Koa.Context) => touched.get(ctx) ?? touched.set(ctx, new Map()).get(ctx)!;

function sessionStore(db: Knex, cache: AppCaches['sessions']) {
  return {
    // The session and its user in one query: loadUser (middleware/auth.ts) takes the user from here
    // rather than asking again, so a signed-in request costs one query before its route runs, and none
    // when the same session asked within READ_CACHE_MS (middleware/readCache.ts).
    async get(key: string, _maxAge: unknown, { ctx }: { ctx?: Koa.Context }): Promise<SessionData | undefined> {
      const found = await cache.through(hashKey(key), async () => {
        const row: SessionJoinRow | undefined = await db('sessions as s')
          .leftJoin('users as u', 'u.id', 's.user_id')
          .where('s.id', hashKey(key))
          .where('s.expires_at', '>', db.fn.now())
          .where('s.created_at', '>', signedInBefore(db))
          .first('s.data', ...USER_COLUMNS.map((c) => `u.${c} as user_${c}`));
        return row && { data: deepFreeze(row.data), user: row.user_id !== null ? userOf(row) : undefined };
      });
      if (ctx) touchedBy(ctx).set(hashKey(key), '');
      if (ctx && found?.user) userOfSession.set(ctx, found.user);
      // As kept: koa-session copies its fields onto the request's session, never changing this object.
      return found?.data;
    },
    async set(
      key: string,
      sess: SessionData,
      maxAge: number | 'session' | undefined,
      { ctx }: { ctx?: Koa.Context } = {},
    ): Promise<void> {
      const ttl = typeof maxAge === 'number' ? maxAge : SESSION_MAX_AGE_MS;
      const row = {
        id: hashKey(key),
        user_id: typeof sess.userId === 'number' ? sess.userId : null,
        data: JSON.stringify(sess),
        expires_at: new Date(Date.now() + ttl),
      };
      // The same data as this request wrote a moment ago (its expiry apart, a few milliseconds later).
      const written = JSON.stringify({ ...sess, _expire: undefined, _maxAge: undefined });
      if (ctx && touchedBy(ctx).get(row.id) === written) return;
      if (ctx) touchedBy(ctx).set(row.id, written);
      // Forgotten before and after: a read of it still out, or begun before the row was written, is not kept.
      cache.delete(row.id);
      await db('sessions').insert(row).onConflict('id').merge(['user_id', 'data', 'expires_at']);
      cache.delete(row.id);
    },
    async destroy(key: string, { ctx }: { ctx?: Koa.Context } = {}): Promise<void> {
      // An id koa-session made up in this request and never saved: no row to delete.
      if (ctx && !touchedBy(ctx).has(hashKey(key))) return;
      cache.delete(hashKey(key));
      await db('sessions')
        .where({ id: hashKey(key) })
        .delete();
      cache.delete(hashKey(key));
    },
  };
}

export function sessionMiddleware(app: Koa, db: Knex, cache: AppCaches['sessions']): Koa.Middleware {
  return session(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      // secure left unset: koa-session marks the cookie Secure whenever the request came over HTTPS.
      store: sessionStore(db, cache),
      genid: newSessionKey,
      renew: true,
      externalKey: {
        get: (ctx: Koa.Context) => sessionKeyOf(ctx) ?? '',
        // What koa-session does without this option: the signed cookie, with the request's session options.
        set: (ctx: Koa.Context, key: string) =>
          ctx.cookies.set(SESSION_COOKIE, key, ctx.sessionOptions as Parameters<Koa.Context['cookies']['set']>[2]),
      },
    },
    app,
  );
}

/**
 * A readable cookie that only says 'a session is open' (it carries nothing else): the app skips the
 * session check for a visitor who has none, so a visitor's page does not start with a 401 (which the
 * browser logs as an error). Kept in step with the session after every API call, whatever it answered, but
 * a public job read's (answered before the session step, server/app.ts: it reads no session).
 */
export async function signedInMarker(ctx: AppContext, next: Koa.Next): Promise<void> {
  try {
    await next();
  } finally {
    const open = typeof ctx.session?.userId === 'number';
    const marked = ctx.cookies.get(SIGNED_IN_COOKIE) === '1';
    const options = { httpOnly: false, sameSite: 'lax', secure: ctx.secure, overwrite: true, path: '/' } as const;
    if (open && !marked) ctx.cookies.set(SIGNED_IN_COOKIE, '1', { ...options, maxAge: SESSION_MAX_AGE_MS });
    else if (!open && marked) ctx.cookies.set(SIGNED_IN_COOKIE, '', { ...options, maxAge: 0 });
  }
}

/** Per app (each has its own signing keys): session cookies whose signature was checked, with it. */
const signaturesChecked = new WeakMap<object, Map<string, string>>();
const SIGNATURES_KEPT = 10_000;

/** The signed cookie's session key of this request (undefined without one or with a wrong signature).
 * The check (an HMAC) gives the same answer for the same cookie and signature under the app's keys, so a
 * pair that passed is remembered and only a new pair is checked. */
export function sessionKeyOf(ctx: Koa.Context): string | undefined {
  let checked = signaturesChecked.get(ctx.app);
  if (!checked) signaturesChecked.set(ctx.app, (checked = new Map<string, string>()));
  const key = ctx.cookies.get(SESSION_COOKIE, { signed: false });
  const signature = ctx.cookies.get(`${SESSION_COOKIE}.sig`, { signed: false });
  if (!key || !signature) return undefined;
  if (checked.get(key) === signature) return key;
  const verified = ctx.cookies.get(SESSION_COOKIE, { signed: true }) || undefined;
  if (verified === key) {
    if (checked.size >= SIGNATURES_KEPT) checked.delete(checked.keys().next().value as string);
    checked.set(key, signature);
  }
  return verified;
}

/** Whether the session `key` is still open for an active `userId`: not signed out, expired, ended by a
 * password change or by staff, and its user neither disabled nor erased. For a long-lived response (the
 * live event stream) that outlives the request that checked the session. */
export async function sessionStillOpen(db: Knex, key: string, userId: number): Promise<boolean> {
  const row: { id: string } | undefined = await db('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where({ 's.id': hashKey(key), 's.user_id': userId, 'u.is_active': true })
    .where('s.expires_at', '>', db.fn.now())
    .where('s.created_at', '>', signedInBefore(db))
    .first('s.id');
  return row !== undefined;
}

/** Ends every session of a user at once (disabling an account). */
export async function destroyUserSessions(db: Knex, userId: number): Promise<void> {
  await db('sessions').where({ user_id: userId }).delete();
}

/** Expired rows are dead weight: removed at start-up and now and then after. */
export async function purgeExpiredSessions(db: Knex): Promise<void> {
  await db('sessions').where('expires_at', '<=', db.fn.now()).orWhere('created_at', '<=', signedInBefore(db)).delete();
}
