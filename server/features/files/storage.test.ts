// Where uploads' bytes live: the data folder on the embedded default, the database
// with PostgreSQL. Byte-identical round trips on both engines, damaged and missing bytes answered 410,
// rows written only after their bytes are durable, and — the finding — an upload in progress on PGlite
// no longer holds up other requests: its bytes never pass through PGlite.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { files, startServer, type TestServer } from '../../test/harness.ts';
import { FileStore } from '../../storage/files.ts';
import { purgeOrphanFiles, saveUpload } from './repo.ts';

/** A PDF of about `bytes` bytes whose content is random (so any corruption shows). */
const bigPdf = (bytes: number) =>
  Buffer.concat([files.pdf(), crypto.randomBytes(bytes - files.pdf().length - 6), Buffer.from('\n%%EOF')]);

const idOf = (p: string) => p.split('/').pop()!;

describe.each(['postgresql', 'pglite'] as const)('file bytes on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ engine });
  });
  afterAll(() => s.close());

  it('downloads exactly the bytes uploaded, kept where the engine keeps them, with their checksum', async () => {
    const { client } = await s.as('candidate');
    const data = bigPdf(3 * 1024 * 1024);
    const up = await client.upload('/api/upload-cv', 'cv.pdf', data, 'application/pdf');
    expect(up.status).toBe(201);
    const res = await fetch(s.url + up.body.filePath, { headers: { Cookie: cookieOf(client) } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true);
    const row = await s
      .db('files')
      .where({ id: idOf(up.body.filePath) })
      .first('storage', 'sha256', 'data');
    expect(row?.sha256).toBe(crypto.createHash('sha256').update(data).digest('hex'));
    expect(row?.storage).toBe(engine === 'pglite' ? 'disk' : 'database');
    expect(row?.data === null).toBe(engine === 'pglite');
  });

  it('answers 410 (not 500) when the bytes are damaged or gone', async () => {
    const { client } = await s.as('candidate');
    const upload = async () =>
      idOf(
        (await client.upload('/api/upload-cv-registration', 'cv.pdf', bigPdf(4096), 'application/pdf')).body.filePath,
      );
    const damaged = await upload();
    const gone = await upload();
    if (engine === 'pglite') {
      const file = blobPath(s, damaged);
      const bytes = fs.readFileSync(file);
      bytes[100] = bytes[100]! ^ 0xff; // same size, one byte flipped
      fs.writeFileSync(file, bytes);
      fs.rmSync(blobPath(s, gone));
    } else {
      const row = await s.db('files').where({ id: damaged }).first('data');
      const bytes = Buffer.from(row!.data!);
      bytes[100] = bytes[100]! ^ 0xff;
      await s.db('files').where({ id: damaged }).update({ data: bytes });
      await s
        .db('files')
        .where({ id: gone })
        .update({ size: 4095, data: Buffer.alloc(4095) });
    }
    for (const id of [damaged, gone]) {
      const res = await client.get(`/api/files/${id}`);
      expect(res.status, id).toBe(410);
      expect(res.body).toMatchObject({
        ok: false,
        code: 'fileUnavailable',
        error: 'This file is no longer available.',
      });
    }
  });

  it('still serves a file stored in the database before bytes moved (existing rows keep working)', async () => {
    const { client, user } = await s.as('candidate');
    const data = files.pdf('old');
    const id = crypto.randomUUID();
    await s.db('files').insert({
      id,
      owner_id: user.id,
      original_name: 'old.pdf',
      mime_type: 'application/pdf',
      size: data.length,
      data,
    });
    const res = await fetch(`${s.url}/api/files/${id}`, { headers: { Cookie: cookieOf(client) } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true);
  });
});

