// Messages the candidate is glad to get: the per-stage templates staff edit, a template filled
// in for one application's candidate (their language, their name in that language's order), and the
// message sent on a move: rendered, stored, and mailed as a copy, in the move's transaction.
import type { Knex } from 'knex';
import {
  LIMITS,
  personName,
  renderPlaceholders,
  type Language,
  type MessageDraft,
  type MessageStage,
  type MessageTemplate,
  type MessageValues,
  type Role,
  type SentMessage,
  type StageMessageInput,
} from '../../contract/index.ts';
import type { ApplicationMessageRecord } from '../../db/tables.ts';
import { badRequest } from '../../errors.ts';
import { RECIPIENT, type Recipient } from '../mail/events.ts';
import { siteLink, type MailEnv } from '../mail/notify.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { serverT } from '../../i18n/index.ts';
import { iso } from '../shared/presenters.ts';

export async function listTemplates(db: Knex): Promise<MessageTemplate[]> {
  const rows = await db('stage_message_templates').select('stage', 'language', 'subject', 'body', 'updated_at');
  const order = (r: { stage: string; language: string }) =>
    ['interview', 'offer', 'hired', 'rejected'].indexOf(r.stage) * 2 + (r.language === 'en' ? 0 : 1);
  return rows
    .sort((a, b) => order(a) - order(b))
    .map((r) => ({
      stage: r.stage,
      language: r.language,
      subject: r.subject,
      body: r.body,
      updatedAt: iso(r.updated_at),
    }));
}

export async function saveTemplate(
  db: Knex,
  by: number,
  key: { stage: MessageStage; language: Language },
  text: StageMessageInput,
): Promise<void> {
  await db('stage_message_templates')
    .insert({ ...key, ...text, updated_by: by })
    .onConflict(['stage', 'language'])
    .merge({ ...text, updated_by: by, updated_at: db.fn.now(3) });
}

/** The candidate and job of an application: who the message is to, and its placeholders' values. */
async function messageFacts(db: Knex, applicationId: number) {
  const row = await db('applications as a')
    .join('jobs as j', 'j.id', 'a.job_id')
    .join('users as u', 'u.id', 'a.candidate_id')
    .where('a.id', applicationId)
    .first<(Recipient & { title: string; company: string }) | undefined>(
      ...RECIPIENT.map((c) => `u.${c}`),
      'j.title',
      'j.company',
    );
  if (!row) return undefined;
  const values: MessageValues = {
    name: personName(row.language, row.first_name, row.last_name).trim(),
    job: row.title,
    company: row.company,
  };
  return { candidate: row, values };
}

const templateIn = (db: Knex, stage: MessageStage, language: Language): Promise<StageMessageInput | undefined> =>
  db('stage_message_templates').where({ stage, language }).first('subject', 'body');

/** The stage's template in the language of the application's candidate, placeholders not yet filled in. */
export async function templateFor(
  db: Knex,
  applicationId: number,
  stage: MessageStage,
): Promise<StageMessageInput | undefined> {
  const facts = await messageFacts(db, applicationId);
  return facts ? templateIn(db, stage, facts.candidate.language) : undefined;
}

/** The stage's template in the candidate's language, filled in for this application. */
export async function draftFor(
  db: Knex,
  applicationId: number,
  stage: MessageStage,
): Promise<MessageDraft | undefined> {
  const facts = await messageFacts(db, applicationId);
  if (!facts) return undefined;
  const { language } = facts.candidate;
  const template = await templateIn(db, stage, language);
  return {
    stage,
    language,
    subject: renderPlaceholders(template?.subject ?? '', facts.values),
    body: renderPlaceholders(template?.body ?? '', facts.values),
  };
}

/** Sends the message of a move: rendered in the candidate's language, stored for the candidate to read,
 * and mailed as a copy (an active account with notifications on). Call it in the move's transaction: a
 * message too long once rendered is a 400 that undoes the move. */
export async function sendStageMessage(
  trx: Knex,
  env: MailEnv,
  applicationId: number,
  stage: MessageStage,
  message: StageMessageInput,
  by: { id: number; role: Role },
): Promise<void> {
  const facts = await messageFacts(trx, applicationId);
  if (!facts) return;
  const { candidate, values } = facts;
  const subject = renderPlaceholders(message.subject, values);
  const body = renderPlaceholders(message.body, values);
  if (subject.length > LIMITS.messageSubjectMax) throw badRequest('messageSubjectTooLong');
  if (body.length > LIMITS.messageBodyMax) throw badRequest('messageBodyTooLong');
  await trx('application_messages').insert({
    application_id: applicationId,
    stage,
    subject,
    body,
    language: candidate.language,
    sender_id: by.id,
    sender_role: by.role,
  });
  if (!candidate.is_active || !candidate.notifications) return;
  const t = serverT(candidate.language, 'mail');
  await enqueueMail(trx, env.config, {
    kind: 'stageMessage',
    to: candidate.email,
    language: candidate.language,
    subject,
    paragraphs: body.split('\n').filter((line) => line.trim() !== ''),
    after: [t('stageMessage.copy')],
    action: { label: t('stageMessage.action'), url: siteLink(env, candidate.language, '/candidate/applications') },
  });
}

/** The messages sent to a candidate, on every application of theirs, oldest first. */
export async function messagesOf(db: Knex, candidateId: number): Promise<SentMessage[]> {
  const rows = await db('application_messages as m')
    .join('applications as a', 'a.id', 'm.application_id')
    .where('a.candidate_id', candidateId)
    .orderBy([
      { column: 'm.sent_at', order: 'asc' },
      { column: 'm.id', order: 'asc' },
    ])
    .select<ApplicationMessageRecord[]>(
      'm.id',
      'm.application_id',
      'm.stage',
      'm.subject',
      'm.body',
      'm.language',
      'm.sent_at',
    );
  return rows.map((r) => ({
    id: r.id,
    applicationId: r.application_id,
    stage: r.stage,
    subject: r.subject,
    body: r.body,
    language: r.language,
    sentAt: iso(r.sent_at),
  }));
}
