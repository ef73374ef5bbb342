// A candidate's skills: stated at registration and on /account, a tag each, found by staff
// accent- and case-insensitively (the database folds them with fold_text(), the same fold as foldText()).
import { z } from 'zod';
import { foldText } from './search.ts';

export const SKILL_LIMITS = { count: 30, length: 50 } as const;

/** The skills as written: each trimmed, 1–50 characters, at most 30, a repeat (by its folded text) dropped. */
export const skillsSchema = z
  .array(
    z
      .string({ error: 'skillInvalid' })
      .trim()
      .min(1, 'skillInvalid')
      .max(SKILL_LIMITS.length, 'skillTooLong')
      .refine((v) => [...v].every((c) => c.charCodeAt(0) >= 32), 'skillInvalid'),
    { error: 'skillInvalid' },
  )
  .max(SKILL_LIMITS.count, 'tooManySkills')
  .transform((skills) => skills.filter((s, i) => skills.findIndex((o) => foldText(o) === foldText(s)) === i));
