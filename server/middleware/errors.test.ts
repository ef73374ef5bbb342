// Errors that are not thrown as HttpError (database refusals, upload limits, bugs) still answer the one
// error shape, with a stable code beside its English text.
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './errors.ts';

let thrown: unknown;
const logged: unknown[] = [];
let server: ReturnType<Koa['listen']>;
let url = '';

beforeAll(async () => {
  const app = new Koa();
  app.use(errorHandler((err) => logged.push(err)));
  app.use(() => {
    throw thrown;
  });
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/x`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function answerTo(err: unknown) {
  thrown = err;
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('classified errors', () => {
  it('answers a bug with 500 serverError and logs it', async () => {
    const bug = new TypeError('x is undefined');
    expect(await answerTo(bug)).toEqual({
      status: 500,
      body: { ok: false, error: 'Something went wrong. Please try again.', code: 'serverError' },
    });
    expect(logged).toContain(bug);
  });

  it('maps PostgreSQL refusals to 4xx codes', async () => {
    expect(
      await answerTo(Object.assign(new Error('dup'), { code: '23505', constraint: 'users_email_unique' })),
    ).toEqual({
      status: 409,
      body: { ok: false, error: 'An account with this email already exists.', code: 'emailTaken' },
    });
    expect(await answerTo(Object.assign(new Error('nul'), { code: '22021' }))).toEqual({
      status: 400,
      body: { ok: false, error: 'The text contains a character that is not allowed.', code: 'invalidCharacter' },
    });
    expect(await answerTo(Object.assign(new Error('fk'), { code: '23503' }))).toEqual({
      status: 400,
      body: { ok: false, error: 'Invalid input', code: 'invalidInput' },
    });
  });

  it('answers an upload over the size limit with 413 and the field code', async () => {
    expect(await answerTo(Object.assign(new Error('File too large'), { code: 'LIMIT_FILE_SIZE' }))).toEqual({
      status: 413,
      body: {
        ok: false,
        error: 'Please select a file smaller than 5MB.',
        code: 'cvTooLarge',
        fields: { file: 'cvTooLarge' },
      },
    });
  });

  it('answers a body over the parser limit with 413 tooLong', async () => {
    expect(await answerTo(Object.assign(new Error('request entity too large'), { status: 413, expose: true }))).toEqual(
      { status: 413, body: { ok: false, error: 'Too long', code: 'tooLong' } },
    );
  });
});
