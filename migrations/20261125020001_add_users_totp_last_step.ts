import type { Knex } from 'knex';

// Staff two-factor sign-in: the time step (30-second period since 1970) of the last code accepted from
// the user's app, so a code works once — a step at or before it is refused like a wrong code.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.bigInteger('totp_last_step');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('totp_last_step');
  });
}
