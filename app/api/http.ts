// The fetch transport: every call sends the session cookie, JSON bodies only on writes, and errors
// carry the spec's exact texts as their message plus the server's stable code for screens to branch on
// and translate. Screens never call fetch themselves.
import { type MessageKey } from '../../server/contract/index.ts';
import { isMessageKey } from '../../server/contract/messages.ts';
import { currentLanguage } from '../i18n/index.ts';
import { connection } from './connection.ts';

/**
 * How long a call waits for the server's answer (its status and headers) before it counts as a server that
 * does not answer: an ApiError with status 0 and `timedOut`, like a lost network, so every fallback for a
 * missing network (the device's copy for reads, the outbox for writes with a client id) takes over, and the
 * connection bar says 'Server unreachable' (api/connection.ts). A read's body then has BODY_MS more. An
 * upload's answer comes only after its bytes went up, so its limit grows with the file: a 5 MB CV at
 * 25 KB/s (a poor mobile uplink) still fits.
 */
export const TIMEOUTS = {
  read: 5_000,
  write: 10_000,
  body: 20_000,
  uploadBytesPerSecond: 25_000,
} as const;

export const uploadTimeoutMs = (bytes: number): number =>
  TIMEOUTS.write + Math.ceil((bytes / TIMEOUTS.uploadBytesPerSecond) * 1000);

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when no answer arrived (a lost network or a timeout: code 'noAnswer'). */
    readonly status: number,
    /** The error body's `code`, when it is one this app knows. */
    readonly code: MessageKey | null = null,
    /** The error body's per-field codes (field path → code). */
    readonly fields: Partial<Record<string, MessageKey>> = {},
    /** Status 0 because the server did not answer in time (TIMEOUTS), not because the network failed. */
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type On401 = 'throw' | 'returnNull';

interface ErrorBody {
  error: string;
  code: MessageKey | null;
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
  const code = 'code' in body && isMessageKey(body.code) ? body.code : null;
  const rawFields =
    'fields' in body && body.fields && typeof body.fields === 'object' ? Object.entries(body.fields) : [];
  const fields = Object.fromEntries(rawFields.filter((entry): entry is [string, MessageKey] => isMessageKey(entry[1])));
  return { error: body.error, code, fields };
}

/** A deadline for one call: aborts its fetch when the time is up; `extend` starts a new limit (a read's body). */
function deadline(ms: number) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (limit: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${limit} ms`, 'TimeoutError')), limit);
  };
  arm(ms);
  return { signal: controller.signal, extend: arm, clear: () => clearTimeout(timer) };
}

type Deadline = ReturnType<typeof deadline>;

const timeoutError = (signal: AbortSignal) =>
  new ApiError(signal.reason instanceof Error ? signal.reason.message : 'Timed out', 0, 'noAnswer', {}, true);

/** Every call reports its outcome to the connection state: an answer below 500 means the server is there. */
async function request(path: string, init: RequestInit, limit: Deadline): Promise<Response> {
  let res: Response;
  try {
    // The app's language, so the server knows which language a new account's mails are written in.
    const headers = new Headers(init.headers);
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentLanguage());
    res = await fetch(path, { credentials: 'include', ...init, headers, signal: limit.signal });
  } catch (err) {
    limit.clear();
    connection.reportFailure();
    if (limit.signal.aborted) throw timeoutError(limit.signal);
    throw new ApiError(err instanceof Error ? err.message : 'Network error', 0, 'noAnswer');
  }
  if (res.status >= 500) connection.reportFailure();
  else connection.reportAnswer();
  return res;
}

/** Reads the answer's body within the body limit; a body that stalls fails like a server that does not answer. */
async function readBody<T>(limit: Deadline, read: () => Promise<T>): Promise<T> {
  limit.extend(TIMEOUTS.body);
  try {
    return await read();
  } catch (err) {
    if (!limit.signal.aborted) throw err;
    connection.reportFailure();
    throw timeoutError(limit.signal);
  } finally {
    limit.clear();
  }
}

/** A read (GET). Non-OK: '{status}: {response text or status text}'. */
export async function getJson<T>(path: string, opts: { on401?: On401; timeoutMs?: number } = {}): Promise<T | null> {
  const limit = deadline(opts.timeoutMs ?? TIMEOUTS.read);
  // 'no-cache': always ask the server (a 304 still saves the body), so an answer means it is there.
  const res = await request(path, { method: 'GET', headers: { Accept: 'application/json' }, cache: 'no-cache' }, limit);
  return readBody(limit, async () => {
    if (res.status === 401 && opts.on401 === 'returnNull') return null;
    if (!res.ok) {
      const text = await res.text();
      const parsed = parseError(text);
      throw new ApiError(`${res.status}: ${text || res.statusText}`, res.status, parsed?.code, parsed?.fields);
    }
    return (await res.json()) as T;
  });
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
  const limit = deadline(TIMEOUTS.write);
  const res = await request(
    path,
    {
      method,
      headers: hasBody
        ? { 'Content-Type': 'application/json', Accept: 'application/json' }
        : { Accept: 'application/json' },
      body: hasBody ? JSON.stringify(body) : undefined,
    },
    limit,
  ).catch((err: unknown) => {
    console.error(`Request failed: ${method} ${path}`, err);
    throw err;
  });
  return readBody(limit, async () => {
    if (!res.ok) throw await writeError(method, path, res);
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T;
  });
}

/** A multipart upload of one file in the field `file`. Same error rules as writes. */
export async function uploadFile<T = unknown>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  const limit = deadline(uploadTimeoutMs(file.size));
  const res = await request(path, { method: 'POST', body: form, headers: { Accept: 'application/json' } }, limit);
  return readBody(limit, async () => {
    if (!res.ok) throw await writeError('POST', path, res);
    return (await res.json()) as T;
  });
}

/** No answer: the network failed or the server did not answer in time (the same to every fallback). */
export const isNetworkError = (err: unknown) => err instanceof ApiError && err.status === 0;
