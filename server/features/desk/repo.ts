// The recruitment desk's queries: one application as its panel shows it (CV, cover letter,
// stage history, notes, ratings, the applicants before and after it), notes and ratings written, and
// a job's pipeline (its applicants page by page, with the count per stage). Every read and write goes
// through reachableApplications: staff reach every application, an employer those of their own jobs.
import type { Knex } from 'knex';
import {
  APPLICATION_STATUSES,
  isStaffRole,
  type ApplicationNote,
  type ApplicationStatus,
  type CandidateFile,
  type DeskApplication,
  type NoteVisibility,
  type RatingSummary,
  type Role,
  type StageCounts,
  type StageEntry,
} from '../../contract/index.ts';
import type { Count, MailOutboxRecord } from '../../db/tables.ts';
import { applicationsList, candidatesList, contractsList } from '../admin/lists.ts';
import { presentOutboxMail } from '../mail/outbox.ts';
import { mayReach, reachableApplications, type Mover } from '../applications/repo.ts';
import { filePath } from '../files/repo.ts';
import { int, iso, presentApplication } from '../shared/presenters.ts';
import { applicationQuery } from '../shared/queries.ts';

/** The newest mails a candidate's page lists (Sent mail has them all). */
const CANDIDATE_MAILS = 50;

interface ActorColumns {
  first_name: string | null;
  last_name: string | null;
  deleted_at: Date | null;
}
/** A named actor, or null when unknown or erased (an erased account keeps no name). */
const actor = (r: ActorColumns, role: Role | null) =>
  r.first_name === null || r.deleted_at !== null || role === null
    ? null
    : { firstName: r.first_name, lastName: r.last_name ?? '', role };

/** The notes `who` may read: staff every note, an employer the shared ones. */
const readableNotes = (q: Knex.QueryBuilder, who: Mover) =>
  isStaffRole(who.role) ? q : q.where('n.visibility', 'shared');

export async function applicationPanel(
  db: Knex,
  who: Mover,
  id: number,
  stage: ApplicationStatus | undefined,
): Promise<DeskApplication | undefined> {
  const row = await applicationQuery(db)
    .whereIn('a.id', reachableApplications(db, who).where('a.id', id).select('a.id'))
    .first();
  if (!row) return undefined;
  const [cv, history, notes, rating, neighbours] = await Promise.all([
    row.cv_file_id ? db('files').where({ id: row.cv_file_id }).first('id', 'original_name', 'mime_type') : undefined,
    stageHistory(db, id),
    notesOf(db, who, id),
    ratingOf(db, who, id),
    neighboursOf(db, { id, jobId: row.job_id, appliedAt: row.applied_at }, stage),
  ]);
  return {
    application: presentApplication(row),
    cv: cv ? { url: filePath(cv.id), name: cv.original_name, mimeType: cv.mime_type } : null,
    history,
    notes,
    rating,
    neighbours,
  };
}

async function stageHistory(db: Knex, id: number): Promise<StageEntry[]> {
  const rows = await db('application_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.changed_by')
    .where('h.application_id', id)
    .orderBy([
      { column: 'h.changed_at', order: 'asc' },
      { column: 'h.id', order: 'asc' },
    ])
    .select<
      (ActorColumns & {
        from_status: ApplicationStatus | null;
        status: ApplicationStatus;
        changed_at: Date;
        role: Role | null;
      })[]
    >(
      'h.from_status',
      'h.status',
      'h.changed_at',
      'u.first_name',
      'u.last_name',
      'u.deleted_at',
      db.raw('coalesce(h.changed_by_role, u.role) as role'),
    );
  return rows.map((r) => ({ from: r.from_status, to: r.status, at: iso(r.changed_at), by: actor(r, r.role) }));
}

/** The notes `who` may read on the applications `scope` keeps, newest first, with their job's title. */
async function notesIn(db: Knex, who: Mover, scope: (q: Knex.QueryBuilder) => Knex.QueryBuilder) {
  const rows = await scope(
    readableNotes(
      db('application_notes as n')
        .leftJoin('users as u', 'u.id', 'n.author_id')
        .join('applications as a', 'a.id', 'n.application_id')
        .join('jobs as j', 'j.id', 'a.job_id'),
      who,
    ),
  )
    .orderBy([
      { column: 'n.created_at', order: 'desc' },
      { column: 'n.id', order: 'desc' },
    ])
    .select<
      (ActorColumns & {
        id: number;
        body: string;
        visibility: NoteVisibility;
        created_at: Date;
        author_id: number | null;
        author_role: Role;
        application_id: number;
        job_title: string;
      })[]
    >(
      'n.id',
      'n.body',
      'n.visibility',
      'n.created_at',
      'n.author_id',
      'n.author_role',
      'n.application_id',
      'j.title as job_title',
      'u.first_name',
      'u.last_name',
      'u.deleted_at',
    );
  return rows.map((r) => ({
    note: {
      id: r.id,
      text: r.body,
      visibility: r.visibility,
      createdAt: iso(r.created_at),
      author: actor(r, r.author_role),
    },
    mine: r.author_id === who.id,
    applicationId: r.application_id,
    jobTitle: r.job_title,
  }));
}

async function notesOf(db: Knex, who: Mover, id: number): Promise<ApplicationNote[]> {
  const rows = await notesIn(db, who, (q) => q.where('n.application_id', id));
  return rows.map((r) => ({ ...r.note, mine: r.mine }));
}

