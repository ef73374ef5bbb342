import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/queryClient.ts';
import { callsTo, json, stubApi } from '../../test/api.ts';
import { makeUser } from '../../test/render.tsx';
import { SIGNED_IN_COOKIE } from '../../../server/contract/index.ts';
import { useCurrentUser } from './queries.ts';
import { rememberUser, rememberedUser } from './remembered.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the remembered user', () => {
  it('answers the session check when the server cannot be reached, marked offline', async () => {
    const user = makeUser({ role: 'candidate', firstName: 'Eszter' });
    rememberUser(user);
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.user?.firstName).toBe('Eszter'));
    expect(result.current.offline).toBe(true);
  });

  it('is forgotten when the server answers 401, and nobody is signed in', async () => {
    rememberUser(makeUser({ role: 'candidate' }));
    localStorage.setItem('portal.device.1.cvStatus', '{}');
    stubApi({
      'GET /api/auth/me': () => json({ ok: false, error: 'Not authenticated', code: 'notAuthenticated' }, 401),
    });
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isChecking).toBe(false));
    expect(result.current.user).toBeNull();
    expect(rememberedUser()).toBeNull();
    expect(localStorage.getItem('portal.device.1.cvStatus')).toBeNull();
  });

  it('is kept from the server answer, never with a password', async () => {
    const user = makeUser({ role: 'candidate' });
    document.cookie = `${SIGNED_IN_COOKIE}=1`;
    stubApi({ 'GET /api/auth/me': () => json({ ok: true, data: { user } }) }, { otherwise: () => json({}, 503) });
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.user?.id).toBe(user.id));
    expect(result.current.offline).toBe(false);
    expect(rememberedUser()).toEqual(user);
    expect(localStorage.getItem('portal.rememberedUser')).not.toMatch(/password/i);
  });
});

describe('the session check', () => {
  it('does not ask the server for a visitor with no session open and nobody remembered', async () => {
    const api = stubApi({}, { otherwise: () => json({ ok: false, error: 'Not authenticated' }, 401) });
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isChecking).toBe(false));
    expect(result.current.user).toBeNull();
    expect(callsTo(api, 'GET /api/auth/me')).toEqual([]);
  });
});
