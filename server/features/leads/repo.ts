// The staff inbox of leads: what the public forms and employer sign-ups write, the paged list,
// a lead with its replies, status and owner changes, a reply mailed through the outbox, and the conversion
// of an employer request into an employer account with a draft job.
import type { Knex } from 'knex';
import {
  LEADS_PAGE_SIZE,
  STAFF_ROLES,
  type LeadDetail,
  type LeadKind,
  type LeadStaff,
  type LeadStatus,
  type LeadSummary,
  type LeadsPage,
} from '../../contract/index.ts';
import type { LeadRecord, LeadReplyRecord } from '../../db/tables.ts';
import { badRequest, notFound } from '../../errors.ts';
import { createInvitedEmployer } from '../provisioning/repo.ts';
import { insertJob } from '../jobs/repo.ts';
import { mailLeadReply, type MailEnv } from '../mail/notify.ts';
import { int, iso } from '../shared/presenters.ts';

const staffOf = (id: number | null, first: string | null, last: string | null): LeadStaff | null =>
  id === null ? null : { id, firstName: first ?? '', lastName: last ?? '' };

type LeadRow = LeadRecord & { owner_first: string | null; owner_last: string | null };

const leadQuery = (db: Knex) =>
  db('leads as l')
    .leftJoin('users as o', 'o.id', 'l.owner_id')
    .select<LeadRow[]>('l.*', 'o.first_name as owner_first', 'o.last_name as owner_last');

const presentSummary = (r: LeadRow): LeadSummary => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  email: r.email,
  company: r.company,
  status: r.status,
  owner: staffOf(r.owner_id, r.owner_first, r.owner_last),
  createdAt: iso(r.created_at),
  person:
    r.kind === 'employerSignup' && r.fields?.firstName && r.fields.lastName
      ? { firstName: r.fields.firstName, lastName: r.fields.lastName }
      : null,
});

/** One page of leads, newest first, by status and kind. */
export async function listLeads(
  db: Knex,
  q: { page?: number; status?: LeadStatus; kind?: LeadKind },
): Promise<LeadsPage> {
  const page = q.page ?? 1;
  const filter = <B extends Knex.QueryBuilder>(b: B): B => {
    if (q.status) void b.where('l.status', q.status);
    if (q.kind) void b.where('l.kind', q.kind);
    return b;
  };
  const rowsQuery: Promise<LeadRow[]> = filter(leadQuery(db))
    .orderBy([
      { column: 'l.created_at', order: 'desc' },
      { column: 'l.id', order: 'desc' },
    ])
    .limit(LEADS_PAGE_SIZE)
    .offset((page - 1) * LEADS_PAGE_SIZE);
  const countQuery: Promise<{ n?: string | number } | undefined> = filter(db('leads as l')).count({ n: '*' }).first();
  const [rows, count] = await Promise.all([rowsQuery, countQuery]);
  return {
    items: rows.map(presentSummary),
    total: int(count?.n),
    page,
    pageSize: LEADS_PAGE_SIZE,
  };
}

/** A lead with every field and its replies; 404 when there is none. */
export async function leadDetail(db: Knex, id: number): Promise<LeadDetail> {
  const row: LeadRow | undefined = await leadQuery(db).where('l.id', id).first();
  if (!row) throw notFound();
  const replies = await db('lead_replies as r')
    .leftJoin('users as a', 'a.id', 'r.author_id')
    .where('r.lead_id', id)
    .orderBy([
      { column: 'r.sent_at', order: 'asc' },
      { column: 'r.id', order: 'asc' },
    ])
    .select<(LeadReplyRecord & { author_first: string | null; author_last: string | null })[]>(
      'r.*',
      'a.first_name as author_first',
      'a.last_name as author_last',
    );
  return {
    ...presentSummary(row),
    phone: row.phone,
    message: row.message,
    fields: Object.entries(row.fields ?? {}),
    language: row.language,
    userId: row.user_id,
    jobId: row.job_id,
    convertedAt: row.converted_at ? iso(row.converted_at) : null,
    convertible: row.kind === 'employerRequest' && row.converted_at === null,
    replies: replies.map((r) => ({
      id: r.id,
      subject: r.subject,
      body: r.body,
      author: staffOf(r.author_id, r.author_first, r.author_last),
      sentAt: iso(r.sent_at),
    })),
  };
}

