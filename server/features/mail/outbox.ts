// Building a mail and putting it in the outbox. Call enqueueMail with the transaction that makes the
// change the mail tells of: the mail is kept exactly when the change is. The worker sends it later.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Language, OutboxMail } from '../../contract/index.ts';
import type { MailAttachment, MailOutboxRecord } from '../../db/tables.ts';
import { iso } from '../shared/presenters.ts';
import type { AppConfig } from '../../types.ts';
import { serverT } from '../../i18n/index.ts';
import type mailEn from './locales/en.json';
import { escapeHtml } from '../shared/html.ts';

/** Every mail the product sends: each says in its footer why the recipient got it. */
export type MailKind = keyof typeof mailEn.reason;

export interface MailContent {
  kind: MailKind;
  to: string;
  language: Language;
  subject: string;
  /** The person addressed ('Dear …'); omitted for staff notifications. */
  greetingName?: string;
  paragraphs: string[];
  /** Label/value lines shown after the paragraphs. */
  details?: [string, string][];
  action?: { label: string; url: string };
  /** Lines after the action (expiry notes…). */
  after?: string[];
  /** Job links listed after the paragraphs (job alerts). */
  links?: { label: string; url: string; note?: string }[];
  /** Extra headers: List-Unsubscribe for mail that is not transactional (job alerts); none otherwise. */
  headers?: Record<string, string>;
  /** The one-time links and tokens in this mail (reset, confirm, unsubscribe…): sent, never kept. Every
   * occurrence, in any part or header, is replaced in the stored mail by '[link sent to the recipient]'. */
  secrets?: string[];
  /** Files sent with it (an interview's .ics invitation). */
  attachments?: MailAttachment[];
}

type BrandConfig = Pick<AppConfig, 'brand' | 'company' | 'domain'>;

/** The plain-text and HTML parts of a mail: brand on top, the content, a footer saying why it came. */
function renderMail(m: MailContent, brand: BrandConfig): { text: string; html: string } {
  const t = serverT(m.language, 'mail');
  const reason = t(`reason.${m.kind}`);
  const text: string[] = [brand.brand, ''];
  if (m.greetingName) text.push(t('greeting', { name: m.greetingName }), '');
  for (const p of m.paragraphs) text.push(p, '');
  for (const l of m.links ?? []) text.push(l.note ? `${l.label} (${l.note})` : l.label, l.url, '');
  for (const [k, v] of m.details ?? []) text.push(`${k}: ${v}`);
  if (m.details?.length) text.push('');
  if (m.action) text.push(`${m.action.label}: ${m.action.url}`, '');
  for (const p of m.after ?? []) text.push(p, '');
  text.push('--', reason, `${brand.company} · ${brand.domain}`);

  const para = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${m.language}"><head><meta charset="utf-8"><title>${escapeHtml(m.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1c2127">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">',
    `<div style="font-size:20px;font-weight:bold;color:#2d72d2;margin-bottom:24px">${escapeHtml(brand.brand)}</div>`,
    m.greetingName ? para(t('greeting', { name: m.greetingName })) : '',
    ...m.paragraphs.map(para),
    ...(m.links ?? []).map(
      (l) =>
        `<p style="margin:0 0 12px"><a href="${escapeHtml(l.url)}" style="color:#2d72d2;font-weight:bold">${escapeHtml(l.label)}</a>` +
        (l.note ? `<br><span style="font-size:13px;color:#5f6b7c">${escapeHtml(l.note)}</span>` : '') +
        '</p>',
    ),
    m.details?.length
      ? `<table style="margin:0 0 16px;border-collapse:collapse">${m.details
          .map(
            ([k, v]) =>
              `<tr><th style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    m.action
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(m.action.url)}" style="display:inline-block;background:#2d72d2;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(m.action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:12px;color:#5f6b7c">${escapeHtml(t('linkHint'))}<br>${escapeHtml(m.action.url)}</p>`
      : '',
    ...(m.after ?? []).map(para),
    `<hr style="border:none;border-top:1px solid #dce0e5;margin:24px 0 12px">`,
    `<p style="margin:0;font-size:12px;color:#5f6b7c">${escapeHtml(reason)}<br>${escapeHtml(brand.company)} · ${escapeHtml(brand.domain)}</p>`,
    '</div></body></html>',
  ].join('');
  return { text: text.join('\n'), html };
}

/** The mail as sent, with one-time links, while it waits (mail_outbox.live_parts; null once settled). */
interface LiveParts {
  text: string;
  html: string;
  headers: Record<string, string> | null;
}

/** `s` with every secret replaced by `label` (longest first, so a link goes before the token inside it). */
function redact(s: string, secrets: string[], label: string, escape = (x: string) => x): string {
  for (const secret of [...secrets].sort((a, b) => b.length - a.length))
    s = s.split(escape(secret)).join(escape(label));
  return s;
}

/** The outbox row of a mail (what enqueueMail inserts); for writers that insert it within a larger
 * statement. Its bodies and headers never hold a one-time link: those live only in live_parts, which the
 * worker erases in the UPDATE that settles the mail (staff read the stored bodies, never live_parts). */
export function outboxRow(brand: BrandConfig, m: MailContent) {
  const live = renderMail(m, brand);
  const secrets = (m.secrets ?? []).filter(Boolean);
  const label = serverT(m.language, 'mail')('linkRedacted');
  const headers = m.headers ?? null;
  const redactedHeaders =
    headers && Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, redact(v, secrets, label)]));
  return {
    kind: m.kind,
    to_address: m.to,
    language: m.language,
    subject: m.subject,
    text_body: redact(live.text, secrets, label),
    html_body: redact(live.html, secrets, label, escapeHtml),
    // Fixed before the first attempt: a resend after a crash carries the same Message-ID.
    message_id: `<${crypto.randomUUID()}@${brand.domain}>`,
    headers: redactedHeaders,
    live_parts: secrets.length ? ({ ...live, headers } satisfies LiveParts) : null,
    attachments: m.attachments?.length ? m.attachments : null,
  };
}

/** Builds the mail and writes it to the outbox inside `trx`. */
export async function enqueueMail(trx: Knex, brand: BrandConfig, m: MailContent): Promise<void> {
  const row = outboxRow(brand, m);
  await trx('mail_outbox').insert({
    ...row,
    // jsonb written as its JSON text; both engines read it back as an object.
    headers: row.headers ? (JSON.stringify(row.headers) as unknown as Record<string, string>) : null,
    live_parts: row.live_parts ? (JSON.stringify(row.live_parts) as unknown as LiveParts) : null,
    attachments: row.attachments ? (JSON.stringify(row.attachments) as unknown as MailAttachment[]) : null,
  });
}

/** A mail as staff read it (Sent mail, a candidate's page): its links were redacted when it was built. */
export const presentOutboxMail = (r: MailOutboxRecord): OutboxMail => ({
  id: r.id,
  kind: r.kind,
  to: r.to_address,
  language: r.language,
  subject: r.subject,
  text: r.text_body,
  status: r.status,
  attempts: r.attempts,
  lastError: r.last_error,
  createdAt: iso(r.created_at),
  sentAt: r.sent_at ? iso(r.sent_at) : null,
  attachments: (r.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    bytes: Buffer.byteLength(a.content),
  })),
});
