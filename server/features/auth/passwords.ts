// Argon2id with OWASP's first recommended parameters (19 MiB, 2 iterations, 1 lane).
import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, unusable under isolatedModules */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Runs at most `limit` of the given tasks at once, the rest in the order they came. */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

// Each hash holds a thread of libuv's pool and a core for ~50 ms. A burst of sign-ins must not take every
// thread (file reads and compression share the pool) nor every core (reads would wait behind them):
// at most half the cores hash at once, the rest queue.
const hashing = concurrencyLimit(Math.max(1, Math.floor(os.availableParallelism() / 2)));

export const hashPassword = (password: string) => hashing(() => hash(password, OPTIONS));

// Verifying against a real hash when the account does not exist keeps response times alike,
// so timing does not tell which emails have accounts.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    const dummy = await dummyHash;
    await hashing(() => verify(dummy, password)).catch(() => false);
    return false;
  }
  return hashing(() => verify(passwordHash, password)).catch(() => false);
}
