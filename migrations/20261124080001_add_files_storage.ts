import type { Knex } from 'knex';

// File bytes move behind a storage seam (server/storage/files.ts): a row says where its bytes are
// ('database': its own `data` column, as every row so far; 'disk': the data folder) and carries the
// SHA-256 they must have, so a damaged or missing file is recognised before it is sent.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('files', (t) => {
    t.string('storage', 16).notNullable().defaultTo('database');
    t.string('sha256', 64);
  });
  await knex.raw('ALTER TABLE files ALTER COLUMN data DROP NOT NULL');
  await knex.raw(`UPDATE files SET sha256 = encode(sha256(data), 'hex')`);
  await knex.raw(
    `ALTER TABLE files ADD CONSTRAINT files_storage_check CHECK (
       (storage = 'database' AND data IS NOT NULL) OR (storage = 'disk' AND data IS NULL))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  // Bytes kept on disk cannot come back into a NOT NULL column: those rows go (their bytes stay on disk).
  await knex('files').where({ storage: 'disk' }).delete();
  await knex.raw('ALTER TABLE files DROP CONSTRAINT files_storage_check');
  await knex.raw('ALTER TABLE files ALTER COLUMN data SET NOT NULL');
  await knex.schema.alterTable('files', (t) => {
    t.dropColumn('storage');
    t.dropColumn('sha256');
  });
}
