// The privacy rights (GDPR): 'Download my data' (a JSON file of everything held about the user),
// 'Delete my account' (erasure), the same two for staff from the console, and a candidate's 'Remove CV'.
//
// Erasure keeps an anonymous row in `users` (deleted_at set, address `deleted-<id>@deleted.invalid`,
// name 'Deleted user', no password, inactive) so what must stay still points somewhere: applications
// stay for the employer with their job, status, date and status history but without cover letter, CV or
// any name or address (an anonymous count per job and status); contracts and timesheets stay as the
// umbrella payroll's accounting records. Everything else personal is deleted: registration, the
// employer's account record and requests, CVs (files/repo.ts deleteFilesOf), saved jobs, job alerts,
// sessions, sign-in addresses, reset and email-change tokens, mail kept for the address. An employer's jobs leave the board.
import type { Knex } from 'knex';
import { ERASED_NAME, deleteAccountSchema, idParamSchema, type Role } from '../../contract/index.ts';
import type { ApplicationRecord, ContractRecord } from '../../db/tables.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { currentUser, requireRole, requireStaff } from '../../middleware/auth.ts';
import { TooManyRequests, countHit } from '../../middleware/rateLimit.ts';
import { parse, withBody } from '../../middleware/validate.ts';
import { createRouter } from '../../router.ts';
import { mayTakeAway } from '../provisioning/staff.ts';
import type { AppContext } from '../../types.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { messagesOf } from '../desk/messages.ts';
import { deleteFilesOf, filePath } from '../files/repo.ts';
import { mailAccountDeleted, mailEnv } from '../mail/notify.ts';
import { iso } from '../shared/presenters.ts';
import { payrollProfile } from '../payroll/allowances.ts';

const HOUR = 60 * 60 * 1000;
/** Password tries of 'Delete my account' per account and hour (a stolen session cannot guess on). */
const DELETE_TRIES_PER_HOUR = 10;

type Row = Record<string, unknown>;
type ExportedApplicationRow = Pick<ApplicationRecord, 'id' | 'status' | 'applied_at' | 'notes' | 'cv_file_id'> & {
  job_id: number;
  title: string;
  company: string;
  location: string;
};

