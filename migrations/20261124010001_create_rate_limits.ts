import type { Knex } from 'knex';

// Request counters and sign-in throttles (server/middleware/rateLimit.ts), kept in the database so every
// server process on one PostgreSQL enforces the same limits. One row per key: a counter in a fixed
// window (hits since window_start) and, for a sign-in (account, address) pair, the time until which it
// must wait. Rows are disposable: housekeeping deletes those whose window and wait have passed.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 400).primary();
    t.integer('hits').notNullable();
    t.timestamp('window_start', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
    t.timestamp('blocked_until', { useTz: true, precision: 3 });
    t.index(['window_start']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
