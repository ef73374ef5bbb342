import type { Knex } from 'knex';
import { checkIn, timestamps, touchTrigger } from '../server/db/schema-helpers.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_pages', (t) => {
    t.increments('id');
    t.string('slug', 20).notNullable();
    t.string('lang', 2).notNullable();
    t.text('content').notNullable();
    timestamps(knex, t);
    t.unique(['slug', 'lang']);
    t.check(checkIn('slug', ['about', 'privacy', 'terms', 'cookies']), [], 'content_pages_slug_check');
    t.check(checkIn('lang', ['en', 'hu']), [], 'content_pages_lang_check');
    t.index(['updated_at', 'id']);
  });
  await touchTrigger(knex, 'content_pages');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_pages');
}
