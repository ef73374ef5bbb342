// The fetch transport: every call sends the session cookie, JSON bodies only on writes, and errors
// carry the spec's exact texts as their message plus the server's stable code for screens to branch on
// and translate. Screens never call fetch themselves.
import { type ErrorCode, type MessageKey } from '../../server/contract/index.ts';
import { isErrorCode, isMessageKey } from '../../server/contract/messages.ts';
import { currentLanguage } from '../i18n/index.ts';
import { connection } from './connection.ts';

/** A read that has not answered by then counts as a server that does not answer (api/connection.ts). */
const READ_TIMEOUT_MS = 30_000;

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the network failed before an answer arrived. */
    readonly status: number,
    /** The error body's `code`, when it is one this app knows. */
    readonly code: ErrorCode | null = null,
    /** The error body's per-field codes (field path → code). */
    readonly fields: Partial<Record<string, MessageKey>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type On401 = 'throw' | 'returnNull';

interface ErrorBody {
  error: string;
  code: ErrorCode | null;
  fields: Partial<Record<string, MessageKey>>;
}

/** The JSON error shape, read leniently: a code or field this app does not know (a newer server) is left
 * out rather than failing the whole body, so the English `error` text still reaches the user. */
function parseError(text: string): ErrorBody | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null; // not JSON: the caller builds the 'HTTP {status}: {body}' text
  }
  if (!body || typeof body !== 'object' || !('error' in body) || typeof body.error !== 'string') return null;
  const code = 'code' in body && isErrorCode(body.code) ? body.code : null;
  const rawFields =
    'fields' in body && body.fields && typeof body.fields === 'object' ? Object.entries(body.fields) : [];
  const fields = Object.fromEntries(rawFields.filter((entry): entry is [string, MessageKey] => isMessageKey(entry[1])));
  return { error: body.error, code, fields };
}

/** Every call reports its outcome to the connection state: an answer below 500 means the server is there. */
async function request(path: string, init: RequestInit, timeoutMs?: number): Promise<Response> {
  let res: Response;
  try {
    const signal = timeoutMs && typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined;
    // The app's language, so the server knows which language a new account's mails are written in.
    const headers = new Headers(init.headers);
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentLanguage());
    res = await fetch(path, { credentials: 'include', ...init, headers, ...(signal ? { signal } : {}) });
  } catch (err) {
    connection.reportFailure();
    throw new ApiError(err instanceof Error ? err.message : 'Network error', 0);
  }
  if (res.status >= 500) connection.reportFailure();
  else connection.reportAnswer();
  return res;
}

/** A read (GET). Non-OK: '{status}: {response text or status text}'. */
export async function getJson<T>(path: string, opts: { on401?: On401 } = {}): Promise<T | null> {
  // 'no-cache': always ask the server (a 304 still saves the body), so an answer means it is there.
  const res = await request(
    path,
    { method: 'GET', headers: { Accept: 'application/json' }, cache: 'no-cache' },
    READ_TIMEOUT_MS,
  );
  if (res.status === 401 && opts.on401 === 'returnNull') return null;
  if (!res.ok) {
    const text = await res.text();
    const parsed = parseError(text);
    throw new ApiError(`${res.status}: ${text || res.statusText}`, res.status, parsed?.code, parsed?.fields);
  }
  return (await res.json()) as T;
}

/** A read that must yield data (404s etc. throw). */
export async function getData<T>(path: string): Promise<T> {
  return (await getJson<T>(path, { on401: 'throw' })) as T;
}

async function writeError(method: string, path: string, res: Response): Promise<ApiError> {
  const text = await res.text();
  const parsed = parseError(text);
  const message = parsed ? parsed.error : `HTTP ${res.status}: ${text}`;
  console.error(`Request failed: ${method} ${path}`, message);
  return new ApiError(message, res.status, parsed?.code, parsed?.fields);
}

/** A write. Non-OK: the JSON body's `error` text, else 'HTTP {status}: {body}'. */
export async function sendJson<T = unknown>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const hasBody = body !== undefined;
  const res = await request(path, {
    method,
    headers: hasBody
      ? { 'Content-Type': 'application/json', Accept: 'application/json' }
      : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(body) : undefined,
  }).catch((err: unknown) => {
    console.error(`Request failed: ${method} ${path}`, err);
    throw err;
  });
  if (!res.ok) throw await writeError(method, path, res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A multipart upload of one file in the field `file`. Same error rules as writes. */
export async function uploadFile<T = unknown>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  const res = await request(path, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  if (!res.ok) throw await writeError('POST', path, res);
  return (await res.json()) as T;
}

export const isNetworkError = (err: unknown) => err instanceof ApiError && err.status === 0;
