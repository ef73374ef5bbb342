import type { Knex } from 'knex';

// Saved jobs follow the candidate's account (any device); one row per candidate and job. A job that
// leaves the public list keeps its row, so the candidate still sees it, marked no longer available.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('saved_jobs', (t) => {
    t.integer('candidate_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('job_id').notNullable().references('id').inTable('jobs').onDelete('CASCADE');
    t.timestamp('saved_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
    t.primary(['candidate_id', 'job_id']);
    t.index(['job_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('saved_jobs');
}
