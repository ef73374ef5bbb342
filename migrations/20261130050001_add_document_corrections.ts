import type { Knex } from 'knex';

// A month reopened by a credit note is approved again and issues a corrected invoice and a new payslip.
// Both tables stay immutable: nothing already issued is changed. The new rows point back instead:
// `corrects_invoice_id` on the corrected invoice names the invoice it replaces (credited before), and
// `supersedes_payslip_id` on the new payslip names the one it replaces, which is thereby superseded.
// Each may be pointed at once (unique), so a correction chain is a line, never a fork. "One invoice per
// timesheet" becomes "one uncorrected invoice per timesheet" (the first), and likewise one first payslip.
// ADD COLUMN with no default writes no row, so the UPDATE triggers are not fired.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('invoices', (t) => {
    t.integer('corrects_invoice_id').references('id').inTable('invoices').onDelete('RESTRICT').unique();
  });
  await knex.raw(`ALTER TABLE invoices ADD CONSTRAINT invoices_corrects_check
    CHECK (corrects_invoice_id IS NULL OR kind = 'invoice')`);
  await knex.raw('DROP INDEX invoices_one_per_timesheet');
  await knex.raw(`CREATE UNIQUE INDEX invoices_one_per_timesheet ON invoices (timesheet_id)
    WHERE kind = 'invoice' AND corrects_invoice_id IS NULL`);
  await knex.schema.alterTable('payslips', (t) => {
    t.integer('supersedes_payslip_id').references('id').inTable('payslips').onDelete('RESTRICT').unique();
  });
  await knex.raw('ALTER TABLE payslips DROP CONSTRAINT payslips_timesheet_id_unique');
  await knex.raw(`CREATE UNIQUE INDEX payslips_one_per_timesheet ON payslips (timesheet_id)
    WHERE supersedes_payslip_id IS NULL`);
}

export async function down(knex: Knex): Promise<void> {
  // Corrections issued since cannot be folded back into one row per timesheet: refuse rather than delete.
  const corrected = await knex('invoices').whereNotNull('corrects_invoice_id').first('id');
  const superseding = await knex('payslips').whereNotNull('supersedes_payslip_id').first('id');
  if (corrected || superseding) throw new Error('Corrected invoices or payslips exist; they cannot be rolled back');
  await knex.raw('DROP INDEX payslips_one_per_timesheet');
  await knex.schema.alterTable('payslips', (t) => {
    t.dropColumn('supersedes_payslip_id');
    t.unique(['timesheet_id']);
  });
  await knex.raw('DROP INDEX invoices_one_per_timesheet');
  await knex.raw(`CREATE UNIQUE INDEX invoices_one_per_timesheet ON invoices (timesheet_id) WHERE kind = 'invoice'`);
  await knex.schema.alterTable('invoices', (t) => {
    t.dropColumn('corrects_invoice_id');
  });
}
