import type { Knex } from 'knex';
import { checkIn, timestamps, touchTrigger } from '../server/db/schema-helpers.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('jobs', (t) => {
    t.increments('id');
    t.integer('employer_id').references('id').inTable('users').onDelete('SET NULL');
    t.string('title', 255).notNullable();
    t.string('company', 255).notNullable();
    t.string('location', 255).notNullable();
    t.string('type', 50).notNullable();
    t.string('category', 100).notNullable();
    t.text('description').notNullable();
    t.specificType('requirements', 'text[]').notNullable().defaultTo('{}');
    t.specificType('skills', 'text[]').notNullable().defaultTo('{}');
    t.integer('salary_min');
    t.integer('salary_max');
    t.string('salary_currency', 3).notNullable().defaultTo('EUR');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.string('slug', 255).notNullable().unique();
    t.string('source', 50).notNullable().defaultTo('employer_portal');
    t.date('start_date');
    timestamps(knex, t);
    t.check(checkIn('type', ['full-time', 'part-time', 'contract', 'remote']), [], 'jobs_type_check');
    t.check('salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max', [], 'jobs_salary_range_check');
    t.check(
      '(salary_min IS NULL OR salary_min >= 0) AND (salary_max IS NULL OR salary_max >= 0)',
      [],
      'jobs_salary_positive_check',
    );
    t.index(['employer_id', 'created_at']);
    t.index(['is_active', 'created_at']);
    t.index(['updated_at', 'id']);
  });
  await touchTrigger(knex, 'jobs');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('jobs');
}
