// NAV Online Számla reporting as staff see it: each invoice's submission state and NAV's messages
// (server/features/nav/queue.ts).
import { z } from 'zod';

const NAV_STATUSES = ['pending', 'not_configured', 'sent', 'processing', 'done', 'aborted', 'failed'] as const;
export type NavStatus = (typeof NAV_STATUSES)[number];

/** One message of NAV's answer: a technical or business validation result (spec § 1.8.8.2), or its
 *  synchronous error (§ 1.4.1). */
const navMessageSchema = z.object({
  /** ERROR, WARN, INFO (business), CRITICAL/ERROR (technical). */
  result: z.string(),
  code: z.string().nullable(),
  message: z.string().nullable(),
  /** The tag, value and line NAV points at, when it does. */
  pointer: z.string().nullable(),
});
export type NavMessage = z.infer<typeof navMessageSchema>;

const navSubmissionSchema = z.object({
  id: z.number(),
  invoiceId: z.number(),
  operation: z.enum(['CREATE', 'MODIFY', 'STORNO']),
  status: z.enum(NAV_STATUSES),
  transactionId: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  messages: z.array(navMessageSchema),
  updatedAt: z.string(),
});
export type NavSubmission = z.infer<typeof navSubmissionSchema>;

export const contractNavSchema = z.object({ submissions: z.array(navSubmissionSchema) });
export type ContractNav = z.infer<typeof contractNavSchema>;
