import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, TIMEOUTS, getJson, isNetworkError, sendJson, uploadFile, uploadTimeoutMs } from './http.ts';
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

/** A server that accepts the call and never answers: the fetch settles only when its signal aborts. */
function hangingFetch() {
  const fn = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** An answer whose headers arrive at once and whose body never ends. */
function stalledBodyFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream({
        start(controller) {
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    }),
  );
}

describe('timeouts: a server that does not answer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Starts the call, lets `ms` pass, and returns how it settled by then ('pending' if it has not). */
  async function settledAfter(call: Promise<unknown>, ms: number): Promise<unknown> {
    let outcome: unknown = 'pending';
    call.then(
      (v) => (outcome = v),
      (e: unknown) => (outcome = e),
    );
    await vi.advanceTimersByTimeAsync(ms);
    return outcome;
  }

  it('a read fails after TIMEOUTS.read as a timed-out network error, and the server counts as unreachable', async () => {
    vi.useFakeTimers();
    const { connection } = await import('./connection.ts');
    connection.reportAnswer();
    hangingFetch();
    const call = getJson('/api/sync/jobs');
    expect(await settledAfter(call, TIMEOUTS.read - 1)).toBe('pending');
    const err = await settledAfter(call, 1);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, timedOut: true });
    expect(isNetworkError(err)).toBe(true);
    expect(connection.getSnapshot()).toBe('unreachable');
  });

  it('a caller may ask for its own read limit', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const call = getJson('/api/auth/me', { timeoutMs: 1_000 });
    expect(await settledAfter(call, 1_000)).toMatchObject({ status: 0, timedOut: true });
  });

  it('a write fails after TIMEOUTS.write', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    hangingFetch();
    const call = sendJson('POST', '/api/applications', { clientId: 'x' });
    expect(await settledAfter(call, TIMEOUTS.write - 1)).toBe('pending');
    expect(await settledAfter(call, 1)).toMatchObject({ status: 0, timedOut: true });
  });

  it('an upload gets more time the larger its file is', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const bytes = 2 * 1024 * 1024;
    const limit = uploadTimeoutMs(bytes);
    expect(limit).toBeGreaterThan(TIMEOUTS.write + 60_000);
    expect(uploadTimeoutMs(10)).toBeLessThan(limit);
    const call = uploadFile('/api/upload-cv', new File([new Uint8Array(bytes)], 'cv.pdf'));
    expect(await settledAfter(call, limit - 1)).toBe('pending');
    expect(await settledAfter(call, 1)).toMatchObject({ status: 0, timedOut: true });
  });

  it('a body that stalls after the headers fails after TIMEOUTS.body', async () => {
    vi.useFakeTimers();
    stalledBodyFetch();
    const call = getJson('/api/sync/jobs');
    // The headers came in time: the read limit no longer applies, the body's does.
    expect(await settledAfter(call, TIMEOUTS.read + 1)).toBe('pending');
    expect(await settledAfter(call, TIMEOUTS.body)).toMatchObject({ status: 0, timedOut: true });
  });

  it('an answer in time clears its deadline (no abort fires later)', async () => {
    vi.useFakeTimers();
    const fetch = mockFetch(200, '{"ok":true}');
    await getJson('/api/health');
    const signal = fetch.mock.calls[0]?.[1]?.signal;
    await vi.advanceTimersByTimeAsync(TIMEOUTS.body + TIMEOUTS.read);
    expect(signal?.aborted).toBe(false);
  });
});
