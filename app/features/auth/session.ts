// Starting and ending sessions on the server. Signing out must reach the server, or the next visit on this
// device signs the user back in; without a network the sign-out takes effect on the device at once and is
// sent as soon as the server can be reached (what the user queued offline goes out first, under their
// session). A sign-in waits for a sign-out in progress, so the late sign-out never ends the new session.
import { SIGNED_IN_COOKIE } from '../../../server/contract/options.ts';
import { sendJson } from '../../api/http.ts';
import { flushOutbox } from '../../offline/outbox.ts';
import { asUser, rememberUser } from './remembered.ts';

const PENDING_KEY = 'portal.pendingLogout';

export const hasPendingLogout = (): boolean => localStorage.getItem(PENDING_KEY) !== null;

let ending: Promise<void> | null = null;

/** Sends what this user queued, then ends the server session. Rejects (and remembers to try again) when the server cannot be reached. */
export function endServerSession(): Promise<void> {
  ending ??= (async () => {
    localStorage.setItem(PENDING_KEY, new Date().toISOString());
    await flushOutbox().catch((err: unknown) => console.warn('Outbox flush before sign-out failed', err));
    // Someone signed in meanwhile (in another tab): that session is not the one to end.
    if (!hasPendingLogout()) return;
    await sendJson('POST', '/api/auth/logout');
    localStorage.removeItem(PENDING_KEY);
  })().finally(() => {
    ending = null;
  });
  return ending;
}

/** Finishes a sign-out that could not reach the server earlier; a no-op when none is waiting. */
export async function finishPendingLogout(): Promise<void> {
  if (hasPendingLogout()) await endServerSession();
}

/**
 * Runs a sign-in or sign-up call once an earlier sign-out has reached the server (or failed to), so a
 * late sign-out never ends the new session; the new cookie then replaces the old one.
 */
export async function startSession<T>(request: () => Promise<T>): Promise<T> {
  await finishPendingLogout().catch(() => undefined);
  const answer = await request();
  localStorage.removeItem(PENDING_KEY);
  const user = asUser((answer as { data?: { user?: unknown } } | null)?.data?.user);
  if (user) {
    rememberUser(user);
    if (user.role === 'candidate') afterCandidateSignIn();
  }
  return answer;
}

/** A candidate signed in: the device's saves join the account, and the answers the candidate area needs
 * offline are copied to the device (loaded on demand: public pages never carry this code). */
function afterCandidateSignIn(): void {
  const warn = (err: unknown) => console.warn('Candidate data not copied to this device yet', err);
  import('../../offline/saved.ts').then(({ syncSavedJobs }) => syncSavedJobs({ merge: true })).catch(warn);
  import('../candidate/device.ts').then(({ copyCandidateAnswers }) => copyCandidateAnswers()).catch(warn);
}

/** Whether the server said a session is open on this browser (its readable marker cookie). */
export const hasOpenSession = (): boolean =>
  typeof document !== 'undefined' && document.cookie.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`);
