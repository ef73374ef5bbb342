import type { Knex } from 'knex';
import { timestamps, touchTrigger } from '../server/db/schema-helpers.ts';

// Uploaded CVs live in the database so any server process can serve them (no local disk).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('files', (t) => {
    t.uuid('id').primary();
    t.integer('owner_id').references('id').inTable('users').onDelete('SET NULL');
    t.string('original_name', 255).notNullable();
    t.string('mime_type', 100).notNullable();
    t.integer('size').notNullable();
    t.binary('data').notNullable();
    timestamps(knex, t);
    t.check('size > 0 AND size <= 5242880', [], 'files_size_check');
    t.index(['owner_id', 'created_at']);
  });
  await touchTrigger(knex, 'files');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('files');
}
