import type { Knex } from 'knex';

// A job is listed for a period the employer chooses (30, 60 or 90 days; 60 by default) and then leaves
// the board unless renewed; contract roles may carry a day rate (cents). Jobs already on the board get
// 60 days from now: the default is evaluated once for the existing rows, without touching updated_at.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.timestamp('listed_until', { useTz: true }).notNullable().defaultTo(knex.raw("now() + interval '60 days'"));
    t.integer('listing_days').notNullable().defaultTo(60);
    t.integer('day_rate');
    t.check('listing_days IN (30, 60, 90)', [], 'jobs_listing_days_check');
    t.check('day_rate IS NULL OR day_rate >= 0', [], 'jobs_day_rate_positive_check');
    t.index(['is_active', 'listed_until']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.dropIndex(['is_active', 'listed_until']);
    t.dropChecks(['jobs_listing_days_check', 'jobs_day_rate_positive_check']);
    t.dropColumn('listed_until');
    t.dropColumn('listing_days');
    t.dropColumn('day_rate');
  });
}
