// Leads and trust: an employer's address check and the staff review of their jobs.
import { z } from 'zod';

/** A job's review: approved jobs are public (while active and listed), pending ones wait in staff's
 * queue, rejected ones carry the reason mailed to the employer. */
const JOB_REVIEW_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type JobReviewStatus = (typeof JOB_REVIEW_STATUSES)[number];
export const jobReviewSchema = z.strictObject({
  status: z.enum(JOB_REVIEW_STATUSES),
  reason: z.string().nullable(),
});
export type JobReview = z.infer<typeof jobReviewSchema>;

/** The longest reason staff may give for a rejection. */
export const REJECT_REASON_MAX = 2000;
export const rejectJobSchema = z.object({
  reason: z
    .string({ error: 'rejectReasonRequired' })
    .trim()
    .min(1, 'rejectReasonRequired')
    .max(REJECT_REASON_MAX, 'rejectReasonTooLong'),
});

/** The verification link's token (/verify-email?token=…). */
export const verifyEmailSchema = z.object({
  token: z.string({ error: 'verifyLinkInvalid' }).regex(/^[A-Za-z0-9_-]{43}$/, 'verifyLinkInvalid'),
});

/** Staff turn an employer's review of new jobs on or off (PATCH /api/admin/employers/{id}). */
export const jobReviewSwitchSchema = z.strictObject({ jobReview: z.boolean({ error: 'invalidInput' }) });

/** What an employer's desk shows about their account's standing. */
export const employerStandingSchema = z.strictObject({
  emailVerified: z.boolean(),
  /** Their next job waits for staff review. */
  jobReview: z.boolean(),
});
export type EmployerStanding = z.infer<typeof employerStandingSchema>;
