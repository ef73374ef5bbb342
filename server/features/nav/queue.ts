// The NAV submission queue: every invoice, credit note and corrected invoice is reported to NAV's Online
// Számla 3.0 (NGM decree 23/2014 (VI. 30.): every invoice's data, without delay). A row is queued in
// the transaction that issues the document (queueNavReports); the worker, running in every server process,
// builds its InvoiceData (fromInvoice.ts → invoiceData.ts), sends it (tokenExchange, manageInvoice) and
// polls queryTransactionStatus until NAV says DONE or ABORTED (spec § 1.1, § 1.8.2, § 1.8.8, § 1.8.10).
// Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, like the mail outbox (features/mail/worker.ts),
// so several processes on one PostgreSQL never report one invoice twice at once. Calls without a settling
// answer (no connection, a timeout, a 5xx, maintenance) are retried with exponential backoff; a refusal
// (wrong credentials, a signature NAV does not accept) or data we lack is 'failed', kept for staff, who may
// retry it. A manageInvoice left unanswered may have reached NAV all the same: before it is sent again, NAV's
// transactions are listed and matched by invoice number (spec § 1.9.2, foundLost). Without NAV_* settings nothing is sent: each row is built and says 'not_configured' (and is
// sent once the server starts with settings).
import type { Knex } from 'knex';
import type { NavSubmission } from '../../contract/index.ts';
import type { NavSubmissionRecord } from '../../db/tables.ts';
import { badRequest, notFound } from '../../errors.ts';
import { createLogger, type Logger } from '../../log/index.ts';
import { iso } from '../shared/presenters.ts';
import type { AppConfig } from '../../types.ts';
import {
  manageInvoice,
  navSoftware,
  newRequestId,
  NavRefused,
  NavUnanswered,
  NavUnavailable,
  queryTransactionList,
  queryTransactionStatus,
  type NavIdentity,
} from './api.ts';
import { NavDataMissing, navInputFromInvoice, type NavChain } from './fromInvoice.ts';
import { buildInvoiceData } from './invoiceData.ts';
import { invoiceDataBase64 } from './manageInvoice.ts';

/**
 * Queues the NAV report of every document of the timesheet not yet queued: called in the transaction that
 * issues an invoice or a credit note, so a document exists exactly when its report is queued. An invoice is
 * reported as CREATE (a corrected invoice too: it is a new invoice after the credit note), a credit note
 * cancelling an invoice in full as STORNO (spec § 2.5.1).
 */
export async function queueNavReports(trx: Knex, timesheetId: number): Promise<void> {
  await trx.raw(
    `INSERT INTO nav_submissions (invoice_id, operation)
     SELECT i.id, CASE WHEN i.kind = 'credit_note' THEN 'STORNO' ELSE 'CREATE' END
       FROM invoices i
      WHERE i.timesheet_id = ?
        AND NOT EXISTS (SELECT 1 FROM nav_submissions n WHERE n.invoice_id = i.id)
      ORDER BY i.id
     ON CONFLICT (invoice_id) DO NOTHING`,
    [timesheetId],
  );
}

// --- staff ---

const present = (r: NavSubmissionRecord): NavSubmission => ({
  id: r.id,
  invoiceId: r.invoice_id,
  operation: r.operation,
  status: r.status,
  transactionId: r.transaction_id,
  attempts: r.attempts,
  lastError: r.last_error,
  messages: r.messages,
  updatedAt: iso(r.updated_at),
});

/** Staff: the NAV state of each of a contract's invoices (404 when the contract does not exist). */
export async function contractNavSubmissions(db: Knex, contractId: number): Promise<NavSubmission[]> {
  if (!(await db('contracts').where({ id: contractId }).first('id'))) throw notFound();
  const rows = await db('nav_submissions as n')
    .join('invoices as i', 'i.id', 'n.invoice_id')
    .where('i.contract_id', contractId)
    .orderBy('n.id', 'desc')
    .select<NavSubmissionRecord[]>('n.*');
  return rows.map(present);
}

