// Interviews' queries and their mails. Staff reach every application's interviews, an
// employer those of their own jobs, a candidate their own; anyone else none. Every change and the mails
// it causes commit together (the outbox), each mail in its recipient's language, the invitations with
// their .ics attached.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import {
  formatInterviewTime,
  INTERVIEW_TIME_ZONE,
  personName,
  type Interview,
  type InterviewProposal,
  type Language,
  type Role,
  type SlotInput,
} from '../../contract/index.ts';
import { badRequest, conflict } from '../../errors.ts';
import type { InterviewRecord, InterviewSlotRecord, UserRecord } from '../../db/tables.ts';
import { reachableApplications, type Mover } from '../applications/repo.ts';
import { RECIPIENT } from '../mail/events.ts';
import { siteLink, type MailEnv } from '../mail/notify.ts';
import { enqueueMail, type MailContent } from '../mail/outbox.ts';
import { iso } from '../shared/presenters.ts';
import { invitationIcs } from './ics.ts';
import { serverT } from '../../i18n/index.ts';
import { intlLocale } from '../../contract/dates.ts';
import { budapestInstant } from './time.ts';

/** Interviews `who` may see: staff every one, an employer those on their jobs, a candidate their own. */
function reachableInterviews(db: Knex, who: Mover) {
  const apps =
    who.role === 'candidate' ? db('applications as a').where('a.candidate_id', who.id) : reachableApplications(db, who);
  return db('interviews as i').whereIn('i.application_id', apps.select('a.id'));
}

/** The slots as instants; 400 for a time Budapest's clocks never show, or one already past. */
function slotInstants(slots: SlotInput[]): { startsAt: Date; endsAt: Date }[] {
  return slots.map((s) => {
    const start = budapestInstant(s.date, s.time);
    if (!start) throw badRequest(validDate(s.date) ? 'slotNotInBudapest' : 'slotDateInvalid');
    if (start.getTime() <= Date.now()) throw badRequest('slotInPast');
    return { startsAt: start, endsAt: new Date(start.getTime() + s.minutes * 60_000) };
  });
}

const validDate = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(date);
};

async function present(db: Knex, rows: InterviewRecord[]): Promise<Interview[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [slots, people] = await Promise.all([
    db('interview_slots').whereIn('interview_id', ids).orderBy(['starts_at', 'id']).select('*'),
    db('users')
      .whereIn(
        'id',
        rows.map((r) => r.proposed_by).filter((x): x is number => x !== null),
      )
      .select('id', 'first_name', 'last_name', 'deleted_at'),
  ]);
  return rows.map((r) => {
    const p = people.find((u) => u.id === r.proposed_by);
    return {
      id: r.id,
      applicationId: r.application_id,
      status: r.status,
      location: r.location,
      note: r.note,
      sequence: r.sequence,
      slots: slots
        .filter((s) => s.interview_id === r.id)
        .map((s) => ({ id: s.id, startsAt: iso(s.starts_at), endsAt: iso(s.ends_at) })),
      chosenSlotId: r.chosen_slot_id,
      proposedBy:
        p && p.deleted_at === null
          ? { firstName: p.first_name, lastName: p.last_name, role: r.proposed_by_role }
          : null,
      createdAt: iso(r.created_at),
    };
  });
}

const newestFirst = [
  { column: 'i.created_at', order: 'desc' },
  { column: 'i.id', order: 'desc' },
] as const;

/** An application's interviews, newest first; undefined when `who` may not reach the application. */
export async function interviewsOfApplication(db: Knex, who: Mover, applicationId: number) {
  const app = await reachableApplications(db, who)
    .where('a.id', applicationId)
    .first<{ id: number } | undefined>('a.id');
  if (!app) return undefined;
  const rows = await db('interviews as i')
    .where('i.application_id', applicationId)
    .orderBy([...newestFirst])
    .select<InterviewRecord[]>('i.*');
  return present(db, rows);
}

/** Every interview on the candidate's applications, newest first. */
export async function interviewsOfCandidate(db: Knex, candidateId: number): Promise<Interview[]> {
  const rows = await reachableInterviews(db, { id: candidateId, role: 'candidate' })
    .orderBy([...newestFirst])
    .select<InterviewRecord[]>('i.*');
  return present(db, rows);
}

async function interviewById(db: Knex, id: number): Promise<Interview> {
  const row = await db('interviews as i').where('i.id', id).first<InterviewRecord>('i.*');
  return (await present(db, [row]))[0]!;
}

