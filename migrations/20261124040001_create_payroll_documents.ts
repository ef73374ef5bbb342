import type { Knex } from 'knex';
import { checkIn } from '../server/db/schema-helpers.ts';

// What an approved timesheet produces, once: an invoice to the client and a payslip for the contractor.
// Both are immutable once issued (a trigger refuses every UPDATE); a correction is a credit note, itself
// an invoice row with negated amounts. Invoice numbers are YYYY-NNNNNN, sequential per issue year with no
// gaps: the per-year counter row is incremented (and so locked) inside the issuing transaction, and a
// rollback takes the number back with it (a sequence would not).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION portal_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION '% rows are immutable once issued', TG_TABLE_NAME;
    END $$`);
  await knex.schema.createTable('invoice_counters', (t) => {
    t.integer('year').primary();
    t.integer('last_number').notNullable();
    t.check('last_number > 0', [], 'invoice_counters_last_number_check');
  });
  await knex.schema.createTable('invoices', (t) => {
    t.increments('id');
    t.string('number', 20).notNullable().unique();
    t.string('kind', 20).notNullable();
    t.integer('credits_invoice_id').references('id').inTable('invoices').onDelete('RESTRICT').unique();
    t.integer('contract_id').notNullable().references('id').inTable('contracts').onDelete('RESTRICT');
    t.integer('timesheet_id').notNullable().references('id').inTable('timesheets').onDelete('RESTRICT');
    t.date('month').notNullable(); // the month worked (first day)
    t.string('client_name', 255).notNullable();
    t.date('issue_date').notNullable();
    t.date('due_date').notNullable();
    t.jsonb('lines').notNullable(); // [{ description, quantity, unitCents, amountCents }]
    t.integer('net_cents').notNullable();
    t.integer('vat_rate_bp').notNullable();
    t.integer('vat_cents').notNullable();
    t.integer('total_cents').notNullable();
    t.boolean('reverse_charge').notNullable();
    t.text('reason'); // a credit note's reason
    t.integer('issued_by'); // the staff member (no foreign key: a SET NULL would be an UPDATE)
    t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
    t.check(checkIn('kind', ['invoice', 'credit_note']), [], 'invoices_kind_check');
    t.check(
      "(kind = 'invoice') = (credits_invoice_id IS NULL)",
      [],
      'invoices_credit_note_check', // a credit note names the invoice it credits; an invoice names none
    );
    t.check('total_cents = net_cents + vat_cents', [], 'invoices_total_check');
    t.index(['contract_id']);
    t.index(['issue_date']);
  });
  // Exactly one invoice per approved timesheet, whatever races the application might lose.
  await knex.raw(`CREATE UNIQUE INDEX invoices_one_per_timesheet ON invoices (timesheet_id) WHERE kind = 'invoice'`);
  await knex.raw(
    'CREATE TRIGGER invoices_immutable BEFORE UPDATE ON invoices FOR EACH ROW EXECUTE FUNCTION portal_refuse_update()',
  );
  await knex.schema.createTable('payslips', (t) => {
    t.increments('id');
    t.integer('contract_id').notNullable().references('id').inTable('contracts').onDelete('RESTRICT');
    t.integer('timesheet_id').notNullable().unique().references('id').inTable('timesheets').onDelete('RESTRICT');
    t.integer('contractor_id').notNullable().references('id').inTable('users').onDelete('RESTRICT');
    t.date('month').notNullable();
    t.string('job_title', 255).notNullable();
    t.string('client_name', 255).notNullable();
    t.integer('half_days').notNullable();
    t.integer('day_rate').notNullable(); // euro cents
    t.integer('fee_bp').notNullable();
    t.integer('rate_set_id'); // the set applied (its values are copied here and in the breakdown)
    t.integer('huf_per_eur_100').notNullable();
    t.jsonb('breakdown').notNullable(); // the engine's PayrollBreakdown
    t.integer('gross_cents').notNullable();
    t.integer('net_cents').notNullable();
    t.timestamp('issued_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
    t.index(['contractor_id']);
    t.index(['contract_id']);
    t.index(['month']);
  });
  await knex.raw(
    'CREATE TRIGGER payslips_immutable BEFORE UPDATE ON payslips FOR EACH ROW EXECUTE FUNCTION portal_refuse_update()',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payslips');
  await knex.schema.dropTable('invoices');
  await knex.schema.dropTable('invoice_counters');
  await knex.raw('DROP FUNCTION IF EXISTS portal_refuse_update()');
}
