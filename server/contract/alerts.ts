// Job alerts: a saved search of the public board, mailed when new jobs match it.
import { z } from 'zod';
import { JOB_TYPES } from './options.ts';
import type { JobQuery } from './jobSearch.ts';

const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

const filterText = z.string({ error: 'invalidInput' }).trim().max(100, 'tooLong');

/** The board search an alert keeps: the text, the four filters, work mode and minimum salary. */
const alertQuerySchema = z.strictObject({
  q: z.string({ error: 'invalidInput' }).trim().max(200, 'tooLong').default(''),
  location: filterText.default('all'),
  category: filterText.default('all'),
  type: z.enum(['all', ...JOB_TYPES], { error: 'jobTypeInvalid' }).default('all'),
  mode: z.enum(['all', 'remote', 'hybrid'], { error: 'invalidInput' }).default('all'),
  minSalary: z
    .number({ error: 'invalidInput' })
    .int('invalidInput')
    .min(0, 'invalidInput')
    .max(9_999_999, 'invalidInput')
    .nullable()
    .default(null),
});
export type AlertQuery = z.output<typeof alertQuerySchema>;

export const createAlertSchema = z.object({
  query: alertQuerySchema,
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'invalidInput' }),
  /** A visitor's address (ignored for a signed-in candidate, whose account address is used). */
  email: z.email({ error: 'invalidEmail' }).max(255, 'tooLong').optional(),
});

const token = z.string({ error: 'invalidInput' }).regex(/^[A-Za-z0-9_-]{43}$/, 'invalidInput');
export type CreateAlertInput = z.input<typeof createAlertSchema>;

export const alertTokenSchema = z.object({ token });

export const jobAlertSchema = z.strictObject({
  id: z.number(),
  query: alertQuerySchema,
  frequency: z.enum(ALERT_FREQUENCIES),
  status: z.enum(['pending', 'active']),
  createdAt: z.string(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

/** The board search as a full JobQuery (the one matcher of server/contract/jobSearch.ts). */
export const alertJobQuery = (q: AlertQuery): JobQuery => ({ ...q, posted: null, sort: 'newest' });

/** The alert's part of a board search (sort and 'posted within' do not apply to new jobs). */
export const alertQueryOf = (q: JobQuery): AlertQuery => ({
  q: q.q.trim().slice(0, 200),
  location: q.location,
  category: q.category,
  type: q.type,
  mode: q.mode,
  minSalary: q.minSalary,
});
