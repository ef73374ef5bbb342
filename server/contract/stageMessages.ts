// Messages the candidate is glad to get: per-stage templates in English and Hungarian, edited
// by staff, with the placeholders {name}, {job} and {company}; the message sent on a move to one of these
// stages (rendered in the candidate's language, editable, or none at all) and what the candidate reads.
import { z } from 'zod';
import { APPLICATION_STATUSES, LANGUAGES, LIMITS, type ApplicationStatus } from './options.ts';

/** The stages a move to which may send a message. */
export const MESSAGE_STAGES = ['interview', 'offer', 'hired', 'rejected'] as const;
export type MessageStage = (typeof MESSAGE_STAGES)[number];
export const isMessageStage = (s: ApplicationStatus): s is MessageStage =>
  (MESSAGE_STAGES as readonly string[]).includes(s);

const MESSAGE_PLACEHOLDERS = ['name', 'job', 'company'] as const;
export type MessageValues = Record<(typeof MESSAGE_PLACEHOLDERS)[number], string>;

/** Every {word} in a text that is not one of the placeholders. */
const unknownPlaceholders = (text: string): string[] =>
  [...text.matchAll(/\{([^{}]*)\}/g)]
    .map((m) => m[1]!)
    .filter((p) => !(MESSAGE_PLACEHOLDERS as readonly string[]).includes(p));

/** The text with each placeholder replaced by its value (in one pass: a value's own braces stay). */
export const renderPlaceholders = (text: string, values: MessageValues): string =>
  text.replace(/\{(name|job|company)\}/g, (_, p: keyof MessageValues) => values[p]);

const noNul = (v: string) => !v.includes('\u0000');
const placeholdersKnown = (v: string) => unknownPlaceholders(v).length === 0;

/** A template or a message as the sender wrote it: a subject and a body, both required. */
export const stageMessageSchema = z.object({
  subject: z
    .string({ error: 'messageSubjectRequired' })
    .refine(noNul, { message: 'invalidCharacter', abort: true })
    .trim()
    .min(1, 'messageSubjectRequired')
    .max(LIMITS.messageSubjectMax, 'messageSubjectTooLong')
    .refine(placeholdersKnown, 'messagePlaceholderUnknown'),
  body: z
    .string({ error: 'messageBodyRequired' })
    .refine(noNul, { message: 'invalidCharacter', abort: true })
    .max(LIMITS.messageBodyMax, { message: 'messageBodyTooLong', abort: true })
    .trim()
    .min(1, 'messageBodyRequired')
    .refine(placeholdersKnown, 'messagePlaceholderUnknown'),
});
export type StageMessageInput = z.infer<typeof stageMessageSchema>;

export const templateParamsSchema = z.object({
  stage: z.enum(MESSAGE_STAGES, { error: 'messageStageInvalid' }),
  language: z.enum(LANGUAGES, { error: 'languageInvalid' }),
});

/** A stage move: the stage, and for a message stage the message to send (null or absent: none). */
export const stageMoveSchema = z.object({
  stage: z.enum(APPLICATION_STATUSES, { error: 'stageInvalid' }),
  message: stageMessageSchema.nullable().optional(),
});

export const messageTemplateSchema = z.strictObject({
  stage: z.enum(MESSAGE_STAGES),
  language: z.enum(LANGUAGES),
  subject: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

/** The template of a stage filled in for one application's candidate, in the candidate's language. */
export const messageDraftSchema = z.strictObject({
  stage: z.enum(MESSAGE_STAGES),
  language: z.enum(LANGUAGES),
  subject: z.string(),
  body: z.string(),
});
export type MessageDraft = z.infer<typeof messageDraftSchema>;

/** A message sent to the candidate, as they read it under the application. */
export const sentMessageSchema = z.strictObject({
  id: z.number(),
  applicationId: z.number(),
  stage: z.enum(MESSAGE_STAGES),
  subject: z.string(),
  body: z.string(),
  language: z.enum(LANGUAGES),
  sentAt: z.string(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

/** The most applications one bulk move may name (a page of the staff list at its largest). */
export const BULK_MOVE_MAX = 100;

/**
 * A bulk move: the applications, the stage, and for a message stage what the candidates are told:
 * absent, each candidate gets the stage's template in their own language; null, nothing; per language, the
 * text the sender edited (placeholders filled per candidate), the template for a language not given.
 */
export const bulkStageSchema = z.object({
  ids: z
    .array(z.number({ error: 'bulkIdsInvalid' }).int('bulkIdsInvalid').positive('bulkIdsInvalid'), {
      error: 'bulkIdsInvalid',
    })
    .min(1, 'bulkIdsRequired')
    .max(BULK_MOVE_MAX, 'bulkTooMany')
    .refine((ids) => new Set(ids).size === ids.length, 'bulkIdsRepeated'),
  stage: z.enum(APPLICATION_STATUSES, { error: 'stageInvalid' }),
  messages: z
    .object({ en: stageMessageSchema.optional(), hu: stageMessageSchema.optional() })
    .strict()
    .nullable()
    .optional(),
});

/** Each named application's outcome: moved, already there, or not found (missing, or not yours). */
export const bulkStageResultSchema = z.object({
  results: z.array(z.object({ id: z.number(), outcome: z.enum(['moved', 'unchanged', 'notFound']) })),
});

/** GET …/bulk-message?stage=&ids=1,2,3: the stage's template for a bulk move's candidates, per language. */
export const bulkMessageQuerySchema = z.object({
  stage: z.enum(MESSAGE_STAGES, { error: 'messageStageInvalid' }),
  ids: z
    .string({ error: 'bulkIdsRequired' })
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'bulkIdsInvalid')
    .transform((v) => v.split(',').map(Number))
    .refine((ids) => ids.length <= BULK_MOVE_MAX, 'bulkTooMany')
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), 'bulkIdsInvalid'),
});

/** The template a bulk move's candidates of one language read, and how many of them read it. */
const bulkMessageDraftSchema = z.strictObject({
  language: z.enum(LANGUAGES),
  count: z.number(),
  subject: z.string(),
  body: z.string(),
});
export const bulkMessageSchema = z.strictObject({
  stage: z.enum(MESSAGE_STAGES),
  drafts: z.array(bulkMessageDraftSchema),
});
export type BulkMessage = z.infer<typeof bulkMessageSchema>;
export type BulkStageResult = z.infer<typeof bulkStageResultSchema>;
