import type { Knex } from 'knex';

// Every status an application has had: when, and who set it (null: the candidate applying, or a user
// since deleted). Existing applications get 'submitted' at their application time and, when it has
// moved on since, their current status at their last change.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('application_status_history', (t) => {
    t.increments('id');
    t.integer('application_id').notNullable().references('id').inTable('applications').onDelete('CASCADE');
    t.text('status').notNullable();
    t.integer('changed_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('changed_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
    t.index(['application_id', 'changed_at']);
  });
  await knex.raw(
    'INSERT INTO application_status_history (application_id, status, changed_by, changed_at) ' +
      "SELECT id, 'submitted', NULL, applied_at FROM applications",
  );
  await knex.raw(
    'INSERT INTO application_status_history (application_id, status, changed_by, changed_at) ' +
      "SELECT id, status, NULL, updated_at FROM applications WHERE status <> 'submitted'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('application_status_history');
}