/** Proposes slots on an application; undefined when `who` may not reach it. Mails the candidate. */
export async function proposeInterview(
  db: Knex,
  env: MailEnv,
  who: Mover,
  applicationId: number,
  input: InterviewProposal,
): Promise<Interview | undefined> {
  const slots = slotInstants(input.slots);
  const id = await db.transaction(async (trx) => {
    const app = await reachableApplications(trx, who)
      .where('a.id', applicationId)
      .first<{ id: number } | undefined>('a.id');
    if (!app) return undefined;
    const [row] = await trx('interviews')
      .insert({
        application_id: applicationId,
        uid: crypto.randomUUID(),
        location: input.location,
        note: input.note || null,
        proposed_by: who.id,
        proposed_by_role: who.role,
      })
      .returning('id');
    const interviewId = row!.id;
    await trx('interview_slots').insert(
      slots.map((s) => ({ interview_id: interviewId, starts_at: s.startsAt, ends_at: s.endsAt })),
    );
    const facts = await factsOf(trx, interviewId);
    if (facts.candidate.is_active) await enqueueMail(trx, env.config, proposedMail(env, facts, slots));
    return interviewId;
  });
  return id === undefined ? undefined : interviewById(db, id);
}

/** The interview, locked, when `who` may reach it; undefined otherwise. */
const lockedInterview = (trx: Knex, who: Mover, id: number) =>
  reachableInterviews(trx, who).where('i.id', id).forUpdate().first<InterviewRecord | undefined>('i.*');

/** The candidate picks a slot (scheduled: everyone gets the invitation) or declines them all (the
 * proposer and staff are told). undefined: not their interview. */
export async function answerInterview(
  db: Knex,
  env: MailEnv,
  candidate: Mover,
  id: number,
  slotId: number | null,
): Promise<Interview | undefined> {
  const done = await db.transaction(async (trx) => {
    const row = await lockedInterview(trx, candidate, id);
    if (!row) return false;
    if (row.status !== 'proposed') throw conflict('interviewClosed');
    if (slotId !== null && !(await trx('interview_slots').where({ id: slotId, interview_id: id }).first('id')))
      throw badRequest('slotUnknown');
    await trx('interviews')
      .where({ id })
      .update(slotId === null ? { status: 'declined' } : { status: 'scheduled', chosen_slot_id: slotId });
    const facts = await factsOf(trx, id);
    if (slotId === null) {
      for (const m of declinedMails(env, facts)) await enqueueMail(trx, env.config, m);
    } else {
      for (const m of invitationMails(env, facts, 'scheduled')) await enqueueMail(trx, env.config, m);
    }
    return true;
  });
  return done ? interviewById(db, id) : undefined;
}

/** A scheduled interview moves to a new time (and place): SEQUENCE + 1, everyone gets the new invitation. */
export async function rescheduleInterview(
  db: Knex,
  env: MailEnv,
  who: Mover,
  id: number,
  change: { slot: SlotInput; location?: string | undefined },
): Promise<Interview | undefined> {
  const [slot] = slotInstants([change.slot]);
  const done = await db.transaction(async (trx) => {
    const row = await lockedInterview(trx, who, id);
    if (!row) return false;
    if (row.status !== 'scheduled' || row.chosen_slot_id === null) throw conflict('interviewNotScheduled');
    await trx('interview_slots')
      .where({ id: row.chosen_slot_id })
      .update({ starts_at: slot!.startsAt, ends_at: slot!.endsAt });
    await trx('interviews')
      .where({ id })
      .update({ sequence: row.sequence + 1, ...(change.location ? { location: change.location } : {}) });
    for (const m of invitationMails(env, await factsOf(trx, id), 'rescheduled')) await enqueueMail(trx, env.config, m);
    return true;
  });
  return done ? interviewById(db, id) : undefined;
}

/** Cancels a proposed or scheduled interview. A scheduled one sends everyone METHOD:CANCEL (SEQUENCE + 1);
 * a proposal still open tells the candidate. */
export async function cancelInterview(db: Knex, env: MailEnv, who: Mover, id: number): Promise<Interview | undefined> {
  const done = await db.transaction(async (trx) => {
    const row = await lockedInterview(trx, who, id);
    if (!row) return false;
    if (row.status !== 'proposed' && row.status !== 'scheduled') throw conflict('interviewClosed');
    await trx('interviews')
      .where({ id })
      .update({ status: 'cancelled', sequence: row.sequence + 1 });
    const facts = await factsOf(trx, id);
    const mails =
      row.status === 'scheduled'
        ? invitationMails(env, facts, 'cancelled')
        : facts.candidate.is_active
          ? [noticeMail(env, facts, personal(facts.candidate), 'cancelled', false)]
          : [];
    for (const m of mails) await enqueueMail(trx, env.config, m);
    return true;
  });
  return done ? interviewById(db, id) : undefined;
}

