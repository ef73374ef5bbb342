// The generic texts of SPEC §5 for issues a schema names no message for: what the server answers and
// the app translates instead of zod's default English.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactSchema, registerSchema } from './index.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('generic messages', () => {
  const plain = z.object({ name: z.string(), email: z.email(), tags: z.array(z.string()) }).strict();

  it('says Required for a missing field, Invalid input for a wrong type, a non-object or an unknown key', () => {
    expect(firstMessage(plain, { email: 'a@b.co', tags: [] })).toBe('Required');
    expect(firstMessage(plain, { name: 1, email: 'a@b.co', tags: [] })).toBe('Invalid input');
    expect(firstMessage(plain, { name: 'x', email: 'a@b.co', tags: [1] })).toBe('Invalid input');
    expect(firstMessage(plain, 'a string')).toBe('Invalid input');
    expect(firstMessage(plain, null)).toBe('Invalid input');
    expect(firstMessage(plain, { name: 'x', email: 'a@b.co', tags: [], extra: true })).toBe('Invalid input');
    expect(firstMessage(plain, { name: 'x', email: 'nope', tags: [] })).toBe('Invalid email');
  });

  it('keeps every specific message of the spec', () => {
    expect(firstMessage(contactSchema, {})).toBe('First name is required');
    expect(firstMessage(registerSchema, { email: 'x', firstName: 'A', lastName: 'B', role: 'candidate', password: 'secret1', confirmPassword: 'secret1' }))
      .toBe('Invalid email address');
  });
});
