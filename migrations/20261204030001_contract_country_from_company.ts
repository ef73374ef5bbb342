import type { Knex } from 'knex';

// A contract's billing country and EU VAT number are its client company's: the contract kept its own
// copies (20261125050001), which could disagree with the company the invoice names as its buyer. The copies
// go; a contract reads both from client_companies through client_company_id. Invoices keep theirs: an issued
// invoice states what applied when it was issued.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contracts', (t) => {
    t.dropChecks(['contracts_client_country_check']);
    t.dropColumns('client_country', 'client_vat_number');
  });
}

/** The copies come back filled from each contract's company ('HU' and none for a contract without one). */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contracts', (t) => {
    t.string('client_country', 2).notNullable().defaultTo('HU');
    t.string('client_vat_number', 20);
    t.check("client_country ~ '^[A-Z]{2}$'", [], 'contracts_client_country_check');
  });
  await knex.raw(
    `UPDATE contracts c
        SET client_country = cc.country_code,
            client_vat_number = CASE WHEN cc.country_code <> 'HU' THEN cc.eu_vat_number END
       FROM client_companies cc
      WHERE cc.id = c.client_company_id`,
  );
}
