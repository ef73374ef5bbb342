import { describe, expect, it } from 'vitest';
import { concurrencyLimit, hashPassword, verifyPassword } from './passwords.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('the limit on password hashes at once', () => {
  it('runs at most the limit at once and the rest in the order they came, also after a failure', async () => {
    const limit = concurrencyLimit(2);
    const gates = [deferred(), deferred(), deferred(), deferred(), deferred()] as const;
    const started: number[] = [];
    const results = gates.map((gate, i) =>
      limit(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    gates[1].reject(new Error('boom'));
    await expect(results[1]).rejects.toThrow('boom');
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[0].resolve();
    gates[2].resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[3].resolve();
    gates[4].resolve();
    expect(await Promise.all([results[0], results[2], results[3], results[4]])).toEqual([0, 2, 3, 4]);
  });

  it('still hashes and verifies through it', async () => {
    const hashes = await Promise.all(['a-password-1', 'a-password-2', 'a-password-3'].map(hashPassword));
    expect(await verifyPassword(hashes[1], 'a-password-2')).toBe(true);
    expect(await verifyPassword(hashes[1], 'a-password-1')).toBe(false);
    expect(await verifyPassword(null, 'a-password-1')).toBe(false);
  });
});
