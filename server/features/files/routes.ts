// CV uploads (at most 5 MB, PDF/DOC/DOCX by content) and downloads for the people allowed to see them.
import multer from '@koa/multer';
import type { Next } from 'koa';
import { LIMITS, cvSizeAllowed, isStaffRole } from '../../contract/index.ts';
import { HttpError, badRequest, notFound } from '../../errors.ts';
import { currentUser, requireAuth, requireRole } from '../../middleware/auth.ts';
import { limitPerAddress } from '../../middleware/rateLimit.ts';
import { createRouter } from '../../router.ts';
import type { AppContext, AppDeps } from '../../types.ts';
import {
  FILE_ID,
  detectCvType,
  fileContent,
  fileOwner,
  filePath,
  latestCv,
  safeFileName,
  sentToEmployer,
  storeFile,
} from './repo.ts';

// multer stops reading a file over 5 MB (bounded memory); exactly 5 MB is refused by cvSizeAllowed below.
const multerSingle = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: LIMITS.cvMaxBytes, files: 1, fields: 5 },
}).single('file');

/** Reads the one file of the form. Its parser throws plain Errors on a broken multipart body (no
 * boundary, cut short, a part without a name): that is bad input, not a server fault. multer's own
 * limit errors (LIMIT_*) keep their meaning in the error middleware. */
async function readFile(ctx: AppContext, next: Next): Promise<void> {
  let parsed = false;
  try {
    await multerSingle(ctx, () => {
      parsed = true;
      return next();
    });
  } catch (err) {
    const limit =
      typeof (err as { code?: unknown }).code === 'string' && (err as { code: string }).code.startsWith('LIMIT_');
    if (parsed || limit || err instanceof HttpError) throw err;
    throw badRequest('invalidInput', { file: 'invalidInput' });
  }
}

const tooLarge = () => new HttpError(413, 'cvTooLarge', { file: 'cvTooLarge' });

async function acceptCv(ctx: AppContext, ownerId: number | null): Promise<void> {
  const file = (ctx as unknown as { file?: { buffer: Buffer; originalname: string } }).file;
  if (!file) throw badRequest('noFile', { file: 'noFile' });
  if (!cvSizeAllowed(file.buffer.length)) throw tooLarge();
  const type = detectCvType(file.buffer);
  if (!type) throw badRequest('cvInvalidType', { file: 'cvInvalidType' });
  // multer decodes the name as latin1; browsers send UTF-8.
  const original = Buffer.from(file.originalname, 'latin1').toString('utf8');
  const name = safeFileName(original, type.ext);
  const id = await storeFile(ctx.deps.db, ownerId, name, type.mime, file.buffer);
  ctx.status = 201;
  ctx.body = { ok: true, filePath: filePath(id), fileName: name };
}

export function fileRoutes(deps: AppDeps) {
  const router = createRouter('/api');

  router.post('/upload-cv', requireRole('candidate'), readFile, (ctx) => acceptCv(ctx, currentUser(ctx).id));
  // At registration the visitor may not have an account yet: the file is kept without an owner
  // (purged after a day when no registration names it), and each address may upload only so often.
  router.post('/upload-cv-registration', limitPerAddress(deps.config.uploadLimits, 'tooManyUploads'), readFile, (ctx) =>
    acceptCv(ctx, ctx.state.user?.id ?? null),
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
    const file = await fileContent(db, id);
    if (!file) throw notFound(); // deleted in between
    ctx.set(
      'Content-Disposition',
      `attachment; filename="${file.original_name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.original_name)}`,
    );
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.type = file.mime_type;
    ctx.body = Buffer.from(file.data);
  });

  return router;
}
