// One place that turns every thrown error into the JSON error shape `{ ok: false, error, code, fields? }`:
// bad input is a 400 with the spec's message, known database conflicts map to 4xx, anything else is
// logged and answered 500. `error` is the English text of `code`; clients branch on `code`.
import type Koa from 'koa';
import { MSG, PayrollRangeError, type MessageKey } from '../contract/index.ts';
import { HttpError, type FieldCodes } from '../errors.ts';
import { isTransientDbError } from '../db/transient.ts';

/** How long a client should wait before trying again while the database is away (seconds). */
const RETRY_AFTER_SECONDS = 2;
import { TooManyRequests } from './rateLimit.ts';

interface PgError {
  code?: string;
  constraint?: string;
}
interface StatusError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  code?: string;
}

export function errorHandler(
  log: (err: unknown) => void = (err) => console.error(err),
  warn: (line: string) => void = (line) => console.warn(line),
): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // Unknown /api paths and wrong methods (router.allowedMethods) answer in the JSON error shape too.
      if (ctx.status >= 400 && !ctx.body && ctx.path.startsWith('/api')) {
        throw new HttpError(
          ctx.status,
          ctx.status === 405 ? 'methodNotAllowed' : ctx.status === 404 ? 'notFound' : 'invalidInput',
        );
      }
    } catch (err) {
      const { status, code, fields } = classify(err);
      if (err instanceof TooManyRequests) ctx.set('Retry-After', String(err.retryAfterSeconds));
      if (status === 503) warn(`503 ${ctx.method} ${ctx.path}: ${String(err)}`);
      else if (status >= 500) log(err);
      ctx.status = status;
      ctx.set('Cache-Control', 'no-store');
      if (status === 503) ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
      // requestId (server/log): the same id as the X-Request-Id header and the request's log lines.
      const requestId = (ctx.state as { requestId?: string }).requestId;
      ctx.body = {
        ok: false,
        error: MSG[code],
        code,
        ...(fields && { fields }),
        ...(requestId && { requestId }),
      };
    }
  };
}

function classify(err: unknown): { status: number; code: MessageKey; fields?: FieldCodes } {
  if (err instanceof HttpError) return { status: err.status, code: err.code, fields: err.fields };
  // The database is away (a restart, a dropped connection): nothing is wrong with the request.
  if (isTransientDbError(err)) return { status: 503, code: 'serviceUnavailable' };
  // The payroll engine refused its input (a row older than the schemas' bounds): the data, not the server.
  if (err instanceof PayrollRangeError) return { status: 400, code: 'payrollOutOfRange' };
  const e = err as StatusError & PgError;
  // multer: a file over the limit is 'Payload Too Large', with the spec's text for the form
  if (e.code === 'LIMIT_FILE_SIZE') return { status: 413, code: 'cvTooLarge', fields: { file: 'cvTooLarge' } };
  if (typeof e.code === 'string' && e.code.startsWith('LIMIT_')) return { status: 400, code: 'invalidInput' };
  // body parser / http-errors
  const status = e.status ?? e.statusCode;
  if (status && status >= 400 && status < 500) {
    if (err instanceof SyntaxError || e.type === 'entity.parse.failed') return { status: 400, code: 'malformedJson' };
    if (status === 413) return { status: 413, code: 'tooLong' };
    if (status === 415) return { status: 415, code: 'unsupportedContentType' };
    return { status, code: 'invalidInput' };
  }
  // PostgreSQL constraint violations that slipped past validation (races, mostly)
  // U+0000 in text (22021) or JSON (22P05): the input is at fault, whichever route let it through
  if (e.code === '22021' || e.code === '22P05') return { status: 400, code: 'invalidCharacter' };
  if (e.code === '23505')
    return { status: 409, code: e.constraint === 'users_email_unique' ? 'emailTaken' : 'invalidInput' };
  if (
    e.code === '23503' ||
    e.code === '23514' ||
    e.code === '22P02' ||
    e.code === '22001' ||
    e.code === '22003' ||
    e.code === '22007' ||
    e.code === '22008'
  ) {
    return { status: 400, code: 'invalidInput' };
  }
  return { status: 500, code: 'serverError' };
}
