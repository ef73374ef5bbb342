import type { Knex } from 'knex';
import { timestamps, touchTrigger } from '../server/db/schema-helpers.ts';

export async function up(knex: Knex): Promise<void> {
  // id is the SHA-256 of the cookie's session key: a copy of this table opens no session.
  await knex.schema.createTable('sessions', (t) => {
    t.string('id', 64).primary();
    t.integer('user_id').references('id').inTable('users').onDelete('CASCADE');
    t.jsonb('data').notNullable();
    t.timestamp('expires_at', { useTz: true, precision: 3 }).notNullable();
    timestamps(knex, t);
    t.index(['user_id']);
    t.index(['expires_at']);
  });
  await touchTrigger(knex, 'sessions');
  // Server-wide secrets (the cookie signing key when SESSION_SECRET is not set).
  await knex.schema.createTable('app_meta', (t) => {
    t.string('key', 100).primary();
    t.text('value').notNullable();
    timestamps(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('app_meta');
  await knex.schema.dropTable('sessions');
}
