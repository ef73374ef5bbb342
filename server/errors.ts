// Typed HTTP errors: thrown anywhere with a stable code, turned into `{ ok: false, error, code, fields? }`
// by middleware/errors.ts. The English text is the code's MSG entry, so no throw site writes text.
import { MSG, type MessageKey } from './contract/index.ts';

/** Per-field problems of a request: field path → code. */
export type FieldCodes = Record<string, MessageKey>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageKey,
    readonly fields?: FieldCodes,
  ) {
    super(MSG[code]);
  }
}

export const badRequest = (code: MessageKey, fields?: FieldCodes) => new HttpError(400, code, fields);
export const unauthorized = (code: MessageKey = 'notAuthenticated') => new HttpError(401, code);
export const forbidden = (code: MessageKey = 'forbidden') => new HttpError(403, code);
export const notFound = (code: MessageKey = 'notFound') => new HttpError(404, code);
export const conflict = (code: MessageKey, fields?: FieldCodes) => new HttpError(409, code, fields);
