// Client companies: the buyer an invoice names (Áfa tv. 169. § e)). The form the staff console and the
// employer's account page send, and the shape the server answers with. Imports only zod and the contract.
import { z } from 'zod';
import { optionalText, required } from './schemas.ts';
import { isCountryCode, needsVatNumber, HOME_COUNTRY } from './countries.ts';
import { formatHuTaxNumber, parseEuVatNumber, parseHuTaxNumber } from './taxIds.ts';

/** NAV's PostalCodeType: 3–10 capitals, digits, spaces or dashes. */
const POSTAL_CODE = /^[A-Z0-9][A-Z0-9\s-]{1,8}[A-Z0-9]$/;

const billingEmail = z
  .string({ error: 'emailInvalid' })
  .trim()
  .max(254, 'tooLong')
  .pipe(z.email('emailInvalid'))
  .transform((v) => v.toLowerCase());

/**
 * A company's billing data, complete: what a contract needs before it bills the company. A Hungarian
 * company gives its Hungarian tax number (8-1-2 with its check digit; its EU VAT number too when it has
 * one); a company in another EU state its EU VAT number (in its state's format); a company outside the EU
 * neither.
 */
export const companyInputSchema = z
  .strictObject({
    legalName: required('companyNameRequired', 200),
    countryCode: z.string({ error: 'countryInvalid' }).refine(isCountryCode, 'countryInvalid'),
    postalCode: z
      .string({ error: 'postalCodeInvalid' })
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => POSTAL_CODE.test(v), 'postalCodeInvalid'),
    city: required('cityRequired', 100),
    street: required('streetRequired', 200),
    huTaxNumber: optionalText(20),
    euVatNumber: optionalText(30),
    billingEmail,
    contactName: required('contactPersonRequired', 200),
  })
  .transform((c, ctx) => {
    let huTaxNumber: string | null = null;
    if (c.huTaxNumber !== null) {
      const parsed = parseHuTaxNumber(c.huTaxNumber);
      if (parsed) huTaxNumber = formatHuTaxNumber(parsed);
      else ctx.addIssue({ code: 'custom', path: ['huTaxNumber'], message: 'huTaxNumberInvalid' });
    } else if (c.countryCode === HOME_COUNTRY) {
      ctx.addIssue({ code: 'custom', path: ['huTaxNumber'], message: 'huTaxNumberRequired' });
    }
    let euVatNumber: string | null = null;
    if (c.euVatNumber !== null) {
      const parsed = parseEuVatNumber(c.euVatNumber);
      const prefix = c.countryCode === 'GR' ? 'EL' : c.countryCode;
      if (parsed && parsed.prefix === prefix) euVatNumber = `${parsed.prefix}${parsed.number}`;
      else ctx.addIssue({ code: 'custom', path: ['euVatNumber'], message: 'euVatNumberInvalid' });
    } else if (needsVatNumber(c.countryCode)) {
      ctx.addIssue({ code: 'custom', path: ['euVatNumber'], message: 'vatNumberRequired' });
    }
    return { ...c, huTaxNumber, euVatNumber };
  });
export type CompanyInput = z.input<typeof companyInputSchema>;

/** A company as the server sends it. `complete`: its billing data suffice for a contract and an invoice. */
export const companySchema = z.strictObject({
  id: z.number(),
  legalName: z.string(),
  countryCode: z.string(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  huTaxNumber: z.string().nullable(),
  euVatNumber: z.string().nullable(),
  billingEmail: z.string().nullable(),
  contactName: z.string().nullable(),
  complete: z.boolean(),
  /** The employer accounts that belong to it. */
  employers: z.array(
    z.strictObject({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  ),
  activeContracts: z.number(),
});
export type Company = z.infer<typeof companySchema>;

export const companiesSchema = z.strictObject({ companies: z.array(companySchema) });

/** Staff link an employer to a company, or unlink it (null). */
export const employerCompanyInputSchema = z.strictObject({
  companyId: z
    .number({ error: 'invalidInput' })
    .int('invalidInput')
    .positive('invalidInput')
    .max(2_147_483_647, 'invalidInput')
    .nullable(),
});

/** Whether stored billing data are complete (the same rules as companyInputSchema, on a stored row). */
export function isCompanyComplete(c: {
  legalName: string;
  countryCode: string;
  postalCode: string | null;
  city: string | null;
  street: string | null;
  huTaxNumber: string | null;
  euVatNumber: string | null;
  billingEmail: string | null;
  contactName: string | null;
}): boolean {
  return companyInputSchema.safeParse({
    legalName: c.legalName,
    countryCode: c.countryCode,
    postalCode: c.postalCode ?? '',
    city: c.city ?? '',
    street: c.street ?? '',
    huTaxNumber: c.huTaxNumber,
    euVatNumber: c.euVatNumber,
    billingEmail: c.billingEmail ?? '',
    contactName: c.contactName ?? '',
  }).success;
}