/** A candidate as staff see them on their page, or undefined when there is no such candidate. */
export async function candidateFile(db: Knex, who: Mover, id: number): Promise<CandidateFile | undefined> {
  const [candidate] = await candidatesList.items(db, candidatesList.from(db, {}).where('u.id', id));
  if (!candidate) return undefined;
  const newestFirst = (column: string) => [
    { column, order: 'desc' as const },
    { column: column.replace(/\.\w+$/, '.id'), order: 'desc' as const },
  ];
  const [applications, cvs, notes, contracts, mails] = await Promise.all([
    applicationsList.items(
      db,
      applicationsList.from(db, {}).where('a.candidate_id', id).orderBy(newestFirst('a.applied_at')),
    ),
    db('files as f')
      .where('f.owner_id', id)
      .orderBy(newestFirst('f.created_at'))
      .select<{ id: string; original_name: string; mime_type: string; size: number; created_at: Date }[]>(
        'f.id',
        'f.original_name',
        'f.mime_type',
        'f.size',
        'f.created_at',
      ),
    notesIn(db, who, (q) => q.where('a.candidate_id', id)),
    contractsList.items(
      db,
      contractsList.from(db, {}).where('c.contractor_id', id).orderBy(newestFirst('c.created_at')),
    ),
    db('mail_outbox as m')
      .where('m.to_address', candidate.email)
      .orderBy(newestFirst('m.created_at'))
      .limit(CANDIDATE_MAILS)
      .select<MailOutboxRecord[]>('m.*'),
  ]);
  return {
    candidate,
    applications,
    cvs: cvs.map((f) => ({
      url: filePath(f.id),
      name: f.original_name,
      mimeType: f.mime_type,
      size: int(f.size),
      uploadedAt: iso(f.created_at),
    })),
    notes: notes.map((n) => ({ ...n.note, applicationId: n.applicationId, jobTitle: n.jobTitle })),
    contracts,
    mails: mails.map(presentOutboxMail),
  };
}

async function ratingOf(db: Knex, who: Mover, id: number): Promise<RatingSummary> {
  const [all, mine] = await Promise.all([
    db('application_ratings')
      .where({ application_id: id })
      .first<{ average: string | number | null; count: Count }>(db.raw('avg(rating) as average, count(*) as count')),
    db('application_ratings').where({ application_id: id, reviewer_id: who.id }).first('rating'),
  ]);
  return {
    mine: mine?.rating ?? null,
    average: all?.average === null || all?.average === undefined ? null : Math.round(Number(all.average) * 10) / 10,
    count: int(all?.count),
  };
}

/** The applications before and after this one in its job's list, newest first (ties by id). */
async function neighboursOf(
  db: Knex,
  at: { id: number; jobId: number; appliedAt: Date },
  stage: ApplicationStatus | undefined,
): Promise<{ previous: number | null; next: number | null }> {
  const base = () => {
    const q = db('applications').where('job_id', at.jobId);
    return stage ? q.where('status', stage) : q;
  };
  const [previous, next] = await Promise.all([
    base()
      .where((w) =>
        w
          .where('applied_at', '>', at.appliedAt)
          .orWhere((e) => e.where('applied_at', at.appliedAt).where('id', '>', at.id)),
      )
      .orderBy([
        { column: 'applied_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])
      .first('id'),
    base()
      .where((w) =>
        w
          .where('applied_at', '<', at.appliedAt)
          .orWhere((e) => e.where('applied_at', at.appliedAt).where('id', '<', at.id)),
      )
      .orderBy([
        { column: 'applied_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .first('id'),
  ]);
  return { previous: previous?.id ?? null, next: next?.id ?? null };
}

/** Adds a note; false when `who` may not reach the application. */
export async function addNote(
  db: Knex,
  who: Mover,
  id: number,
  note: { text: string; visibility: NoteVisibility },
): Promise<boolean> {
  if (!(await mayReach(db, who, id))) return false;
  await db('application_notes').insert({
    application_id: id,
    author_id: who.id,
    author_role: who.role,
    visibility: note.visibility,
    body: note.text,
  });
  return true;
}

/** Sets `who`'s rating of the application (one per reviewer, replaced); false when not reachable. */
export async function rate(db: Knex, who: Mover, id: number, rating: number): Promise<boolean> {
  if (!(await mayReach(db, who, id))) return false;
  await db('application_ratings')
    .insert({ application_id: id, reviewer_id: who.id, rating })
    .onConflict(['application_id', 'reviewer_id'])
    .merge({ rating, updated_at: db.fn.now(3) });
  return true;
}

/** The job as its pipeline heads it, when `who` may work it (staff: any job; an employer: their own). */
export function reachableJob(db: Knex, who: Mover, jobId: number) {
  const q = db('jobs').where({ id: jobId });
  if (!isStaffRole(who.role)) q.where({ employer_id: who.role === 'employer' ? who.id : -1 });
  return q.first('id', 'title', 'company', 'is_active');
}

export async function stageCounts(db: Knex, jobId: number): Promise<StageCounts> {
  const rows: { status: ApplicationStatus; n: Count }[] = await db('applications')
    .where({ job_id: jobId })
    .select('status', db.raw('count(*) as n'))
    .groupBy('status');
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as StageCounts;
  for (const r of rows) counts[r.status] = int(r.n);
  return counts;
}

/** The average rating of each of these applications (null: nobody rated it). */
export async function averageRatings(db: Knex, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows: { application_id: number; average: string | number }[] = await db('application_ratings')
    .whereIn('application_id', ids)
    .select('application_id', db.raw('avg(rating) as average'))
    .groupBy('application_id');
  return new Map(rows.map((r) => [r.application_id, Math.round(Number(r.average) * 10) / 10]));
}
