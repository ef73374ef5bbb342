import type { Knex } from 'knex';

// A draft job: made by staff when they convert an employer request, kept off the board
// (is_active false) until its employer publishes it. An archived job is inactive but no draft.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.boolean('is_draft').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.dropColumn('is_draft');
  });
}
