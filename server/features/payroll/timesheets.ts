// Timesheets: a contractor saves the days of a month on their own contract, submits, staff approve or
// reject with a note, a rejected one is corrected and resubmitted. Every write checks the owner, the
// state and the contract's dates inside one transaction (row locked), so no half-written state is left.
import type { Knex } from 'knex';
import type { SellerConfig } from '../../types.ts';
import { businessToday, contractStatus, type Timesheet, type TimesheetInput } from '../../contract/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { TimesheetRecord } from '../../db/tables.ts';
import { onlyRow } from '../../db/rows.ts';
import { iso } from '../shared/presenters.ts';
import { issueDocuments } from './documents.ts';
import { assertSubmittedAboveFloor } from './wageFloor.ts';
import { mailStaffTimesheetSubmitted, mailTimesheetReviewed } from './mails.ts';
import type { MailEnv } from '../mail/notify.ts';
import { publishTimesheet } from '../live/events.ts';
import { monthMarks } from './workCalendar.ts';
import { dateOnly } from '../../contract/dates.ts';

type TimesheetRow = TimesheetRecord & {
  job_title: string;
  contractor_first_name: string;
  contractor_last_name: string;
  employer_first_name: string;
  employer_last_name: string;
  client_company: string | null;
  invoice_id: number | null;
  payslip_id: number | null;
};

const newest = (db: Knex, table: 'invoices' | 'payslips') =>
  db(table).select('timesheet_id').max({ id: 'id' }).groupBy('timesheet_id');

const timesheetQuery = (db: Knex) =>
  db('timesheets as t')
    .join('contracts as c', 'c.id', 't.contract_id')
    .join('users as cu', 'cu.id', 'c.contractor_id')
    .join('users as eu', 'eu.id', 'c.employer_id')
    .leftJoin('client_companies as cc', 'cc.id', 'c.client_company_id')
    // The current documents: the newest invoice and payslip (a corrected month has earlier ones too).
    .leftJoin(newest(db, 'invoices').where('kind', 'invoice').as('inv'), 'inv.timesheet_id', 't.id')
    .leftJoin(newest(db, 'payslips').as('ps'), 'ps.timesheet_id', 't.id')
    .select<TimesheetRow[]>(
      't.*',
      'c.job_title',
      'cu.first_name as contractor_first_name',
      'cu.last_name as contractor_last_name',
      'eu.first_name as employer_first_name',
      'eu.last_name as employer_last_name',
      'cc.legal_name as client_company',
      'inv.id as invoice_id',
      'ps.id as payslip_id',
    )
    .orderBy([
      { column: 't.month', order: 'desc' },
      { column: 't.id', order: 'desc' },
    ]);

const present = (r: TimesheetRow): Timesheet => ({
  id: r.id,
  contractId: r.contract_id,
  jobTitle: r.job_title,
  contractorName: { firstName: r.contractor_first_name, lastName: r.contractor_last_name },
  client: { firstName: r.employer_first_name, lastName: r.employer_last_name },
  clientCompany: r.client_company,
  month: dateOnly(r.month).slice(0, 7),
  days: r.days,
  daysWorked: r.half_days / 2,
  status: r.status,
  reviewNote: r.review_note,
  submittedAt: r.submitted_at ? iso(r.submitted_at) : null,
  reviewedAt: r.reviewed_at ? iso(r.reviewed_at) : null,
  invoiceId: r.invoice_id,
  payslipId: r.payslip_id,
  marks: monthMarks(dateOnly(r.month).slice(0, 7)),
});

export const contractorTimesheets = async (db: Knex, contractorId: number) =>
  (await timesheetQuery(db).where('c.contractor_id', contractorId)).map(present);

export const submittedTimesheets = async (db: Knex) =>
  (await timesheetQuery(db).where('t.status', 'submitted')).map(present);

const byId = async (db: Knex, id: number) => {
  const row = await timesheetQuery(db).where('t.id', id).first();
  return row && present(row);
};

