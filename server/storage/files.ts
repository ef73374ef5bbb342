// Where the bytes of uploaded files live. A file's row (table `files`) holds its
// name, type, size and SHA-256; its bytes are in one of two places, named by the row's `storage`:
// - 'disk': the data folder (`DATA_DIR/files/ab/<id>`), the embedded default's place. PGlite runs on
//   the server's own thread, so a 5 MB bytea insert froze every request; now an upload streams to a
//   temporary file (hashed and counted as it arrives), is fsynced and renamed into place, and only then
//   is its small row inserted: no PGlite call carries the bytes, and no row ever names bytes that are
//   not durably there. A crash before the rename leaves a temporary file (cleared at the next start);
//   a crash between the rename and the insert leaves bytes without a row (swept by housekeeping).
// - 'database': the row's `data` column, with DATABASE_URL (PostgreSQL serves several processes from
//   one place), and every row written before this module existed.
// Reads check the size and the checksum before anything is sent: a missing or damaged file is reported
// as such (the route answers 410), never sent half-way or as a 500.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Knex } from 'knex';

export type StorageKind = 'disk' | 'database';

/** An upload written to a private temporary file, not yet anybody's file. */
export interface StagedFile {
  path: string;
  size: number;
  sha256: string;
}

/** What a reader gets: the bytes as a stream (already checked), or why there are none. */
export type BlobRead = { stream: Readable; size: number } | { missing: true } | { corrupt: true };

interface StoredRow {
  id: string;
  storage: string;
  size: number;
  sha256: string | null;
}

const sha256Hex = (data: Uint8Array) => crypto.createHash('sha256').update(data).digest('hex');

/** Files put in place but not yet given a row are this young at most (an upload's rename-then-insert
 * takes milliseconds); older bytes without a row are leftovers of a crash or of a deleted row. */
const ORPHAN_BLOB_GRACE_MS = 60 * 60 * 1000;

export class FileStore {
  /** Where new uploads' bytes go. */
  readonly kind: StorageKind;
  private readonly staging: string;

  /** `dir`: the folder of the files (disk storage); omitted, new bytes go into the database and uploads
   * are staged in the system's temporary folder. */
  constructor(private readonly dir?: string) {
    this.kind = dir ? 'disk' : 'database';
    // Staged next to the final place on disk, so the rename is atomic (one file system).
    this.staging = dir ? path.join(dir, '.staging') : path.join(os.tmpdir(), 'portal-uploads');
    fs.mkdirSync(this.staging, { recursive: true });
  }

  /** At start-up: temporary files of uploads that never finished (this folder is one process's). */
  clearStaging(): void {
    if (!this.dir) return;
    for (const name of fs.readdirSync(this.staging)) fs.rmSync(path.join(this.staging, name), { force: true });
  }

  /** Streams an upload into a temporary file, hashing and counting it as it arrives, and syncs it. */
  async stage(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<StagedFile> {
    const file = path.join(this.staging, `${crypto.randomUUID()}.part`);
    const handle = await fs.promises.open(file, 'wx', 0o600);
    const hash = crypto.createHash('sha256');
    let size = 0;
    try {
      for await (const chunk of source) {
        hash.update(chunk);
        size += chunk.length;
        await handle.write(chunk);
      }
      await handle.sync();
    } catch (err) {
      await handle.close().catch(() => {});
      await fs.promises.rm(file, { force: true });
      throw err;
    }
    await handle.close();
    return { path: file, size, sha256: hash.digest('hex') };
  }

  /** Forgets a staged upload (refused, or already put). */
  async discard(staged: StagedFile): Promise<void> {
    await fs.promises.rm(staged.path, { force: true });
  }

  private blobPath(id: string): string {
    if (!this.dir || !/^[0-9a-f-]{36}$/.test(id)) throw new Error(`Not a file id: ${id}`);
    return path.join(this.dir, id.slice(0, 2), id);
  }

  /** Makes the staged bytes durable under `id`: the columns the row must carry. On disk the bytes are
   * renamed into place (and the folder synced) before the caller inserts the row; in the database they
   * travel in the row. */
  async put(
    id: string,
    staged: StagedFile,
  ): Promise<{ storage: StorageKind; sha256: string; size: number; data: Buffer | null }> {
    const facts = { sha256: staged.sha256, size: staged.size };
    if (!this.dir) {
      const data = await fs.promises.readFile(staged.path);
      await this.discard(staged);
      return { storage: 'database', data, ...facts };
    }
    const target = this.blobPath(id);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await this.rename(staged.path, target);
    await syncFolder(path.dirname(target));
    return { storage: 'disk', data: null, ...facts };
  }

  /** fs.promises.rename (a test replaces it to crash between the write and the rename). */
  protected rename(from: string, to: string): Promise<void> {
    return fs.promises.rename(from, to);
  }

  /** The bytes of a row, checked against its size and checksum before they are handed out. */
  async get(db: Knex, row: StoredRow): Promise<BlobRead> {
    if (row.storage === 'disk') {
      const file = this.dir ? this.blobPath(row.id) : null;
      const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
      if (!file || !stat?.isFile()) return { missing: true };
      if (stat.size !== row.size) return { corrupt: true };
      if (row.sha256 && (await hashFile(file)) !== row.sha256) return { corrupt: true };
      return { stream: fs.createReadStream(file), size: stat.size };
    }
    const found = await db('files').where({ id: row.id }).first('data');
    if (!found?.data) return { missing: true };
    const data = Buffer.from(found.data);
    if (data.length !== row.size || (row.sha256 && sha256Hex(data) !== row.sha256)) return { corrupt: true };
    return { stream: Readable.from([data]), size: data.length };
  }

  /** Size of the bytes on disk (undefined: none), for checks and tests. */
  async stat(id: string): Promise<{ size: number } | undefined> {
    if (!this.dir) return undefined;
    const stat = await fs.promises.stat(this.blobPath(id)).catch(() => null);
    return stat?.isFile() ? { size: stat.size } : undefined;
  }

  /** Removes the bytes of files whose rows are already deleted (rows first: a crash in between leaves
   * bytes nobody names, never a row naming nothing). */
  async delete(ids: readonly string[]): Promise<void> {
    if (!this.dir) return;
    for (const id of ids) await fs.promises.rm(this.blobPath(id), { force: true });
  }

  /** Housekeeping: bytes on disk that no row names and that are older than an upload takes to get
   * its row (a crash between the rename and the insert, or a row deleted by a query that could not
   * reach the disk). Returns how many were removed. */
  async sweepOrphans(db: Knex, graceMs = ORPHAN_BLOB_GRACE_MS): Promise<number> {
    if (!this.dir) return 0;
    const before = Date.now() - graceMs;
    let removed = 0;
    for (const shard of await fs.promises.readdir(this.dir)) {
      if (!/^[0-9a-f]{2}$/.test(shard)) continue;
      const folder = path.join(this.dir, shard);
      const names = (await fs.promises.readdir(folder)).filter((n) => /^[0-9a-f-]{36}$/.test(n));
      const old: string[] = [];
      for (const name of names) {
        const stat = await fs.promises.stat(path.join(folder, name)).catch(() => null);
        if (stat && stat.mtimeMs < before) old.push(name);
      }
      if (!old.length) continue;
      const named = new Set(await db('files').whereIn('id', old).pluck('id'));
      const orphans = old.filter((id) => !named.has(id));
      await this.delete(orphans);
      removed += orphans.length;
    }
    return removed;
  }
}

async function hashFile(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A rename is durable once the folder holding the new name is synced. */
async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
