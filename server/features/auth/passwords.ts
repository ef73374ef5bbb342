// Password hashes (argon2id, OWASP's parameters: hasherProcess.mjs) made and checked in a helper process at
// the lowest OS priority. Each hash takes a core for ~50 ms; run on the server's own libuv pool, a burst of
// sign-ins took CPU from the event loop (and on PGlite from the database's thread) and reads waited behind
// them. In a niced process the kernel gives the server's threads the cores first: sign-ins wait in a storm,
// reads do not. The process is started on first use, restarted after a crash (what it had in hand fails
// with 503 passwordCheckFailed), and ends with the server (or with this process, whatever ends it).
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { HttpError } from '../../errors.ts';
import { fromRoot } from '../../paths.ts';

type Op = { op: 'hash'; password: string } | { op: 'verify'; hash: string; password: string };

interface Task {
  op: Op;
  resolve(result: string | boolean): void;
  reject(err: Error): void;
}

interface Helper {
  process: ChildProcess;
  /** Sent and not yet answered, by message id. */
  sent: Map<number, Task>;
  /** It answered once: a helper that dies before that (it cannot start) is not started again and again. */
  answered: boolean;
}

export class Hasher {
  private helper?: Helper;
  private waiting: Task[] = [];
  private nextId = 1;
  /** Servers using the hasher (start/stop): the process ends when the last one stops. */
  private users = 0;

  constructor(
    private readonly limits: {
      /** Hashes at once: the helper is niced, so every core may hash while the server leaves it free. */
      concurrency: number;
      /** Hashes waiting beyond those; past it a request is refused at once (503 passwordCheckBusy). */
      maxWaiting: number;
    },
  ) {}

  hash(password: string): Promise<string> {
    return this.run({ op: 'hash', password }) as Promise<string>;
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.run({ op: 'verify', hash, password }) as Promise<boolean>;
  }

  /** Whether a hash asked for now would be taken (sign-in checks it before counting an attempt). */
  hasRoom(): boolean {
    return this.waiting.length < this.limits.maxWaiting;
  }

  /** The helper's process id, started if need be (tests end it to prove a crash is survived). */
  pid(): number | undefined {
    return this.spawn().process.pid;
  }

  /** A server starts using the hasher: its process starts now, not at the first sign-in. */
  start(): void {
    this.users++;
    this.spawn();
  }

  /** A server stops using it; after the last, the process ends (a later use starts another). */
  async stop(): Promise<void> {
    this.users = Math.max(0, this.users - 1);
    const helper = this.helper;
    if (this.users > 0 || !helper) return;
    this.helper = undefined;
    if (helper.process.exitCode !== null || helper.process.signalCode !== null) return;
    const exited = new Promise((resolve) => helper.process.once('exit', resolve));
    helper.process.kill();
    await exited;
  }

  private run(op: Op): Promise<string | boolean> {
    if (!this.hasRoom()) return Promise.reject(new HttpError(503, 'passwordCheckBusy'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ op, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.waiting.length > 0) {
      const helper = this.spawn();
      if (helper.sent.size >= this.limits.concurrency) break;
      const task = this.waiting.shift()!;
      const id = this.nextId++;
      helper.sent.set(id, task);
      helper.process.send({ id, ...task.op });
    }
    // The channel keeps this process alive only while an answer is awaited: a script that hashed once exits.
    const channel = this.helper?.process.channel;
    if (this.helper?.sent.size) channel?.ref();
    else channel?.unref();
  }

  private spawn(): Helper {
    if (this.helper) return this.helper;
    const child = fork(fromRoot('server', 'features', 'auth', 'hasherProcess.mjs'), [], {
      // Plain JavaScript: no TypeScript loader, whatever started the server. Standard input stays the server's.
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, UV_THREADPOOL_SIZE: String(this.limits.concurrency) },
    });
    child.unref();
    const helper: Helper = { process: child, sent: new Map(), answered: false };
    this.helper = helper;
    child.on('message', (m: { id: number; result?: string | boolean; error?: string }) => {
      helper.answered = true;
      const task = helper.sent.get(m.id);
      helper.sent.delete(m.id);
      if (m.error === undefined) task?.resolve(m.result!);
      else task?.reject(new Error(`password hasher: ${m.error}`));
      this.next();
    });
    let gone = false;
    const lost = () => {
      // 'error' (a failed send or start) may come before 'exit', or alone: the first one counts.
      if (gone) return;
      gone = true;
      if (this.helper === helper) this.helper = undefined;
      for (const task of helper.sent.values()) task.reject(new HttpError(503, 'passwordCheckFailed'));
      helper.sent.clear();
      if (child.exitCode === null && child.signalCode === null) child.kill();
      // What was still waiting goes to a new process, unless this one never got as far as answering.
      if (!helper.answered)
        for (const task of this.waiting.splice(0)) task.reject(new HttpError(503, 'passwordCheckFailed'));
      if (this.waiting.length > 0) this.next();
    };
    child.on('error', lost);
    child.on('exit', lost);
    return helper;
  }
}

/** The process's one hasher: every server in it, and the scripts, share its helper. */
export const hasher = new Hasher({
  concurrency: os.availableParallelism(),
  maxWaiting: 32 * os.availableParallelism(),
});

export const hashPassword = (password: string) => hasher.hash(password);

// Verifying against a real hash when the account does not exist keeps response times alike,
// so timing does not tell which emails have accounts.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    if (!dummyHash) {
      dummyHash = hashPassword('not-a-real-password');
      dummyHash.catch(() => (dummyHash = undefined)); // a refused or lost hash is made again next time
    }
    await hasher.verify(await dummyHash, password);
    return false;
  }
  return hasher.verify(passwordHash, password);
}
