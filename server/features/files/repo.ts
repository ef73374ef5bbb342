// CV files: type judged by content (magic bytes), addressed by an opaque id. Rows here; bytes through
// the FileStore (server/storage/files.ts: the data folder on the embedded default, else the row).
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { CV_MIME_TYPES } from '../../contract/index.ts';
import type { FileStore, StagedFile } from '../../storage/files.ts';
import { isWordDocument } from './ooxml.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FILES_PREFIX = '/api/files/';
export const FILE_ID = new RegExp(`^${UUID}$`);
const FILE_PATH = new RegExp(`^${FILES_PREFIX}(${UUID})$`);
export const filePath = (id: string) => `${FILES_PREFIX}${id}`;
export const fileIdFromPath = (p: string): string | null => FILE_PATH.exec(p)?.[1] ?? null;

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
// Excel, PowerPoint and .msi files are OLE2 compound files too; only Word's has a stream of this
// name, and directory entry names are stored as UTF-16LE.
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** PDF, Word 97–2003 (OLE2 compound file with a WordDocument stream) or Word 2007+ (a zip whose
 * content types declare a WordprocessingML document that is there: ooxml.ts); else null. */
export function detectCvType(data: Buffer): { mime: string; ext: string } | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return { mime: CV_MIME_TYPES.pdf, ext: '.pdf' };
  if (data.subarray(0, 8).equals(OLE2))
    return data.includes(WORD_STREAM) ? { mime: CV_MIME_TYPES.doc, ext: '.doc' } : null;
  // A zip only when it is read as Word reads it (ooxml.ts), not for names found anywhere in its bytes.
  if (data.subarray(0, 4).toString('latin1') === 'PK\x03\x04' && isWordDocument(data))
    return { mime: CV_MIME_TYPES.docx, ext: '.docx' };
  return null;
}

/** Keeps the user's file name readable but safe in a header, with the extension its content deserves. */
export function safeFileName(original: string, ext: string): string {
  const base =
    original
      .replace(/\.[^.]*$/, '')
      .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
      .trim()
      .slice(0, 150) || 'cv';
  return base + ext;
}

/** Why an upload was refused after its bytes arrived (the route turns it into an answer). */
export class QuotaExceeded extends Error {}

/** Stores a checked upload: its bytes first (durable on disk, or in the row), then its row, in one
 * transaction that also enforces the owner's quota. `replace`: the owner's earlier files that nothing
 * refers to (no application, no registration) are deleted, so replacing a CV frees its bytes. On any
 * failure no row is written and bytes put on disk are removed. Returns the new file's id. */
export async function saveUpload(
  db: Knex,
  store: FileStore,
  upload: { ownerId: number | null; name: string; mime: string; staged: StagedFile },
  opts: { quotaBytes: number; replace: boolean },
): Promise<string> {
  const id = crypto.randomUUID();
  const { ownerId } = upload;
  const bytes = await store.put(id, upload.staged);
  let freed: string[] = [];
  try {
    await db.transaction(async (trx) => {
      if (ownerId !== null) {
        // One upload of an account at a time past this line: two at once cannot both fit the quota.
        await trx('users').where({ id: ownerId }).forUpdate().first('id');
        if (opts.replace) freed = await deleteUnreferenced(trx, ownerId);
        const used = await trx('files').where({ owner_id: ownerId }).sum({ total: 'size' }).first();
        if (Number(used?.total ?? 0) + bytes.size > opts.quotaBytes) throw new QuotaExceeded();
      }
      await trx('files').insert({
        id,
        owner_id: ownerId,
        original_name: upload.name,
        mime_type: upload.mime,
        size: bytes.size,
        data: bytes.data,
        storage: bytes.storage,
        sha256: bytes.sha256,
      });
    });
  } catch (err) {
    await store.delete([id]);
    throw err;
  }
  await store.delete(freed);
  return id;
}

/** Deletes the owner's files that no application or registration names; returns their ids (the
 * caller removes their bytes after the commit). */
