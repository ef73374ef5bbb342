import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../server/contract/index.ts';
import { userSchema } from '../../../server/contract/schemas.ts';
import { asUser, rememberUser, rememberedUser } from './remembered.ts';
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

describe('the remembered user, read without the schema library', () => {
  const user = {
    id: 7,
    email: 'anna@example.com',
    role: 'candidate',
    firstName: 'Anna',
    lastName: 'Kovács',
    isActive: true,
    language: 'hu',
    createdAt: '2025-01-02T03:04:05.000Z',
    updatedAt: '2025-01-02T03:04:05.000Z',
  };
  const samples: unknown[] = [
    user,
    { ...user, language: 'de' },
    { ...user, role: 'owner' },
    { ...user, role: 'root' },
    { ...user, id: '7' },
    { ...user, isActive: 'yes' },
    { ...user, password: 'secret' },
    Object.fromEntries(Object.entries(user).filter(([key]) => key !== 'lastName')),
    { ...user, createdAt: null },
    null,
    [],
    'anna',
    42,
  ];

  it('accepts exactly what the contract’s userSchema accepts', () => {
    for (const sample of samples) {
      const parsed = userSchema.safeParse(sample);
      expect(asUser(sample), JSON.stringify(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });

  it('forgets a remembered user whose stored copy was altered', () => {
    rememberUser(user as User);
    expect(rememberedUser()).toEqual(user);
    localStorage.setItem('portal.rememberedUser', JSON.stringify({ ...user, role: 'superuser' }));
    expect(rememberedUser()).toBeNull();
  });
});
