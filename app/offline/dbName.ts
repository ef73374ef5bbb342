/** The IndexedDB database's name, on its own so naming it loads no Dexie (lazyDb.ts, schema.ts). */
export const DB_NAME = 'portal';
