// The job alert worker: runs inside each server process, looking at due alerts every little while
// (runDueAlerts claims them FOR UPDATE SKIP LOCKED, so several processes share the work without
// mailing a job twice) and waking the outbox worker when it wrote mail.
import type { Knex } from 'knex';
import type { MailEnv } from '../mail/notify.ts';
import { runDueAlerts } from './repo.ts';

export class JobAlertWorker {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private started = false;

  constructor(
    private readonly db: Knex,
    private readonly env: MailEnv,
    private readonly mailer: { nudge(): void },
    private readonly pollMs = 15_000,
  ) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Runs the alerts due at `now` (tests pass a fixed time); returns the mails written. */
  async run(now: Date = new Date()): Promise<number> {
    const written = await runDueAlerts(this.db, this.env, now);
    if (written > 0) this.mailer.nudge();
    return written;
  }

  private schedule(ms: number) {
    this.timer = setTimeout(() => {
      this.running = this.run()
        .then(
          () => undefined,
          (err: unknown) => {
            if (this.started) console.error('Job alert worker:', err);
          },
        )
        .finally(() => {
          this.running = undefined;
          if (this.started) this.schedule(this.pollMs);
        });
    }, ms);
    this.timer.unref();
  }
}
