// Staff reviewing a month: the month's calendar marks (public holidays, swapped working and rest days),
// the documents an approval would issue (shown before staff confirm), and reopening a credited month.
import { z } from 'zod';
import { isoDate } from './schemas.ts';

/** A Hungarian public holiday, named in both interface languages. */
const holidaySchema = z.strictObject({ date: z.string(), name: z.strictObject({ en: z.string(), hu: z.string() }) });

/** What makes a day of the month other than an ordinary weekday or weekend (Hungary's general work pattern). */
export const monthMarksSchema = z.strictObject({
  /** YYYY-MM. */
  month: z.string(),
  holidays: z.array(holidaySchema),
  /** Saturdays worked in exchange for a bridging rest day (áthelyezett munkanap). */
  workingDays: z.array(z.string()),
  /** Weekdays made rest days (áthelyezett pihenőnap). */
  restDays: z.array(z.string()),
  /** The decree that set the swaps of the month's year, or null when none is recorded for that year. */
  swapSource: z.string().nullable(),
});
export type MonthMarks = z.infer<typeof monthMarksSchema>;

/** What approving a submitted timesheet would issue, computed exactly as the approval does. */
export const approvalPreviewSchema = z.strictObject({
  invoice: z.strictObject({
    netCents: z.number(),
    vatCents: z.number(),
    totalCents: z.number(),
    /** The credited invoice this one would replace (a reopened month), else null. */
    correctsNumber: z.string().nullable(),
  }),
  payslip: z.strictObject({ grossCents: z.number(), netCents: z.number(), netHuf: z.number() }),
});
export type ApprovalPreview = z.infer<typeof approvalPreviewSchema>;

/** Staff reopen a month whose invoice is credited: with days, staff correct it and it waits for approval;
 *  without, it goes back to the contractor with the note. */
export const timesheetReopenSchema = z.strictObject({
  note: z.string({ error: 'reviewNoteRequired' }).trim().min(1, 'reviewNoteRequired').max(2000, 'tooLong'),
  /** The corrected days, as a contractor marks them (timesheetInputSchema's). */
  days: z
    .record(z.string(), z.union([z.literal(1), z.literal(0.5)], { error: 'invalidInput' }), { error: 'invalidInput' })
    .refine((d) => Object.keys(d).every((day) => isoDate.safeParse(day).success), 'dateInvalid')
    .refine((d) => Object.keys(d).length <= 31, 'dayOutsideContract')
    .optional(),
});
export type TimesheetReopen = z.input<typeof timesheetReopenSchema>;
