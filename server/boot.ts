// Everything start-up does before listening, shared by main.ts and the tests: open the database,
// migrate, seed, settle the session secret, and build the app.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { createApp } from './app.ts';
import type { ServerEnv } from './config.ts';
import { migrateLatest, openDatabase, type Database } from './db/index.ts';
import { ensureOwner, seedContent, seedDemo } from './db/seed.ts';
import { purgeOrphanFiles } from './features/files/repo.ts';
import { purgeExpiredSessions } from './middleware/session.ts';
import { MailWorker } from './features/mail/worker.ts';
import { purgePasswordResets } from './features/account/repo.ts';

/** Dead weight removed at start-up and every hour after (main.ts): expired sessions, and anonymous
 * CV uploads that no registration or application took up within a day. */
export async function housekeeping(db: Knex): Promise<void> {
  await purgeExpiredSessions(db);
  await purgeOrphanFiles(db);
  await purgePasswordResets(db);
}

/** SESSION_SECRET when given; otherwise one made at first start and kept in the database, so every
 * server on that database (and every restart) signs cookies alike. */
async function sessionSecret(db: Knex, given?: string): Promise<string> {
  if (given) return given;
  await db('app_meta')
    .insert({ key: 'session_secret', value: crypto.randomBytes(32).toString('base64url') })
    .onConflict('key')
    .ignore();
  return (await db('app_meta').where({ key: 'session_secret' }).first('value'))!.value;
}

export interface Booted {
  database: Database;
  app: ReturnType<typeof createApp>;
  /** The outbox worker, not yet started: main.ts (and the test harness) start it and stop it before closing. */
  mail: MailWorker;
}

export async function boot(env: ServerEnv, opts: { seedDemoData?: boolean; inMemory?: boolean } = {}): Promise<Booted> {
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: opts.inMemory ? undefined : env.dataDir,
  });
  try {
    const db = database.knex;
    await migrateLatest(db);
    await seedContent(db);
    // Demo data only on the embedded default: a real PostgreSQL gets the owner and the content.
    if (opts.seedDemoData ?? env.seedDemo ?? database.engine === 'pglite') await seedDemo(db);
    if (env.ownerEmail && env.ownerPassword) await ensureOwner(db, env.ownerEmail, env.ownerPassword);
    await housekeeping(db);
    const mail = new MailWorker(db, env.app, env.app.env === 'test' ? { log: () => {} } : {});
    const app = createApp({
      db,
      engine: database.engine,
      config: { ...env.app, sessionSecret: await sessionSecret(db, env.sessionSecret) },
      mailer: mail,
    });
    return { database, app, mail };
  } catch (err) {
    await database.close();
    throw err;
  }
}
