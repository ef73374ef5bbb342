// The account calls (password reset, the user's language) and the staff 'Sent mail' list.
import { z } from 'zod';
import { LANGUAGES, LIMITS } from './options.ts';
import { optionalText, required } from './schemas.ts';
import { skillsSchema } from './skills.ts';

const email = z.email({ error: 'invalidEmail' }).max(255, 'tooLong');
const password = z.string({ error: 'passwordMin' }).min(LIMITS.passwordMin, 'passwordMin').max(200, 'tooLong');

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: 'resetLinkInvalid' }).regex(/^[A-Za-z0-9_-]{43}$/, 'resetLinkInvalid'),
    password,
    confirmPassword: z.string({ error: 'passwordsMismatch' }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'passwordsMismatch', path: ['confirmPassword'] });

export const languageSchema = z.object({ language: z.enum(LANGUAGES, { error: 'invalidInput' }) });

const pageNumber = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v),
    z.number({ error: 'invalidInput' }).int('invalidInput').min(1, 'invalidInput').max(max, 'invalidInput'),
  );
export const mailListQuerySchema = z.object({ page: pageNumber(1, 100_000), pageSize: pageNumber(20, 100) });

const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'kept'] as const;
export const outboxMailSchema = z.strictObject({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  language: z.enum(LANGUAGES),
  subject: z.string(),
  text: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Files sent with it (an interview's .ics), each downloadable at /api/admin/mail/{id}/attachments/{index}. */
  attachments: z.array(z.strictObject({ filename: z.string(), contentType: z.string(), bytes: z.number() })),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const mailListSchema = z.strictObject({
  mode: z.enum(['smtp', 'log']),
  mails: z.array(outboxMailSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type MailList = z.infer<typeof mailListSchema>;

// ---------- /account (candidates and employers) ----------
export const accountUpdateSchema = z.object({
  firstName: required('firstNameRequired', 100),
  lastName: required('lastNameRequired', 100),
  phone: optionalText(50),
  language: z.enum(LANGUAGES, { error: 'invalidInput' }),
  notifications: z.boolean({ error: 'invalidInput' }),
  /** Employers only; left out: unchanged. */
  companyName: required('companyNameRequired').optional(),
  /** Candidates only; left out: unchanged. */
  skills: skillsSchema.optional(),
});
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(200, 'tooLong'),
    password,
    confirmPassword: z.string({ error: 'passwordsMismatch' }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'passwordsMismatch', path: ['confirmPassword'] });

export const accountSchema = z.strictObject({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  language: z.enum(LANGUAGES),
  notifications: z.boolean(),
  /** The employer's company (null for candidates). */
  companyName: z.string().nullable(),
  /** The candidate's CV on file (null: none, or an employer). */
  cv: z.strictObject({ name: z.string(), uploadedAt: z.string(), url: z.string() }).nullable(),
  /** The candidate's skills (empty for employers). */
  skills: z.array(z.string()),
});
export type Account = z.infer<typeof accountSchema>;

/** A new sign-in address: confirmed by a link mailed to it; the current password proves it is the user. */
export const emailChangeSchema = z.object({
  email,
  currentPassword: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(200, 'tooLong'),
});
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

/** The confirmation link's token (/confirm-email?token=…). */
export const confirmEmailSchema = z.object({
  token: z.string({ error: 'invalidInput' }).regex(/^[A-Za-z0-9_-]{43}$/, 'invalidInput'),
});

/** 'Delete my account': the password confirms it. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(200, 'tooLong'),
});
