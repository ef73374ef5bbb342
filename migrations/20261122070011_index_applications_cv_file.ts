import type { Knex } from 'knex';

// Looked up by CV file: an employer opening a CV (was it sent to one of my jobs?), the orphan-file
// purge, and the SET NULL when a file is deleted would otherwise scan every application.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (t) => {
    t.index(['cv_file_id'], 'applications_cv_file_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (t) => {
    t.dropIndex(['cv_file_id'], 'applications_cv_file_id_index');
  });
}
