import type { Knex } from 'knex';
import { checkIn, timestamps, touchTrigger } from '../server/db/schema-helpers.ts';

const ROLES = ['admin', 'owner', 'employer', 'candidate'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('email', 255).notNullable();
    // Null for staff-created accounts given no password: they cannot sign in until one is set.
    t.text('password_hash');
    t.string('role', 20).notNullable().defaultTo('admin');
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100).notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    timestamps(knex, t);
    t.check(checkIn('role', ROLES), [], 'users_role_check');
    t.index(['role', 'created_at']);
  });
  await knex.raw('CREATE UNIQUE INDEX users_email_unique ON users (lower(email))');
  await touchTrigger(knex, 'users');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
