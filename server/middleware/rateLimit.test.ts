// The counters' memory bound: a spray of new addresses evicts the idlest keys, never everyone's.
import { describe, expect, it } from 'vitest';
import { LoginLimiter, SlidingWindow } from './rateLimit.ts';

describe('SlidingWindow', () => {
  it('forgets events older than the window', () => {
    const w = new SlidingWindow(1000);
    w.add('k', 0);
    w.add('k', 500);
    expect(w.count('k', 900)).toBe(2);
    expect(w.count('k', 1200)).toBe(1);
    expect(w.count('k', 1600)).toBe(0);
    expect(w.size).toBe(0);
  });

  it('evicts the keys idle longest when over its cap, keeping the rest', () => {
    const w = new SlidingWindow(60_000, 3);
    w.add('a', 1);
    w.add('b', 2);
    w.add('c', 3);
    w.add('a', 4); // a is active again: b is now the idlest
    w.add('d', 5);
    expect(w.size).toBe(3);
    expect(w.has('b')).toBe(false);
    expect(w.count('a', 6)).toBe(2);
    expect(w.count('c', 6)).toBe(1);
    expect(w.count('d', 6)).toBe(1);
  });
});

describe('LoginLimiter at its key cap', () => {
  it('keeps blocking an account under attack while a spray of new addresses overflows the cap', () => {
    const limiter = new LoginLimiter({ perAccount: 3, perAddress: 1000, windowMs: 60_000 }, 6);
    for (let t = 0; t < 3; t++) limiter.fail('victim@example.test', '10.0.0.1', t);
    for (let i = 0; i < 2; i++) limiter.fail(`spray-${i}@example.test`, `10.1.0.${i}`, 10 + i); // 6 keys: at the cap
    expect(limiter.isBlocked('victim@example.test', '10.0.0.1', 20)).toBe(true); // the attacker tries again
    limiter.fail('spray-2@example.test', '10.1.0.2', 30); // 8 keys: the two idlest go
    expect(limiter.isBlocked('victim@example.test', '10.0.0.1', 40)).toBe(true);
    expect(limiter.tracks('a:spray-0@example.test')).toBe(false);
    expect(limiter.tracks('ip:10.1.0.0')).toBe(false);
    expect(limiter.tracks('a:spray-1@example.test')).toBe(true);
    expect(limiter.tracks('a:spray-2@example.test')).toBe(true);
  });
});
