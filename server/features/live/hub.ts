// The live hub of one server process: it hears the database's notifications (hub.start) and
// fans each one out, through an in-process EventEmitter, to the Server-Sent Event streams of the users
// allowed to see it. Streams carry a retry hint, a heartbeat comment, and end cleanly on the client's
// leaving and on the server's shutdown; a user holds at most LIVE_STREAMS_PER_USER of them per process.
import { EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';
import { LIVE_EVENT_TYPES, LIVE_STREAMS_PER_USER, type LiveEvent, type Role } from '../../contract/index.ts';
import type { Database } from '../../db/index.ts';
import type { Logger } from '../../log/index.ts';
import { LIVE_CHANNEL, mayReceive, type PublishedEvent } from './events.ts';

/** How long the browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
export const RETRY_MS = 5_000;
/** A comment line this often keeps proxies and the browser from taking a quiet stream for a dead one. */
const HEARTBEAT_MS = 25_000;

interface Viewer {
  id: number;
  role: Role;
}

export class LiveHub {
  private readonly events = new EventEmitter();
  private readonly open = new Map<number, Set<() => void>>();
  private unlisten?: () => Promise<void>;
  private closed = false;

  constructor(
    private readonly log: Logger,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {
    this.events.setMaxListeners(0);
  }

  /** Listens on the database's channel: every process on one PostgreSQL hears every commit's events. */
  async start(database: Pick<Database, 'listen'>): Promise<void> {
    this.unlisten = await database.listen(
      LIVE_CHANNEL,
      (payload) => this.receive(payload),
      (err) => this.log.warn({ err }, 'live events: the listening connection dropped; reconnecting'),
    );
  }

  private receive(payload: string): void {
    let event: PublishedEvent;
    try {
      event = JSON.parse(payload) as PublishedEvent;
    } catch {
      return;
    }
    if (!(LIVE_EVENT_TYPES as readonly string[]).includes(event.type) || !Number.isInteger(event.id)) return;
    this.events.emit('event', event);
  }

  /** How many streams `userId` holds open in this process. */
  streamsOf(userId: number): number {
    return this.open.get(userId)?.size ?? 0;
  }

  /** Whether `viewer` may open one more stream. */
  mayOpen(viewer: Viewer): boolean {
    return !this.closed && this.streamsOf(viewer.id) < LIVE_STREAMS_PER_USER;
  }

  /** Streams the events `viewer` may see into `out` until `out` closes, the hub does, or `stillOpen`
   * (asked before each event and each heartbeat) says the viewer's session has ended. */
  attach(viewer: Viewer, out: Writable, stillOpen: () => Promise<boolean> = () => Promise.resolve(true)): void {
    const write = (text: string) => {
      if (!out.writableEnded && !out.destroyed) out.write(text);
    };
    let done = false;
    // Each write waits for the session check before it, in order: a signed-out viewer hears nothing more.
    let queue = Promise.resolve();
    const send = (text: string) => {
      queue = queue.then(async () => {
        if (done) return;
        let open = false;
        try {
          open = await stillOpen();
        } catch (err) {
          this.log.warn({ err }, 'live events: could not check a stream’s session; ending the stream');
        }
        if (open) write(text);
        else end();
      });
    };
    const onEvent = (event: PublishedEvent) => {
      if (!mayReceive(viewer, event)) return;
      const wire: LiveEvent = { type: event.type, id: event.id, ...(event.jobId ? { jobId: event.jobId } : {}) };
      send(`event: ${event.type}\ndata: ${JSON.stringify(wire)}\n\n`);
    };
    const heartbeat = setInterval(() => send(': heartbeat\n\n'), this.heartbeatMs);
    heartbeat.unref();
    const end = () => {
      if (done) return;
      done = true;
      clearInterval(heartbeat);
      this.events.off('event', onEvent);
      const mine = this.open.get(viewer.id);
      mine?.delete(end);
      if (mine?.size === 0) this.open.delete(viewer.id);
      if (!out.writableEnded) out.end();
    };
    const mine = this.open.get(viewer.id) ?? new Set();
    mine.add(end);
    this.open.set(viewer.id, mine);
    this.events.on('event', onEvent);
    out.once('close', end);
    out.once('error', end);
    // The retry hint, then a comment: the first bytes tell the browser (and a test) the stream is live.
    write(`retry: ${RETRY_MS}\n: connected\n\n`);
  }

  /** Shutdown: every stream ends (its browser reconnects to another process after RETRY_MS), and the
   * listening connection closes. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const ends of [...this.open.values()]) for (const end of [...ends]) end();
    await this.unlisten?.();
  }
}
