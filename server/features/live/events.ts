// Publishing live events: a NOTIFY on one channel, sent inside the writing transaction, so it
// is delivered only when that transaction commits (PostgreSQL, and PGlite alike). The hub (hub.ts) of
// every server process on the database hears it and passes it to the open streams allowed to see it.
import type { Knex } from 'knex';
import { isStaffRole, type LiveEvent, type Role } from '../../contract/index.ts';

export const LIVE_CHANNEL = 'portal_live';

/** An event as sent between processes: the wire event plus whom it concerns (never sent to a browser). */
export interface PublishedEvent extends LiveEvent {
  /** The employer whose job the application is for (null: a job with no employer account). */
  employerId?: number | null;
  /** The candidate whose application it is. */
  candidateId?: number;
}

/** Sends `event` when `db`'s transaction commits (at once when `db` is not in one). */
async function publish(db: Knex, event: PublishedEvent): Promise<void> {
  await db.raw('SELECT pg_notify(?, ?)', [LIVE_CHANNEL, JSON.stringify(event)]);
}

/** The SQL expression of an application event's payload, for a query over `applications a JOIN jobs j`
 * (one statement, no read of its own): used by publishApplication and the one-statement apply. */
export const applicationPayloadSql = (type: 'application' | 'stage', a = 'a', j = 'j') =>
  `CAST(json_build_object('type', '${type}', 'id', ${a}.id, 'jobId', ${a}.job_id, 'employerId', ${j}.employer_id,
     'candidateId', ${a}.candidate_id) AS text)`;

/** A new application or a stage move of application `id`, sent when the transaction commits. */
export async function publishApplication(db: Knex, type: 'application' | 'stage', id: number): Promise<void> {
  await db.raw(
    `SELECT pg_notify(?, ${applicationPayloadSql(type)}) FROM applications a JOIN jobs j ON j.id = a.job_id
      WHERE a.id = ?`,
    [LIVE_CHANNEL, id],
  );
}

/** A submitted timesheet (staff's queue). */
export const publishTimesheet = (db: Knex, id: number) => publish(db, { type: 'timesheet', id });

/** A new lead (an employer request, a contact enquiry, an employer's sign-up) for the staff inbox: call it
 * with the lead's transaction (or the database, after the insert) where the lead is written. Staff see
 * it; screens refresh every query under /api/admin/leads and the dashboard.
 * @public (for the leads inbox, which lands separately) */
export const publishLead = (db: Knex, id: number) => publish(db, { type: 'lead', id });

/** Who may receive an event: staff every one; an employer new applications and moves on their own
 * jobs; a candidate those of their own applications. Timesheets and leads are staff's alone. */
export function mayReceive(user: { id: number; role: Role }, event: PublishedEvent): boolean {
  if (isStaffRole(user.role)) return true;
  if (event.type !== 'application' && event.type !== 'stage') return false;
  if (user.role === 'employer') return event.employerId === user.id;
  if (user.role === 'candidate') return event.candidateId === user.id;
  return false;
}
