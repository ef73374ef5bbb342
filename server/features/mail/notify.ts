// One function per mail the product sends: each builds the mail in the recipient's language and puts
// it in the outbox with the caller's transaction (so it is kept exactly when the change commits).
import type { Knex } from 'knex';
import { personName, type ApplicationStatus, type Language } from '../../contract/index.ts';
import type { AppConfig, AppContext } from '../../types.ts';
import { enqueueMail, type MailContent } from './outbox.ts';
import { serverT, type ServerT, type TextKey } from '../../i18n/index.ts';
import { CONTACT_SUBJECTS, REQUEST_LOCATIONS, URGENCIES } from '../../contract/options.ts';

/** What building a mail needs from the request: the brand and the site's address for links. */
export interface MailEnv {
  config: Pick<AppConfig, 'brand' | 'company' | 'domain' | 'staffEmail'>;
  /** PUBLIC_URL (server/config.ts), never the request's Host; no trailing slash. */
  base: string;
}

export const mailEnv = (ctx: AppContext): MailEnv => configMailEnv(ctx.deps.config);

/** The same from configuration alone (workers, which have no request). */
export const configMailEnv = (config: MailEnv['config'] & Pick<AppConfig, 'publicUrl'>): MailEnv => ({
  config,
  base: config.publicUrl,
});

/** Every link a mail carries is built here: on PUBLIC_URL, with the recipient's language (`lang=`), so
 * the page opens in their language on any device. */