/** Staff: a failed or aborted submission is built again from the invoice and sent anew. */
export async function retryNavSubmission(db: Knex, id: number): Promise<NavSubmission> {
  return db.transaction(async (trx) => {
    const row = await trx('nav_submissions').where({ id }).forUpdate().first();
    if (!row) throw notFound();
    if (row.status !== 'failed' && row.status !== 'aborted') throw badRequest('navRetryNotAllowed');
    const [updated] = await trx('nav_submissions')
      .where({ id })
      .update({
        status: 'pending',
        attempts: 0,
        invoice_data: null,
        request_id: null,
        transaction_id: null,
        last_error: null,
        messages: '[]',
        next_attempt_at: trx.fn.now(),
        locked_until: null,
        sent_at: null,
        finished_at: null,
      })
      .returning('*');
    return present(updated!);
  });
}

// --- the worker ---

export interface NavWorkerOptions {
  /** Longest wait between two looks at the queue. */
  pollMs?: number;
  /** How long a claim lasts before another worker may take the row over (longer than a call's timeout). */
  leaseMs?: number;
  /** A NAV call without an answer after this long is given up and retried (spec § 1.6.6: 60 s at most). */
  timeoutMs?: number;
  /** Sends without a settling answer before the row is 'failed'. */
  maxAttempts?: number;
  /** After a manageInvoice without an answer, the wait before NAV's transactions are listed (§ 1.9.2: 5 min). */
  lostWaitMs?: number;
  logger?: Logger;
}

type WorkerConfig = Pick<AppConfig, 'nav' | 'navRetryBaseMs' | 'seller'>;

type Change = Partial<Omit<NavSubmissionRecord, 'messages' | 'next_attempt_at'>> & {
  messages?: string;
  next_attempt_at?: Date | Knex.Raw | null;
};

export class NavWorker {
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly timeoutMs: number;
  private readonly maxAttempts: number;
  private readonly lostWaitMs: number;
  private readonly logger: Logger;
  private readonly identity?: NavIdentity;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private started = false;

  constructor(
    private readonly db: Knex,
    private readonly config: WorkerConfig,
    opts: NavWorkerOptions = {},
  ) {
    this.pollMs = opts.pollMs ?? 5000;
    this.timeoutMs = opts.timeoutMs ?? 60_000;
    this.leaseMs = opts.leaseMs ?? Math.max(5 * 60_000, 3 * this.timeoutMs);
    this.maxAttempts = opts.maxAttempts ?? 8;
    this.lostWaitMs = opts.lostWaitMs ?? 5 * 60_000;
    this.logger = opts.logger ?? createLogger();
    const nav = config.nav;
    if (nav)
      this.identity = {
        settings: nav,
        taxpayerId: config.seller.taxNumber.taxpayerId,
        software: navSoftware(nav, config.seller.name),
      };
  }

