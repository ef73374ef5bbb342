// The embedded database's own thread (server/db/pgliteThread.ts): PGlite runs PostgreSQL compiled to
// WebAssembly on the thread that calls it, so a 100 ms query on the server's thread held every other request
// for 100 ms. Here it holds only this thread. Plain JavaScript: a worker loads it without any loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = parentPort;
if (!port) throw new Error('pgliteWorker.mjs runs as a worker thread');

/** @type {{ dataDir?: string, image?: Blob }} */
const options = workerData ?? {};
const db = new PGlite({
  dataDir: options.dataDir,
  extensions: { pg_trgm },
  ...(options.image && { loadDataDir: options.image }),
});

/** A database error keeps its fields (code, constraint, detail…): a cloned Error would keep only its message. */
const plainError = (err) =>
  err instanceof Error
    ? { ...Object.fromEntries(Object.entries(err)), name: err.name, message: err.message, stack: err.stack }
    : { name: 'Error', message: String(err) };

/** Each channel's stop, by the id the caller gave it. */
const listeners = new Map();

port.on('message', async (m) => {
  try {
    switch (m.op) {
      case 'ready':
        await db.waitReady;
        return port.postMessage({ id: m.id, result: null });
      case 'query': {
        const r = await db.query(m.sql, m.params, m.options);
        return port.postMessage({ id: m.id, result: { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows } });
      }
      case 'exec':
        return port.postMessage({ id: m.id, result: await db.exec(m.sql) });
      case 'listen': {
        const stop = await db.listen(m.channel, (payload) => port.postMessage({ notify: m.listener, payload }));
        listeners.set(m.listener, stop);
        return port.postMessage({ id: m.id, result: null });
      }
      case 'unlisten':
        await listeners.get(m.listener)?.();
        listeners.delete(m.listener);
        return port.postMessage({ id: m.id, result: null });
      case 'dump':
        return port.postMessage({ id: m.id, result: await db.dumpDataDir('none') });
      case 'close':
        await db.close();
        port.postMessage({ id: m.id, result: null });
        return port.close();
      default:
        throw new Error(`unknown operation ${m.op}`);
    }
  } catch (err) {
    port.postMessage({ id: m.id, error: plainError(err) });
  }
});