/** Saves the month's days on the contractor's own contract: a new draft, or a draft or rejected one changed. */
export async function saveTimesheet(db: Knex, contractorId: number, input: TimesheetInput): Promise<Timesheet> {
  const id = await db.transaction(async (trx) => {
    const contract = await trx('contracts').where({ id: input.contractId, contractor_id: contractorId }).first();
    if (!contract) throw notFound();
    const start = contract.start_date ? dateOnly(contract.start_date) : null;
    const end = contract.end_date ? dateOnly(contract.end_date) : null;
    if (contractStatus(start, end, businessToday()) === 'pending') throw badRequest('dayOutsideContract');
    for (const day of Object.keys(input.days)) {
      const outside =
        !day.startsWith(`${input.month}-`) || (start !== null && day < start) || (end !== null && day > end);
      if (outside) throw badRequest('dayOutsideContract', { days: 'dayOutsideContract' });
    }
    const halfDays = Object.values(input.days).reduce((n, v) => n + v * 2, 0);
    const month = `${input.month}-01`;
    const existing = await trx('timesheets').where({ contract_id: input.contractId, month }).forUpdate().first();
    if (existing) {
      if (existing.status === 'submitted' || existing.status === 'approved') throw badRequest('timesheetLocked');
      await trx('timesheets').where({ id: existing.id }).update({ days: input.days, half_days: halfDays });
      return existing.id;
    }
    const rows = await trx('timesheets')
      .insert({ contract_id: input.contractId, month, days: input.days, half_days: halfDays })
      .onConflict(['contract_id', 'month'])
      .ignore()
      .returning('id');
    // Another request made the same month a moment ago: one per contract and month, so it is locked to this one.
    if (rows.length === 0) throw badRequest('timesheetLocked');
    return onlyRow(rows, 'timesheet').id;
  });
  return onlyRow(
    [await byId(db, id)].filter((t) => t !== undefined),
    'saved timesheet',
  );
}

/** draft or rejected → submitted, for the contractor's own timesheet with at least half a day. */
export async function submitTimesheet(db: Knex, contractorId: number, id: number, env?: MailEnv): Promise<Timesheet> {
  await db.transaction(async (trx) => {
    const row = await trx('timesheets as t')
      .join('contracts as c', 'c.id', 't.contract_id')
      .where({ 't.id': id, 'c.contractor_id': contractorId })
      .forUpdate()
      .first<Pick<TimesheetRecord, 'status' | 'half_days' | 'days'> | undefined>('t.status', 't.half_days', 't.days');
    if (!row) throw notFound();
    if (row.status === 'submitted' || row.status === 'approved') throw badRequest('timesheetLocked');
    if (row.half_days === 0) throw badRequest('timesheetEmpty');
    // A draft may plan days ahead; what is submitted (and so invoiced) is only days already worked.
    const today = businessToday();
    if (Object.entries(row.days).some(([day, worked]) => worked > 0 && day > today)) throw badRequest('futureDays');
    // A full-time month below the pro-rated minimum wage is refused here, not at approval.
    await assertSubmittedAboveFloor(trx, id);
    await trx('timesheets')
      .where({ id })
      .update({ status: 'submitted', submitted_at: trx.fn.now(3) });
    if (env) await mailStaffTimesheetSubmitted(trx, env, id);
    await publishTimesheet(trx, id);
  });
  return onlyRow(
    [await byId(db, id)].filter((t) => t !== undefined),
    'submitted timesheet',
  );
}

/** Staff: submitted → approved, or → rejected with a note saying why. */
export async function reviewTimesheet(
  db: Knex,
  staffId: number,
  id: number,
  decision: 'approved' | 'rejected',
  note: string | undefined,
  env?: MailEnv,
  seller?: SellerConfig,
): Promise<Timesheet> {
  if (decision === 'rejected' && !note) throw badRequest('reviewNoteRequired', { note: 'reviewNoteRequired' });
  await db.transaction(async (trx) => {
    const row = await trx('timesheets').where({ id }).forUpdate().first('status', 'contract_id');
    if (!row) throw notFound();
    if (row.status !== 'submitted') throw badRequest('timesheetNotSubmitted');
    // An erased contractor is no one to invoice or pay: no documents are issued in their name.
    if (decision === 'approved') {
      const erased = await trx('contracts as c')
        .join('users as u', 'u.id', 'c.contractor_id')
        .where('c.id', row.contract_id)
        .whereNotNull('u.deleted_at')
        .first<{ id: number } | undefined>('u.id');
      if (erased) throw conflict('contractorErased');
    }
    await trx('timesheets')
      .where({ id })
      .update({ status: decision, review_note: note || null, reviewed_at: trx.fn.now(3), reviewed_by: staffId });
    // The invoice and the payslip, exactly once: this transaction holds the row lock, and a second
    // approval finds the timesheet no longer submitted.
    if (decision === 'approved') {
      if (!seller) throw new Error('Approving a timesheet issues an invoice: the seller is needed');
      await issueDocuments(trx, id, staffId, seller);
    }
    if (env) await mailTimesheetReviewed(trx, env, id, decision);
  });
  return onlyRow(
    [await byId(db, id)].filter((t) => t !== undefined),
    'reviewed timesheet',
  );
}
