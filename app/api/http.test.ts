import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getJson, sendJson, uploadFile } from './http.ts';
import { getQueryFn } from './queryClient.ts';

function mockFetch(status: number, body: string, statusText = '') {
  const fn = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response(body, { status, statusText })),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reads', () => {
  it('fails with "{status}: {response text}"', async () => {
    mockFetch(404, '{"ok":false,"error":"Job not found","code":"jobNotFound"}');
    const err = await getJson('/api/jobs/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('404: {"ok":false,"error":"Job not found","code":"jobNotFound"}');
    expect((err as ApiError).code).toBe('jobNotFound');
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(503, '', 'Service Unavailable');
    await expect(getJson('/api/jobs')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends credentials and no body on GET; the default query path joins the key with slashes', async () => {
    const fetch = mockFetch(200, '{"ok":true}');
    const fn = getQueryFn({ on401: 'throw' });
    await fn({ queryKey: ['/api', 'auth', 'me'] } as never);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/me');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('on 401 yields nothing when configured to, else fails', async () => {
    mockFetch(401, '{"ok":false,"error":"Not authenticated"}');
    expect(await getJson('/api/auth/me', { on401: 'returnNull' })).toBeNull();
    await expect(getJson('/api/auth/me')).rejects.toThrow(/^401: /);
  });
});

describe('writes', () => {
  it('sends JSON with credentials', async () => {
    const fetch = mockFetch(201, '{"ok":true}');
    await sendJson('POST', '/api/contact', { a: 1 });
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('takes the error text from the JSON body and logs the failure', async () => {
    mockFetch(409, '{"ok":false,"error":"An account with this email already exists.","code":"emailTaken"}');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const err = (await sendJson('POST', '/api/auth/register', {}).catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe('An account with this email already exists.');
    expect(err.code).toBe('emailTaken');
    expect(log).toHaveBeenCalled();
  });

  it('keeps the text but no code when the code is unknown to this app or missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(
      409,
      '{"ok":false,"error":"A brand new problem.","code":"brandNewProblem","fields":{"email":"brandNewProblem"}}',
    );
    const unknown = (await sendJson('POST', '/api/contact', {}).catch((e: unknown) => e)) as ApiError;
    expect([unknown.message, unknown.code, unknown.fields]).toEqual(['A brand new problem.', null, {}]);
    mockFetch(400, '{"ok":false,"error":"Old server text"}');
    const none = (await sendJson('POST', '/api/contact', {}).catch((e: unknown) => e)) as ApiError;
    expect([none.message, none.code]).toEqual(['Old server text', null]);
  });

  it('falls back to "HTTP {status}: {body}" when the body is not JSON or has no error field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(502, 'Bad gateway');
    await expect(sendJson('POST', '/api/contact', {})).rejects.toThrow('HTTP 502: Bad gateway');
    mockFetch(500, '{"message":"x"}');
    await expect(sendJson('POST', '/api/contact', {})).rejects.toThrow('HTTP 500: {"message":"x"}');
  });

  it('keeps per-field codes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(
      400,
      '{"ok":false,"error":"Invalid email address","code":"emailInvalid","fields":{"email":"emailInvalid","phone":"tooLong"}}',
    );
    const err = (await sendJson('POST', '/api/contact', {}).catch((e: unknown) => e)) as ApiError;
    expect(err.fields).toEqual({ email: 'emailInvalid', phone: 'tooLong' });
  });

  it('uploads multipart without a JSON content type', async () => {
    const fetch = mockFetch(201, '{"ok":true,"filePath":"/api/files/1","fileName":"cv.pdf"}');
    const res = await uploadFile<{ filePath: string }>('/api/upload-cv-registration', new File(['%PDF'], 'cv.pdf'));
    expect(res.filePath).toBe('/api/files/1');
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.body).toBeInstanceOf(FormData);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('a network failure is an ApiError with status 0', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const err = (await sendJson('POST', '/api/contact', {}).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(0);
  });
});

describe('connection state from the app’s own calls', () => {
  it('marks the server unreachable on a network error or a 5xx, and online at the next answer (a 404 included)', async () => {
    const { connection } = await import('./connection.ts');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(getJson('/api/jobs')).rejects.toMatchObject({ status: 0 });
    expect(connection.getSnapshot()).toBe('unreachable');
    mockFetch(404, '{"ok":false,"error":"Job not found"}');
    await expect(getJson('/api/jobs/x')).rejects.toMatchObject({ status: 404 });
    expect(connection.getSnapshot()).toBe('online');
    mockFetch(502, 'Bad Gateway');
    await expect(getJson('/api/jobs')).rejects.toMatchObject({ status: 502 });
    expect(connection.getSnapshot()).toBe('unreachable');
    mockFetch(200, '{"ok":true}');
    await getJson('/api/health');
    expect(connection.getSnapshot()).toBe('online');
  });
});
