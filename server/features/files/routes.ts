// CV uploads (at most 5 MB, PDF/DOC/DOCX by content) and downloads for the people allowed to see them.
// An upload streams into a temporary file as it arrives (server/storage/files.ts), is judged by its
// content there, and only then becomes a file; a download streams bytes whose checksum was verified.
import multer from '@koa/multer';
import type { IncomingMessage } from 'node:http';
import fs from 'node:fs';
import type { Next } from 'koa';
import { LIMITS, cvSizeAllowed, isStaffRole } from '../../contract/index.ts';
import { HttpError, badRequest, notFound } from '../../errors.ts';
import { currentUser, requireAuth, requireRole } from '../../middleware/auth.ts';
import { TooManyRequests, countHit, limitPerAddress } from '../../middleware/rateLimit.ts';
import { createRouter } from '../../router.ts';
import type { FileStore, StagedFile } from '../../storage/files.ts';
import type { AppContext, AppDeps } from '../../types.ts';
import {
  FILE_ID,
  QuotaExceeded,
  detectCvType,
  fileMeta,
  fileOwner,
  filePath,
  latestCv,
  safeFileName,
  saveUpload,
  sentToEmployer,
} from './repo.ts';

/** What the staging engine hands on for the one file of the form. */
interface StagedUpload {
  originalname: string;
  staged: StagedFile;
}

/** A multer storage engine that streams the file into the store's staging folder. */
function stagingEngine(store: FileStore): multer.StorageEngine {
  type EngineFile = multer.File & { stream?: AsyncIterable<Uint8Array>; staged?: StagedFile };
  return {
    _handleFile(_req: IncomingMessage, file: EngineFile, cb) {
      store
        .stage(file.stream!)
        .then((staged) => cb(null, { staged, size: staged.size } as Partial<multer.File> as multer.File), cb);
    },
    _removeFile(_req: IncomingMessage, file: EngineFile, cb) {
      void (file.staged ? store.discard(file.staged) : Promise.resolve()).then(() => cb(null as unknown as Error));
    },
  };
}

/** Reads the one file of the form. Its parser throws plain Errors on a broken multipart body (no
 * boundary, cut short, a part without a name): that is bad input, not a server fault. multer's own
 * limit errors (LIMIT_*) keep their meaning in the error middleware. The staged file is always
 * discarded when the request is done (put in place by then, or refused). */
function readFile(store: FileStore) {
  // multer stops reading a file over 5 MB (bounded disk); exactly 5 MB is refused by cvSizeAllowed below.
  const single = multer({
    storage: stagingEngine(store),
    limits: { fileSize: LIMITS.cvMaxBytes, files: 1, fields: 5 },
  }).single('file');
  return async (ctx: AppContext, next: Next): Promise<void> => {
    let parsed = false;
    try {
      await single(ctx, () => {
        parsed = true;
        return next();
      });
    } catch (err) {
      const limit =
        typeof (err as { code?: unknown }).code === 'string' && (err as { code: string }).code.startsWith('LIMIT_');
      if (parsed || limit || err instanceof HttpError) throw err;
      throw badRequest('invalidInput', { file: 'invalidInput' });
    } finally {
      const staged = (ctx as unknown as { file?: StagedUpload }).file?.staged;
      if (staged) await store.discard(staged);
    }
  };
}

/** A signed-in account's uploads per hour (kept in the database, so every process counts them). */
async function limitPerAccount(ctx: AppContext, next: Next): Promise<void> {
  const user = ctx.state.user;
  if (user) {
    const { perAccount, windowMs } = ctx.deps.config.uploadLimits;
    const { hits, retryMs } = await countHit(ctx.deps.db, `upload:account:${user.id}`, windowMs);
    if (hits > perAccount) throw new TooManyRequests('tooManyUploads', retryMs);
  }
  await next();
}

const tooLarge = () => new HttpError(413, 'cvTooLarge', { file: 'cvTooLarge' });

