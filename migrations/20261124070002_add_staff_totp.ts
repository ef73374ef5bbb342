import type { Knex } from 'knex';

// Staff two-factor sign-in: the TOTP secret of a staff user who enabled it (totp_enabled_at
// set), and their one-time recovery codes, kept only as SHA-256 hashes and spent once (used_at).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.text('totp_secret');
    t.timestamp('totp_enabled_at', { useTz: true, precision: 3 });
  });
  await knex.schema.createTable('totp_recovery_codes', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('code_hash').notNullable();
    t.timestamp('used_at', { useTz: true, precision: 3 });
    t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
    t.unique(['user_id', 'code_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('totp_recovery_codes');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('totp_enabled_at');
    t.dropColumn('totp_secret');
  });
}
