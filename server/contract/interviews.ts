// Interviews: the recruiter or the job's employer proposes slots, the candidate picks one (or
// declines them all), and everyone gets an iCalendar invitation. Slots are typed as Europe/Budapest wall
// time (date, start, length) and kept and sent as instants; each viewer sees them in their own zone.
import { z } from 'zod';
import { ROLES } from './options.ts';

export const INTERVIEW_TIME_ZONE = 'Europe/Budapest';
const INTERVIEW_STATUSES = ['proposed', 'scheduled', 'declined', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
/** The lengths offered, in minutes. */
export const INTERVIEW_MINUTES = [15, 30, 45, 60, 90, 120, 180, 240] as const;
export const INTERVIEW_LIMITS = { slotsMax: 10, locationMax: 500, noteMax: 2000 } as const;

const slotInputSchema = z.object({
  date: z.string({ error: 'slotDateInvalid' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'slotDateInvalid'),
  time: z.string({ error: 'slotTimeInvalid' }).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'slotTimeInvalid'),
  /** The length in minutes; zero or less is an end before the start. */
  minutes: z
    .number({ error: 'slotLengthInvalid' })
    .int('slotLengthInvalid')
    .min(5, 'slotLengthInvalid')
    .max(8 * 60, 'slotLengthInvalid'),
});
export type SlotInput = z.infer<typeof slotInputSchema>;

const textField = (max: number, required: 'interviewLocationRequired' | null) => {
  const s = z
    .string({ error: required ?? 'invalidInput' })
    .refine((v) => !v.includes('\u0000'), { message: 'invalidCharacter', abort: true })
    .trim()
    .max(max, 'tooLong');
  return required ? s.min(1, required) : s;
};

export const interviewProposeSchema = z.object({
  slots: z
    .array(slotInputSchema, { error: 'slotsRequired' })
    .min(1, 'slotsRequired')
    .max(INTERVIEW_LIMITS.slotsMax, 'tooManySlots'),
  /** An address or a video link. */
  location: textField(INTERVIEW_LIMITS.locationMax, 'interviewLocationRequired'),
  note: textField(INTERVIEW_LIMITS.noteMax, null).optional(),
});
export type InterviewProposal = z.infer<typeof interviewProposeSchema>;

/** A new time for a scheduled interview (and, if given, a new place). */
export const interviewRescheduleSchema = z.object({
  slot: slotInputSchema,
  location: textField(INTERVIEW_LIMITS.locationMax, 'interviewLocationRequired').optional(),
});

/** The candidate's answer: one of the slots, or null to decline them all. */
export const interviewChoiceSchema = z.object({
  slotId: z.number({ error: 'slotUnknown' }).int('slotUnknown').positive('slotUnknown').nullable(),
});

const slotSchema = z.strictObject({ id: z.number(), startsAt: z.string(), endsAt: z.string() });
export type InterviewSlot = z.infer<typeof slotSchema>;

export const interviewSchema = z.strictObject({
  id: z.number(),
  applicationId: z.number(),
  status: z.enum(INTERVIEW_STATUSES),
  location: z.string(),
  note: z.string().nullable(),
  /** The invitation's SEQUENCE: 0 when first scheduled, one more per reschedule or cancellation. */
  sequence: z.number(),
  slots: z.array(slotSchema),
  chosenSlotId: z.number().nullable(),
  proposedBy: z.strictObject({ firstName: z.string(), lastName: z.string(), role: z.enum(ROLES) }).nullable(),
  createdAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewListSchema = z.strictObject({ interviews: z.array(interviewSchema) });

/** An instant as the interface shows it: '26 November 2026, 14:00' / '2026. november 26., 14:00', in
 * `timeZone` (the viewer's own, unless given). `locale` is 'en-GB' or 'hu-HU'. */
export function formatInterviewTime(iso: string | Date, locale: string, timeZone?: string): string {
  const at = typeof iso === 'string' ? new Date(iso) : iso;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(at);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
  return `${date}, ${time}`;
}
