// Typed HTTP errors: thrown anywhere with a stable code, turned into `{ ok: false, error, code, fields? }`
// by middleware/errors.ts. The English text is the code's MSG (or FEATURE_MSG) entry, so no throw site writes text.
import { errorText, type ErrorCode, type MessageKey } from './contract/index.ts';

/** Per-field problems of a request: field path → code. */
export type FieldCodes = Record<string, MessageKey>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly fields?: FieldCodes,
  ) {
    super(errorText(code));
  }
}

export const badRequest = (code: ErrorCode, fields?: FieldCodes) => new HttpError(400, code, fields);
export const unauthorized = (code: MessageKey = 'notAuthenticated') => new HttpError(401, code);
export const forbidden = (code: MessageKey = 'forbidden') => new HttpError(403, code);
export const notFound = (code: MessageKey = 'notFound') => new HttpError(404, code);
export const conflict = (code: ErrorCode, fields?: FieldCodes) => new HttpError(409, code, fields);
