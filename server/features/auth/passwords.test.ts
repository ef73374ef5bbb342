import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { Hasher, hashPassword, verifyPassword } from './passwords.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const exited = (pid: number) => expect.poll(() => alive(pid), { timeout: 10_000, interval: 20 }).toBe(false);

describe('the password hasher (a helper process)', () => {
  const hashers: Hasher[] = [];
  const newHasher = (limits = { concurrency: 1, maxWaiting: 2 }) => {
    const h = new Hasher(limits);
    hashers.push(h);
    h.start();
    return h;
  };
  afterEach(async () => {
    await Promise.all(hashers.splice(0).map((h) => h.stop()));
  });

  it('accepts the right password and refuses a wrong one, a missing hash and one it cannot read', async () => {
    const hashes = await Promise.all(['a-password-1', 'a-password-2', 'a-password-3'].map(hashPassword));
    expect(await verifyPassword(hashes[1], 'a-password-2')).toBe(true);
    expect(await verifyPassword(hashes[1], 'a-password-1')).toBe(false);
    expect(await verifyPassword(null, 'a-password-1')).toBe(false);
    expect(await verifyPassword('not-an-argon2-hash', 'a-password-1')).toBe(false);
    // OWASP's argon2id parameters, whatever process made the hash.
    expect(hashes[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('hashes at the lowest priority, beside the server and not in it', async () => {
    const h = newHasher();
    const pid = h.pid()!;
    expect(pid).not.toBe(process.pid);
    await h.hash('warm-up'); // libuv's threads exist now, started from the lowered thread
    expect(os.getPriority(pid)).toBe(os.constants.priority.PRIORITY_LOW);
    expect(os.getPriority(process.pid)).not.toBe(os.constants.priority.PRIORITY_LOW);
  });

  it('fails what a crashed hasher had in hand with 503 passwordCheckFailed, and the next check works', async () => {
    const h = newHasher();
    const stored = await h.hash('right-password');
    const pid = h.pid()!;
    const inHand = h.verify(stored, 'right-password');
    process.kill(pid, 'SIGKILL');
    await expect(inHand).rejects.toMatchObject({ status: 503, code: 'passwordCheckFailed' });
    expect(await h.verify(stored, 'right-password')).toBe(true);
    expect(await h.verify(stored, 'wrong-password')).toBe(false);
    expect(h.pid()).not.toBe(pid);
  });

  it('refuses a hash with 503 passwordCheckBusy while its queue is full, and takes them again after', async () => {
    const h = newHasher({ concurrency: 1, maxWaiting: 2 });
    const stored = await h.hash('right-password');
    const taken = [h.verify(stored, 'right-password'), h.verify(stored, 'x'), h.verify(stored, 'y')];
    expect(h.hasRoom()).toBe(false);
    await expect(h.verify(stored, 'right-password')).rejects.toMatchObject({ status: 503, code: 'passwordCheckBusy' });
    expect(await Promise.all(taken)).toEqual([true, false, false]);
    expect(h.hasRoom()).toBe(true);
    expect(await h.verify(stored, 'right-password')).toBe(true);
  });

  it('ends its process when the last server using it stops', async () => {
    const h = newHasher();
    h.start(); // a second server
    const pid = h.pid()!;
    await h.stop();
    expect(alive(pid)).toBe(true);
    await h.stop();
    await exited(pid);
  });
});
