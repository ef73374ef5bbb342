// The payroll calls' shapes: rate sets (staff edit, everyone reads the current one), their audit trail.
import { monthMarksSchema } from './timesheetReview.ts';
import { payslipAllowanceLineSchema } from './allowanceSchemas.ts';
import { z } from 'zod';
import { CONTRACT_STATUSES } from './options.ts';
import { VAT_REGIMES } from './countries.ts';
import { isoDate, personNameSchema } from './schemas.ts';
import { PAYROLL_LIMITS } from './payroll.ts';

const bp = z
  .number({ error: 'rateInvalid' })
  .int('rateInvalid')
  .min(0, 'rateInvalid')
  .max(PAYROLL_LIMITS.maxBp, 'rateInvalid');
const rateFields = { vatBp: bp, szochoBp: bp, szjaBp: bp, tbBp: bp };
/** Forints per euro × 100 (391.17 HUF/EUR = 39117). */
const hufPer100 = z
  .number({ error: 'exchangeRateInvalid' })
  .int('exchangeRateInvalid')
  .min(1, 'exchangeRateInvalid')
  .max(PAYROLL_LIMITS.maxHufPerEur100, 'exchangeRateInvalid');
const deductionsFit = (r: { szjaBp?: number; tbBp?: number }) =>
  r.szjaBp === undefined || r.tbBp === undefined || r.szjaBp + r.tbBp <= PAYROLL_LIMITS.maxBp;

/** A new rate set: every rate, and the date it applies from. */
export const rateSetInputSchema = z
  .strictObject({ validFrom: isoDate, ...rateFields })
  .refine(deductionsFit, { message: 'rateInvalid', path: ['tbBp'] });
export type RateSetInput = z.input<typeof rateSetInputSchema>;

/** A change to a set: any of its fields (the combined check runs on the merged values on the server). */
export const rateSetPatchSchema = z
  .strictObject({ validFrom: isoDate, ...rateFields })
  .partial()
  .refine((r) => Object.keys(r).length > 0, { message: 'invalidInput' });

const rateSetSchema = z.strictObject({
  id: z.number(),
  validFrom: z.string(),
  vatBp: z.number(),
  szochoBp: z.number(),
  szjaBp: z.number(),
  tbBp: z.number(),
});
export type RateSet = z.infer<typeof rateSetSchema>;

/** A change's values; hufPerEur100 only in changes made while a rate set carried the exchange rate. */
const rateValues = rateSetSchema.omit({ id: true }).extend({ hufPerEur100: z.number() }).partial();
const rateChangeSchema = z.strictObject({
  id: z.number(),
  rateSetId: z.number(),
  changedAt: z.string(),
  changedBy: personNameSchema.nullable(),
  oldValues: rateValues.nullable(),
  newValues: rateValues,
});
export type RateChange = z.infer<typeof rateChangeSchema>;

export const adminPayrollRatesSchema = z.strictObject({
  rateSets: z.array(rateSetSchema),
  changes: z.array(rateChangeSchema),
});
export type AdminPayrollRates = z.infer<typeof adminPayrollRatesSchema>;

/** Where a day's exchange rate came from: MNB's CSV imported by staff, typed in by staff, or the single
 *  yearly rate a rate set carried before rates were dated (migration 20261127010001). */
const EXCHANGE_RATE_SOURCES = ['mnb-csv', 'staff', 'staff-set'] as const;
export type ExchangeRateSource = (typeof EXCHANGE_RATE_SOURCES)[number];