/** The invitation as `who` downloads it (in `language`, else their account's), for a scheduled or cancelled interview
 * that had a time; undefined when there is none or `who` may not see it. */
export async function invitationFor(
  db: Knex,
  env: MailEnv,
  who: Mover,
  id: number,
  language?: Language,
): Promise<string | undefined> {
  const row = await reachableInterviews(db, who).where('i.id', id).first<InterviewRecord | undefined>('i.*');
  if (!row || row.chosen_slot_id === null || (row.status !== 'scheduled' && row.status !== 'cancelled'))
    return undefined;
  const user = language ? undefined : await db('users').where({ id: who.id }).first('language');
  return icsOf(env, await factsOf(db, id), language ?? user?.language ?? 'en');
}

// ---- the facts every mail needs, and the mails ----

type Person = Pick<UserRecord, (typeof RECIPIENT)[number]> & { role: Role };

interface Facts {
  interview: InterviewRecord;
  chosen: InterviewSlotRecord | undefined;
  job: { title: string; company: string };
  applicationId: number;
  candidate: Person;
  employer: Person | undefined;
  proposer: Person | undefined;
}

async function factsOf(trx: Knex, interviewId: number): Promise<Facts> {
  const interview = (await trx('interviews').where({ id: interviewId }).first())!;
  const app = (await trx('applications')
    .where({ id: interview.application_id })
    .first('id', 'job_id', 'candidate_id'))!;
  const job = (await trx('jobs').where({ id: app.job_id }).first('title', 'company', 'employer_id'))!;
  const ids = [app.candidate_id, job.employer_id, interview.proposed_by].filter((x): x is number => x !== null);
  const people: Person[] = await trx('users')
    .whereIn('id', ids)
    .whereNull('deleted_at')
    .select(...RECIPIENT, 'role');
  const chosen =
    interview.chosen_slot_id === null
      ? undefined
      : await trx('interview_slots').where({ id: interview.chosen_slot_id }).first();
  return {
    interview,
    chosen,
    job,
    applicationId: app.id,
    candidate: people.find((p) => p.id === app.candidate_id)!,
    employer: people.find((p) => p.id === job.employer_id && p.role === 'employer'),
    proposer: people.find((p) => p.id === interview.proposed_by),
  };
}

const STAFF_LANGUAGE: Language = 'en';
const nameOf = (language: Language, p: { first_name: string; last_name: string }) =>
  personName(language, p.first_name, p.last_name);

/** '26 November 2026, 14:00–15:00 (Budapest time)' in the recipient's language. */
function span(language: Language, s: { startsAt: Date; endsAt: Date }): string {
  const end = new Intl.DateTimeFormat(intlLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: INTERVIEW_TIME_ZONE,
  }).format(s.endsAt);
  const from = formatInterviewTime(s.startsAt, intlLocale(language), INTERVIEW_TIME_ZONE);
  return `${from}–${end} (${serverT(language, 'interviews')('budapestTime')})`;
}

/** Where a recipient opens the interview: the candidate My Applications, the others the application. */
function linkFor(env: MailEnv, f: Facts, to: { language: Language; role: Role }): string {
  if (to.role === 'candidate') return siteLink(env, to.language, '/candidate/applications');
  const path =
    to.role === 'employer' ? `/employer/applications/${f.applicationId}` : `/admin/applications/${f.applicationId}`;
  return siteLink(env, to.language, path);
}

interface Addressee {
  email: string;
  language: Language;
  role: Role;
  greetingName?: string;
}

const personal = (p: Person): Addressee => ({
  email: p.email,
  language: p.language,
  role: p.role,
  greetingName: nameOf(p.language, p),
});

/** Everyone an invitation goes to: the candidate, the job's employer, the proposer and the staff
 * address; each once, active accounts only (an employer who did not propose, only with notifications on). */
function participants(env: MailEnv, f: Facts): Addressee[] {
  const list: Addressee[] = [];
  const add = (a: Addressee) => {
    if (!list.some((x) => x.email.toLowerCase() === a.email.toLowerCase())) list.push(a);
  };
  if (f.candidate.is_active) add(personal(f.candidate));
  if (f.proposer?.is_active) add(personal(f.proposer));
  if (f.employer?.is_active && (f.employer.notifications || f.employer.id === f.proposer?.id))
    add(personal(f.employer));
  add({ email: env.config.staffEmail, language: STAFF_LANGUAGE, role: 'admin' });
  return list;
}

