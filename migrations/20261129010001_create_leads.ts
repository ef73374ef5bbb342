import type { Knex } from 'knex';
import { checkIn, timestamps, touchTrigger } from '../server/db/schema-helpers.ts';

// The staff inbox of leads: every employer request, contact enquiry and employer sign-up
// becomes a lead with its kind, the sender's name, address, company, phone and message, every field
// they gave (`fields`, label → value), the language they wrote in, a status (new, contacted, won, lost)
// and an owner among staff. lead_replies keeps each reply staff sent from the portal.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('leads', (t) => {
    t.increments('id');
    t.text('kind').notNullable();
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('company');
    t.text('phone');
    t.text('message');
    t.jsonb('fields').notNullable().defaultTo('{}');
    t.text('language').notNullable().defaultTo('en');
    t.text('status').notNullable().defaultTo('new');
    t.integer('owner_id').references('id').inTable('users').onDelete('SET NULL');
    // The account behind it: the signed-in sender, the employer who signed up, or the one made from it.
    t.integer('user_id').references('id').inTable('users').onDelete('SET NULL');
    // The draft job made when an employer request was converted.
    t.integer('job_id').references('id').inTable('jobs').onDelete('SET NULL');
    t.timestamp('converted_at', { useTz: true, precision: 3 });
    timestamps(knex, t);
    t.check(checkIn('kind', ['employerRequest', 'contact', 'employerSignup']), [], 'leads_kind_check');
    t.check(checkIn('status', ['new', 'contacted', 'won', 'lost']), [], 'leads_status_check');
    t.index(['created_at', 'id']);
    t.index(['status', 'created_at', 'id']);
    t.index(['user_id']);
  });
  await touchTrigger(knex, 'leads');
  await knex.schema.createTable('lead_replies', (t) => {
    t.increments('id');
    t.integer('lead_id').notNullable().references('id').inTable('leads').onDelete('CASCADE');
    t.integer('author_id').references('id').inTable('users').onDelete('SET NULL');
    t.text('subject').notNullable();
    t.text('body').notNullable();
    t.timestamp('sent_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
    t.index(['lead_id', 'sent_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lead_replies');
  await knex.schema.dropTable('leads');
}