/** The first bytes and the whole content decide the type; a CV is at most 5 MB, read from the staged file. */
async function acceptCv(ctx: AppContext, ownerId: number | null, replace: boolean): Promise<void> {
  const file = (ctx as unknown as { file?: StagedUpload }).file;
  if (!file) throw badRequest('noFile', { file: 'noFile' });
  if (!cvSizeAllowed(file.staged.size)) throw tooLarge();
  const type = detectCvType(await fs.promises.readFile(file.staged.path));
  if (!type) throw badRequest('cvInvalidType', { file: 'cvInvalidType' });
  // multer decodes the name as latin1; browsers send UTF-8.
  const original = Buffer.from(file.originalname, 'latin1').toString('utf8');
  const name = safeFileName(original, type.ext);
  const { db, files, config } = ctx.deps;
  let id: string;
  try {
    id = await saveUpload(
      db,
      files,
      { ownerId, name, mime: type.mime, staged: file.staged },
      { quotaBytes: config.uploadLimits.quotaBytes, replace },
    );
  } catch (err) {
    if (err instanceof QuotaExceeded) throw badRequest('uploadQuotaExceeded', { file: 'uploadQuotaExceeded' });
    throw err;
  }
  ctx.status = 201;
  ctx.body = { ok: true, filePath: filePath(id), fileName: name };
}

export function fileRoutes(deps: AppDeps) {
  const router = createRouter('/api');
  const upload = readFile(deps.files);

  // A candidate's new CV replaces the earlier ones that no application or registration names.
  router.post('/upload-cv', requireRole('candidate'), limitPerAccount, upload, (ctx) =>
    acceptCv(ctx, currentUser(ctx).id, true),
  );
  // At registration the visitor may not have an account yet: the file is kept without an owner
  // (purged after a day when no registration names it), and each address may upload only so often.
  router.post(
    '/upload-cv-registration',
    limitPerAddress(deps.config.uploadLimits, 'tooManyUploads'),
    limitPerAccount,
    upload,
    (ctx) => acceptCv(ctx, ctx.state.user?.id ?? null, false),
  );

  router.get('/candidate/cv-status', requireRole('candidate'), async (ctx) => {
    const cv = await latestCv(ctx.deps.db, currentUser(ctx).id);
    ctx.body = {
      ok: true,
      data: { hasExistingCv: Boolean(cv), cvFileName: cv?.original_name ?? null, cvUrl: cv ? filePath(cv.id) : null },
    };
  });

  router.get('/files/:id', requireAuth, async (ctx) => {
    const user = currentUser(ctx);
    const { db } = ctx.deps;
    const id = (ctx.params.id ?? '').toLowerCase();
    if (!FILE_ID.test(id)) throw notFound(); // not a UUID: no such file (the database would refuse it as 400)
    const meta = await fileOwner(db, id);
    if (!meta) throw notFound();
    const allowed =
      isStaffRole(user.role) ||
      meta.owner_id === user.id ||
      (user.role === 'employer' && (await sentToEmployer(db, id, user.id)));
    if (!allowed) throw notFound();
    const file = await fileMeta(db, id);
    if (!file) throw notFound(); // deleted in between
    const blob = await ctx.deps.files.get(db, file);
    if (!('stream' in blob)) {
      // The row is there but its bytes are gone or damaged: said plainly (and logged), never a 500.
      ctx.deps.log.error(
        { fileId: id, problem: 'missing' in blob ? 'missing' : 'checksum mismatch' },
        'file bytes unreadable',
      );
      throw new HttpError(410, 'fileUnavailable');
    }
    // ?inline=1 shows a PDF in the application panel's frame (this site's pages only may frame it); any
    // other file, or without it, is a download. Word files are never opened in the page.
    const inline = ctx.query.inline === '1' && file.mime_type === 'application/pdf';
    ctx.set(
      'Content-Disposition',
      `${inline ? 'inline' : 'attachment'}; filename="${file.original_name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.original_name)}`,
    );
    ctx.set('Cache-Control', 'private, no-store');
    if (inline) {
      // Chromium's PDF viewer refuses a sandboxed document, so the inline PDF is kept to this site by
      // framing rules instead: nothing it may load, framed only by this site's own pages.
      ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'self'");
      ctx.set('X-Frame-Options', 'SAMEORIGIN');
    } else ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.type = file.mime_type;
    ctx.length = blob.size;
    ctx.body = blob.stream;
  });

  return router;
}