/** A row as exported: timestamps as ISO text, binary data and secrets left out. */
function plain(row: object): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row as Row)) {
    if (/token|password|secret|^data$/.test(k)) continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/** A contract as its client (the employer) may see it: not the staff's notes about the contractor or
 * the umbrella fee deducted from the contractor's pay. */
const asClient = (c: ContractRecord): Row =>
  plain({
    id: c.id,
    employer_id: c.employer_id,
    job_title: c.job_title,
    start_date: c.start_date,
    end_date: c.end_date,
    day_rate: c.day_rate,
    created_at: c.created_at,
  });

/** Everything held about the user, as one JSON document. */
async function exportUserData(db: Knex, userId: number) {
  const user = await db('users')
    .where({ id: userId })
    .first(
      'id',
      'email',
      'role',
      'first_name',
      'last_name',
      'language',
      'notifications',
      'is_active',
      'deleted_at',
      'created_at',
      'updated_at',
    );
  if (!user) throw notFound();
  const applications = await db('applications as a')
    .join('jobs as j', 'j.id', 'a.job_id')
    .where({ 'a.candidate_id': userId })
    .orderBy('a.id')
    .select<ExportedApplicationRow[]>(
      'a.id',
      'a.status',
      'a.applied_at',
      'a.notes',
      'a.cv_file_id',
      'j.id as job_id',
      'j.title',
      'j.company',
      'j.location',
    );
  const history = applications.length
    ? await db('application_status_history')
        .whereIn(
          'application_id',
          applications.map((a) => a.id),
        )
        .orderBy([{ column: 'changed_at' }, { column: 'id' }])
        .select('application_id', 'status', 'changed_at')
    : [];
  const messages = applications.length ? await messagesOf(db, userId) : [];
  // The interviews proposed on them, with their slots.
  const interviews = applications.length
    ? await db('interviews')
        .whereIn(
          'application_id',
          applications.map((a) => a.id),
        )
        .orderBy('id')
        .select('id', 'application_id', 'status', 'location', 'note', 'chosen_slot_id', 'created_at')
    : [];
  const slots = interviews.length
    ? await db('interview_slots')
        .whereIn(
          'interview_id',
          interviews.map((i) => i.id),
        )
        .orderBy(['starts_at', 'id'])
        .select('id', 'interview_id', 'starts_at', 'ends_at')
    : [];
  const contracts = await db('contracts')
    .where({ contractor_id: userId })
    .orWhere({ employer_id: userId })
    .orderBy('id')
    .select('*');
  // The days worked are the contractor's: the client of a contract (an employer) gets its terms only.
  const worked = contracts.filter((c) => c.contractor_id === userId);
  const timesheets = await db('timesheets')
    .whereIn(
      'contract_id',
      worked.map((c) => c.id),
    )
    .orderBy('id')
    .select('*');
  const alerts = {
    job_alerts: (await db('job_alerts').where({ user_id: userId }).orderBy('id').select('*')).map((r) => plain(r)),
  };

  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      role: user.role,
      firstName: user.first_name,
      lastName: user.last_name,
      language: user.language,
      isActive: user.is_active,
      deletedAt: user.deleted_at ? iso(user.deleted_at) : null,
      createdAt: iso(user.created_at),
      updatedAt: iso(user.updated_at),
    },
    /** The only consent the product records: whether non-essential notification mails are wanted. */
    consents: { notifications: user.notifications },
    registration: (await db('candidate_registrations').where({ user_id: userId }).select('*')).map((r) => plain(r)),
    employerRecords: (await db('employer_requests').where({ user_id: userId }).select('*')).map((r) => plain(r)),
    cvs: (
      await db('files')
        .where({ owner_id: userId })
        .orderBy('created_at')
        .select('id', 'original_name', 'mime_type', 'size', 'created_at')
    ).map((f) => ({
      name: f.original_name,
      type: f.mime_type,
      size: f.size,
      uploadedAt: iso(f.created_at),
      url: filePath(f.id),
    })),
    applications: applications.map((a) => ({
      id: a.id,
      job: { id: a.job_id, title: a.title, company: a.company, location: a.location },
      status: a.status,
      appliedAt: iso(a.applied_at),
      coverLetter: a.notes,
      cvUrl: a.cv_file_id ? filePath(a.cv_file_id) : null,
      statusHistory: history
        .filter((h) => h.application_id === a.id)
        .map((h) => ({ status: h.status, changedAt: iso(h.changed_at) })),
      messages: messages
        .filter((m) => m.applicationId === a.id)
        .map((m) => ({ stage: m.stage, subject: m.subject, body: m.body, sentAt: m.sentAt })),
      interviews: interviews
        .filter((i) => i.application_id === a.id)
        .map((i) => ({
          status: i.status,
          location: i.location,
          note: i.note,
          proposedAt: iso(i.created_at),
          slots: slots
            .filter((x) => x.interview_id === i.id)
            .map((x) => ({ startsAt: iso(x.starts_at), endsAt: iso(x.ends_at), chosen: x.id === i.chosen_slot_id })),
        })),
    })),
    savedJobs: (
      await db('saved_jobs as s')
        .join('jobs as j', 'j.id', 's.job_id')
        .where({ 's.candidate_id': userId })
        .orderBy('s.saved_at')
        .select<{ id: number; title: string; company: string; saved_at: Date }[]>(
          'j.id',
          'j.title',
          'j.company',
          's.saved_at',
        )
    ).map((s) => ({ jobId: s.id, title: s.title, company: s.company, savedAt: iso(s.saved_at) })),
    jobsPosted: (
      await db('jobs').where({ employer_id: userId }).orderBy('id').select('id', 'title', 'company', 'created_at')
    ).map((j) => ({ id: j.id, title: j.title, company: j.company, createdAt: iso(j.created_at) })),
    alerts,
    contracts: contracts.map((r) => (r.contractor_id === userId ? plain(r) : asClient(r))),
    timesheets: timesheets.map((r) => plain(r)),
    /** The contractor's own tax ID, TAJ number and allowance declarations; the contracts above
     * carry their part-time and qualification flags. */
    payrollProfile: await payrollProfile(db, userId),
    mails: (
      await db('mail_outbox')
        .whereRaw('lower(to_address) = lower(?)', [user.email])
        .orderBy('id')
        .select('kind', 'subject', 'status', 'created_at', 'sent_at')
    ).map((r) => plain(r)),
    /** The addresses (an IPv6 address's /64) the account signed in from in the last 90 days: the sign-in
     * throttle lets a right password from them through while strangers hammer the account. */
    signInAddresses: (
      await db('sign_in_sources')
        .where({ user_id: userId })
        .orderBy('last_seen_at', 'desc')
        .select('address', 'last_seen_at')
    ).map((r) => ({ address: r.address, lastSignInAt: iso(r.last_seen_at) })),
  };
}

