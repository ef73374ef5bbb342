// Work a server process repeats on a timer (the job alerts, the embedded database's upkeep): once at start,
// then `everyMs` after each run ends, until stopped. stop() waits for a run under way; a run that fails is
// reported (unless the work was stopped meanwhile) and the next one comes as usual.
export class Periodic {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private started = false;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly everyMs: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Started and not yet stopped: a long run checks it to end early. */
  get active(): boolean {
    return this.started;
  }

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

  private schedule(ms: number) {
    this.timer = setTimeout(() => {
      this.running = this.run()
        .then(
          () => undefined,
          (err: unknown) => {
            if (this.started) this.onError(err);
          },
        )
        .finally(() => {
          this.running = undefined;
          if (this.started) this.schedule(this.everyMs);
        });
    }, ms);
    this.timer.unref();
  }
}
