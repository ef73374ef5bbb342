// The job alert worker: runs inside each server process, looking at due alerts every little while
// (runDueAlerts claims them FOR UPDATE SKIP LOCKED, so several processes share the work without
// mailing a job twice) and waking the outbox worker when it wrote mail.
import type { Knex } from 'knex';
import type { MailEnv } from '../mail/notify.ts';
import { runDueAlerts } from './repo.ts';
import { Periodic } from '../../periodic.ts';

export class JobAlertWorker {
  private readonly loop: Periodic;

  constructor(
    private readonly db: Knex,
    private readonly env: MailEnv,
    private readonly mailer: { nudge(): void },
    pollMs = 15_000,
  ) {
    this.loop = new Periodic(
      () => this.run(),
      pollMs,
      (err) => console.error('Job alert worker:', err),
    );
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Runs the alerts due at `now` (tests pass a fixed time); returns the mails written. */
  async run(now: Date = new Date()): Promise<number> {
    const written = await runDueAlerts(this.db, this.env, now);
    if (written > 0) this.mailer.nudge();
    return written;
  }
}