function icsOf(env: MailEnv, f: Facts, language: Language): string {
  const t = serverT(language, 'interviews');
  const slot = f.chosen!;
  const attendees = [f.candidate, f.employer, f.proposer]
    .filter((p): p is Person => p !== undefined)
    .filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i)
    .map((p) => ({ name: nameOf(language, p), email: p.email }));
  return invitationIcs({
    method: f.interview.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
    uid: `interview-${f.interview.uid}@${env.config.domain}`,
    sequence: f.interview.sequence,
    startsAt: slot.starts_at,
    endsAt: slot.ends_at,
    summary: t('summary', { job: f.job.title, company: f.job.company }),
    location: f.interview.location,
    description: [f.interview.note, `${t('candidate')}: ${nameOf(language, f.candidate)}`].filter(Boolean).join('\n\n'),
    url: siteLink(env, language, '/'),
    organizer: { name: env.config.brand, email: env.config.staffEmail },
    attendees,
    product: env.config.brand,
    stamp: new Date(),
  });
}

function proposedMail(env: MailEnv, f: Facts, slots: { startsAt: Date; endsAt: Date }[]): MailContent {
  const c = f.candidate;
  const t = serverT(c.language, 'interviews');
  const job = { job: f.job.title, company: f.job.company };
  return {
    kind: 'interviewProposed',
    to: c.email,
    language: c.language,
    greetingName: nameOf(c.language, c),
    subject: t('proposed.subject', job),
    paragraphs: [t('proposed.body', job), ...(f.interview.note ? [f.interview.note] : [])],
    details: [
      ...slots.map((s, i): [string, string] => [t('option', { n: i + 1 }), span(c.language, s)]),
      [t('where'), f.interview.location],
    ],
    action: { label: t('proposed.action'), url: linkFor(env, f, c) },
  };
}

function noticeMail(
  env: MailEnv,
  f: Facts,
  a: Addressee,
  kind: 'scheduled' | 'rescheduled' | 'cancelled',
  withTime: boolean,
): MailContent {
  const t = serverT(a.language, 'interviews');
  const job = { job: f.job.title, company: f.job.company };
  const body =
    kind === 'scheduled'
      ? a.role === 'candidate'
        ? t('scheduled.candidate', job)
        : t('scheduled.others', { candidate: nameOf(a.language, f.candidate), job: f.job.title })
      : t(`${kind}.body`, job);
  const when =
    withTime && f.chosen
      ? [[t('when'), span(a.language, { startsAt: f.chosen.starts_at, endsAt: f.chosen.ends_at })] as [string, string]]
      : [];
  return {
    kind:
      kind === 'scheduled'
        ? 'interviewScheduled'
        : kind === 'rescheduled'
          ? 'interviewRescheduled'
          : 'interviewCancelled',
    to: a.email,
    language: a.language,
    greetingName: a.greetingName,
    subject: t(`${kind}.subject`, job),
    paragraphs: [body],
    details: [...when, [t('where'), f.interview.location], [t('candidate'), nameOf(a.language, f.candidate)]],
    action: { label: a.role === 'candidate' ? t('candidateAction') : t('othersAction'), url: linkFor(env, f, a) },
  };
}

/** Every participant's mail with the invitation (REQUEST, or CANCEL once cancelled) in their language. */
function invitationMails(env: MailEnv, f: Facts, kind: 'scheduled' | 'rescheduled' | 'cancelled'): MailContent[] {
  return participants(env, f).map((a) => ({
    ...noticeMail(env, f, a, kind, true),
    attachments: [
      {
        filename: 'invite.ics',
        contentType: `text/calendar; charset=utf-8; method=${kind === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
        content: icsOf(env, f, a.language),
      },
    ],
  }));
}

/** The candidate declined every slot: the proposer and staff are told. */
function declinedMails(env: MailEnv, f: Facts): MailContent[] {
  return participants(env, f)
    .filter((a) => a.role !== 'candidate')
    .map((a) => {
      const t = serverT(a.language, 'interviews');
      return {
        kind: 'interviewDeclined',
        to: a.email,
        language: a.language,
        greetingName: a.greetingName,
        subject: t('declined.subject', { job: f.job.title }),
        paragraphs: [t('declined.body', { candidate: nameOf(a.language, f.candidate), job: f.job.title })],
        action: { label: t('othersAction'), url: linkFor(env, f, a) },
      };
    });
}
