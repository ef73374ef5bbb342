// Ending the session on the server. Signing out must reach the server, or the next visit on this device
// signs the user back in; without a network the sign-out takes effect on the device at once and is sent
// as soon as the server can be reached (what the user queued offline goes out first, under their session).
import { sendJson } from '../../api/http.ts';
import { flushOutbox } from '../../offline/outbox.ts';

const PENDING_KEY = 'portal.pendingLogout';

export const hasPendingLogout = (): boolean => localStorage.getItem(PENDING_KEY) !== null;
export const clearPendingLogout = (): void => localStorage.removeItem(PENDING_KEY);

let ending: Promise<void> | null = null;

/** Sends what this user queued, then ends the server session. Rejects (and remembers to try again) when the server cannot be reached. */
export function endServerSession(): Promise<void> {
  ending ??= (async () => {
    localStorage.setItem(PENDING_KEY, new Date().toISOString());
    await flushOutbox().catch((err: unknown) => console.warn('Outbox flush before sign-out failed', err));
    await sendJson('POST', '/api/auth/logout');
    clearPendingLogout();
  })().finally(() => {
    ending = null;
  });
  return ending;
}

/** Finishes a sign-out that could not reach the server earlier; a no-op when none is waiting. */
export async function finishPendingLogout(): Promise<void> {
  if (hasPendingLogout()) await endServerSession();
}