/** The official MNB EUR → HUF rate of a day. */
const exchangeRateSchema = z.strictObject({
  date: z.string(),
  hufPer100: z.number(),
  source: z.enum(EXCHANGE_RATE_SOURCES),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** Staff: one day's rate typed in. */
export const exchangeRateInputSchema = z.strictObject({ date: isoDate, hufPer100 });
export type ExchangeRateInput = z.input<typeof exchangeRateInputSchema>;

/** Staff: MNB's CSV (lines of date;rate), sent as text. */
export const exchangeRateImportSchema = z.strictObject({
  csv: z.string({ error: 'exchangeRateCsvInvalid' }).min(1, 'exchangeRateCsvInvalid').max(200_000, 'tooLong'),
});

export const adminExchangeRatesSchema = z.strictObject({
  rates: z.array(exchangeRateSchema.extend({ enteredBy: z.string().nullable(), updatedAt: z.string() })),
  total: z.number(),
});
export type AdminExchangeRates = z.infer<typeof adminExchangeRatesSchema>;

/** An import's outcome: rows new, rows whose rate changed, rows already so. */
export type ExchangeRateImportResult = {
  added: number;
  updated: number;
  unchanged: number;
};

/** The public calculator's rates: the set in force today and the latest published exchange rate (null
 *  while none is recorded). */
export const publicPayrollRatesSchema = z.strictObject({
  rateSet: rateSetSchema,
  exchangeRate: exchangeRateSchema.nullable(),
});

/** A contract as its contractor sees it (no staff notes, no source). */
const myContractSchema = z.strictObject({
  id: z.number(),
  jobTitle: z.string(),
  /** The client company's legal name (null for a contract billing no company yet). */
  client: z.string().nullable(),
  /** The employer's user: the client's contact person. */
  contact: personNameSchema,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(CONTRACT_STATUSES),
  dayRate: z.number(),
  feePercentage: z.number().nullable(),
});
export const myContractsSchema = z.strictObject({ contracts: z.array(myContractSchema) });
export type MyContracts = z.infer<typeof myContractsSchema>;

const TIMESHEET_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A contractor's month: the days worked by date, each a whole or a half day. Saved until submitted. */
export const timesheetInputSchema = z.strictObject({
  contractId: z.number({ error: 'invalidInput' }).int('invalidInput').positive('invalidInput'),
  month: z.string({ error: 'dateInvalid' }).regex(MONTH, 'dateInvalid'),
  days: z
    .record(z.string(), z.union([z.literal(1), z.literal(0.5)], { error: 'invalidInput' }), { error: 'invalidInput' })
    .refine((d) => Object.keys(d).every((day) => isoDate.safeParse(day).success), 'dateInvalid')
    .refine((d) => Object.keys(d).length <= 31, 'dayOutsideContract'),
});
export type TimesheetInput = z.input<typeof timesheetInputSchema>;

export const timesheetReviewSchema = z.strictObject({
  note: z.string({ error: 'invalidInput' }).trim().max(2000, 'tooLong').optional(),
});

const timesheetSchema = z.strictObject({
  id: z.number(),
  contractId: z.number(),
  jobTitle: z.string(),
  contractorName: personNameSchema,
  /** The employer's user: the client's contact person. */
  client: personNameSchema,
  /** The client company billed (its legal name, as on the invoice); null for a contract billing none yet. */
  clientCompany: z.string().nullable(),
  month: z.string(),
  days: z.record(z.string(), z.number()),
  daysWorked: z.number(),
  status: z.enum(TIMESHEET_STATUSES),
  reviewNote: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The invoice and the payslip its approval issued (null until approved). */
  invoiceId: z.number().nullable(),
  payslipId: z.number().nullable(),
  /** The month's holidays and swapped days (Hungary), for the calendar. */
  marks: monthMarksSchema,
});
export type Timesheet = z.infer<typeof timesheetSchema>;
export const timesheetsSchema = z.strictObject({ timesheets: z.array(timesheetSchema) });

const payrollLinesSchema = z.strictObject({
  invoice: z.number(),
  vat: z.number(),
  invoiceTotal: z.number(),
  fee: z.number(),
  employerTax: z.number(),
  gross: z.number(),
  incomeTax: z.number(),
  socialSecurity: z.number(),
  net: z.number(),
});
/** The engine's result (PayrollBreakdown): EUR in cents, HUF in whole forints. */
const payrollBreakdownSchema = z.strictObject({
  eur: payrollLinesSchema,
  huf: payrollLinesSchema,
  reverseCharge: z.boolean(),
  /** Absent on payslips issued before the regime was recorded (domestic then). */
  vatRegime: z.enum(VAT_REGIMES).optional(),
});

/** A payslip as issued on a timesheet's approval; immutable. */
const payslipSchema = z.strictObject({
  id: z.number(),
  contractId: z.number(),
  timesheetId: z.number(),
  /** YYYY-MM, the month worked. */
  month: z.string(),
  issuedAt: z.string(),
  jobTitle: z.string(),
  client: z.string(),
  days: z.number(),
  breakdown: payrollBreakdownSchema,
  netCents: z.number(),
  grossCents: z.number(),
  /** Forints per euro (390.5): the MNB rate in force on the month's last day. */
  exchangeRate: z.number(),
  /** That rate's date (null on payslips issued before rates were dated). */
  exchangeRateDate: z.string().nullable(),
  /** The payslip this one supersedes (a month corrected after a credit note), else null. */
  supersedesPayslipId: z.number().nullable(),
  /** The allowances applied and the minimum contribution base, each a line. */
  allowanceLines: z.array(payslipAllowanceLineSchema),
  /** The day the wage is paid (null on payslips issued before it was recorded). */
  paymentDate: z.string().nullable(),
  /** The credit note that cancelled the invoice issued with this payslip (the month is void and, once
   *  corrected, a new payslip supersedes this one), else null. */
  cancelledBy: z.strictObject({ number: z.string(), issueDate: z.string() }).nullable(),
});
export type Payslip = z.infer<typeof payslipSchema>;
export const payslipsSchema = z.strictObject({ payslips: z.array(payslipSchema) });

const invoiceLineSchema = z.strictObject({
  description: z.string(),
  quantity: z.number(),
  unitCents: z.number(),
  amountCents: z.number(),
});
/** A party of an invoice as printed on it. */
const invoicePartySchema = z.strictObject({
  name: z.string(),
  countryCode: z.string(),
  postalCode: z.string(),
  city: z.string(),
  street: z.string(),
  huTaxNumber: z.string().nullable(),
  euVatNumber: z.string().nullable(),
  bankAccount: z.string().optional(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

/** An invoice to the client, or a credit note (negated amounts) cancelling one; immutable. */
const invoiceSchema = z.strictObject({
  id: z.number(),
  /** YYYY-NNNNNN, sequential per issue year without gaps (credit notes share the sequence). */
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  creditsInvoiceId: z.number().nullable(),
  contractId: z.number(),
  timesheetId: z.number(),
  clientName: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  lines: z.array(invoiceLineSchema),
  netCents: z.number(),
  vatRateBp: z.number(),
  vatCents: z.number(),
  totalCents: z.number(),
  reverseCharge: z.boolean(),
  /** The regime applied, from the client's country at issue (a credit note copies its invoice's). */
  vatRegime: z.enum(VAT_REGIMES),
  /** ISO 3166-1 alpha-2. */
  clientCountry: z.string(),
  /** The client's EU VAT number (reverse charge), else null. */
  clientVatNumber: z.string().nullable(),
  /** The company's own VAT number at issue (null on invoices issued before it was recorded). */
  sellerVatNumber: z.string().nullable(),
  /** On a corrected invoice: the credited invoice it replaces, else null. */
  correctsInvoiceId: z.number().nullable(),
  // Áfa tv. 169. § elements each invoice keeps as issued; null on invoices issued before.
  /** The seller and the buyer as printed: name, address, tax number, EU VAT number (the seller's IBAN). */
  seller: invoicePartySchema.nullable(),
  buyer: invoicePartySchema.nullable(),
  /** Teljesítés dátuma: Áfa tv. 58. § for a month of services. */
  fulfilmentDate: z.string().nullable(),
  paymentMethod: z.enum(['transfer']).nullable(),
  /** The MNB rate (HUF per EUR × 100) and its date (Áfa tv. 80. §), and the amounts in forints. */
  exchangeRate: z.strictObject({ hufPer100: z.number(), date: z.string() }).nullable(),
  huf: z.strictObject({ net: z.number(), vat: z.number(), total: z.number() }).nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Staff: a contract's invoices, credit notes and payslips. */
export const contractDocumentsSchema = z.strictObject({
  invoices: z.array(invoiceSchema),
  payslips: z.array(payslipSchema),
});
export type ContractDocuments = z.infer<typeof contractDocumentsSchema>;

export const creditNoteInputSchema = z.strictObject({
  reason: z
    .string({ error: 'creditNoteReasonRequired' })
    .trim()
    .min(1, 'creditNoteReasonRequired')
    .max(2000, 'tooLong'),
});

/** ?month=YYYY-MM of the export and the summary. */
export const payrollMonthQuerySchema = z.object({
  month: z.string({ error: 'dateInvalid' }).regex(MONTH, 'dateInvalid'),
});
/** The accountant's CSV: a month, and its language (English unless hu). */
export const payrollExportQuerySchema = payrollMonthQuerySchema.extend({
  lang: z.enum(['en', 'hu'], { error: 'invalidInput' }).default('en'),
});

/** ?lang= of a PDF (English unless hu). */
export const pdfQuerySchema = z.object({ lang: z.enum(['en', 'hu'], { error: 'invalidInput' }).default('en') });

/** The month's money: invoiced = invoices less credit notes issued in the month (with VAT), paid out =
 *  the net pay of the month's payslips. Euro cents. */
export const payrollSummarySchema = z.strictObject({
  month: z.string(),
  invoicedCents: z.number(),
  paidOutCents: z.number(),
});
export type PayrollSummary = z.infer<typeof payrollSummarySchema>;
