import type { Knex } from 'knex';
import { checkIn } from '../server/db/schema-helpers.ts';

// Invoices to clients abroad: a contract records the client's country (ISO 3166-1 alpha-2, 'HU' for the
// contracts made before) and, for a client in another EU state, its EU VAT number. Each invoice keeps
// what applied when it was issued — the client's country and VAT number, the company's own VAT number and
// the VAT regime (domestic, reverse charge, outside the scope) — as immutable as the rest of the row.
// Adding a column with a default rewrites no row through UPDATE, so the immutability trigger stays quiet;
// the rows issued before were all domestic (the only regime issued then).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contracts', (t) => {
    t.string('client_country', 2).notNullable().defaultTo('HU');
    t.string('client_vat_number', 20);
    t.check("client_country ~ '^[A-Z]{2}$'", [], 'contracts_client_country_check');
  });
  await knex.schema.alterTable('invoices', (t) => {
    t.string('client_country', 2).notNullable().defaultTo('HU');
    t.string('client_vat_number', 20);
    t.string('seller_vat_number', 20);
    t.string('vat_regime', 20).notNullable().defaultTo('domestic');
    t.check(checkIn('vat_regime', ['domestic', 'reverse_charge', 'outside_scope']), [], 'invoices_vat_regime_check');
    t.check("reverse_charge = (vat_regime = 'reverse_charge')", [], 'invoices_reverse_charge_check');
    // No Hungarian VAT outside the domestic regime, and a reverse-charge invoice names the client's VAT number.
    t.check("vat_regime = 'domestic' OR (vat_cents = 0 AND vat_rate_bp = 0)", [], 'invoices_no_vat_check');
    t.check("vat_regime <> 'reverse_charge' OR client_vat_number IS NOT NULL", [], 'invoices_vat_number_check');
  });
  // Defaults served the rows already there; every new invoice states its own.
  await knex.raw('ALTER TABLE invoices ALTER COLUMN client_country DROP DEFAULT');
  await knex.raw('ALTER TABLE invoices ALTER COLUMN vat_regime DROP DEFAULT');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('invoices', (t) => {
    t.dropChecks([
      'invoices_vat_regime_check',
      'invoices_reverse_charge_check',
      'invoices_no_vat_check',
      'invoices_vat_number_check',
    ]);
    t.dropColumns('client_country', 'client_vat_number', 'seller_vat_number', 'vat_regime');
  });
  await knex.schema.alterTable('contracts', (t) => {
    t.dropChecks(['contracts_client_country_check']);
    t.dropColumns('client_country', 'client_vat_number');
  });
}
