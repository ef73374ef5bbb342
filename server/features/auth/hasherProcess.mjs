// The password hasher (passwords.ts): a process of its own at the lowest OS priority, so a burst of
// sign-ins takes only the CPU that the server's threads (and on PGlite the database's) leave free. Its
// messages: `{ id, op: 'hash', password }` and `{ id, op: 'verify', hash, password }`, each answered
// `{ id, result }` or `{ id, error }`. Plain JavaScript: it runs without any loader, whatever started the
// server. It ends with the process that forked it (the channel closes even when that one is killed).
import fs from 'node:fs';
import os from 'node:os';

if (!process.send) throw new Error('hasherProcess.mjs runs as a forked process');

const LOWEST = os.constants.priority.PRIORITY_LOW;
// Linux keeps a priority per thread: every thread started so far (V8's helpers) is lowered by its id, and
// libuv's pool, started by the first hash from this (lowered) thread, inherits it. Elsewhere the priority
// is the process's. Not permitted: the hashes run at the server's priority, as before.
try {
  const threads = process.platform === 'linux' ? fs.readdirSync('/proc/self/task').map(Number) : [0];
  for (const tid of threads) os.setPriority(tid, LOWEST);
} catch {
  // keeps the priority it has
}

// Loaded after the priority is set: nothing of argon2's starts a thread earlier.
const { hash, verify } = await import('@node-rs/argon2');

// Argon2id with OWASP's first recommended parameters (19 MiB, 2 iterations, 1 lane).
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

process.on('message', async (m) => {
  try {
    // A stored hash argon2 cannot read is a wrong password, not a failure.
    const result =
      m.op === 'hash' ? await hash(m.password, OPTIONS) : await verify(m.hash, m.password).catch(() => false);
    process.send({ id: m.id, result });
  } catch (err) {
    process.send({ id: m.id, error: err instanceof Error ? err.message : String(err) });
  }
});
process.on('disconnect', () => process.exit(0));