describe('durability on disk (the embedded default)', () => {
  let dir: string;
  let s: TestServer;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-store-test-'));
    s = await startServer({ engine: 'pglite' });
  });
  afterAll(async () => {
    await s.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A store that dies between writing the temporary file and renaming it into place. */
  class CrashingStore extends FileStore {
    protected override rename(): Promise<void> {
      return Promise.reject(new Error('power cut'));
    }
  }

  it('a crash between the write and the rename leaves no row, and the next start clears the leftovers', async () => {
    const { user } = await s.as('candidate');
    const store = new CrashingStore(dir);
    const staged = await store.stage([files.pdf('crash')]);
    expect(fs.existsSync(staged.path)).toBe(true);
    await expect(
      saveUpload(
        s.db,
        store,
        { ownerId: user.id, name: 'cv.pdf', mime: 'application/pdf', staged },
        { quotaBytes: 1e9, replace: false },
      ),
    ).rejects.toThrow('power cut');
    expect(await s.db('files').where({ owner_id: user.id }).first('id')).toBeUndefined();
    // The next start (a new store on the same folder) clears the half-done upload.
    new FileStore(dir).clearStaging();
    expect(fs.readdirSync(path.join(dir, '.staging'))).toEqual([]);
  });

  it('bytes put in place whose row never came are removed: at once on a failed insert, else by housekeeping', async () => {
    const store = new FileStore(dir);
    // The insert fails (no such owner): the bytes put in place for it are removed again.
    const staged = await store.stage([files.pdf('orphan')]);
    await expect(
      saveUpload(
        s.db,
        store,
        { ownerId: 2 ** 31 - 1, name: 'cv.pdf', mime: 'application/pdf', staged },
        { quotaBytes: 1e9, replace: false },
      ),
    ).rejects.toThrow();
    const blobs = () =>
      fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && !e.parentPath.endsWith('.staging'));
    expect(blobs()).toEqual([]);
    // A crash after the rename and before the insert: bytes nobody names, swept once old enough.
    const id = crypto.randomUUID();
    await store.put(id, await store.stage([files.pdf('crash after rename')]));
    expect(await store.stat(id)).toBeDefined();
    expect(await store.sweepOrphans(s.db)).toBe(0); // young: perhaps an upload about to insert its row
    expect(await store.sweepOrphans(s.db, -1)).toBe(1);
    expect(await store.stat(id)).toBeUndefined();
  });

  it('purging a registration upload nobody took up removes its bytes with its row', async () => {
    const up = await s.client().upload('/api/upload-cv-registration', 'cv.pdf', files.pdf('unclaimed'));
    const id = idOf(up.body.filePath);
    expect(await s.files.stat(id)).toBeDefined();
    await s
      .db('files')
      .where({ id })
      .update({ created_at: new Date(Date.now() - 25 * 3600 * 1000) });
    expect(await purgeOrphanFiles(s.db, s.files)).toBe(1);
    expect(await s.db('files').where({ id }).first('id')).toBeUndefined();
    expect(await s.files.stat(id)).toBeUndefined();
  });
});

describe('an upload in progress on PGlite', () => {
  let staticDir: string;
  let s: TestServer;
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
    fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    s = await startServer({ engine: 'pglite', env: { STATIC_DIR: staticDir } });
  });
  afterAll(async () => {
    await s.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('lets /api/health and a static file answer before a 5 MB upload finishes, its bytes never passing through PGlite', async () => {
    const { client } = await s.as('candidate');
    let largestBinding = 0;
    s.db.on('query', (q: { bindings?: unknown[] }) => {
      for (const b of q.bindings ?? [])
        if (b instanceof Uint8Array || typeof b === 'string') largestBinding = Math.max(largestBinding, b.length);
    });
    const data = bigPdf(5 * 1024 * 1024 - 1024);
    const boundary = 'portal-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const events: string[] = [];
    const { port } = new URL(s.url);
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/upload-cv',
      headers: {
        Cookie: cookieOf(client),
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': head.length + data.length + tail.length,
      },
    });
    const uploaded = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => {
          events.push('upload');
          resolve({ status: res.statusCode!, body });
        });
      });
      req.on('error', reject);
    });
    // The first 4 MB go out; the server is receiving the upload (its bytes reach the staging folder).
    const half = 4 * 1024 * 1024;
    await new Promise<void>((resolve) => req.write(Buffer.concat([head, data.subarray(0, half)]), () => resolve()));
    await untilStaging(s, (size) => size > 0);
    await Promise.all([
      client.get('/api/health').then((r) => {
        expect(r.status).toBe(200);
        events.push('health');
      }),
      client.get('/assets/index-abc123.js').then((r) => {
        expect(r.status).toBe(200);
        events.push('static');
      }),
    ]);
    expect(events.sort()).toEqual(['health', 'static']); // both answered; the upload has not
    req.end(Buffer.concat([data.subarray(half), tail]));
    const res = await uploaded;
    expect(res.status).toBe(201);
    expect(events.at(-1)).toBe('upload');
    // No query carried the file: the 5 MB went to disk, the database got a row of a few hundred bytes.
    expect(largestBinding).toBeLessThan(64 * 1024);
    const filePath = (JSON.parse(res.body) as { filePath: string }).filePath;
    const download = await fetch(s.url + filePath, { headers: { Cookie: cookieOf(client) } });
    expect(Buffer.from(await download.arrayBuffer()).equals(data)).toBe(true);
  });
});

function cookieOf(client: { cookies: Map<string, string> }): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

function blobPath(s: TestServer, id: string): string {
  return path.join(storeDir(s), id.slice(0, 2), id);
}

function storeDir(s: TestServer): string {
  return (s.files as unknown as { dir: string }).dir;
}

/** Waits (yielding to the event loop, no fixed sleep) until an upload's temporary file satisfies `ok`. */
async function untilStaging(s: TestServer, ok: (size: number) => boolean): Promise<void> {
  const staging = path.join(storeDir(s), '.staging');
  await vi.waitFor(
    () => {
      const sizes = fs
        .readdirSync(staging)
        .map((name) => fs.statSync(path.join(staging, name), { throwIfNoEntry: false })?.size ?? 0);
      if (!sizes.some(ok)) throw new Error(`no temporary upload file of the size awaited (${sizes.join(', ')})`);
    },
    { timeout: 20_000, interval: 1 },
  );
}
