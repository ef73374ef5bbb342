// Opens the one database layer on either engine: PostgreSQL through `pg` when DATABASE_URL is set,
// embedded PGlite in DATA_DIR otherwise. Type differences between the two are settled here.
import fs from 'node:fs';
import path from 'node:path';
import knexPkg, { type Knex } from 'knex';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import ClientPgLite from 'knex-pglite';
import { MIGRATIONS } from '../../migrations/index.ts';
import { PgliteThread } from './pgliteThread.ts';
import { onlyRow } from './rows.ts';

export type Engine = 'postgresql' | 'pglite';
export interface Database {
  knex: Knex;
  engine: Engine;
  close(): Promise<void>;
  /** Hears every NOTIFY on `channel` (committed transactions only, from any process on PostgreSQL; the
   * embedded database's own, in this process): a dedicated connection on PostgreSQL, kept open and
   * reconnected after a drop; PGlite's own listener on the embedded default. Resolves to its stop. */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onError: (err: unknown) => void,
  ): Promise<() => Promise<void>>;
}
export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; omitted together with databaseUrl = in-memory PGlite (tests). */
  dataDir?: string;
  /** An in-memory PGlite starts from this dump of a data folder (the tests' migrated image, test/templates.ts). */
  image?: Blob;
}

const knex = knexPkg;
/** The migrations come from their list (migrations/index.ts), not from reading a folder, so the built server
 * runs the ones bundled into it, and development and tests the source, with no loader in between. */
const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: () => Promise.resolve(Object.keys(MIGRATIONS).sort()),
  getMigrationName: (name) => name,
  getMigration: (name) => MIGRATIONS[name]!(),
};
export const migrationConfig: Knex.MigratorConfig = { migrationSource, tableName: 'knex_migrations' };

// pg returns int8 (count(*), sums) as strings and DATE as a local-midnight Date; PGlite returns
// numbers. Make pg agree on numbers (bigints that fit) and keep its dates as 'YYYY-MM-DD' text.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : v;
});
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export class DataDirLockedError extends Error {}

/** Lock files this process holds: a lock naming our own pid is ours only if it is in here. */
const heldLocks = new Set<string>();

/** A second server on one PGlite folder silently loses writes, so the folder is locked to one process. */
function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      heldLocks.add(lockPath);
      const release = () => {
        if (!heldLocks.delete(lockPath)) return;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockPath, 'utf8'));
      // Our own pid in a lock we did not take is a leftover: in a container the server is often pid 1
      // again after a crash. A lock we hold ourselves is a second open in this process: refused too.
      const ours = pid === process.pid;
      if (ours ? heldLocks.has(lockPath) : pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `Another server (process ${pid}) is already using the embedded database in ${dir}. ` +
            'Stop it first, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server).',
        );
      }
      fs.unlinkSync(lockPath); // stale lock from a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** knex-pglite names a result's command after Knex's method, so a `.delete()` (method `del`) came back
 * as PGlite's whole result object where `pg` gives the row count (and a route that answers 404 when
 * nothing was deleted answered 200). Here every DELETE and UPDATE answers its row count, as on `pg`. */
class PgliteClient extends ClientPgLite {
  processResponse(obj: { method?: string }, runner: unknown): unknown {
    const base = ClientPgLite.prototype as unknown as { processResponse(o: object, r: unknown): unknown };
    return base.processResponse.call(this, obj.method === 'del' ? { ...obj, method: 'delete' } : obj, runner);
  }
}

/** An embedded database with pg_trgm, which the staff searches' trigram indexes need (migration
 * 20261125010001): a folder that has them cannot be read without it. */
export const openPglite = (dataDir: string | undefined, image?: Blob) =>
  new PGlite({ dataDir, extensions: { pg_trgm }, ...(image && { loadDataDir: image }) });

/** The Knex configuration for either engine: used by openDatabase() and by knexfile.ts (CLI). */
export function knexConfig(opts: DatabaseOptions, pglite?: PGlite | PgliteThread): Knex.Config {
  let own: PGlite | PgliteThread | undefined;
  if (opts.databaseUrl) {
    return { client: 'pg', connection: opts.databaseUrl, pool: { min: 0, max: 10 }, migrations: migrationConfig };
  }
  return {
    client: PgliteClient,
    dialect: 'postgres',
    // The CLI's own PGlite needs pg_trgm too, or its trigram indexes would not load. Made once: Knex may
    // ask again, and two PGlite instances on one folder would corrupt it.
    connection: () => {
      own ??= pglite ?? openPglite(opts.dataDir ? path.join(opts.dataDir, 'pgdata') : undefined);
      return { pglite: own } as object;
    },
    migrations: migrationConfig,
  } as Knex.Config;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const instance = knex(knexConfig(opts));
    const url = opts.databaseUrl;
    return {
      knex: instance,
      engine: 'postgresql',
      close: () => instance.destroy(),
      listen: (channel, onPayload, onError) => listenOnPostgres(url, channel, onPayload, onError),
    };
  }
  const release = opts.dataDir ? lockDataDir(opts.dataDir) : () => {};
  try {
    // PGlite answers DATE as a UTC-midnight Date: contract/dates.ts dateOnly() settles that for both engines.
    // A server's database on disk runs in a thread of its own (pgliteThread.ts), so its queries never hold
    // the event loop; the tests' in-memory ones stay in their own thread, where a worker per test would only
    // cost start-up.
    const pglite = opts.dataDir
      ? new PgliteThread({ dataDir: path.join(opts.dataDir, 'pgdata') })
      : openPglite(undefined, opts.image);
    await pglite.waitReady;
    const instance = knex(knexConfig(opts, pglite));
    return {
      knex: instance,
      engine: 'pglite',
      close: async () => {
        await instance.destroy();
        await pglite.close().catch(() => {});
        release();
      },
      listen: async (channel, onPayload) => {
        const stop = await pglite.listen(channel, onPayload);
        return () => stop().catch(() => {});
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** LISTEN on its own connection (a pooled one would be handed to queries and lose it). A dropped
 * connection is opened again after a growing pause (0.5 s … 30 s); notifications sent meanwhile are
 * missed, which the live screens cover by reading afresh when their stream reconnects. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onError: (err: unknown) => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  const retry = () => {
    if (stopped || timer) return;
    const wait = Math.min(30_000, 500 * 2 ** Math.min(failures++, 6));
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, wait);
    timer.unref();
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    let dropped = false;
    const drop = (err?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (err && !stopped) onError(err);
      if (current === client) current = undefined;
      client.end().catch(() => {});
      retry();
    };
    client.on('notification', (m) => {
      if (m.channel === channel && m.payload !== undefined) onPayload(m.payload);
    });
    client.on('error', drop);
    client.on('end', () => drop());
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      if (stopped) return void client.end().catch(() => {});
      current = client;
      failures = 0;
    } catch (err) {
      drop(err);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current?.end().catch(() => {});
  };
}

export async function migrateLatest(db: Knex): Promise<void> {
  await db.migrate.latest(migrationConfig);
}

/** Whether the database answers at all (health and settings). */
export const isConnected = (db: Knex): Promise<boolean> =>
  db.raw('select 1').then(
    () => true,
    () => false,
  );

/** The database's clock now (not the transaction's start): sync cursors are compared with it. */
export async function databaseNow(db: Knex): Promise<Date> {
  return onlyRow(rowsOf<{ now: Date }>(await db.raw('select clock_timestamp() as now')), 'database clock').now;
}

/** Rows of raw queries: both drivers answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
