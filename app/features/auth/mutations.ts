// Sign-in, sign-up and sign-out. Each success updates the current-user cache in one place.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { LoginInput, RegisterInput, User } from '../../../server/contract/index.ts';
import { sendJson } from '../../api/http.ts';
import { chooseLanguage, currentLanguage, languageChosenHere } from '../../i18n/index.ts';
import { saveLanguage } from '../account/language.ts';
import { clearToasts } from '../../ui/toaster.tsx';
import { setCurrentUser } from './queries.ts';
import { forgetUser } from './remembered.ts';
import { endServerSession, hasOpenSession, startSession } from './session.ts';

export interface AuthAnswer {
  ok: true;
  data: { user: User };
}

/** A new session: nothing cached for an earlier user may show (a session that ended without sign-out).
 * A device that was given a language (a switch on it, or a mailed link's `?lang=`) keeps it, and the
 * account follows, so mails are written in it; a device that was not speaks the account's language
 * (chosen on another device, or kept from its last visit). */
export function signedIn(qc: QueryClient, user: User) {
  qc.clear();
  setCurrentUser(qc, user);
  if (user.language === currentLanguage()) return;
  if (languageChosenHere()) saveLanguage(currentLanguage());
  else chooseLanguage(user.language).catch((err: unknown) => console.warn('Language texts not loaded', err));
}

/** A staff user with two-factor sign-in gets `totpRequired` instead of a user: the code comes next. */
export type LoginAnswer = AuthAnswer | { ok: true; data: { totpRequired: true; user?: undefined } };

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => startSession(() => sendJson<LoginAnswer>('POST', '/api/auth/login', input)),
    meta: { signIn: true },
    onSuccess: (res) => {
      if (res.data.user) signedIn(qc, res.data.user);
    },
  });
}

/** The visitor's sign-up did not open a session: the server answers an address that already has an
 * account exactly as a new one, without a session, and mails the address's owner. The visitor
 * is told to read their mail; nothing on the screen says which case it was. */
export class CheckInbox extends Error {
  constructor(readonly email: string) {
    super('Check your inbox');
  }
}

/** POST /api/auth/register: the answer when a session opened, else CheckInbox. */
export async function register(input: RegisterInput): Promise<AuthAnswer> {
  const res = await startSession(() => sendJson<AuthAnswer>('POST', '/api/auth/register', input));
  if (!hasOpenSession()) {
    forgetUser();
    throw new CheckInbox(input.email);
  }
  return res;
}

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: register,
    meta: { signIn: true },
    onSuccess: (res) => signedIn(qc, res.data.user),
  });
}

/**
 * Signs out, forgets every cached answer and returns to the home page. Without a network the
 * device is signed out at once and the server session is ended when the network returns (session.ts).
 */
export function useLogout() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () =>
      endServerSession().catch((err: unknown) =>
        console.warn('Sign-out will be sent when the server can be reached', err),
      ),
    onSettled: () => {
      qc.clear();
      setCurrentUser(qc, null);
      clearToasts();
      void navigate('/', { replace: true });
    },
  });
}

/** Ends a session without leaving the page (used when a role login page refuses the account). */
export function useSilentLogout() {
  const qc = useQueryClient();
  return async () => {
    try {
      await sendJson('POST', '/api/auth/logout');
    } finally {
      setCurrentUser(qc, null);
    }
  };
}
