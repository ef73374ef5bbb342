import type { Knex } from 'knex';

// An employer who signs up on /login gives no company name: their account record keeps
// NULL ("not given") instead of an empty string that reads like a name.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('employer_requests', (t) => {
    t.string('company_name', 255).nullable().alter();
  });
  await knex('employer_requests').where({ company_name: '' }).update({ company_name: null });
}

export async function down(knex: Knex): Promise<void> {
  await knex('employer_requests').whereNull('company_name').update({ company_name: '' });
  await knex.schema.alterTable('employer_requests', (t) => {
    t.string('company_name', 255).notNullable().alter();
  });
}
