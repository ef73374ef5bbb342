import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_KEY, createQueryClient, isLiveList } from './queryClient.ts';
import { sendJson } from './http.ts';

const user = { ok: true, data: { user: { id: 1, role: 'candidate', firstName: 'A', lastName: 'B', email: 'a@b.c' } } };

afterEach(() => vi.unstubAllGlobals());

describe('a session that ended on the server', () => {
  it('forgets the current user on a 401 from any read or write, so the guard sends the visitor to /login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ ok: false, error: 'Not authenticated' }, { status: 401 }))),
    );
    const ended = vi.fn();
    const qc = createQueryClient({ onSessionEnded: ended });
    qc.setQueryData(ME_KEY, user);
    await expect(qc.fetchQuery({ queryKey: ['/api', 'candidate', 'jobs'] })).rejects.toThrow();
    expect(qc.getQueryData(ME_KEY)).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);

    qc.setQueryData(ME_KEY, user);
    await expect(
      qc
        .getMutationCache()
        .build(qc, { mutationFn: () => sendJson('POST', '/api/employer/jobs', {}) })
        .execute(undefined),
    ).rejects.toThrow();
    expect(qc.getQueryData(ME_KEY)).toBeNull();
    expect(ended).toHaveBeenCalledTimes(2);
  });

  it('keeps the user when a sign-in is refused or a visitor was never signed in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ ok: false, error: 'Invalid email or password' }, { status: 401 }))),
    );
    const ended = vi.fn();
    const qc = createQueryClient({ onSessionEnded: ended });
    qc.setQueryData(ME_KEY, user);
    const login = qc
      .getMutationCache()
      .build(qc, { mutationFn: () => sendJson('POST', '/api/auth/login', {}), meta: { signIn: true } });
    await expect(login.execute(undefined)).rejects.toThrow('Invalid email or password');
    expect(qc.getQueryData(ME_KEY)).toEqual(user);

    const visitor = createQueryClient({ onSessionEnded: ended });
    await expect(visitor.fetchQuery({ queryKey: ['/api', 'candidate', 'jobs'] })).rejects.toThrow();
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('lists that stay fresh', () => {
  it('refreshes the candidate, employer and staff lists on focus and on an interval, never the sources of forms', () => {
    expect(isLiveList(['/api', 'candidate', 'jobs'])).toBe(true);
    expect(isLiveList(['/api', 'candidate', 'applications'])).toBe(true);
    expect(isLiveList(['/api', 'employer', 'dashboard'])).toBe(true);
    expect(isLiveList(['/api', 'admin', 'users'])).toBe(true);
    expect(isLiveList(ME_KEY)).toBe(false);
    expect(isLiveList(['/api', 'admin', 'settings'])).toBe(false);
    expect(isLiveList(['/api', 'candidate', 'cv-status'])).toBe(false);
    expect(isLiveList(['/api', 'admin'])).toBe(false);
  });
});
