// The recruitment desk: moving an application between the stages, notes (internal to the
// consultancy or shared with the job's employer), ratings, and what the application panel and a job's
// pipeline answer. The stages are the SPEC's application statuses.
import { z } from 'zod';
import { APPLICATION_STATUSES, LIMITS, NOTE_VISIBILITIES, ROLES } from './options.ts';
import { outboxMailSchema } from './account.ts';
import { adminCandidateSchema, applicationListingSchema, applicationSchema, contractSchema } from './schemas.ts';

export const noteCreateSchema = z.object({
  text: z
    .string({ error: 'noteRequired' })
    .refine((v) => !v.includes('\u0000'), { message: 'invalidCharacter', abort: true })
    .trim()
    .min(1, 'noteRequired')
    .max(LIMITS.noteMax, 'noteTooLong'),
  /** Staff choose (internal when not said); an employer's note is always shared. */
  visibility: z.enum(NOTE_VISIBILITIES, { error: 'noteVisibilityInvalid' }).optional(),
});

export const ratingSchema = z.object({
  rating: z.number({ error: 'ratingInvalid' }).int('ratingInvalid').min(1, 'ratingInvalid').max(5, 'ratingInvalid'),
});

const timestamp = z.string();
/** Who did something: their names (the app writes them in the interface language's order) and role; null
 * when unknown (before the desk recorded it) or erased. */
const actorSchema = z.strictObject({ firstName: z.string(), lastName: z.string(), role: z.enum(ROLES) }).nullable();

const stageEntrySchema = z.strictObject({
  from: z.enum(APPLICATION_STATUSES).nullable(),
  to: z.enum(APPLICATION_STATUSES),
  at: timestamp,
  by: actorSchema,
});
export type StageEntry = z.infer<typeof stageEntrySchema>;

const noteSchema = z.strictObject({
  id: z.number(),
  text: z.string(),
  visibility: z.enum(NOTE_VISIBILITIES),
  createdAt: timestamp,
  author: actorSchema,
  mine: z.boolean(),
});
export type ApplicationNote = z.infer<typeof noteSchema>;

const ratingSummarySchema = z.strictObject({
  /** This reviewer's own rating. */
  mine: z.number().nullable(),
  /** The mean of every reviewer's rating, to one decimal; null when nobody rated. */
  average: z.number().nullable(),
  count: z.number(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** Everything the application panel shows. `neighbours` are the applications before and after this one
 * in its job's list (newest first; within the stage asked for, if one was). */
export const deskApplicationSchema = z.strictObject({
  application: applicationSchema,
  cv: z.strictObject({ url: z.string(), name: z.string(), mimeType: z.string() }).nullable(),
  history: z.array(stageEntrySchema),
  notes: z.array(noteSchema),
  rating: ratingSummarySchema,
  neighbours: z.strictObject({ previous: z.number().nullable(), next: z.number().nullable() }),
});
export type DeskApplication = z.infer<typeof deskApplicationSchema>;

const stageCountsSchema = z.strictObject(
  Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, z.number()])) as Record<
    (typeof APPLICATION_STATUSES)[number],
    z.ZodNumber
  >,
);
export type StageCounts = z.infer<typeof stageCountsSchema>;

/** One page of a job's applicants, with the job and its count per stage (whatever the page's filters). */
export const jobPipelineSchema = z.strictObject({
  job: z.strictObject({ id: z.number(), title: z.string(), company: z.string(), isActive: z.boolean() }),
  counts: stageCountsSchema,
  items: z.array(applicationListingSchema.extend({ rating: z.number().nullable() })),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type JobPipeline = z.infer<typeof jobPipelineSchema>;

/** A note as the candidate's page lists it: on which application (its job's title). */
const candidateNoteSchema = noteSchema.omit({ mine: true }).extend({ applicationId: z.number(), jobTitle: z.string() });

/** A staff candidate page (/admin/candidates/{id}): the person with every application and its stage, their
 * CVs, the notes on their applications, their contracts and the mail sent to them. */
export const candidateFileSchema = z.strictObject({
  candidate: adminCandidateSchema,
  applications: z.array(applicationListingSchema),
  cvs: z.array(
    z.strictObject({
      url: z.string(),
      name: z.string(),
      mimeType: z.string(),
      size: z.number(),
      uploadedAt: timestamp,
    }),
  ),
  notes: z.array(candidateNoteSchema),
  contracts: z.array(contractSchema),
  mails: z.array(outboxMailSchema),
});
export type CandidateFile = z.infer<typeof candidateFileSchema>;
