import type { Knex } from 'knex';

// When each user last opened each area whose unread items the navigation counts (live updates):
// the unread count is what arrived after it. No row: nothing read yet, counted from the account's creation.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE user_seen (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      area text NOT NULL CHECK (area IN ('applications')),
      seen_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, area)
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE user_seen');
}
