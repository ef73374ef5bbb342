// The contract dialog's form: staff type euros and percents as text; the body
// sent carries cents and hundredths. Every rule and message comes from the contract's schema.
import { z } from 'zod';
import {
  CONTRACT_SOURCES,
  contractInputSchema,
  COUNTRY_CODES,
  type Contract,
  type ContractInput,
} from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { fromHundredths, hundredthsToPercentText, toHundredths } from './format.ts';
import { isDecimalText } from '../../../server/contract/money.ts';
import './i18n.ts';

const contractFormSchema = z.object({
  contractorId: z.string(),
  employerId: z.string(),
  jobTitle: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  dayRate: z.string(),
  feePercentage: z.string(),
  source: z.enum(CONTRACT_SOURCES),
  notes: z.string(),
  partTime: z.boolean(),
  requiresQualification: z.boolean(),
});
export type ContractFormValues = z.infer<typeof contractFormSchema>;

/** The API body for the typed values (before the contract schema checks it). */
function contractFormToBody(v: ContractFormValues) {
  const id = (s: string) => (s === '' ? undefined : Number(s));
  return {
    contractorId: id(v.contractorId),
    employerId: id(v.employerId),
    jobTitle: v.jobTitle,
    startDate: v.startDate,
    endDate: v.endDate === '' ? null : v.endDate,
    dayRate: toHundredths(v.dayRate) ?? undefined,
    feePercentage: toHundredths(v.feePercentage),
    source: v.source,
    notes: v.notes.trim() === '' ? null : v.notes,
    partTime: v.partTime,
    requiresQualification: v.requiresQualification,
  };
}

/** Form → validated ContractInput; every failing field gets its own message at once. */
export const contractFormResolverSchema = contractFormSchema
  .superRefine((v, ctx) => {
    const flagged = new Set<string>();
    if (v.dayRate.trim() !== '' && !isDecimalText(v.dayRate)) {
      ctx.addIssue({ code: 'custom', path: ['dayRate'], message: i18n.t('admin.contracts.dayRateFormat') });
      flagged.add('dayRate');
    }
    if (v.feePercentage.trim() !== '' && !isDecimalText(v.feePercentage)) {
      ctx.addIssue({ code: 'custom', path: ['feePercentage'], message: i18n.t('admin.contracts.feeFormat') });
      flagged.add('feePercentage');
    }
    // The schema checks the date order only once every field is valid; staff see it at once.
    if (v.startDate && v.endDate && v.endDate < v.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endBeforeStart' });
      flagged.add('endDate');
    }
    const parsed = contractInputSchema.safeParse(contractFormToBody(v));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (flagged.has(field)) continue;
      flagged.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  })
  .transform((v): ContractInput => {
    // The body in the API's shape; the billing country and VAT number are the client company's (not sent).
    const { client: _client, ...rest } = contractInputSchema.parse(contractFormToBody(v));
    return rest;
  });

const EMPTY_CONTRACT_FORM: ContractFormValues = {
  contractorId: '',
  employerId: '',
  jobTitle: '',
  startDate: '',
  endDate: '',
  dayRate: '',
  feePercentage: '',
  source: 'internal',
  notes: '',
  partTime: false,
  requiresQualification: false,
};

export function contractToForm(c: Contract | null): ContractFormValues {
  if (!c) return EMPTY_CONTRACT_FORM;
  return {
    contractorId: String(c.contractorId),
    employerId: String(c.employerId),
    jobTitle: c.jobTitle,
    startDate: c.startDate ?? '',
    endDate: c.endDate ?? '',
    dayRate: fromHundredths(c.dayRate),
    feePercentage: hundredthsToPercentText(c.feePercentage),
    source: c.source,
    notes: c.notes ?? '',
    partTime: c.partTime,
    requiresQualification: c.requiresQualification,
  };
}

/** Every country, named in the language and sorted as it sorts names. */
export function countryOptions(lang: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, lang),
  );
}
