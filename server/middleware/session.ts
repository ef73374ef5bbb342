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

const hashKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

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
        return row && { data: row.data, user: row.user_id !== null ? userOf(row) : undefined };
      });
      if (ctx) touchedBy(ctx).set(hashKey(key), '');
      if (ctx && found?.user) userOfSession.set(ctx, found.user);
      // A copy: koa-session may change the object it is given, and the cached one must stay as read.
      return found && (structuredClone(found.data) as SessionData);
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
      cache.delete(row.id);
      await db('sessions').insert(row).onConflict('id').merge(['user_id', 'data', 'expires_at']);
    },
    async destroy(key: string, { ctx }: { ctx?: Koa.Context } = {}): Promise<void> {
      // An id koa-session made up in this request and never saved: no row to delete.
      if (ctx && !touchedBy(ctx).has(hashKey(key))) return;
      cache.delete(hashKey(key));
      await db('sessions')
        .where({ id: hashKey(key) })
        .delete();
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
      genid: () => crypto.randomBytes(32).toString('base64url'),
      renew: true,
    },
    app,
  );
}

/**
 * A readable cookie that only says 'a session is open' (it carries nothing else): the app skips the
 * session check for a visitor who has none, so a visitor's page does not start with a 401 (which the
 * browser logs as an error). Kept in step with the session after every API call, whatever it answered.
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

/** The signed cookie's session key of this request (undefined without one). */
export const sessionKeyOf = (ctx: Koa.Context): string | undefined =>
  ctx.cookies.get(SESSION_COOKIE, { signed: true }) || undefined;

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
