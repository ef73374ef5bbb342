import type { Knex } from 'knex';

// The addresses each account signed in from (an IPv6 address by its /64), with the last time: a right
// password from one of them is let through while strangers elsewhere hammer the account (README
// "Sign-in throttling"). Forgotten 90 days after the last sign-in from it (housekeeping).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sign_in_sources', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('address', 200).notNullable();
    t.timestamp('last_seen_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
    t.primary(['user_id', 'address']);
    t.index(['last_seen_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sign_in_sources');
}
