// Client companies: the buyer each invoice names. Staff list, create, edit and remove them and
// link employer accounts to them; an employer reads and edits their own company's billing data. A contract
// bills its employer's company and needs its billing data complete (assertBillable).
import type { Knex } from 'knex';
import type { z } from 'zod';
import { businessToday, isCompanyComplete, type Company, type companyInputSchema } from '../../contract/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { onlyRow } from '../../db/rows.ts';
import type { ClientCompanyRecord } from '../../db/tables.ts';
import { int } from '../shared/presenters.ts';

type CompanyInput = z.output<typeof companyInputSchema>;

const columns = (c: CompanyInput) => ({
  legal_name: c.legalName,
  country_code: c.countryCode,
  postal_code: c.postalCode,
  city: c.city,
  street: c.street,
  hu_tax_number: c.huTaxNumber,
  eu_vat_number: c.euVatNumber,
  billing_email: c.billingEmail,
  contact_name: c.contactName,
});

/** A stored row in the contract's field names (for isCompanyComplete and the presenter). */
const fields = (r: ClientCompanyRecord) => ({
  id: r.id,
  legalName: r.legal_name,
  countryCode: r.country_code,
  postalCode: r.postal_code,
  city: r.city,
  street: r.street,
  huTaxNumber: r.hu_tax_number,
  euVatNumber: r.eu_vat_number,
  billingEmail: r.billing_email,
  contactName: r.contact_name,
});

const companyComplete = (r: ClientCompanyRecord): boolean => isCompanyComplete(fields(r));

/** Contracts that have not ended by today (no end date, or one today or later). */
const activeContracts = (db: Knex) =>
  db('contracts').where((q) => q.whereNull('end_date').orWhere('end_date', '>=', businessToday()));

async function present(db: Knex, rows: ClientCompanyRecord[]): Promise<Company[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [employers, active] = await Promise.all([
    db('users')
      .whereIn('company_id', ids)
      .whereNull('deleted_at')
      .orderBy(['last_name', 'first_name', 'id'])
      .select('id', 'company_id', 'first_name', 'last_name', 'email'),
    activeContracts(db)
      .whereIn('client_company_id', ids)
      .groupBy('client_company_id')
      .select('client_company_id')
      .count({ n: 'id' }),
  ]);
  return rows.map((r) => ({
    ...fields(r),
    complete: companyComplete(r),
    employers: employers
      .filter((e) => e.company_id === r.id)
      .map((e) => ({ id: e.id, firstName: e.first_name, lastName: e.last_name, email: e.email })),
    activeContracts: int(active.find((a) => a.client_company_id === r.id)?.n),
  }));
}

export async function listCompanies(db: Knex): Promise<Company[]> {
  return present(db, await db('client_companies').orderBy([{ column: 'legal_name' }, { column: 'id' }]));
}

export async function companyById(db: Knex, id: number): Promise<Company> {
  const row = await db('client_companies').where({ id }).first();
  if (!row) throw notFound();
  return onlyRow(await present(db, [row]), 'company');
}

export async function createCompany(db: Knex, input: CompanyInput): Promise<Company> {
  const row = onlyRow(await db('client_companies').insert(columns(input)).returning('*'), 'company');
  return onlyRow(await present(db, [row]), 'company');
}

export async function updateCompany(db: Knex, id: number, input: CompanyInput): Promise<Company> {
  const [row] = await db('client_companies').where({ id }).update(columns(input)).returning('*');
  if (!row) throw notFound();
  return onlyRow(await present(db, [row]), 'company');
}

/**
 * Removes a company, refused (409 companyInUse) while it has a contract that has not ended or an invoice not
 * cancelled by a credit note: payments are not recorded here, so every such invoice counts as unpaid. The
 * employers that belonged to it keep their accounts, unlinked; its issued invoices keep their snapshots.
 */
export async function removeCompany(db: Knex, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const row = await trx('client_companies').where({ id }).forUpdate().first('id');
    if (!row) throw notFound();
    const active = await activeContracts(trx).where({ client_company_id: id }).first('id');
    const unpaid = await trx('invoices as i')
      .join('contracts as c', 'c.id', 'i.contract_id')
      .where('i.kind', 'invoice')
      .andWhere((q) => q.where('i.client_company_id', id).orWhere('c.client_company_id', id))
      .whereNotExists(trx('invoices as n').whereRaw('n.credits_invoice_id = i.id'))
      .first<{ id: number } | undefined>('i.id');
    if (active || unpaid) throw conflict('companyInUse');
    await trx('client_companies').where({ id }).delete();
  });
}

/** Staff link an employer account to a company (or unlink it with null). 404 for no such employer or company. */
export async function linkEmployer(db: Knex, employerId: number, companyId: number | null): Promise<void> {
  if (companyId !== null && !(await db('client_companies').where({ id: companyId }).first('id'))) throw notFound();
  const n = await db('users')
    .where({ id: employerId, role: 'employer' })
    .whereNull('deleted_at')
    .update({ company_id: companyId });
  if (n === 0) throw notFound();
}

/** The employer's own company, or null when they belong to none. */
export async function companyOf(db: Knex, userId: number): Promise<Company | null> {
  const user = await db('users').where({ id: userId }).first('company_id');
  if (!user?.company_id) return null;
  return companyById(db, user.company_id);
}

/** The employer edits their own company's billing data (404 when they belong to none). */
export async function updateOwnCompany(db: Knex, userId: number, input: CompanyInput): Promise<Company> {
  const user = await db('users').where({ id: userId }).first('company_id');
  if (!user?.company_id) throw notFound();
  return updateCompany(db, user.company_id, input);
}

/**
 * The company a contract with this employer bills, checked complete: 409 companyRequired when the employer
 * belongs to none, 409 companyBillingIncomplete when its billing data lack anything an invoice needs.
 */
export async function billableCompanyOf(db: Knex, employerId: number): Promise<ClientCompanyRecord> {
  const row = await db('users as u')
    .join('client_companies as cc', 'cc.id', 'u.company_id')
    .where('u.id', employerId)
    .first<ClientCompanyRecord | undefined>('cc.*');
  if (!row) throw conflict('companyRequired', { employerId: 'companyRequired' });
  if (!companyComplete(row)) throw conflict('companyBillingIncomplete', { employerId: 'companyBillingIncomplete' });
  return row;
}

/** The company a contract bills, checked complete (for issuing its invoice). */
export async function contractCompany(db: Knex, contractId: number): Promise<ClientCompanyRecord> {
  const row = await db('contracts as c')
    .join('client_companies as cc', 'cc.id', 'c.client_company_id')
    .where('c.id', contractId)
    .first<ClientCompanyRecord | undefined>('cc.*');
  if (!row) throw conflict('companyRequired');
  if (!companyComplete(row)) throw conflict('companyBillingIncomplete');
  return row;
}
