// The server tests' migrated starting points, made once per run by global-setup.ts: a PostgreSQL template
// database (each test server's database is `CREATE DATABASE … TEMPLATE` it, a file copy) and an image of a
// migrated embedded database (each PGlite test server loads it instead of migrating). Tests of the
// migrations themselves (db/db.test.ts) still migrate an empty database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexPkg from 'knex';
import { knexConfig, migrateLatest, openPglite } from '../db/index.ts';

const TEMPLATE_DATABASE = 't_migrated_template';

/** Migrates a new database named TEMPLATE_DATABASE in the cluster `adminUrl` points into, and closes it
 * to connections: CREATE DATABASE … TEMPLATE refuses a template anyone is connected to. */
export async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const admin = knexPkg({ client: 'pg', connection: adminUrl });
  try {
    await admin.raw(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const db = knexPkg(knexConfig({ databaseUrl: adminUrl.replace(/\/[^/]+$/, `/${TEMPLATE_DATABASE}`) }));
    try {
      await migrateLatest(db);
    } finally {
      await db.destroy();
    }
    await admin.raw(`ALTER DATABASE ${TEMPLATE_DATABASE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  } finally {
    await admin.destroy();
  }
  return TEMPLATE_DATABASE;
}

/** Migrates an in-memory PGlite and writes its data folder as a tarball to a new temporary file (its path
 * is returned; the caller deletes it). */
export async function makePgliteImage(): Promise<string> {
  const pglite = openPglite(undefined);
  await pglite.waitReady;
  const db = knexPkg(knexConfig({}, pglite));
  let image: Blob;
  try {
    await migrateLatest(db);
    image = await pglite.dumpDataDir('none');
  } finally {
    await db.destroy(); // closes the PGlite too (knex-pglite)
    await pglite.close().catch(() => {});
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-image-')), 'migrated.tar');
  fs.writeFileSync(file, new Uint8Array(await image.arrayBuffer()));
  return file;
}

/** The image as PGlite's loadDataDir takes it. */
export const readPgliteImage = (file: string): Blob => new Blob([new Uint8Array(fs.readFileSync(file))]);