/** The staff users a lead can be given to. */
export const staffMembers = async (db: Knex): Promise<LeadStaff[]> =>
  (
    await db('users')
      .whereIn('role', [...STAFF_ROLES])
      .where({ is_active: true })
      .whereNull('deleted_at')
      .orderBy(['last_name', 'first_name', 'id'])
      .select('id', 'first_name', 'last_name')
  ).map((u) => ({ id: u.id, firstName: u.first_name, lastName: u.last_name }));

/** A new status, owner, or both; the owner must be an active staff user (400 leadOwnerInvalid). */
export async function updateLead(
  db: Knex,
  id: number,
  patch: { status?: LeadStatus; ownerId?: number | null },
): Promise<void> {
  await db.transaction(async (trx) => {
    if (patch.ownerId) {
      const owner = await trx('users')
        .where({ id: patch.ownerId, is_active: true })
        .whereIn('role', [...STAFF_ROLES])
        .whereNull('deleted_at')
        .first('id');
      if (!owner) throw badRequest('leadOwnerInvalid', { ownerId: 'leadOwnerInvalid' });
    }
    const changed = await trx('leads')
      .where({ id })
      .update({
        ...(patch.status ? { status: patch.status } : {}),
        ...(patch.ownerId !== undefined ? { owner_id: patch.ownerId } : {}),
      });
    if (!changed) throw notFound();
  });
}

/** Mails the reply to the lead's address (in the lead's language) and keeps it on the lead; a new lead
 * becomes 'contacted' and, without an owner, the replying staff member's. */
export async function replyToLead(
  db: Knex,
  env: MailEnv,
  id: number,
  authorId: number,
  reply: { subject: string; body: string },
): Promise<void> {
  await db.transaction(async (trx) => {
    const lead = await trx('leads').where({ id }).forUpdate().first('id', 'email', 'language', 'status', 'owner_id');
    if (!lead) throw notFound();
    await trx('lead_replies').insert({ lead_id: id, author_id: authorId, subject: reply.subject, body: reply.body });
    await trx('leads')
      .where({ id })
      .update({
        ...(lead.status === 'new' ? { status: 'contacted' as const } : {}),
        ...(lead.owner_id === null ? { owner_id: authorId } : {}),
      });
    await mailLeadReply(trx, env, lead, reply);
  });
}

/** Where a request's location code puts the draft job (the employer edits it before publishing). */
const LOCATION_NAMES: Record<string, string> = {
  hungary: 'Hungary',
  poland: 'Poland',
  uk: 'United Kingdom',
  finland: 'Finland',
  sweden: 'Sweden',
  remote: 'Remote',
};

/** An employer request becomes an employer account (invited by mail to choose a password) with a draft
 * job of the requested role, off the board until the employer publishes it. The lead is then won, owned
 * by whoever converted it (when it had no owner). 400 leadNotConvertible for another kind or a second
 * conversion; 409 emailTaken when the address already has an account. */
export async function convertLead(
  db: Knex,
  env: MailEnv,
  id: number,
  staffId: number,
): Promise<{ userId: number; jobId: number }> {
  return db.transaction(async (trx) => {
    const lead = await trx('leads').where({ id }).forUpdate().first();
    if (!lead) throw notFound();
    if (lead.kind !== 'employerRequest' || lead.converted_at !== null)
      throw badRequest('leadNotConvertible', { lead: 'leadNotConvertible' });
    const f = lead.fields;
    const company = lead.company ?? f.companyName ?? lead.name;
    // The contact person's name as they wrote it: family name first in Hungarian.
    const parts = lead.name.trim().split(/\s+/);
    const [firstName, lastName] =
      lead.language === 'hu' && parts.length > 1
        ? [parts.slice(1).join(' '), parts[0]!]
        : [parts[0]!, parts.slice(1).join(' ')];
    const title = f.jobTitle ?? company;
    const user = await createInvitedEmployer(trx, env, {
      email: lead.email,
      firstName,
      lastName,
      companyName: company,
      phone: lead.phone,
      language: lead.language,
      draftJob: title,
    });
    const job = await insertJob(trx, user.id, {
      title,
      company,
      location: LOCATION_NAMES[f.location ?? ''] ?? 'Hungary',
      type: 'full-time',
      category: 'software-development',
      description: lead.message ?? f.description ?? title,
      requirements: [],
      skills: [],
      salary: null,
      startDate: null,
    });
    await trx('jobs').where({ id: job.id }).update({ is_active: false, is_draft: true });
    await trx('leads')
      .where({ id })
      .update({
        user_id: user.id,
        job_id: job.id,
        converted_at: trx.fn.now(),
        status: 'won',
        ...(lead.owner_id === null ? { owner_id: staffId } : {}),
      });
    return { userId: user.id, jobId: job.id };
  });
}
