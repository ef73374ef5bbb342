// The staff inbox of leads: employer requests, contact enquiries and employer sign-ups, each
// with a status and an owner among staff; replies sent from the portal; an employer request converted
// into an employer account with a draft job.
import { z } from 'zod';
import { type LANGUAGES, LIMITS } from './options.ts';

export const LEAD_KINDS = ['employerRequest', 'contact', 'employerSignup'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEADS_PAGE_SIZE = 20;

/** A query parameter given at most once ('' as none); a repeated one fails the inner schema. */
const single = <T extends z.ZodType>(inner: T) => z.preprocess((v) => (v === '' ? undefined : v), inner.optional());

/** GET /api/admin/leads?page=&status=&kind= */
export const leadsQuerySchema = z.object({
  page: single(
    z
      .string()
      .regex(/^\d{1,6}$/, 'invalidInput')
      .transform(Number)
      .refine((n) => n >= 1, 'invalidInput'),
  ),
  status: single(z.enum(LEAD_STATUSES, { error: 'leadStatusInvalid' })),
  kind: single(z.enum(LEAD_KINDS, { error: 'leadKindInvalid' })),
});

/** PATCH /api/admin/leads/{id}: a new status, a new owner (a staff user's id, or null for none), or both. */
export const leadPatchSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: 'leadStatusInvalid' }).optional(),
    ownerId: z
      .number({ error: 'leadOwnerInvalid' })
      .int('leadOwnerInvalid')
      .min(1, 'leadOwnerInvalid')
      .max(2_147_483_647, 'leadOwnerInvalid')
      .nullable()
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.ownerId !== undefined, { message: 'invalidInput' });
export type LeadPatchInput = z.input<typeof leadPatchSchema>;

const noNul = (v: string) => !v.includes('\u0000');

/** POST /api/admin/leads/{id}/replies: the mail staff write to the lead's address. */
export const leadReplySchema = z.object({
  subject: z
    .string({ error: 'messageSubjectRequired' })
    .refine(noNul, { message: 'invalidCharacter', abort: true })
    .trim()
    .min(1, 'messageSubjectRequired')
    .max(LIMITS.messageSubjectMax, 'messageSubjectTooLong'),
  body: z
    .string({ error: 'messageBodyRequired' })
    .refine(noNul, { message: 'invalidCharacter', abort: true })
    .trim()
    .min(1, 'messageBodyRequired')
    .max(LIMITS.messageBodyMax, 'messageBodyTooLong'),
});
export type LeadReplyInput = z.input<typeof leadReplySchema>;

/** A staff member as a lead shows them (the app orders the name by the interface language). */
export interface LeadStaff {
  id: number;
  firstName: string;
  lastName: string;
}

export interface LeadSummary {
  id: number;
  kind: LeadKind;
  name: string;
  email: string;
  company: string | null;
  status: LeadStatus;
  owner: LeadStaff | null;
  createdAt: string;
  /** A new employer's sign-up: the account's given and family name, which the app orders by the interface
   * language (`name` is in the sign-up's language). Absent when the sender wrote their name in one field. */
  person?: { firstName: string; lastName: string } | null;
}

export interface LeadsPage {
  items: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
}

interface LeadReply {
  id: number;
  subject: string;
  body: string;
  author: LeadStaff | null;
  sentAt: string;
}

export interface LeadDetail extends LeadSummary {
  phone: string | null;
  message: string | null;
  /** Every field the sender gave, by the form's field name, in the order given. */
  fields: [string, string][];
  language: (typeof LANGUAGES)[number];
  /** The employer account made from it or behind it, and the draft job a conversion made. */
  userId: number | null;
  jobId: number | null;
  convertedAt: string | null;
  /** Only an employer request not yet converted can be. */
  convertible: boolean;
  replies: LeadReply[];
}

export interface LeadAnswer {
  lead: LeadDetail;
  /** The staff users a lead can be given to. */
  staff: LeadStaff[];
}
