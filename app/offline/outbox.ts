// Writes made while offline (contact enquiries) wait here with a client-made id and are sent when
// the network returns; the server applies each id once, so a resend after a lost answer is harmless.
import type { ContactInput } from '../../server/contract/index.ts';
import { ApiError, sendJson } from '../api/http.ts';
import { db, type PortalDb } from './db.ts';

export const newClientId = (): string => crypto.randomUUID();

export async function enqueueContact(payload: ContactInput, database: PortalDb = db): Promise<string> {
  const clientId = payload.clientId ?? newClientId();
  await database.outbox.add({
    clientId, kind: 'contact', payload: { ...payload, clientId }, createdAt: new Date().toISOString(), attempts: 0, lastError: null,
  });
  return clientId;
}

type Sender = (row: { kind: 'contact'; payload: ContactInput }) => Promise<unknown>;
const defaultSender: Sender = (row) => sendJson('POST', '/api/contact', row.payload);

let flushing: Promise<number> | null = null;

/** Sends what is waiting, oldest first. Returns how many were delivered. Stops at the first network failure. */
export function flushOutbox(database: PortalDb = db, send: Sender = defaultSender): Promise<number> {
  if (flushing) return flushing;
  flushing = (async () => {
    let sent = 0;
    const rows = await database.outbox.orderBy('createdAt').toArray();
    for (const row of rows) {
      try {
        await send(row);
        await database.outbox.delete(row.id!);
        sent++;
      } catch (err) {
        if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429) {
          // The server refused the content itself: retrying cannot help, keep no poison rows.
          console.error('Outbox item rejected by the server', err.message);
          await database.outbox.delete(row.id!);
          continue;
        }
        await database.outbox.update(row.id!, { attempts: row.attempts + 1, lastError: err instanceof Error ? err.message : String(err) });
        break;
      }
    }
    return sent;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}
