// The embedded database in a thread of its own (pgliteWorker.mjs), answering the few calls the server makes
// of PGlite: query and exec (knex-pglite), listen, dump, close. PGlite runs its WebAssembly on the calling
// thread, so in the server's own thread one slow query (a cold search over 10,000 jobs) kept every other
// request waiting; a thread of its own keeps the event loop free, and uses the machine's second core.
import { Worker } from 'node:worker_threads';
import { fromRoot } from '../paths.ts';

interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };
type Notice = { notify: number; payload: string };

/** An error thrown in the database's thread, with its fields (code, constraint, detail…) as PGlite gave them. */
function rebuilt(plain: Record<string, unknown> & { message: string }): Error {
  const err = new Error(plain.message);
  Object.assign(err, plain);
  return err;
}

export class PgliteThread {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private failure: Error | undefined;

  constructor(options: { dataDir?: string; image?: Blob }) {
    // Found from the checkout's root: the server may run as the one built file (dist-server/server.mjs).
    this.worker = new Worker(fromRoot('server', 'db', 'pgliteWorker.mjs'), {
      workerData: options,
      // The worker is plain JavaScript: no TypeScript loader, whatever started the server.
      execArgv: [],
    });
    this.worker.on('message', (m: Reply | Notice) => {
      if ('notify' in m) return this.listeners.get(m.notify)?.(m.payload);
      const waiting = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (m.error) waiting?.reject(rebuilt(m.error));
      else waiting?.resolve(m.result);
    });
    const fail = (err: Error) => {
      this.failure = err;
      for (const waiting of this.pending.values()) waiting.reject(err);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`The embedded database's thread stopped (exit code ${code})`)));
    this.waitReady = this.call<void>({ op: 'ready' });
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: object,
  ): Promise<QueryResult & { rows: T[] }> {
    return this.call({ op: 'query', sql, params, options });
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.call({ op: 'exec', sql });
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.nextId++;
    this.listeners.set(listener, onPayload);
    await this.call({ op: 'listen', channel, listener });
    return async () => {
      this.listeners.delete(listener);
      await this.call({ op: 'unlisten', listener });
    };
  }

  dumpDataDir(): Promise<Blob> {
    return this.call({ op: 'dump' });
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.call({ op: 'close' });
    await new Promise<void>((resolve) => {
      if (this.failure) resolve();
      else this.worker.once('exit', () => resolve());
    });
  }
}
