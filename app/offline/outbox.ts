// Writes made without a network (contact enquiries, job applications) wait here with a client-made id
// and are sent when the network returns; the server applies each id once, so a resend after a lost
// answer is harmless. An application's new CV waits as bytes and is uploaded first. An application
// belongs to the candidate who made it: it is sent only under that candidate's session, never another's.
import { useEffect } from 'react';
import type { ContactInput, MessageKey, User } from '../../server/contract/index.ts';
import { ApiError, getJson, sendJson, uploadFile } from '../api/http.ts';
import type { OutboxRow, PortalDb, QueuedApplication } from './db.ts';
import { deviceHasDb, loadDb, useDeviceQuery } from './lazyDb.ts';

export const newClientId = (): string => crypto.randomUUID();

/** A form whose write may wait here: the device database's code loads while the form is open, so a write
 * made after the network went (before the service worker holds that code) still finds it. */
export function useOutboxReady(): void {
  useEffect(() => {
    void loadDb();
  }, []);
}

const base = (clientId: string) => ({ clientId, createdAt: new Date().toISOString(), attempts: 0, lastError: null });

export async function enqueueContact(payload: ContactInput, given?: PortalDb): Promise<string> {
  const database = given ?? (await loadDb());
  const clientId = payload.clientId ?? newClientId();
  await database.outbox.add({ ...base(clientId), kind: 'contact', payload: { ...payload, clientId } });
  return clientId;
}

export async function enqueueApplication(
  clientId: string,
  payload: QueuedApplication,
  given?: PortalDb,
): Promise<void> {
  const database = given ?? (await loadDb());
  // The same attempt queued twice (a double tap) stays one row.
  if (await database.outbox.where('clientId').equals(clientId).count()) return;
  await database.outbox.add({ ...base(clientId), kind: 'application', payload });
}

/** Sends one waiting row. May record progress on the row (an uploaded CV) before it finishes. */
type Sender = (row: OutboxRow, database: PortalDb) => Promise<unknown>;

const defaultSender: Sender = async (row, database) => {
  if (row.kind === 'contact') return sendJson('POST', '/api/contact', row.payload);
  const { jobId, notes, cv } = row.payload;
  let cvUrl = row.payload.cvUrl;
  if (cv) {
    const file = new File([cv.bytes], cv.name, { type: cv.type });
    cvUrl = (await uploadFile<{ filePath: string }>('/api/upload-cv', file)).filePath;
    await database.outbox.update(row.id, { payload: { ...row.payload, cv: null, cvUrl } });
  }
  // Without cvUrl the server attaches the candidate's latest CV.
  return sendJson('POST', '/api/applications', { jobId, cvUrl, notes, clientId: row.clientId });
};

export interface FlushResult {
  sent: OutboxRow[];
  /** Rows the server refused for their content; they are dropped, the user is told why. */
  rejected: { row: OutboxRow; code: MessageKey | null }[];
}

/** Retrying cannot help: the server refused the content itself (not a lost connection, an expired sign-in, or a busy server). */
const refused = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && ![401, 408, 429].includes(err.status);

/** Who is signed in on the server now (null: nobody); a lost connection throws. */
type SessionUser = () => Promise<Pick<User, 'id' | 'role'> | null>;

const defaultSessionUser: SessionUser = async () =>
  (await getJson<{ data: { user: User } }>('/api/auth/me', { on401: 'returnNull' }))?.data.user ?? null;

/** The candidate signed in now may send this application: it is theirs (rows from before userId was kept belong to whoever applies). */
async function mayCarry(row: OutboxRow & { kind: 'application' }, sessionUser: SessionUser): Promise<boolean> {
  const current = await sessionUser();
  return current !== null && current.role === 'candidate' && (row.payload.userId ?? current.id) === current.id;
}

/** Not this row's fault: the session ended or belongs to someone else; it waits for its candidate. */
const waitsForItsCandidate = (row: OutboxRow, err: unknown) =>
  row.kind === 'application' && err instanceof ApiError && (err.status === 401 || err.status === 403);

export interface FlushOptions {
  database?: PortalDb;
  send?: Sender;
  sessionUser?: SessionUser;
}

let flushing: Promise<FlushResult> | null = null;

/**
 * Sends what is waiting, oldest first. An application waits (and the rest goes on) while its candidate is
 * not the one signed in, checked just before each one is sent (a sign-in can happen during a long flush);
 * the loop stops at the first failure that a later try may overcome.
 */
export function flushOutbox({
  database: given,
  send = defaultSender,
  sessionUser = defaultSessionUser,
}: FlushOptions = {}): Promise<FlushResult> {
  if (flushing) return flushing;
  flushing = (async () => {
    const result: FlushResult = { sent: [], rejected: [] };
    // A device that never opened its database (a first visit) has nothing waiting: Dexie stays unloaded.
    if (!given && !(await deviceHasDb())) return result;
    const database = given ?? (await loadDb());
    const rows = await database.outbox.orderBy('createdAt').toArray();
    for (const row of rows) {
      try {
        if (row.kind === 'application' && !(await mayCarry(row, sessionUser))) continue;
        await send(row, database);
        await database.outbox.delete(row.id);
        result.sent.push(row);
      } catch (err) {
        if (waitsForItsCandidate(row, err)) {
          await database.outbox.update(row.id, { attempts: row.attempts + 1, lastError: (err as ApiError).message });
          continue;
        }
        if (refused(err)) {
          console.error('Outbox item refused by the server', err.message);
          await database.outbox.delete(row.id);
          result.rejected.push({ row, code: err.code });
          continue;
        }
        await database.outbox.update(row.id, {
          attempts: row.attempts + 1,
          lastError: err instanceof Error ? err.message : String(err),
        });
        break;
      }
    }
    return result;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** This candidate's applications waiting on this device to be sent, oldest first. */
export function useQueuedApplications(userId: number | undefined): (OutboxRow & { kind: 'application' })[] | undefined {
  const rows = useDeviceQuery((db) => db.outbox.orderBy('createdAt').toArray(), [], []);
  return rows?.filter(
    (r): r is OutboxRow & { kind: 'application' } =>
      r.kind === 'application' && (r.payload.userId ?? userId) === userId,
  );
}

/** Ids of the jobs with an application of this candidate waiting to be sent from this device. */
export function useQueuedApplicationJobIds(userId: number | undefined): ReadonlySet<number> {
  const rows = useQueuedApplications(userId);
  return new Set((rows ?? []).map((r) => r.payload.jobId));
}
