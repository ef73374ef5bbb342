import type { Knex } from 'knex';
import { checkIn, touchTrigger } from '../server/db/schema-helpers.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('applications', (t) => {
    t.increments('id');
    t.integer('job_id').notNullable().references('id').inTable('jobs').onDelete('CASCADE');
    t.integer('candidate_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('status', 20).notNullable().defaultTo('submitted');
    t.string('cv_url', 500);
    t.uuid('cv_file_id').references('id').inTable('files').onDelete('SET NULL');
    t.text('notes');
    // Id made by the client's offline outbox: a resent application is applied once.
    t.uuid('client_id').unique();
    t.timestamp('applied_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
    t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
    t.unique(['job_id', 'candidate_id'], { indexName: 'applications_job_candidate_unique' });
    t.check(
      checkIn('status', ['submitted', 'review', 'interview', 'offer', 'hired', 'rejected']),
      [],
      'applications_status_check',
    );
    t.index(['candidate_id', 'applied_at']);
    t.index(['applied_at']);
  });
  await touchTrigger(knex, 'applications');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('applications');
}
