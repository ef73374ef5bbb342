// Starting and ending sessions on the server. Signing out must reach the server, or the next visit on this
// device signs the user back in; without a network the sign-out takes effect on the device at once and is
// sent as soon as the server can be reached (what the user queued offline goes out first, under their
// session). A sign-in waits for a sign-out in progress, so the late sign-out never ends the new session.
import type { User } from '../../../server/contract/index.ts';
import { LANGUAGES, ROLES, SIGNED_IN_COOKIE } from '../../../server/contract/options.ts';
import { ApiError, sendJson } from '../../api/http.ts';
import { flushOutbox } from '../../offline/outbox.ts';
import { clearSavedJobs } from '../../offline/saved.ts';

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

// The last signed-in user, kept on this device (never the password) so the candidate area opens offline
// as that user; the server's next answer decides (a 401 forgets it). Copies of that user's answers
// (applied jobs, CV status, applications) are kept under DEVICE_PREFIX and forgotten with them.
const USER_KEY = 'portal.rememberedUser';
export const DEVICE_PREFIX = 'portal.device.';

const USER_FIELDS = {
  id: 'number',
  email: 'string',
  role: 'string',
  firstName: 'string',
  lastName: 'string',
  isActive: 'boolean',
  language: 'string',
  createdAt: 'string',
  updatedAt: 'string',
} as const;

/**
 * A user as the contract's userSchema has it (exactly its fields, of its types, a known role), or null. Checked by hand: the schema library is not on the public pages' first load, and this
 * module is (the header asks who is signed in).
 */
export function asUser(value: unknown): User | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (Object.keys(record).length !== Object.keys(USER_FIELDS).length) return null;
  for (const [key, type] of Object.entries(USER_FIELDS)) if (typeof record[key] !== type) return null;
  const user = value as User;
  return (ROLES as readonly string[]).includes(user.role) && (LANGUAGES as readonly string[]).includes(user.language)
    ? user
    : null;
}

export function rememberUser(user: User): void {
  const previous = rememberedUser();
  // Another account on this device: the previous one's copies are not this user's to see.
  if (previous && previous.id !== user.id) forgetDeviceCopies();
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function rememberedUser(): User | null {
  try {
    return asUser(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

function forgetDeviceCopies(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(DEVICE_PREFIX)) localStorage.removeItem(key);
}

/** Sign-out or a session the server ended: the remembered user, their copies and their saved jobs go. */
export function forgetUser(): void {
  if (!rememberedUser()) return; // nobody was signed in: a visitor's own saves stay
  localStorage.removeItem(USER_KEY);
  forgetDeviceCopies();
  clearSavedJobs().catch((err: unknown) => console.warn('Forgetting saved jobs failed', err));
}

/** No answer from the server (no network, or it is down): the device may answer instead. */
export const isUnreachable = (err: unknown): boolean =>
  err instanceof ApiError && (err.status === 0 || err.status === 502 || err.status === 503 || err.status === 504);

/** Whether the server said a session is open on this browser (its readable marker cookie). */
export const hasOpenSession = (): boolean =>
  typeof document !== 'undefined' && document.cookie.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`);