/** Erases the account (see the top of this file); its files' bytes on disk go once the rows' deletion
 * has committed. `allowed`: the roles the caller may erase; `actorId`: the staff member erasing it
 * (undefined when users erase their own account). */
async function eraseAccount(
  ctx: AppContext,
  userId: number,
  allowed: readonly Role[],
  actorId?: number,
): Promise<void> {
  const fileIds = await ctx.deps.db.transaction(async (trx) => {
    const user = await trx('users')
      .where({ id: userId })
      .whereNull('deleted_at')
      .forUpdate()
      .first('id', 'email', 'role', 'first_name', 'last_name', 'language', 'is_active');
    if (!user) throw notFound();
    if (!allowed.includes(user.role)) throw forbidden('protectedAccount');
    await mayTakeAway(trx, user, actorId);
    const deleted = await deleteFilesOf(trx, userId, { keepSentToEmployers: false });
    await trx('applications').where({ candidate_id: userId }).update({ notes: null, cv_file_id: null });
    // Notes about the person and messages to them go with them; their applications' stages and ratings
    // stay, anonymous.
    for (const table of ['application_notes', 'application_messages'] as const)
      await trx(table)
        .whereIn('application_id', trx('applications').where({ candidate_id: userId }).select('id'))
        .delete();
    // So do the notes written to them with an interview; its place and times stay.
    await trx('interviews')
      .whereIn('application_id', trx('applications').where({ candidate_id: userId }).select('id'))
      .update({ note: null });
    await trx('candidate_registrations').where({ user_id: userId }).delete();
    await trx('employer_requests').where({ user_id: userId }).delete();
    // The leads they were (a sign-up, a request or an enquiry, signed in or from the same address) go too.
    await trx('leads').where({ user_id: userId }).orWhereRaw('lower(email) = lower(?)', [user.email]).delete();
    await trx('saved_jobs').where({ candidate_id: userId }).delete();
    // The tax ID, TAJ number and declarations (issued payslips keep their copy: payroll records are kept by law).
    await trx('contractor_tax_details').where({ user_id: userId }).delete();
    await trx('contractor_allowances').where({ user_id: userId }).delete();
    // Their alerts (what each sent goes with it), and those the address subscribed to without signing in.
    await trx('job_alerts')
      .where({ user_id: userId })
      .orWhere((q) => q.whereNull('user_id').whereRaw('lower(email) = lower(?)', [user.email]))
      .delete();
    await trx('password_resets').where({ user_id: userId }).delete();
    await trx('email_changes').where({ user_id: userId }).delete();
    await trx('sessions').where({ user_id: userId }).delete();
    await trx('sign_in_sources').where({ user_id: userId }).delete();
    await trx('user_seen').where({ user_id: userId }).delete();
    await trx('mail_outbox').whereRaw('lower(to_address) = lower(?)', [user.email]).delete();
    await trx('jobs').where({ employer_id: userId }).update({ is_active: false, is_draft: false });
    await trx('users')
      .where({ id: userId })
      .update({
        email: `deleted-${userId}@deleted.invalid`,
        first_name: ERASED_NAME.firstName,
        last_name: ERASED_NAME.lastName,
        password_hash: null,
        is_active: false,
        notifications: false,
        deleted_at: trx.fn.now(),
      });
    // The last mail to the address: its body goes with the mail retention (retention.ts).
    await mailAccountDeleted(trx, mailEnv(ctx), user);
    return deleted;
  });
  await ctx.deps.files.delete(fileIds);
}