export function siteLink(env: MailEnv, language: Language, path: string, query: Record<string, string> = {}): string {
  const url = new URL(`${env.base}${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  url.searchParams.set('lang', language);
  return url.toString();
}

interface Recipient {
  email: string;
  first_name: string;
  last_name: string;
  language: Language;
}

/** A mail's recipient: their address and language, greeted by name in that language's order. */
const addressedTo = (user: Recipient) => ({
  to: user.email,
  language: user.language,
  greetingName: personName(user.language, user.first_name, user.last_name),
});

export async function mailPasswordReset(trx: Knex, env: MailEnv, user: Recipient, token: string): Promise<void> {
  const t = serverT(user.language, 'mail');
  const url = siteLink(env, user.language, '/reset-password', { token });
  await enqueueMail(trx, env.config, {
    kind: 'passwordReset',
    ...addressedTo(user),
    subject: t('passwordReset.subject'),
    paragraphs: [t('passwordReset.intro')],
    action: { label: t('passwordReset.action'), url },
    after: [t('passwordReset.expiry'), t('passwordReset.ignore')],
    secrets: [url, token],
  });
}

/** A notice with no link: `kind`'s subject, and the paragraphs `paragraphs` draws with the texts. */
async function mailNotice(
  trx: Knex,
  env: MailEnv,
  user: Recipient,
  kind: 'passwordChanged' | 'accountDeleted' | 'emailChangeNotice',
  paragraphs: (t: ServerT<'mail'>) => string[],
): Promise<void> {
  const t = serverT(user.language, 'mail');
  await enqueueMail(trx, env.config, {
    kind,
    ...addressedTo(user),
    subject: t(`${kind}.subject`),
    paragraphs: paragraphs(t),
  });
}

export const mailPasswordChanged = (trx: Knex, env: MailEnv, user: Recipient): Promise<void> =>
  mailNotice(trx, env, user, 'passwordChanged', (t) => [t('passwordChanged.body'), t('passwordChanged.notYou')]);
interface JobFacts {
  title: string;
  company: string;
}

/** The candidate's confirmation of their application. */
export function applicationReceivedMail(env: MailEnv, candidate: Recipient, job: JobFacts): MailContent {
  const t = serverT(candidate.language, 'mail');
  const facts = { job: job.title, company: job.company };
  return {
    kind: 'applicationReceived',
    ...addressedTo(candidate),
    subject: t('applicationReceived.subject', facts),
    paragraphs: [t('applicationReceived.body', facts)],
    action: {
      label: t('applicationReceived.action'),
      url: siteLink(env, candidate.language, '/candidate/applications'),
    },
  };
}

export async function mailStatusChanged(
  trx: Knex,
  env: MailEnv,
  candidate: Recipient,
  job: JobFacts,
  status: ApplicationStatus,
): Promise<void> {
  const t = serverT(candidate.language, 'mail');
  const facts = { job: job.title, company: job.company };
  await enqueueMail(trx, env.config, {
    kind: 'statusChanged',
    ...addressedTo(candidate),
    subject: t('statusChanged.subject', facts),
    paragraphs: [t('statusChanged.body', facts)],
    details: [[t('statusChanged.statusLabel'), serverT(candidate.language, 'labels')(`status.${status}`)]],
    action: { label: t('statusChanged.action'), url: siteLink(env, candidate.language, '/candidate/applications') },
  });
}

/** The employer's notice of a new application to their job. */
export function newApplicationMail(
  env: MailEnv,
  employer: Recipient,
  candidate: { first_name: string; last_name: string },
  job: JobFacts,
): MailContent {
  const t = serverT(employer.language, 'mail');
  const who = personName(employer.language, candidate.first_name, candidate.last_name);
  return {
    kind: 'newApplication',
    ...addressedTo(employer),
    subject: t('newApplication.subject', { job: job.title }),
    paragraphs: [t('newApplication.body', { candidate: who, job: job.title })],
    action: { label: t('newApplication.action'), url: siteLink(env, employer.language, '/employer/dashboard') },
  };
}

/** Staff mail goes to the company address (STAFF_EMAIL, else MAIL_FROM), in English. */
const STAFF_LANGUAGE: Language = 'en';

/** Staff answer a sender straight from their mail program: Reply-To names the sender's address (validated
 * by the form's schema, so it holds no line break). */
const replyTo = (email: string) => ({ 'Reply-To': email });

/** The contact form's enquiry, told to staff with every field the visitor gave; the action opens the lead. */
export async function mailStaffEnquiry(
  trx: Knex,
  env: MailEnv,
  e: { firstName: string; lastName: string; email: string; phone?: string | null; subject: string; message: string },
  leadId: number,
): Promise<void> {
  const t = serverT(STAFF_LANGUAGE, 'mail');
  const name = personName(STAFF_LANGUAGE, e.firstName, e.lastName);
  await enqueueMail(trx, env.config, {
    kind: 'staffEnquiry',
    to: env.config.staffEmail,
    language: STAFF_LANGUAGE,
    subject: t('staffEnquiry.subject', { name }),
    paragraphs: [t('staffEnquiry.body'), e.message],
    details: [
      [t('staffEnquiry.from'), `${name} <${e.email}>`],
      ...(e.phone ? ([[t('staffEnquiry.phone'), e.phone]] as [string, string][]) : []),
      [t('staffEnquiry.subjectLabel'), choice(CONTACT_SUBJECTS, 'subject', e.subject)],
    ],
    action: { label: t('staffEnquiry.action'), url: siteLink(env, STAFF_LANGUAGE, `/admin/leads/${leadId}`) },
    headers: replyTo(e.email),
  });
}

/** A form's code in the words the form showed (the code itself for one the form no longer offers). */
const choice = (codes: readonly string[], field: 'subject' | 'requestLocation' | 'urgency', code: string): string =>
  codes.includes(code) ? serverT(STAFF_LANGUAGE, 'labels')(`options.${field}.${code}` as TextKey<'labels'>) : code;

/** An employer request, told to staff with every field given; the action opens the lead. */
export async function mailStaffEmployerRequest(
  trx: Knex,
  env: MailEnv,
  r: {
    companyName: string;
    contactPerson: string;
    email: string;
    phone?: string | null;
    jobTitle: string;
    location: string;
    urgency: string;
    description: string;
  },
  leadId: number,
): Promise<void> {
  const t = serverT(STAFF_LANGUAGE, 'mail');
  await enqueueMail(trx, env.config, {
    kind: 'staffEmployerRequest',
    to: env.config.staffEmail,
    language: STAFF_LANGUAGE,
    subject: t('staffEmployerRequest.subject', { company: r.companyName }),
    paragraphs: [t('staffEmployerRequest.body'), r.description],
    details: [
      [t('staffEmployerRequest.company'), r.companyName],
      [t('staffEmployerRequest.contact'), `${r.contactPerson} <${r.email}>`],
      ...(r.phone ? ([[t('staffEmployerRequest.phone'), r.phone]] as [string, string][]) : []),
      [t('staffEmployerRequest.job'), r.jobTitle],
      [t('staffEmployerRequest.location'), choice(REQUEST_LOCATIONS, 'requestLocation', r.location)],
      [t('staffEmployerRequest.urgency'), choice(URGENCIES, 'urgency', r.urgency)],
    ],
    action: { label: t('staffEmployerRequest.action'), url: siteLink(env, STAFF_LANGUAGE, `/admin/leads/${leadId}`) },
    headers: replyTo(r.email),
  });
}

/** A new account made by staff: a one-time link to choose a password (the token is stored hashed by the
 * caller and redacted from the kept copy). An employer made from a lead is told of their draft job. */
export async function mailAccountInvitation(
  trx: Knex,
  env: MailEnv,
  user: Recipient,
  token: string,
  draftJob?: string,
): Promise<void> {
  const t = serverT(user.language, 'mail');
  const url = siteLink(env, user.language, '/reset-password', { token });
  await enqueueMail(trx, env.config, {
    kind: 'accountInvitation',
    ...addressedTo(user),
    subject: t('accountInvitation.subject'),
    paragraphs: [
      t('accountInvitation.intro', { brand: env.config.brand }),
      ...(draftJob ? [t('accountInvitation.employerJob', { job: draftJob })] : []),
    ],
    action: { label: t('accountInvitation.action'), url },
    after: [t('accountInvitation.expiry'), t('accountInvitation.ignore')],
    secrets: [url, token],
  });
}

/** Staff's reply to a lead, in the lead's language; answers to it go to the staff address. */
export async function mailLeadReply(
  trx: Knex,
  env: MailEnv,
  lead: { email: string; language: Language },
  reply: { subject: string; body: string },
): Promise<void> {
  const t = serverT(lead.language, 'mail');
  await enqueueMail(trx, env.config, {
    kind: 'leadReply',
    to: lead.email,
    language: lead.language,
    subject: reply.subject,
    paragraphs: [
      ...reply.body
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
      t('leadReply.replyHint'),
    ],
    headers: replyTo(env.config.staffEmail),
  });
}

export async function mailEmailChangeConfirm(
  trx: Knex,
  env: MailEnv,
  user: Recipient,
  newEmail: string,
  token: string,
): Promise<void> {
  const t = serverT(user.language, 'mail');
  const url = siteLink(env, user.language, '/confirm-email', { token });
  await enqueueMail(trx, env.config, {
    kind: 'emailChangeConfirm',
    ...addressedTo(user),
    to: newEmail,
    subject: t('emailChangeConfirm.subject'),
    paragraphs: [t('emailChangeConfirm.intro')],
    action: { label: t('emailChangeConfirm.action'), url },
    after: [t('emailChangeConfirm.expiry'), t('emailChangeConfirm.ignore')],
    secrets: [url, token],
  });
}

export const mailEmailChangeNotice = (trx: Knex, env: MailEnv, user: Recipient, newEmail: string): Promise<void> =>
  mailNotice(trx, env, user, 'emailChangeNotice', (t) => [
    t('emailChangeNotice.body', { newEmail }),
    t('emailChangeNotice.notYou'),
  ]);

export const mailAccountDeleted = (trx: Knex, env: MailEnv, user: Recipient): Promise<void> =>
  mailNotice(trx, env, user, 'accountDeleted', (t) => [t('accountDeleted.body'), t('accountDeleted.notYou')]);

/** At most this many 'someone tried to register with your address' notices per address per hour. */
export const REGISTRATION_NOTICES_PER_HOUR = 3;

/** The owner of an address someone tried to register again: sign in or reset the password. Written
 * only while fewer than REGISTRATION_NOTICES_PER_HOUR went to the address in the last hour, so the
 * sign-up form cannot be used to flood a mailbox. */
export async function mailRegistrationAttempt(trx: Knex, env: MailEnv, user: Recipient): Promise<void> {
  const recent = await trx('mail_outbox')
    .where({ kind: 'registrationAttempt' })
    .whereRaw('lower(to_address) = lower(?)', [user.email])
    .where('created_at', '>', trx.raw("now() - interval '1 hour'"))
    .count({ n: '*' })
    .first();
  if (Number(recent?.n ?? 0) >= REGISTRATION_NOTICES_PER_HOUR) return;
  const t = serverT(user.language, 'mail');
  await enqueueMail(trx, env.config, {
    kind: 'registrationAttempt',
    ...addressedTo(user),
    subject: t('registrationAttempt.subject'),
    paragraphs: [t('registrationAttempt.body'), t('registrationAttempt.ifYou')],
    links: [
      { label: t('registrationAttempt.signIn'), url: siteLink(env, user.language, '/login') },
      { label: t('registrationAttempt.reset'), url: siteLink(env, user.language, '/forgot-password') },
    ],
    after: [t('registrationAttempt.notYou')],
  });
}

/** The employer's address check: the one-time link, redacted in the stored copy. */
export async function mailEmailVerification(trx: Knex, env: MailEnv, user: Recipient, token: string): Promise<void> {
  const t = serverT(user.language, 'mail');
  const url = siteLink(env, user.language, '/verify-email', { token });
  await enqueueMail(trx, env.config, {
    kind: 'emailVerification',
    ...addressedTo(user),
    subject: t('emailVerification.subject'),
    paragraphs: [t('emailVerification.intro')],
    action: { label: t('emailVerification.action'), url },
    after: [t('emailVerification.expiry'), t('emailVerification.ignore')],
    secrets: [url, token],
  });
}

/** Staff turned a job down: the reason, in the employer's language. */
export async function mailJobRejected(
  trx: Knex,
  env: MailEnv,
  employer: Recipient,
  job: JobFacts,
  reason: string,
): Promise<void> {
  const t = serverT(employer.language, 'mail');
  const facts = { job: job.title, company: job.company };
  await enqueueMail(trx, env.config, {
    kind: 'jobRejected',
    ...addressedTo(employer),
    subject: t('jobRejected.subject', facts),
    paragraphs: [t('jobRejected.body', facts)],
    details: [[t('jobRejected.reasonLabel'), reason]],
    after: [t('jobRejected.next')],
    action: { label: t('jobRejected.action'), url: siteLink(env, employer.language, '/employer/dashboard') },
  });
}
