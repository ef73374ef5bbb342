// One fetch stub for app tests: a JSON response builder, a route table ('METHOD /path' -> handler)
// stubbed in as the global fetch and returned as the vi.fn, a filter for the calls to one route, and
// a response the test releases when it chooses. vitest's unstubAllGlobals (in each file's
// afterEach) puts the real fetch back.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A JSON response, as the server sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type ApiHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** The address a fetch call went to, whichever form the caller passed it in. */
export const urlOf = (url: RequestInfo | URL) => (url instanceof Request ? url.url : url.toString());

const keyOf = (url: RequestInfo | URL, init?: RequestInit) => `${init?.method ?? 'GET'} ${urlOf(url)}`;

/** The parsed JSON body of one fetch call; fails the test when the body is not a JSON string. */
export function jsonBody(init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (typeof body !== 'string') throw new Error('expected a JSON string body');
  return JSON.parse(body);
}

/**
 * Stubs the global fetch. `routes` maps 'METHOD /path' to a handler, or is one handler for every call.
 * A call no route takes goes to `otherwise`, or fails the test with 'unexpected call METHOD /path'.
 */
export function stubApi(
  routes: Record<string, ApiHandler> | ApiHandler,
  { otherwise }: { otherwise?: (key: string) => Response } = {},
) {
  const fetch = vi.fn((url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const key = keyOf(url, init);
    const handler = typeof routes === 'function' ? routes : routes[key];
    if (handler) return Promise.resolve(handler(init));
    if (otherwise) return Promise.resolve(otherwise(key));
    return Promise.reject(new Error(`unexpected call ${key}`));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls the stub received for one route, e.g. callsTo(fetch, 'PUT /api/applications/1'). */
export const callsTo = (fetch: ReturnType<typeof stubApi>, key: string) =>
  fetch.mock.calls.filter(([url, init]) => keyOf(url, init) === key);

/** The JSON body of the i-th call the stub received. */
export const sentBody = (fetch: ReturnType<typeof stubApi>, i = 0) =>
  jsonBody(fetch.mock.calls[i]?.[1]) as Record<string, unknown>;

/** A response the test hands over when it chooses, to look at the screen while a request is pending. */
export function later() {
  let release: (r: Response) => void = () => undefined;
  const promise = new Promise<Response>((r) => {
    release = r;
  });
  return {
    handler: () => promise,
    release: (r: Response) =>
      act(() => {
        release(r);
        return promise;
      }),
  };
}
