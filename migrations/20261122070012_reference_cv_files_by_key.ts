import type { Knex } from 'knex';

// A registration's CV was a stored '/api/files/<id>' string and an application kept one beside its
// cv_file_id: a string the database cannot check, and the orphan-file purge had to match text.
// Both now point at files(id) by key; the API builds the path when it answers.
const FILE_PATH_OF = (column: string) => `'/api/files/' || ${column}::text`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('candidate_registrations', (t) => {
    t.uuid('cv_file_id').references('id').inTable('files').onDelete('SET NULL');
    t.index(['cv_file_id'], 'candidate_registrations_cv_file_id_index');
  });
  // Only paths naming a file that still exists become keys; any other text had no file to open.
  await knex.raw(
    `UPDATE candidate_registrations r SET cv_file_id = f.id FROM files f WHERE r.cv_file = ${FILE_PATH_OF('f.id')}`,
  );
  await knex.schema.alterTable('candidate_registrations', (t) => {
    t.dropColumn('cv_file');
  });
  await knex.raw(
    `UPDATE applications a SET cv_file_id = f.id FROM files f WHERE a.cv_file_id IS NULL AND a.cv_url = ${FILE_PATH_OF('f.id')}`,
  );
  await knex.schema.alterTable('applications', (t) => {
    t.dropColumn('cv_url');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (t) => {
    t.string('cv_url', 500);
  });
  await knex.raw(`UPDATE applications SET cv_url = ${FILE_PATH_OF('cv_file_id')} WHERE cv_file_id IS NOT NULL`);
  await knex.schema.alterTable('candidate_registrations', (t) => {
    t.string('cv_file', 500);
  });
  await knex.raw(
    `UPDATE candidate_registrations SET cv_file = ${FILE_PATH_OF('cv_file_id')} WHERE cv_file_id IS NOT NULL`,
  );
  await knex.schema.alterTable('candidate_registrations', (t) => {
    t.dropColumn('cv_file_id'); // its index and foreign key go with it
  });
}
