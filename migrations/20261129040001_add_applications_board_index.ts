import type { Knex } from 'knex';

// A job's pipeline board reads each stage's column as `job_id = ? and status = ? order by
// applied_at desc, id desc limit 20`: with this index that is a short index range read, whatever the job's
// number of applications, instead of reading all of the job's rows and sorting them.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (t) => {
    t.index(['job_id', 'status', 'applied_at', 'id'], 'applications_job_status_applied_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (t) => {
    t.dropIndex([], 'applications_job_status_applied_id_index');
  });
}