async function deleteUnreferenced(db: Knex, ownerId: number): Promise<string[]> {
  const rows: { id: string }[] = await db('files as f')
    .where('f.owner_id', ownerId)
    .whereNotExists(db('applications as a').whereRaw('a.cv_file_id = f.id').select(db.raw('1')))
    .whereNotExists(db('candidate_registrations as r').whereRaw('r.cv_file_id = f.id').select(db.raw('1')))
    .delete()
    .returning('f.id');
  return rows.map((r) => r.id);
}

export async function latestCv(db: Knex, ownerId: number) {
  return db('files')
    .where({ owner_id: ownerId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first('id', 'original_name');
}

/** Whose file this is (owner_id null: a visitor's upload), or undefined when there is no such file. */
export const fileOwner = (db: Knex, id: string) => db('files').where({ id }).first('owner_id');

/** The file's facts for a reader (its bytes come from the FileStore). */
export const fileMeta = (db: Knex, id: string) =>
  db('files').where({ id }).first('id', 'original_name', 'mime_type', 'size', 'storage', 'sha256');

/** A file the candidate owns, or undefined. */
export const ownedFile = (db: Knex, id: string, ownerId: number) =>
  db('files').where({ id, owner_id: ownerId }).first('id');

/** Whether the file is the CV of an application to one of this employer's jobs. */
export async function sentToEmployer(db: Knex, fileId: string, employerId: number): Promise<boolean> {
  return Boolean(
    await db('applications as a')
      .join('jobs as j', 'j.id', 'a.job_id')
      .where({ 'a.cv_file_id': fileId, 'j.employer_id': employerId })
      .first('a.id'),
  );
}

/** How long an upload nobody refers to is kept: a visitor's CV waits this long for its registration. */
const ORPHAN_FILE_GRACE_MS = 24 * 60 * 60 * 1000;

/** Deletes ownerless uploads older than the grace period that no registration or application refers to
 * (anonymous /upload-cv-registration calls that never led to a registration). Files of a user are
 * their CV history and stay. Returns how many were deleted. */
export async function purgeOrphanFiles(db: Knex, store?: FileStore, graceMs = ORPHAN_FILE_GRACE_MS): Promise<number> {
  const rows: { id: string }[] = await db('files as f')
    .whereNull('f.owner_id')
    .where('f.created_at', '<', new Date(Date.now() - graceMs))
    .whereNotExists(db('applications as a').whereRaw('a.cv_file_id = f.id').select(db.raw('1')))
    .whereNotExists(db('candidate_registrations as r').whereRaw('r.cv_file_id = f.id').select(db.raw('1')))
    .delete()
    .returning('f.id');
  await store?.delete(rows.map((r) => r.id));
  return rows.length;
}

/** Erases a user's CVs. `keepSentToEmployers` (the candidate's 'Remove' on /account): a CV
 * attached to an application stays for that employer, no longer the user's (owner cleared), and every
 * other file of theirs is deleted. Without it (the account's erasure): every file they own, and every
 * file their registration or applications name, is deleted. Run it in the caller's transaction, and
 * once it has committed give the ids it returns to FileStore.delete (bytes kept on disk). */
export async function deleteFilesOf(
  db: Knex,
  userId: number,
  { keepSentToEmployers }: { keepSentToEmployers: boolean },
): Promise<string[]> {
  const applied = db('applications').whereNotNull('cv_file_id').select('cv_file_id');
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  if (keepSentToEmployers) {
    await db('files').where({ owner_id: userId }).whereIn('id', applied).update({ owner_id: null });
    return ids(await db('files').where({ owner_id: userId }).delete().returning('id'));
  }
  const rows: { id: string }[] = await db('files')
    .where({ owner_id: userId })
    .orWhereIn('id', db('applications').where({ candidate_id: userId }).whereNotNull('cv_file_id').select('cv_file_id'))
    .orWhereIn(
      'id',
      db('candidate_registrations').where({ user_id: userId }).whereNotNull('cv_file_id').select('cv_file_id'),
    )
    .delete()
    .returning('id');
  return ids(rows);
}
