// The page's IndexedDB database (Dexie), defined once in schema.ts (the service worker opens the same).
// Only app/offline/* touches it.
import { PortalDb } from './schema.ts';
import { markDbOpened } from './dbOpened.ts';

export { PortalDb };
export type { ContentRow, MetaRow, OutboxRow, QueuedApplication, SavedRow } from './schema.ts';

export const db = new PortalDb();
markDbOpened();
