import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_COOKIE } from '../../../server/contract/index.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { shouldRetryAuth } from './queries.ts';
import { GUARD_REDIRECT_DELAY_MS, RequireRole } from './RequireRole.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const Protected = () => (
  <RequireRole roles={['employer']}>
    <h1>Employer Dashboard</h1>
  </RequireRole>
);

describe('route guard', () => {
  it("shows 'Checking authentication...' and sends a visitor to /login?next=<the page> after about 100 ms", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response('{"ok":false,"error":"Not authenticated","code":"notAuthenticated"}', { status: 401 }),
        ),
      ),
    );
    renderWithApp(<Protected />, {
      path: '/employer/dashboard',
      routes: [{ path: '/login', element: <h1>Login page</h1> }],
    });
    expect(screen.getByText('Checking authentication...')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('location').textContent).toBe('/employer/dashboard');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GUARD_REDIRECT_DELAY_MS + 10);
    });
    expect(screen.getByTestId('location').textContent).toBe('/login?next=%2Femployer%2Fdashboard');
    expect(screen.queryByText('Employer Dashboard')).toBeNull();
  });

  it('renders the page for an allowed role', () => {
    renderWithApp(<Protected />, { path: '/employer/dashboard', user: makeUser({ role: 'employer' }) });
    expect(screen.getByRole('heading', { name: 'Employer Dashboard' })).toBeTruthy();
  });

  it.each([
    ['candidate', '/candidate/jobs'],
    ['admin', '/admin/dashboard'],
    ['owner', '/admin/dashboard'],
  ] as const)('sends a %s to %s after about 100 ms, without showing the page', async (role, home) => {
    // Only fake time: time that also moved with the real clock redirected early on a busy machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithApp(<Protected />, { path: '/employer/dashboard', user: makeUser({ role }) });
    expect(screen.getByText('Checking authentication...')).toBeTruthy();
    expect(screen.queryByText('Employer Dashboard')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GUARD_REDIRECT_DELAY_MS - 20);
    });
    expect(screen.getByTestId('location').textContent).toBe('/employer/dashboard');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40);
    });
    expect(screen.getByTestId('location').textContent).toBe(home);
  });

  it('logs a failed check (not a plain 401) and still sends the visitor to /login', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.cookie = `${SIGNED_IN_COOKIE}=1`;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('boom', { status: 500 }))),
    );
    renderWithApp(<Protected />, {
      path: '/employer/dashboard',
      routes: [{ path: '/login', element: <h1>Login page</h1> }],
    });
    // One retry after 1 s, then the redirect.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GUARD_REDIRECT_DELAY_MS + 10);
    });
    expect(screen.getByTestId('location').textContent).toBe('/login?next=%2Femployer%2Fdashboard');
    expect(logged.mock.calls.some((c) => c[0] === 'Authentication check failed')).toBe(true);
  });

  it('retries the auth check once unless the error mentions 401', () => {
    expect(shouldRetryAuth(0, new Error('500: boom'))).toBe(true);
    expect(shouldRetryAuth(1, new Error('500: boom'))).toBe(false);
    expect(shouldRetryAuth(0, new Error('401: {"ok":false}'))).toBe(false);
  });
});
