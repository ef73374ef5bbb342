// The fetch transport of SPEC §7/§8: every call sends the session cookie, JSON bodies only on writes,
// and errors carry the exact texts of §8. Screens never call fetch themselves.
import { errorResponseSchema } from '../../server/contract/index.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the network failed before an answer arrived. */
    readonly status: number,
    /** The server's `error` text when the body was the JSON error shape (an English MSG value). */
    readonly serverMessage: string | null = null,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type On401 = 'throw' | 'returnNull';

function parseError(text: string): { error: string; fields: Record<string, string> } | null {
  try {
    const parsed = errorResponseSchema.safeParse(JSON.parse(text));
    if (parsed.success) return { error: parsed.data.error, fields: parsed.data.fields ?? {} };
    const loose = JSON.parse(text) as unknown;
    if (loose && typeof loose === 'object' && 'error' in loose && typeof loose.error === 'string') {
      return { error: loose.error, fields: {} };
    }
  } catch {
    // not JSON: the caller builds the 'HTTP {status}: {body}' text
  }
  return null;
}

async function request(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { credentials: 'include', ...init });
  } catch (err) {
    throw new ApiError(err instanceof Error ? err.message : 'Network error', 0);
  }
}

/** A read (GET). Non-OK: '{status}: {response text or status text}' (SPEC §8). */
export async function getJson<T>(path: string, opts: { on401?: On401 } = {}): Promise<T | null> {
  const res = await request(path, { method: 'GET', headers: { Accept: 'application/json' } });
  if (res.status === 401 && opts.on401 === 'returnNull') return null;
  if (!res.ok) {
    const text = await res.text();
    const parsed = parseError(text);
    throw new ApiError(`${res.status}: ${text || res.statusText}`, res.status, parsed?.error ?? null, parsed?.fields);
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
  return new ApiError(message, res.status, parsed?.error ?? null, parsed?.fields);
}

/** A write. Non-OK: the JSON body's `error` text, else 'HTTP {status}: {body}' (SPEC §8). */
export async function sendJson<T = unknown>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const res = await request(path, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
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