  get configured(): boolean {
    return this.identity !== undefined;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.tick();
  }

  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    await this.running;
  }

  private tick(): void {
    if (!this.started || this.running) return;
    this.running = (async () => {
      try {
        while (this.started && (await this.runOnce()) > 0) continue;
      } catch (err) {
        if (this.started) this.logger.error({ err }, 'NAV worker: could not look at the queue');
      }
    })().finally(() => {
      this.running = undefined;
      if (this.started) this.timer = setTimeout(() => this.tick(), this.pollMs);
    });
  }

  /** Claims and handles one batch of due rows; returns how many it handled. */
  async runOnce(): Promise<number> {
    const claimed = await this.claim();
    for (const row of claimed) await this.handle(row);
    return claimed.length;
  }

  /** Due rows, leased to this worker. A credit note waits until NAV has the invoice it cancels (DONE). */
  private async claim(): Promise<NavSubmissionRecord[]> {
    const statuses = this.configured ? ['pending', 'not_configured', 'sent', 'processing'] : ['pending'];
    const { rows } = await this.db.raw<{ rows: NavSubmissionRecord[] }>(
      `UPDATE nav_submissions SET locked_until = now() + make_interval(secs => ?::double precision / 1000)
        WHERE id IN (
          SELECT s.id FROM nav_submissions s
           WHERE s.status IN (${statuses.map(() => '?').join(', ')})
             AND s.next_attempt_at <= now()
             AND (s.locked_until IS NULL OR s.locked_until <= now())
             AND (? OR s.status IN ('sent', 'processing') OR NOT EXISTS (
                   SELECT 1 FROM invoices i JOIN nav_submissions o ON o.invoice_id = i.credits_invoice_id
                    WHERE i.id = s.invoice_id AND o.status <> 'done'))
           ORDER BY s.next_attempt_at, s.id
           LIMIT 10
             FOR UPDATE OF s SKIP LOCKED)
        RETURNING *`,
      [this.leaseMs, ...statuses, !this.configured],
    );
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Only the claim this worker holds is settled (a lease taken over by another worker is theirs). */
  private async settle(row: NavSubmissionRecord, change: Change): Promise<void> {
    await this.db('nav_submissions')
      .where({ id: row.id, locked_until: row.locked_until! })
      .update({ locked_until: null, ...change } as never);
  }

  private later(ms: number): Knex.Raw {
    return this.db.raw('now() + make_interval(secs => ?::double precision / 1000)', [ms]);
  }

  private async handle(row: NavSubmissionRecord): Promise<void> {
    try {
      if (row.status === 'sent' || row.status === 'processing') await this.poll(row);
      else await this.send(row);
    } catch (err) {
      this.logger.error({ err, submission: row.id }, 'NAV worker: a submission could not be handled');
      await this.settle(row, { last_error: describe(err), next_attempt_at: this.later(this.config.navRetryBaseMs) });
    }
  }

  /** The InvoiceData of the row's invoice, built now (base64), or the reason it cannot be. */
  private async build(
    row: NavSubmissionRecord,
  ): Promise<{ data: string; operation: NavSubmissionRecord['operation'] }> {
    const invoice = await this.db('invoices').where({ id: row.invoice_id }).first();
    if (!invoice) throw new NavDataMissing('The invoice is not found');
    let chain: NavChain | undefined;
    if (invoice.kind === 'credit_note' || invoice.corrects_invoice_id !== null) {
      // The month's documents before this one: its original invoice first, then every modifying one.
      const [original, ...earlier] = await this.db('invoices')
        .where({ timesheet_id: invoice.timesheet_id })
        .where('id', '<', invoice.id)
        .orderBy('id');
      if (original) chain = { original, earlier };
    }
    try {
      const built = buildInvoiceData(navInputFromInvoice(invoice, chain));
      return { data: invoiceDataBase64(built.xml), operation: built.operation };
    } catch (err) {
      // The builder refuses data NAV would refuse (invoiceData.ts check()): that is the reason too.
      throw err instanceof NavDataMissing ? err : new NavDataMissing((err as Error).message);
    }
  }

  private async send(row: NavSubmissionRecord): Promise<void> {
    let data = row.invoice_data;
    let operation = row.operation;
    if (data === null) {
      try {
        ({ data, operation } = await this.build(row));
      } catch (err) {
        if (!(err instanceof NavDataMissing)) throw err;
        // Without settings the report says so first; the data problem is kept beside it for staff.
        await this.settle(
          row,
          this.identity
            ? { status: 'failed', last_error: describe(err), finished_at: new Date() }
            : { status: 'not_configured', last_error: describe(err) },
        );
        return;
      }
    }
    if (!this.identity) {
      await this.settle(row, { status: 'not_configured', invoice_data: data, operation, last_error: null });
      return;
    }
    // An earlier send got no answer: NAV may have it. Look first, and never send it twice (§ 1.9.2).
    if (row.unanswered_at !== null && (await this.foundLost(row, data, operation))) return;
    const attempts = row.attempts + 1;
    const requestId = newRequestId(new Date());
    try {
      const transactionId = await manageInvoice(this.identity, requestId, [{ operation, invoiceDataBase64: data }], {
        timeoutMs: this.timeoutMs,
      });
      await this.settle(row, {
        status: 'sent',
        invoice_data: data,
        operation,
        attempts,
        request_id: requestId,
        transaction_id: transactionId,
        sent_at: new Date(),
        last_error: null,
        unanswered_at: null,
        next_attempt_at: this.later(this.statusDelay(0)),
      });
    } catch (err) {
      if (!(err instanceof NavUnavailable) && !(err instanceof NavRefused)) throw err;
      const last = err instanceof NavRefused || attempts >= this.maxAttempts;
      const backoff = this.config.navRetryBaseMs * 2 ** (attempts - 1);
      // Unanswered: NAV may still save it within 5 minutes; the next attempt lists its transactions first.
      const unanswered = err instanceof NavUnanswered;
      await this.settle(row, {
        status: last ? 'failed' : 'pending',
        invoice_data: data,
        operation,
        attempts,
        request_id: requestId,
        last_error: describe(err),
        ...(unanswered ? { unanswered_at: row.unanswered_at ?? new Date() } : {}),
        finished_at: last ? new Date() : null,
        next_attempt_at: last ? null : this.later(unanswered ? Math.max(backoff, this.lostWaitMs) : backoff),
      });
    }
  }

  /**
   * Spec § 1.9.2 (lost transaction ID management, prevention of double data reports): after a manageInvoice
   * without an answer, the transactions NAV received since are listed (/queryTransactionList); each one this
   * queue does not know is asked for its original request (/queryTransactionStatus with returnOriginalRequest)
   * and matched by invoice number. Found: the row takes that transaction id and is polled as if the send had
   * been answered (true). Not found: the report is sent again at once (false). A lookup without an answer
   * is tried again later, and nothing is sent meanwhile.
   */
  private async foundLost(row: NavSubmissionRecord, data: string, operation: NavSubmissionRecord['operation']) {
    const identity = this.identity!;
    const invoice = await this.db('invoices').where({ id: row.invoice_id }).first('number');
    try {
      const since = new Date(new Date(row.unanswered_at!).getTime() - 60_000); // NAV's clock may differ a little
      const listed = await queryTransactionList(identity, since, new Date(), { timeoutMs: this.timeoutMs });
      const known = new Set(await this.db('nav_submissions').whereIn('transaction_id', listed).pluck('transaction_id'));
      for (const transactionId of listed.filter((t) => !known.has(t))) {
        const results = await queryTransactionStatus(identity, transactionId, {
          timeoutMs: this.timeoutMs,
          returnOriginalRequest: true,
        });
        if (!results.some((r) => r.invoiceNumber === invoice?.number)) continue;
        await this.settle(row, {
          status: 'sent',
          invoice_data: data,
          operation,
          transaction_id: transactionId,
          unanswered_at: null,
          sent_at: new Date(),
          last_error: null,
          next_attempt_at: this.later(this.statusDelay(0)),
        });
        return true;
      }
      return false;
    } catch (err) {
      if (!(err instanceof NavUnavailable) && !(err instanceof NavRefused)) throw err;
      await this.settle(row, { last_error: describe(err), next_attempt_at: this.later(this.config.navRetryBaseMs) });
      return true;
    }
  }

  /** Status queries: soon after sending, then less often as time passes (NAV processes in seconds, rarely
   *  minutes): half the time since the send, at least the first delay, at most 10 minutes. */
  private statusDelay(sinceSendMs: number): number {
    const first = Math.min(5000, this.config.navRetryBaseMs);
    return Math.min(Math.max(first, sinceSendMs / 2), 10 * 60_000);
  }

  private async poll(row: NavSubmissionRecord): Promise<void> {
    const sinceSend = row.sent_at ? Date.now() - new Date(row.sent_at).getTime() : 0;
    try {
      const results = await queryTransactionStatus(this.identity!, row.transaction_id!, { timeoutMs: this.timeoutMs });
      const result = results.find((r) => r.index === 1);
      if (result?.status === 'DONE' || result?.status === 'ABORTED') {
        await this.settle(row, {
          status: result.status === 'DONE' ? 'done' : 'aborted',
          messages: JSON.stringify(result.messages),
          last_error: null,
          finished_at: new Date(),
          next_attempt_at: null,
        });
        return;
      }
      await this.settle(row, {
        status: 'processing',
        last_error: null,
        next_attempt_at: this.later(this.statusDelay(sinceSend)),
      });
    } catch (err) {
      if (!(err instanceof NavUnavailable) && !(err instanceof NavRefused)) throw err;
      await this.settle(row, {
        last_error: describe(err),
        next_attempt_at: this.later(this.config.navRetryBaseMs),
      });
    }
  }
}

const describe = (err: unknown): string => ((err as Error).message ?? String(err)).slice(0, 1000);
