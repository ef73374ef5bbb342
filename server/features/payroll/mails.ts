// The timesheet mails, written to the outbox in the transaction that makes the change: the contractor
// hears of an approval (net pay, a link to the contract's page listing the payslip) or a rejection (the staff note), in their own
// language; staff hear of a submission at the company address, in English. A disabled account gets none.
import type { Knex } from 'knex';
import { personName, type Language } from '../../contract/index.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { siteLink, type MailEnv } from '../mail/notify.ts';
import { formatMonth, formatNumber } from './format.ts';
import { serverT } from '../../i18n/index.ts';
import { formatEur, formatHuf } from '../../contract/money.ts';

async function facts(trx: Knex, timesheetId: number) {
  return trx('timesheets as t')
    .join('contracts as c', 'c.id', 't.contract_id')
    .join('users as u', 'u.id', 'c.contractor_id')
    .where('t.id', timesheetId)
    .first<
      | {
          month: string | Date;
          half_days: number;
          review_note: string | null;
          job_title: string;
          email: string;
          first_name: string;
          last_name: string;
          language: Language;
          is_active: boolean;
        }
      | undefined
    >(
      't.month',
      't.half_days',
      't.review_note',
      'c.job_title',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.language',
      'u.is_active',
    );
}

const monthOf = (v: string | Date) => (v instanceof Date ? v.toISOString() : v).slice(0, 7);

export async function mailTimesheetReviewed(
  trx: Knex,
  env: MailEnv,
  timesheetId: number,
  decision: 'approved' | 'rejected',
): Promise<void> {
  const f = await facts(trx, timesheetId);
  if (!f?.is_active) return;
  const lang = f.language;
  const t = serverT(lang, 'payroll');
  const month = formatMonth(lang, monthOf(f.month));
  const base = {
    to: f.email,
    language: lang,
    greetingName: personName(lang, f.first_name, f.last_name),
  };
  if (decision === 'approved') {
    const slip = await trx('payslips')
      .where({ timesheet_id: timesheetId })
      .first('contract_id', 'net_cents', 'breakdown');
    if (!slip) return;
    await enqueueMail(trx, env.config, {
      ...base,
      kind: 'timesheetApproved',
      subject: t('mail.approvedSubject', { month }),
      paragraphs: [t('mail.approvedBody', { month, job: f.job_title })],
      details: [[t('mail.netPay'), `${formatEur(lang, slip.net_cents)} (${formatHuf(lang, slip.breakdown.huf.net)})`]],
      // The contract's page, where the payslip is listed (a PDF link would download behind a sign-in).
      action: { label: t('mail.openPayslip'), url: siteLink(env, lang, `/candidate/contracts/${slip.contract_id}`) },
    });
  } else {
    await enqueueMail(trx, env.config, {
      ...base,
      kind: 'timesheetRejected',
      subject: t('mail.rejectedSubject', { month }),
      paragraphs: [t('mail.rejectedBody', { month, job: f.job_title }), f.review_note ?? ''],
      action: { label: t('mail.openTimesheet'), url: siteLink(env, lang, '/candidate/contracts') },
    });
  }
}

const STAFF_LANGUAGE: Language = 'en';

export async function mailStaffTimesheetSubmitted(trx: Knex, env: MailEnv, timesheetId: number): Promise<void> {
  const f = await facts(trx, timesheetId);
  if (!f) return;
  const t = serverT(STAFF_LANGUAGE, 'payroll');
  const name = personName(STAFF_LANGUAGE, f.first_name, f.last_name);
  const month = formatMonth(STAFF_LANGUAGE, monthOf(f.month));
  await enqueueMail(trx, env.config, {
    kind: 'staffTimesheetSubmitted',
    to: env.config.staffEmail,
    language: STAFF_LANGUAGE,
    subject: t('mail.submittedSubject', { name, month }),
    paragraphs: [t('mail.submittedBody')],
    details: [
      [t('mail.contractor'), `${name} <${f.email}>`],
      [t('mail.contract'), f.job_title],
      [t('mail.days'), formatNumber(STAFF_LANGUAGE, f.half_days / 2, 1)],
    ],
    action: { label: t('mail.openQueue'), url: siteLink(env, STAFF_LANGUAGE, '/admin/dashboard') },
  });
}
