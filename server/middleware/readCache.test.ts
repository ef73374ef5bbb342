// The short in-process cache: what it keeps, for how long, and that a write in between is never hidden.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadCaches } from './readCache.ts';

afterEach(() => vi.useRealTimers());

describe('ReadCache', () => {
  it('answers a second read from memory until the time is up, then reads again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new ReadCaches(1000).create<string>();
    const read = vi.fn(() => Promise.resolve('job'));
    expect(await cache.through('a', read)).toBe('job');
    expect(await cache.through('a', read)).toBe('job');
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.through('a', read)).toBe('job');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing when off (0 ms) and never keeps a miss', async () => {
    const off = new ReadCaches(0).create<string>();
    const read = vi.fn(() => Promise.resolve('job'));
    await off.through('a', read);
    await off.through('a', read);
    expect(read).toHaveBeenCalledTimes(2);
    const on = new ReadCaches(1000).create<string>();
    const miss = vi.fn(() => Promise.resolve(undefined));
    await on.through('a', miss);
    await on.through('a', miss);
    expect(miss).toHaveBeenCalledTimes(2);
  });

  it('does not keep what a read found while a write was running', async () => {
    const caches = new ReadCaches(1000);
    const cache = caches.create<string>();
    let finish!: (v: string) => void;
    const slow = cache.through('a', () => new Promise<string>((r) => (finish = r)));
    caches.dropAll(); // a write ends while the read is still out
    finish('old');
    expect(await slow).toBe('old');
    expect(cache.get('a')).toBeUndefined();
  });

  it('shares one read among requests that miss at once, but never one begun before a write ended', async () => {
    const caches = new ReadCaches(1000);
    const cache = caches.create<string>();
    const finishers: ((v: string) => void)[] = [];
    const read = vi.fn(() => new Promise<string>((r) => finishers.push(r)));
    const first = cache.through('a', read);
    const joined = cache.through('a', read);
    expect(read).toHaveBeenCalledTimes(1);
    caches.dropAll(); // a write ends while the shared read is still out
    const after = cache.through('a', read);
    expect(read).toHaveBeenCalledTimes(2);
    finishers[0]!('old');
    finishers[1]!('new');
    expect([await first, await joined, await after]).toEqual(['old', 'old', 'new']);
    expect(cache.get('a')).toBe('new');
    const failing = vi.fn(() => Promise.reject(new Error('database down')));
    cache.clear();
    await expect(Promise.all([cache.through('b', failing), cache.through('b', failing)])).rejects.toThrow(
      'database down',
    );
    expect(failing).toHaveBeenCalledTimes(1);
    await expect(cache.through('b', failing)).rejects.toThrow('database down');
    expect(failing).toHaveBeenCalledTimes(2); // a failed read is not kept
  });

  it('drops every entry of every cache of the app when a write request ends, even a failed one', async () => {
    const caches = new ReadCaches(1000);
    const jobs = caches.create<string>();
    const sessions = caches.create<string>();
    await jobs.through('a', () => Promise.resolve('job'));
    await sessions.through('s', () => Promise.resolve('session'));
    const drop = caches.dropOnWrite();
    await drop({ method: 'GET' } as never, () => Promise.resolve());
    expect(jobs.get('a')).toBe('job');
    await expect(
      drop({ method: 'POST' } as never, async () => {
        await jobs.through('a', () => Promise.resolve('during'));
        throw new Error('failed write');
      }),
    ).rejects.toThrow('failed write');
    expect(jobs.get('a')).toBeUndefined();
    expect(sessions.get('s')).toBeUndefined();
  });

  it('keeps nothing a read found when its key was forgotten meanwhile (a row written by its owner)', async () => {
    const cache = new ReadCaches(1000).create<string>();
    let finish!: (v: string) => void;
    const slow = cache.through('s', () => new Promise<string>((r) => (finish = r)));
    cache.delete('s'); // the session's row is deleted while the read is out
    const after = cache.through('s', () => Promise.resolve('gone'));
    finish('open');
    expect([await slow, await after]).toEqual(['open', 'gone']);
    expect(cache.get('s')).toBe('gone');
  });

  it('leaves every entry in place through a write named as keeping them (a sign-in)', async () => {
    const caches = new ReadCaches(1000);
    const sessions = caches.create<string>();
    await sessions.through('s', () => Promise.resolve('session'));
    const drop = caches.dropOnWrite(['POST /api/auth/login']);
    await drop({ method: 'POST', path: '/api/auth/login' } as never, () => Promise.resolve());
    expect(sessions.get('s')).toBe('session');
    await drop({ method: 'POST', path: '/api/auth/logout' } as never, () => Promise.resolve());
    expect(sessions.get('s')).toBeUndefined();
  });

  it('remembers a version until a write ends, and at most the cache time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const caches = new ReadCaches(1000);
    let stored = 1;
    const read = vi.fn(() => Promise.resolve(String(stored)));
    const version = caches.version(read);
    expect(await version.current()).toBe('1');
    stored = 2; // another process writes
    expect(await version.current()).toBe('1');
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    expect(await version.current()).toBe('2');
    // A write through this process: while it is out the version read before it is still the committed one.
    await caches.dropOnWrite()({ method: 'PUT', path: '/api/employer/jobs/1' } as never, async () => {
      expect(await version.current()).toBe('2');
      stored = 3;
    });
    expect(read).toHaveBeenCalledTimes(2);
    expect(await version.current()).toBe('3');
    const [a, b] = await Promise.all([version.current(), version.current()]);
    expect([a, b]).toEqual(['3', '3']);
    expect(read).toHaveBeenCalledTimes(3);
    const off = new ReadCaches(0).version(read);
    await off.current();
    await off.current();
    expect(read).toHaveBeenCalledTimes(5);
  });

  it('forgets the oldest entry past its size limit', async () => {
    const cache = new ReadCaches(1000).create<string>(2);
    for (const k of ['a', 'b', 'c']) await cache.through(k, () => Promise.resolve(k));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe('c');
  });
});
