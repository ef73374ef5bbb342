// The contractor's tax details and declared allowances: request and response shapes.
import { z } from 'zod';
import { ALLOWANCE_KINDS } from './allowances.ts';
import { huTaxIdSchema, tajNumberSchema } from './taxIds.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const month = z.string({ error: 'dateInvalid' }).regex(MONTH, 'dateInvalid');

/** The adóazonosító jel and the TAJ number, each checked by its check digit. */
export const taxDetailsInputSchema = z.strictObject({
  taxId: huTaxIdSchema,
  tajNumber: tajNumberSchema,
});
export type TaxDetailsInput = z.infer<typeof taxDetailsInputSchema>;

/** An allowance declared on the employee's own statement (adóelőleg-nyilatkozat), for whole months. */
export const allowanceInputSchema = z
  .strictObject({
    kind: z.enum(ALLOWANCE_KINDS, { error: 'allowanceKindInvalid' }),
    /** The family allowance's beneficiary children (required for it, dropped for any other). */
    children: z
      .number({ error: 'childrenInvalid' })
      .int('childrenInvalid')
      .min(1, 'childrenInvalid')
      .max(20, 'childrenInvalid')
      .nullable()
      .optional(),
    /** YYYY-MM: the first month it applies to. */
    validFrom: month,
    /** YYYY-MM: the last month (open-ended when null). */
    validTo: month.nullable().optional(),
    /** The statement itself: the contractor declares that the conditions are met. */
    declaration: z.literal(true, { error: 'declarationRequired' }),
  })
  .refine((a) => a.kind !== 'family' || (a.children ?? null) !== null, {
    message: 'childrenInvalid',
    path: ['children'],
  })
  .refine((a) => !a.validTo || a.validTo >= a.validFrom, { message: 'endBeforeStart', path: ['validTo'] })
  .transform((a) => ({
    ...a,
    children: a.kind === 'family' ? (a.children ?? null) : null,
    validTo: a.validTo ?? null,
  }));
export type AllowanceInput = z.input<typeof allowanceInputSchema>;
export type AllowanceDeclaration = z.output<typeof allowanceInputSchema>;

const declaredAllowanceSchema = z.strictObject({
  id: z.number(),
  kind: z.enum(ALLOWANCE_KINDS),
  children: z.number().nullable(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  /** The day of the declaration (YYYY-MM-DD). */
  declaredOn: z.string(),
});

/** The contractor's own view: never sent to staff lists. */
export const payrollProfileSchema = z.strictObject({
  taxId: z.string().nullable(),
  tajNumber: z.string().nullable(),
  allowances: z.array(declaredAllowanceSchema),
});
export type PayrollProfile = z.infer<typeof payrollProfileSchema>;

export const payslipAllowanceLineSchema = z.strictObject({
  kind: z.enum([...ALLOWANCE_KINDS, 'familyContribution', 'minimumBase']),
  baseHuf: z.number(),
  taxHuf: z.number(),
  children: z.number().optional(),
});
