import type { Knex } from 'knex';

// The public board's orders on the jobs it may list: a page of the newest or best-paid jobs walks
// one of these indexes and stops after its LIMIT, instead of reading and sorting every listed job; and the
// board's count without a search word reads the third alone (an index-only scan). Partial on what a listed
// job always is (active and approved); whether its listing has run out is tested on the rows read
// (listed_until > now() cannot be an index's condition). The salary expression is TOP_SALARY in
// server/features/jobs/repo.ts, written the same, or the planner would not match it.
const TOP_SALARY = "(case when salary_currency = 'EUR' then coalesce(salary_max, salary_min) end)";
const LISTABLE = "is_active and review_status = 'approved'";

export async function up(knex: Knex): Promise<void> {
  // Knex runs a batch of migrations in one transaction: an earlier one's write to jobs leaves the catalogue
  // version's deferred trigger pending, and PostgreSQL refuses to index a table with pending trigger events.
  // Fire them now.
  await knex.raw('set constraints all immediate');
  await knex.raw(`create index jobs_board_newest_index on jobs (created_at desc, id desc) where ${LISTABLE}`);
  await knex.raw(
    `create index jobs_board_salary_index on jobs (${TOP_SALARY} desc nulls last, created_at desc, id desc) where ${LISTABLE}`,
  );
  await knex.raw(`create index jobs_board_listed_index on jobs (listed_until, created_at) where ${LISTABLE}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('set constraints all immediate');
  await knex.raw('drop index jobs_board_listed_index');
  await knex.raw('drop index jobs_board_salary_index');
  await knex.raw('drop index jobs_board_newest_index');
}
