import type { Knex } from 'knex';

// A user may turn off the notifications that are not strictly transactional (status changes, new
// applications); password mails and the application confirmation are always sent.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('notifications').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('notifications');
  });
}
