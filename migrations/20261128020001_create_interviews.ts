import type { Knex } from 'knex';
import { checkIn, timestamps, touchTrigger } from '../server/db/schema-helpers.ts';

// Interviews. An interview belongs to an application: proposed by staff or the job's employer
// with one or more slots (instants; typed as Europe/Budapest wall time), then scheduled when the candidate
// picks a slot, declined when they decline them all, or cancelled. uid is the invitation's stable
// iCalendar UID; sequence its SEQUENCE (one more per reschedule or cancellation).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('interviews', (t) => {
    t.increments('id');
    t.integer('application_id').notNullable().references('id').inTable('applications').onDelete('CASCADE');
    t.uuid('uid').notNullable().unique();
    t.integer('sequence').notNullable().defaultTo(0);
    t.text('status').notNullable().defaultTo('proposed');
    t.text('location').notNullable();
    t.text('note');
    t.integer('proposed_by').references('id').inTable('users').onDelete('SET NULL');
    t.text('proposed_by_role').notNullable();
    t.integer('chosen_slot_id');
    timestamps(knex, t);
    t.check(checkIn('status', ['proposed', 'scheduled', 'declined', 'cancelled']), [], 'interviews_status_check');
    t.index(['application_id']);
  });
  await touchTrigger(knex, 'interviews');
  await knex.schema.createTable('interview_slots', (t) => {
    t.increments('id');
    t.integer('interview_id').notNullable().references('id').inTable('interviews').onDelete('CASCADE');
    t.timestamp('starts_at', { useTz: true, precision: 3 }).notNullable();
    t.timestamp('ends_at', { useTz: true, precision: 3 }).notNullable();
    t.check('ends_at > starts_at', [], 'interview_slots_order_check');
    t.index(['interview_id', 'starts_at']);
  });
  await knex.schema.alterTable('interviews', (t) => {
    t.foreign('chosen_slot_id').references('id').inTable('interview_slots').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('interviews', (t) => {
    t.dropForeign(['chosen_slot_id']);
  });
  await knex.schema.dropTable('interview_slots');
  await knex.schema.dropTable('interviews');
}