function sendExport(ctx: AppContext, userId: number, data: unknown) {
  ctx.set('Content-Disposition', `attachment; filename="my-data-${userId}.json"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(data, null, 2);
}

/** The roles a staff member may export and erase: the owner any, an admin the public's accounts. */
const staffReach = (role: Role): readonly Role[] =>
  role === 'owner' ? ['owner', 'admin', 'employer', 'candidate'] : ['employer', 'candidate'];

export function privacyRoutes() {
  const router = createRouter('/api');

  router.get('/account/export', requireRole('candidate', 'employer'), async (ctx) => {
    const user = currentUser(ctx);
    sendExport(ctx, user.id, await exportUserData(ctx.deps.db, user.id));
  });

  router.post(
    '/account/delete',
    requireRole('candidate', 'employer'),
    withBody(deleteAccountSchema, async (ctx, { password }) => {
      const user = currentUser(ctx);
      const { db } = ctx.deps;
      const tries = await countHit(db, `account-delete:${user.id}`, HOUR);
      if (tries.hits > DELETE_TRIES_PER_HOUR) throw new TooManyRequests('tooManyAttempts', tries.retryMs);
      const row = await db('users').where({ id: user.id }).first('password_hash');
      if (!(await verifyPassword(row?.password_hash, password)))
        throw badRequest('currentPasswordWrong', { password: 'currentPasswordWrong' });
      await eraseAccount(ctx, user.id, ['candidate', 'employer']);
      ctx.deps.mailer.nudge();
      ctx.session = null;
      ctx.body = { ok: true };
    }),
  );

  // 'Remove CV': the profile's CV is gone; CVs attached to applications stay for those employers.
  router.delete('/candidate/cv', requireRole('candidate'), async (ctx) => {
    const user = currentUser(ctx);
    const removed = await ctx.deps.db.transaction(async (trx) => {
      await trx('candidate_registrations').where({ user_id: user.id }).update({ cv_file_id: null });
      return deleteFilesOf(trx, user.id, { keepSentToEmployers: true });
    });
    await ctx.deps.files.delete(removed);
    ctx.body = { ok: true };
  });

  const target = async (ctx: AppContext) => {
    const id = parse(idParamSchema, ctx.params).id;
    const me = currentUser(ctx);
    if (id === me.id) throw conflict('protectedAccount'); // staff export and erase others only
    const row = await ctx.deps.db('users').where({ id }).first('role');
    if (!row) throw notFound();
    if (!staffReach(me.role).includes(row.role)) throw forbidden('protectedAccount');
    return id;
  };

  router.get('/admin/users/:id/export', requireStaff, async (ctx) => {
    const id = await target(ctx);
    sendExport(ctx, id, await exportUserData(ctx.deps.db, id));
  });

  router.delete('/admin/users/:id', requireStaff, async (ctx) => {
    const id = await target(ctx);
    const me = currentUser(ctx);
    await eraseAccount(ctx, id, staffReach(me.role), me.id);
    ctx.deps.mailer.nudge();
    ctx.body = { ok: true };
  });

  return router;
}
