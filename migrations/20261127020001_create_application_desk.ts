import type { Knex } from 'knex';

// The recruitment desk: each stage move records where it came from and the role of who made
// it (the role at the time: an account may change or be erased later); notes on an application, internal
// to the consultancy or shared with the job's employer; one 1–5 rating per reviewer and application.
// Existing history rows get their 'from' from the row before them and the role of their user today; an
// application without a 'submitted' entry gets one at its application time.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('application_status_history', (t) => {
    t.text('from_status');
    t.text('changed_by_role');
  });
  await knex.raw(
    `INSERT INTO application_status_history (application_id, status, changed_by, changed_at)
     SELECT a.id, 'submitted', NULL, a.applied_at FROM applications a
      WHERE NOT EXISTS (SELECT 1 FROM application_status_history h
                         WHERE h.application_id = a.id AND h.status = 'submitted')`,
  );
  await knex.raw(
    `UPDATE application_status_history h SET from_status = p.prev
       FROM (SELECT id, lag(status) OVER (PARTITION BY application_id ORDER BY changed_at, id) AS prev
               FROM application_status_history) p
      WHERE p.id = h.id AND p.prev IS NOT NULL`,
  );
  await knex.raw(
    `UPDATE application_status_history h SET changed_by_role = u.role FROM users u WHERE u.id = h.changed_by`,
  );

  await knex.schema.createTable('application_notes', (t) => {
    t.increments('id');
    t.integer('application_id').notNullable().references('id').inTable('applications').onDelete('CASCADE');
    t.integer('author_id').references('id').inTable('users').onDelete('SET NULL');
    t.text('author_role').notNullable();
    t.text('visibility').notNullable();
    t.text('body').notNullable();
    t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
    t.check("visibility IN ('internal', 'shared')", [], 'application_notes_visibility_check');
    t.check('char_length(body) BETWEEN 1 AND 10000', [], 'application_notes_body_check');
    t.index(['application_id', 'created_at']);
  });

  await knex.schema.createTable('application_ratings', (t) => {
    t.integer('application_id').notNullable().references('id').inTable('applications').onDelete('CASCADE');
    t.integer('reviewer_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.smallint('rating').notNullable();
    t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
    t.primary(['application_id', 'reviewer_id']);
    t.check('rating BETWEEN 1 AND 5', [], 'application_ratings_rating_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('application_ratings');
  await knex.schema.dropTable('application_notes');
  await knex.schema.alterTable('application_status_history', (t) => {
    t.dropColumn('changed_by_role');
    t.dropColumn('from_status');
  });
}
