import type { Knex } from 'knex';

// A mail's attachments (the interview invitation's .ics), as [{ filename, contentType,
// content }] with text content; null for the mails that have none.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.jsonb('attachments');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropColumn('attachments');
  });
}
