import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endServerSession, finishPendingLogout, hasPendingLogout, startSession } from './session.ts';

const calls: string[] = [];
let online = false;
beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (!online) return Promise.reject(new TypeError('Failed to fetch'));
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return Promise.resolve(Response.json({ ok: true }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signing out without a network', () => {
  it('remembers the sign-out and ends the server session once the server can be reached', async () => {
    online = false;
    await expect(endServerSession()).rejects.toThrow();
    expect(hasPendingLogout()).toBe(true);

    await expect(finishPendingLogout()).rejects.toThrow(); // still offline: still waiting
    expect(hasPendingLogout()).toBe(true);

    online = true;
    await finishPendingLogout();
    expect(calls).toContain('POST /api/auth/logout');
    expect(hasPendingLogout()).toBe(false);

    calls.length = 0;
    await finishPendingLogout(); // nothing waits: nothing is sent
    expect(calls).toEqual([]);
  });

  it('lets a sign-in wait for a sign-out that is still waiting, so the late sign-out cannot end the new session', async () => {
    online = false;
    await expect(endServerSession()).rejects.toThrow();
    online = true;
    const order: string[] = [];
    await startSession(() => {
      order.push(`sign-in after ${calls.join(', ')}`);
      return Promise.resolve();
    });
    expect(order).toEqual(['sign-in after POST /api/auth/logout']);
    expect(hasPendingLogout()).toBe(false);

    calls.length = 0;
    await finishPendingLogout();
    expect(calls).toEqual([]); // the new session is left alone
  });
});
