import type { Knex } from 'knex';
import { checkIn, timestamps, touchTrigger } from '../server/db/schema-helpers.ts';

// Contact enquiries, employer (hiring) requests and candidate registrations: the public forms.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_enquiries', (t) => {
    t.increments('id');
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100).notNullable();
    t.string('email', 255).notNullable();
    t.string('phone', 50);
    t.string('subject', 20).notNullable().defaultTo('general');
    t.text('message').notNullable();
    t.uuid('client_id').unique();
    timestamps(knex, t);
    t.check(checkIn('subject', ['recruitment', 'umbrella', 'general', 'partnership']), [], 'contact_subject_check');
    t.index(['created_at']);
  });
  await knex.schema.createTable('employer_requests', (t) => {
    t.increments('id');
    t.integer('user_id').references('id').inTable('users').onDelete('SET NULL');
    t.string('company_name', 255).notNullable();
    t.string('contact_person', 255).notNullable();
    t.string('email', 255).notNullable();
    t.string('phone', 50);
    t.string('job_title', 255).notNullable();
    t.string('location', 20).notNullable().defaultTo('hungary');
    t.text('description').notNullable();
    t.string('urgency', 10).notNullable().defaultTo('medium');
    // True for the record that describes the employer's account (one per user).
    t.boolean('is_account').notNullable().defaultTo(false);
    timestamps(knex, t);
    t.check(
      checkIn('location', ['hungary', 'poland', 'uk', 'finland', 'sweden', 'remote']),
      [],
      'employer_requests_location_check',
    );
    t.check(checkIn('urgency', ['low', 'medium', 'high']), [], 'employer_requests_urgency_check');
    t.index(['user_id']);
  });
  await knex.raw(
    'CREATE UNIQUE INDEX employer_requests_account_unique ON employer_requests (user_id) WHERE is_account',
  );
  await knex.schema.createTable('candidate_registrations', (t) => {
    t.increments('id');
    t.integer('user_id').references('id').inTable('users').onDelete('SET NULL').unique();
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100).notNullable();
    t.string('email', 255).notNullable();
    t.string('phone', 50);
    // Free text: the public form offers a list, staff may type any location or category.
    t.string('current_location', 255);
    t.string('job_category', 255);
    t.string('experience', 10).notNullable().defaultTo('mid');
    t.boolean('available_for_remote').notNullable().defaultTo(true);
    t.string('cv_file', 500);
    timestamps(knex, t);
    t.check(checkIn('experience', ['junior', 'mid', 'senior', 'lead']), [], 'candidate_registrations_experience_check');
    t.index(['created_at']);
  });
  for (const table of ['contact_enquiries', 'employer_requests', 'candidate_registrations']) {
    await touchTrigger(knex, table);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('candidate_registrations');
  await knex.schema.dropTable('employer_requests');
  await knex.schema.dropTable('contact_enquiries');
}
