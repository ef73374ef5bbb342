import type { Knex } from 'knex';
import { timestamps, touchTrigger } from '../server/db/schema-helpers.ts';

// Clients are companies. A client company holds the billing data an invoice names as its buyer
// (Áfa tv. 169. § e)): legal name, registered address, and a Hungarian tax number (a Hungarian company) or an
// EU VAT number, plus a billing e-mail and a contact person. Employer accounts belong to one (several may
// share it), and contracts bill it. Each employer's company name (its account record) becomes a company; an
// employer with contracts but no name gets one named after them. Old rows may lack an address or tax number:
// a contract is only made or changed once its company's data is complete (checked by the server).
//
// Invoices keep what they were issued with, as the VAT Act requires of an issued invoice: the seller and the
// buyer as printed (jsonb snapshots), the fulfilment date (Áfa tv. 58. §), the payment method, the MNB rate
// and its date, and the forint amounts (Áfa tv. 80. §). Adding nullable columns rewrites no row, so the
// immutability trigger stays quiet; the invoices issued before keep what they had (nulls).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('client_companies', (t) => {
    t.increments('id');
    t.string('legal_name', 200).notNullable();
    t.string('country_code', 2).notNullable().defaultTo('HU');
    t.string('postal_code', 10);
    t.string('city', 100);
    t.string('street', 200);
    /** 12345678-1-12 (a Hungarian company). */
    t.string('hu_tax_number', 13);
    /** With its prefix, DE123456789 (a company in another EU state). */
    t.string('eu_vat_number', 20);
    t.string('billing_email', 254);
    t.string('contact_name', 200);
    timestamps(knex, t);
    t.check("country_code ~ '^[A-Z]{2}$'", [], 'client_companies_country_check');
  });
  await touchTrigger(knex, 'client_companies');
  await knex.schema.alterTable('users', (t) => {
    t.integer('company_id').references('id').inTable('client_companies').onDelete('SET NULL');
    t.index('company_id');
  });
  await knex.schema.alterTable('contracts', (t) => {
    t.integer('client_company_id').references('id').inTable('client_companies').onDelete('SET NULL');
    t.index('client_company_id');
  });
  await knex.schema.alterTable('invoices', (t) => {
    // No foreign key: an invoice outlives its buyer's record (the row carries the buyer as printed), and a
    // key's ON DELETE would UPDATE an immutable row.
    t.integer('client_company_id');
    t.index('client_company_id');
    t.jsonb('seller');
    t.jsonb('buyer');
    t.date('fulfilment_date');
    t.string('payment_method', 20);
    t.integer('huf_per_eur_100');
    t.date('rate_date');
    t.bigInteger('net_huf');
    t.bigInteger('vat_huf');
    t.bigInteger('total_huf');
  });

  // Each employer with a company name or a contract: one company, with what is known (the latest contract's
  // client country and EU VAT number, the account's address and name for billing).
  await knex.raw(`ALTER TABLE client_companies ADD COLUMN migrated_user_id integer`);
  await knex.raw(
    `INSERT INTO client_companies (legal_name, country_code, eu_vat_number, billing_email, contact_name, migrated_user_id)
     SELECT COALESCE(NULLIF(TRIM(r.company_name), ''), u.first_name || ' ' || u.last_name),
            COALESCE(lc.client_country, 'HU'), lc.client_vat_number,
            CASE WHEN u.deleted_at IS NULL THEN u.email END,
            CASE WHEN u.deleted_at IS NULL THEN u.first_name || ' ' || u.last_name END,
            u.id
       FROM users u
       LEFT JOIN employer_requests r ON r.user_id = u.id AND r.is_account
       LEFT JOIN LATERAL (SELECT client_country, client_vat_number FROM contracts c
                           WHERE c.employer_id = u.id ORDER BY c.id DESC LIMIT 1) lc ON true
      WHERE u.role = 'employer'
        AND (NULLIF(TRIM(r.company_name), '') IS NOT NULL OR EXISTS (SELECT 1 FROM contracts c WHERE c.employer_id = u.id))
      ORDER BY u.id`,
  );
  await knex.raw(`UPDATE users u SET company_id = cc.id FROM client_companies cc WHERE cc.migrated_user_id = u.id`);
  await knex.raw(`UPDATE contracts c SET client_company_id = u.company_id FROM users u WHERE u.id = c.employer_id`);
  await knex.raw(`ALTER TABLE client_companies DROP COLUMN migrated_user_id`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('invoices', (t) => {
    t.dropColumns(
      'client_company_id',
      'seller',
      'buyer',
      'fulfilment_date',
      'payment_method',
      'huf_per_eur_100',
      'rate_date',
      'net_huf',
      'vat_huf',
      'total_huf',
    );
  });
  await knex.schema.alterTable('contracts', (t) => {
    t.dropColumn('client_company_id');
  });
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('company_id');
  });
  await knex.schema.dropTable('client_companies');
}
