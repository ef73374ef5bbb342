// The outbox worker: runs inside each server process. It claims due mail with one UPDATE whose
// subquery takes the rows FOR UPDATE SKIP LOCKED, so two processes on one PostgreSQL never claim the
// same row (PGlite runs the same statement: one connection, one claimer). A claimed row is 'sending'
// for a lease; if the process dies mid-send the lease runs out and another process (or the restarted
// one) retries it, carrying the same Message-ID. Refusals SMTP calls temporary (4xx, no connection)
// are retried with exponential backoff; permanent ones (5xx) and the last attempt are kept as
// 'failed' with the error, for staff. Without SMTP_URL every mail is built, kept ('kept'), and
// logged in one line.
import { createLogger, type Logger } from '../../log/index.ts';
import type { Knex } from 'knex';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../types.ts';
import type { MailOutboxRecord } from '../../db/tables.ts';

export interface MailWorkerOptions {
  /** Longest wait between two looks at the outbox. */
  pollMs?: number;
  /** How long a claim lasts before another worker may take the mail over. */
  leaseMs?: number;
  maxAttempts?: number;
  batch?: number;
  log?: (line: string) => void;
  /** Where its lines go (server/log): kept mails at info, failures at error. */
  logger?: Logger;
}

type WorkerConfig = Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'brand' | 'mailRetryBaseMs'>;

const MAX_ATTEMPTS = 8;

function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
}

const describe = (err: unknown) => {
  const e = err as { responseCode?: number; message?: string };
  return (e.message ?? String(err)).slice(0, 1000);
};

export class MailWorker {
  private readonly transport?: Transporter;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly batch: number;
  private readonly log: (line: string) => void;
  private readonly logger: Logger;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private started = false;
  private again = false;

  constructor(
    private readonly db: Knex,
    private readonly config: WorkerConfig,
    opts: MailWorkerOptions = {},
  ) {
    this.pollMs = opts.pollMs ?? 5000;
    this.leaseMs = opts.leaseMs ?? 5 * 60 * 1000;
    this.maxAttempts = opts.maxAttempts ?? MAX_ATTEMPTS;
    this.batch = opts.batch ?? 10;
    this.logger = opts.logger ?? createLogger();
    this.log = opts.log ?? ((line) => this.logger.info(line));
    if (config.smtpUrl) {
      // Timeouts well inside the lease, so a hung server cannot outlast the claim.
      const url = new URL(config.smtpUrl);
      for (const [k, v] of [
        ['connectionTimeout', '30000'],
        ['greetingTimeout', '30000'],
        ['socketTimeout', '60000'],
      ] as const)
        if (!url.searchParams.has(k)) url.searchParams.set(k, v);
      this.transport = nodemailer.createTransport(url.toString());
    }
  }

  get mode(): 'smtp' | 'log' {
    return this.transport ? 'smtp' : 'log';
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.nudge();
  }

  /** Look at the outbox now (after a commit that wrote mail). */
  nudge(): void {
    if (!this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.loop().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.nudge();
      }
    });
  }

  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    await this.running;
    this.transport?.close();
  }

  private async loop(): Promise<void> {
    let wait = this.pollMs;
    try {
      while (this.started && (await this.runOnce()) > 0) continue;
      if (!this.started) return;
      const next = await this.db('mail_outbox')
        .whereIn('status', ['pending', 'sending'])
        .min({ at: this.db.raw("CASE WHEN status = 'pending' THEN next_attempt_at ELSE locked_until END") })
        .first();
      const at = next?.at ? new Date(next.at as Date | string).getTime() : undefined;
      if (at !== undefined) wait = Math.max(10, Math.min(this.pollMs, at - Date.now()));
    } catch (err) {
      if (this.started) this.logger.error({ err }, 'Mail worker: could not look at the outbox');
    }
    if (this.started && !this.again) this.timer = setTimeout(() => this.nudge(), wait);
  }

  /** Claims and handles one batch of due mail; returns how many it handled. */
  async runOnce(): Promise<number> {
    const claimed = await this.claim();
    for (const mail of claimed) await this.deliver(mail);
    return claimed.length;
  }

  private async claim(): Promise<MailOutboxRecord[]> {
    const { rows } = await this.db.raw<{ rows: MailOutboxRecord[] }>(
      `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1,
              locked_until = now() + make_interval(secs => ?::double precision / 1000)
        WHERE id IN (
          SELECT id FROM mail_outbox
           WHERE (status = 'pending' AND next_attempt_at <= now())
              OR (status = 'sending' AND locked_until <= now())
           ORDER BY next_attempt_at, id
           LIMIT ?
             FOR UPDATE SKIP LOCKED)
        RETURNING *`,
      [this.leaseMs, this.batch],
    );
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Only the claim this worker holds is settled (a lease taken over by another worker is theirs). */
  private settle(mail: MailOutboxRecord, change: Record<string, unknown>) {
    return this.db('mail_outbox')
      .where({ id: mail.id, status: 'sending', attempts: mail.attempts })
      .update({ locked_until: null, ...change });
  }

  private async deliver(mail: MailOutboxRecord): Promise<void> {
    if (!this.transport) {
      // Kept mail is never sent, so its one-time links go now: they are shown nowhere, logged nowhere.
      this.log(`Mail kept, not sent (SMTP_URL is not set): #${mail.id} ${mail.kind} to ${mail.to_address}`);
      await this.settle(mail, { status: 'kept', last_error: null, live_parts: null });
      return;
    }
    // A mail with one-time links is sent from its live parts; the stored bodies have them redacted.
    const live = mail.live_parts;
    try {
      await this.transport.sendMail({
        from: { name: this.config.brand, address: this.config.mailFrom },
        to: mail.to_address,
        subject: mail.subject,
        text: live?.text ?? mail.text_body,
        html: live?.html ?? mail.html_body,
        messageId: mail.message_id,
        headers: {
          'Content-Language': mail.language,
          'Auto-Submitted': 'auto-generated',
          ...(live ? live.headers : mail.headers),
        },
        attachments: mail.attachments ?? undefined,
      });
      // The one-time links are erased in the same UPDATE that marks the mail sent (or failed, below).
      await this.settle(mail, { status: 'sent', sent_at: this.db.fn.now(), last_error: null, live_parts: null });
    } catch (err) {
      const last = isPermanent(err) || mail.attempts >= this.maxAttempts;
      const delayMs = this.config.mailRetryBaseMs * 2 ** (mail.attempts - 1);
      await this.settle(
        mail,
        last
          ? { status: 'failed', last_error: describe(err), live_parts: null }
          : {
              status: 'pending',
              last_error: describe(err),
              next_attempt_at: this.db.raw('now() + make_interval(secs => ?::double precision / 1000)', [delayMs]),
            },
      );
    }
  }
}
