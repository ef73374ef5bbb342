// Every issue of a contract schema carries a code of MSG as its message: the generic codes for issues a
// schema names no message for, the schema's own code otherwise. The server answers the code, the app
// translates it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG, contactSchema, registerSchema } from './index.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

describe('generic codes', () => {
  const plain = z.object({ name: z.string(), email: z.email(), tags: z.array(z.string()) }).strict();

  it('says required for a missing field, invalidInput for a wrong type, a non-object or an unknown key', () => {
    expect(firstMessage(plain, { email: 'a@b.co', tags: [] })).toBe('required');
    expect(firstMessage(plain, { name: 1, email: 'a@b.co', tags: [] })).toBe('invalidInput');
    expect(firstMessage(plain, { name: 'x', email: 'a@b.co', tags: [1] })).toBe('invalidInput');
    expect(firstMessage(plain, 'a string')).toBe('invalidInput');
    expect(firstMessage(plain, null)).toBe('invalidInput');
    expect(firstMessage(plain, { name: 'x', email: 'a@b.co', tags: [], extra: true })).toBe('invalidInput');
    expect(firstMessage(plain, { name: 'x', email: 'nope', tags: [] })).toBe('invalidEmail');
  });

  it('keeps every specific code of a schema', () => {
    expect(firstMessage(contactSchema, {})).toBe('firstNameRequired');
    expect(
      firstMessage(registerSchema, {
        email: 'x',
        firstName: 'A',
        lastName: 'B',
        role: 'candidate',
        password: 'secret1',
        confirmPassword: 'secret1',
      }),
    ).toBe('emailInvalid');
  });

  it('every message written in the schemas is a code (zod takes any string, so a typo would pass tsc)', () => {
    const src = readFileSync(new URL('./schemas.ts', import.meta.url), 'utf8');
    // `{ error: 'x' }`, `{ message: 'x' }` and a message as the last argument: `.min(1, 'x')`, `.refine(fn, 'x')`
    const written = [...src.matchAll(/(?:(?:error|message):\s*|,\s*)'([^']*)'\s*[,})]/g)].map((m) => m[1] ?? '');
    expect(written.length).toBeGreaterThan(50);
    expect(written.filter((m) => !Object.hasOwn(MSG, m))).toEqual([]);
  });
});
