// Everything start-up does before listening, shared by main.ts and the tests: open the database,
// migrate, seed, settle the session secret, and build the app.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { createApp } from './app.ts';
import type { ServerEnv } from './config.ts';
import { migrateLatest, openDatabase, type Database } from './db/index.ts';
import { TableMaintenance } from './db/maintenance.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureOwner, seedContent, seedDemo } from './db/seed.ts';
import { hasher, verifyPassword } from './features/auth/passwords.ts';
import { purgeExpiredSessions } from './middleware/session.ts';
import { MailWorker } from './features/mail/worker.ts';
import { NavWorker } from './features/nav/queue.ts';
import { configMailEnv } from './features/mail/notify.ts';
import { purgeUnconfirmedAlerts } from './features/alerts/repo.ts';
import { JobAlertWorker } from './features/alerts/worker.ts';
import { FileStore } from './storage/files.ts';
import { purgeStaleData, retentionOf } from './features/account/retention.ts';
import { createLogger, type Logger } from './log/index.ts';
import { LiveHub } from './features/live/hub.ts';
import { pageDrawer, type PageDrawer } from './features/seo/render.ts';

/** Dead weight removed at start-up and every hour after (main.ts): expired sessions, and anonymous
 * CV uploads that no registration or application took up within a day. */
export async function housekeeping(db: Knex, files?: FileStore, mailRetentionDays = 30): Promise<void> {
  await purgeExpiredSessions(db);
  await purgeUnconfirmedAlerts(db);
  await files?.sweepOrphans(db);
  await purgeStaleData(db, new Date(), retentionOf(mailRetentionDays), files);
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

/** Start-up stopped on purpose: main.ts prints the message (no stack) and exits. */
export class StartupRefusedError extends Error {}

export function isLoopback(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || h === '::ffff:127.0.0.1';
}

/** The demo accounts' password is published (README, the start-up log): on an address others can reach,
 * demo data is served only when SEED_DEMO=1 says so explicitly. Refused when the
 * demo would be seeded or demo accounts still open with that password. */
async function refuseExposedDemo(db: Knex, env: ServerEnv, withDemo: boolean): Promise<void> {
  if (isLoopback(env.host) || env.seedDemo === true) return;
  if (!withDemo && !(await demoAccountsOpen(db))) return;
  throw new StartupRefusedError(
    `Refusing to start: HOST=${env.host} can be reached from other machines, and the demo accounts (password ` +
      `published in the README) would be ${withDemo ? 'created' : 'open'} there. Use HOST=127.0.0.1 to try the ` +
      `demo on this machine, SEED_DEMO=0 with a database without demo accounts for a real site, or ` +
      `SEED_DEMO=1 if you really mean to show the demo on ${env.host}.`,
  );
}

/** Whether an active demo account still signs in with the published password. */
async function demoAccountsOpen(db: Knex): Promise<boolean> {
  const rows = await db('users')
    .whereIn(
      'email',
      DEMO_ACCOUNTS.map((a) => a.email),
    )
    .where({ is_active: true })
    .select('password_hash');
  for (const row of rows) if (await verifyPassword(row.password_hash, DEMO_PASSWORD)) return true;
  return false;
}

export interface Booted {
  database: Database;
  app: ReturnType<typeof createApp>;
  /** The outbox worker, not yet started: main.ts (and the test harness) start it and stop it before closing. */
  mail: MailWorker;
  /** The NAV Online Számla worker, not yet started: main.ts starts it (tests with navWorker: true). */
  nav: NavWorker;
  /** The job alert worker, not yet started (main.ts starts it; server tests call its run()). */
  alerts: JobAlertWorker;
  /** Where uploads' bytes live. */
  files: FileStore;
  /** The live events' hub, listening: main.ts closes it (ending every stream) first on shutdown. */
  live: LiveHub;
  /** Draws the public pages; its threads end when the database is closed. */
  pages: PageDrawer;
  /** The embedded database's upkeep (PGlite has no autovacuum: db/maintenance.ts), not yet started: main.ts
   * starts it. None on PostgreSQL, whose own autovacuum does it. */
  maintenance?: TableMaintenance;
  log: Logger;
}

/** The embedded default keeps uploads' bytes in DATA_DIR/files (an in-memory database, in a temporary
 * folder removed on close); PostgreSQL keeps them in the database, where every process finds them. */
function openFileStore(database: Database, env: ServerEnv, inMemory: boolean): { files: FileStore; close(): void } {
  if (database.engine === 'postgresql') return { files: new FileStore(), close: () => {} };
  const dir = inMemory ? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-')) : path.join(env.dataDir, 'files');
  const files = new FileStore(dir);
  files.clearStaging();
  return { files, close: () => inMemory && fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function boot(
  env: ServerEnv,
  /** inMemory: a PGlite in memory (tests), started from `image` when given (a migrated copy). */
  opts: {
    seedDemoData?: boolean;
    inMemory?: boolean;
    image?: Blob;
    log?: Logger;
    /** The page renderer's bundle, when not the built one (a test's renderer that fails on purpose). */
    renderBundle?: string;
  } = {},
): Promise<Booted> {
  const log = opts.log ?? createLogger({ level: env.logLevel });
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: opts.inMemory ? undefined : env.dataDir,
    image: opts.inMemory ? opts.image : undefined,
  });
  const store = openFileStore(database, env, !!opts.inMemory);
  const closeDatabase = database.close.bind(database);
  const live = new LiveHub(log);
  const pages = pageDrawer(env.renderThreads, opts.renderBundle);
  hasher.start();
  database.close = async () => {
    await live.close();
    await pages.close();
    await hasher.stop();
    await closeDatabase();
    store.close();
  };
  const { files } = store;
  try {
    const db = database.knex;
    await migrateLatest(db);
    await seedContent(db);
    // Demo data only on the embedded default: a real PostgreSQL gets the owner and the content.
    const withDemo = opts.seedDemoData ?? env.seedDemo ?? database.engine === 'pglite';
    await refuseExposedDemo(db, env, withDemo);
    if (withDemo) await seedDemo(db);
    if (env.ownerEmail && env.ownerPassword)
      await ensureOwner(db, env.ownerEmail, env.ownerPassword, { promoteExisting: env.ownerPromoteExisting, log });
    await housekeeping(db, files, env.app.mailRetentionDays);
    await live.start(database);
    const mail = new MailWorker(db, env.app, { logger: log });
    const app = createApp({
      db,
      engine: database.engine,
      config: { ...env.app, sessionSecret: await sessionSecret(db, env.sessionSecret) },
      mailer: mail,
      files,
      log,
      live,
      pages,
    });
    // Links in alert mails: PUBLIC_URL (server/config.ts), as in every other mail.
    const alerts = new JobAlertWorker(db, configMailEnv(env.app), mail, env.app.env === 'test' ? 2000 : 15_000);
    const nav = new NavWorker(db, env.app, {
      logger: log,
      pollMs: env.app.env === 'test' ? 200 : 5000,
      timeoutMs: env.app.navTimeoutMs,
      lostWaitMs: env.app.navLostWaitMs,
    });
    const maintenance = database.engine === 'pglite' ? new TableMaintenance(db, log) : undefined;
    return { database, app, mail, alerts, nav, files, log, live, pages, maintenance };
  } catch (err) {
    await database.close();
    throw err;
  }
}
