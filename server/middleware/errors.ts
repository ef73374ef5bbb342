// One place that turns every thrown error into the JSON error shape: bad input is a 400 with the
// spec's message, known database conflicts map to 4xx, anything else is logged and answered 500.
import type Koa from 'koa';
import { MSG } from '../contract/index.ts';
import { HttpError } from '../errors.ts';

interface PgError { code?: string; constraint?: string }
interface StatusError { status?: number; statusCode?: number; expose?: boolean; type?: string; code?: string }

export function errorHandler(log: (err: unknown) => void = (err) => console.error(err)): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // Unknown /api paths and wrong methods (router.allowedMethods) answer in the JSON error shape too.
      if (ctx.status >= 400 && !ctx.body && ctx.path.startsWith('/api')) {
        throw new HttpError(ctx.status, ctx.status === 405 ? MSG.methodNotAllowed : ctx.status === 404 ? MSG.notFound : MSG.invalidInput);
      }
    } catch (err) {
      const { status, message, fields } = classify(err);
      if (status >= 500) log(err);
      ctx.status = status;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = fields ? { ok: false, error: message, fields } : { ok: false, error: message };
    }
  };
}

function classify(err: unknown): { status: number; message: string; fields?: Record<string, string> } {
  if (err instanceof HttpError) return { status: err.status, message: err.message, fields: err.fields };
  const e = err as StatusError & PgError;
  // multer: a file over the limit is 'Payload Too Large', with the spec's text for the form
  if (e.code === 'LIMIT_FILE_SIZE') return { status: 413, message: MSG.cvTooLarge, fields: { file: MSG.cvTooLarge } };
  if (typeof e.code === 'string' && e.code.startsWith('LIMIT_')) return { status: 400, message: MSG.invalidInput };
  // body parser / http-errors
  const status = e.status ?? e.statusCode;
  if (status && status >= 400 && status < 500) {
    if (err instanceof SyntaxError || e.type === 'entity.parse.failed') return { status: 400, message: MSG.malformedJson };
    if (status === 413) return { status: 413, message: MSG.tooLong };
    if (status === 415) return { status: 415, message: MSG.unsupportedContentType };
    return { status, message: MSG.invalidInput };
  }
  // PostgreSQL constraint violations that slipped past validation (races, mostly)
  // U+0000 in text (22021) or JSON (22P05): the input is at fault, whichever route let it through
  if (e.code === '22021' || e.code === '22P05') return { status: 400, message: MSG.invalidCharacter };
  if (e.code === '23505') return { status: 409, message: e.constraint === 'users_email_unique' ? MSG.emailTaken : MSG.invalidInput };
  if (e.code === '23503' || e.code === '23514' || e.code === '22P02' || e.code === '22001' || e.code === '22003' || e.code === '22007' || e.code === '22008') {
    return { status: 400, message: MSG.invalidInput };
  }
  return { status: 500, message: MSG.serverError };
}
