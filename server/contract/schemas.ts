// Request schemas: the browser forms and the server routes parse with the same objects, so each
// validation message is written once, as a code of MSG (an issue's message is the code). Response
// schemas type the app and let tests assert exact shapes. Imports only zod.
import { z } from 'zod';
import { MSG, type MessageKey } from './messages.ts';
import { employerStandingSchema, jobReviewSchema, jobReviewSwitchSchema } from './jobReview.ts';
import { skillsSchema } from './skills.ts';
import {
  APPLICATION_STATUSES,
  CONTACT_SUBJECTS,
  CONTENT_SLUGS,
  CONTRACT_SOURCES,
  CONTRACT_STATUSES,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  LANGUAGES,
  LIMITS,
  PUBLIC_ROLES,
  REGISTRATION_CATEGORIES,
  REGISTRATION_LOCATIONS,
  REQUEST_LOCATIONS,
  ROLES,
  URGENCIES,
  type Language,
} from './options.ts';
import { DEFAULT_LISTING_DAYS, LISTING_PERIODS } from './derive.ts';
import { PAYROLL_LIMITS } from './payroll.ts';
import { isCountryCode, isVatNumberOf, needsVatNumber, normalizeVatNumber } from './countries.ts';

// ---------- generic validation messages ----------
/** Issues a schema gives no message of its own (a missing or mistyped field, a body that is not an
 * object, an unknown key) carry the spec's generic codes rather than zod's English, so every issue the
 * server sends has a code. Installed once, here, because every schema comes through here. */
export const genericErrorMap = (issue: z.core.$ZodRawIssue): MessageKey => {
  if (issue.code === 'invalid_type') return issue.input === undefined ? 'required' : 'invalidInput';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'invalidEmail';
  return 'invalidInput';
};
z.config({ customError: genericErrorMap });

// ---------- building blocks ----------
/** PostgreSQL text cannot hold U+0000: refuse it as bad input instead of failing at the insert. */
const text = (message: MessageKey) =>
  z.string({ error: message }).refine((v) => !v.includes('\u0000'), { message: 'invalidCharacter', abort: true });
export const required = (message: MessageKey, max = 255) => text(message).trim().min(1, message).max(max, 'tooLong');
export const optionalText = (max = 255) =>
  text('invalidInput')
    .trim()
    .max(max, 'tooLong')
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
const email = text('emailInvalid')
  .trim()
  .max(255, 'tooLong')
  .pipe(z.email('emailInvalid'))
  .transform((v) => v.toLowerCase());
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: MessageKey = 'invalidInput') =>
  z.enum(values, { error: message });
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isoDate = z
  .string({ error: 'dateInvalid' })
  .regex(ISO_DATE, 'dateInvalid')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'dateInvalid',
  );
const optionalDate = z
  .union([isoDate, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));
/** A row id: a whole positive number within PostgreSQL's integer, or its plain decimal digits (path
 * parameters are text). Nothing else is coerced: true, [5], a padded, hex or exponent string is not an id. */
const id = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
  z.number({ error: 'invalidInput' }).int('invalidInput').positive('invalidInput').max(2_147_483_647, 'invalidInput'),
);

export const idParamSchema = z.object({ id });

// ---------- auth ----------
export const loginSchema = z.object({
  email,
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(200, 'tooLong'),
});
export type LoginInput = z.infer<typeof loginSchema>;

const password = z.string({ error: 'passwordMin' }).min(LIMITS.passwordMin, 'passwordMin').max(200, 'tooLong');
const passwordsMatch = <T extends { password: string; confirmPassword: string }>(v: T) =>
  v.password === v.confirmPassword;

export const registerSchema = z
  .object({
    email,
    firstName: required('firstNameRequired', 100),
    lastName: required('lastNameRequired', 100),
    role: oneOf(PUBLIC_ROLES, 'roleInvalid'),
    password,
    confirmPassword: z.string({ error: 'passwordsMismatch' }),
    companyName: optionalText(),
    phone: optionalText(50),
  })
  .refine(passwordsMatch, { message: 'passwordsMismatch', path: ['confirmPassword'] });
export type RegisterInput = z.infer<typeof registerSchema>;

// ---------- public forms ----------
export const contactSchema = z.object({
  firstName: required('firstNameRequired', 100),
  lastName: required('lastNameRequired', 100),
  email,
  phone: optionalText(50),
  subject: oneOf(CONTACT_SUBJECTS).default('general'),
  message: text('messageMin').trim().min(LIMITS.contactMessageMin, 'messageMin').max(5000, 'tooLong'),
  clientId: z.uuid().optional(),
});
export type ContactInput = z.input<typeof contactSchema>;

export const employerRequestSchema = z.object({
  companyName: required('companyNameRequired'),
  contactPerson: required('contactPersonRequired'),
  email,
  phone: optionalText(50),
  jobTitle: required('jobTitleRequired'),
  location: oneOf(REQUEST_LOCATIONS).default('hungary'),
  description: text('requestDescriptionMin')
    .trim()
    .min(LIMITS.requestDescriptionMin, 'requestDescriptionMin')
    .max(5000, 'tooLong'),
  urgency: oneOf(URGENCIES).default('medium'),
});
export type EmployerRequestInput = z.input<typeof employerRequestSchema>;

const candidateProfile = {
  firstName: required('firstNameRequired', 100),
  lastName: required('lastNameRequired', 100),
  email,
  phone: optionalText(50),
  experience: oneOf(EXPERIENCE_LEVELS).default('mid'),
  availableForRemote: z.boolean({ error: 'invalidInput' }).default(true),
};

export const candidateRegistrationSchema = z.object({
  ...candidateProfile,
  currentLocation: oneOf(REGISTRATION_LOCATIONS, 'locationRequired'),
  jobCategory: oneOf(REGISTRATION_CATEGORIES, 'jobCategoryRequired'),
  cvFile: optionalText(500),
  skills: skillsSchema.default([]),
});
export type CandidateRegistrationInput = z.input<typeof candidateRegistrationSchema>;

// ---------- applications ----------
export const coverLetterSchema = text('coverLetterMin')
  .trim()
  .min(LIMITS.coverLetterMin, 'coverLetterMin')
  .max(LIMITS.coverLetterMax, 'coverLetterMax');

export const applicationCreateSchema = z.object({
  jobId: id,
  cvUrl: optionalText(500),
  notes: coverLetterSchema,
  clientId: z.uuid().optional(),
});
export type ApplicationCreateInput = z.input<typeof applicationCreateSchema>;

export const applicationStatusSchema = z.object({ status: oneOf(APPLICATION_STATUSES) });

// ---------- jobs ----------
const salaryValue = z
  .number({ error: 'salaryInvalid' })
  .int('salaryInvalid')
  .min(0, 'salaryInvalid')
  .max(100000, 'salaryInvalid');
export const salarySchema = z
  .object({
    min: salaryValue
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    max: salaryValue
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    currency: z.literal('EUR', { error: 'invalidInput' }).default('EUR'),
  })
  .refine((s) => s.min === null || s.max === null || s.min <= s.max, { message: 'salaryRange', path: ['max'] });

const stringList = z
  .array(text('invalidInput').trim().max(500, 'tooLong'), { error: 'invalidInput' })
  .max(50, 'tooLong')
  .default([])
  .transform((list) => list.filter(Boolean));

export const jobInputSchema = z.object({
  title: required('jobTitleRequired'),
  company: required('companyNameRequired'),
  location: required('locationRequired'),
  type: oneOf(JOB_TYPES, 'jobTypeInvalid'),
  category: required('categoryRequired', 100),
  description: text('descriptionMin').trim().min(LIMITS.jobDescriptionMin, 'descriptionMin').max(20000, 'tooLong'),
  requirements: stringList,
  skills: stringList,
  salary: salarySchema
    .nullable()
    .optional()
    .transform((s) => (s && (s.min !== null || s.max !== null) ? s : null)),
  startDate: optionalDate,
  /** Days on the board: new jobs default to 60; left out of an edit, the period stays as it was. */
  listingDays: z
    .number({ error: 'listingDaysInvalid' })
    .refine((v) => (LISTING_PERIODS as readonly number[]).includes(v), 'listingDaysInvalid')
    .optional(),
  /** Day rate in cents (contract roles), or null; left out of an edit (the staff console's), it stays. */
  dayRate: z
    .number({ error: 'dayRateInvalid' })
    .int('dayRateInvalid')
    .min(0, 'dayRateInvalid')
    .max(PAYROLL_LIMITS.maxDayRate, 'dayRateInvalid')
    .nullable()
    .optional(),
});
export type JobInput = z.input<typeof jobInputSchema>;

/** The post/edit job dialog: free-text fields turned into the API body (the job form). */
const wholeNumberText = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d+$/.test(v), 'salaryInvalid');
export const jobFormSchema = z
  .object({
    title: required('jobTitleRequired'),
    company: required('companyNameRequired'),
    location: required('locationRequired'),
    type: z.union([oneOf(JOB_TYPES, 'jobTypeInvalid'), z.literal('')]).refine((v) => v !== '', 'jobTypeInvalid'),
    category: required('categoryRequired', 100),
    description: z.string().trim().min(LIMITS.jobDescriptionMin, 'descriptionMin').max(20000, 'tooLong'),
    requirements: z.string(),
    skills: z.string(),
    salaryMin: wholeNumberText,
    salaryMax: wholeNumberText,
    startDate: z.union([isoDate, z.literal('')]),
    listingDays: z.string().refine((v) => LISTING_PERIODS.some((d) => String(d) === v), 'listingDaysInvalid'),
    dayRate: z
      .string()
      .trim()
      .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) * 100 <= PAYROLL_LIMITS.maxDayRate), 'dayRateInvalid'),
  })
  .refine((f) => f.salaryMin === '' || f.salaryMax === '' || Number(f.salaryMin) <= Number(f.salaryMax), {
    message: 'salaryRange',
    path: ['salaryMax'],
  });
export type JobFormValues = z.input<typeof jobFormSchema>;

export function jobFormToInput(f: JobFormValues): JobInput {
  const num = (v: string) => (v.trim() === '' ? null : Number.parseInt(v, 10));
  const min = num(f.salaryMin);
  const max = num(f.salaryMax);
  return {
    title: f.title.trim(),
    company: f.company.trim(),
    location: f.location.trim(),
    type: f.type as JobInput['type'],
    category: f.category.trim(),
    description: f.description.trim(),
    requirements: f.requirements
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean),
    skills: f.skills
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    salary: min === null && max === null ? null : { min, max, currency: 'EUR' },
    startDate: f.startDate || null,
    listingDays: Number(f.listingDays),
    dayRate: f.dayRate.trim() === '' ? null : Number.parseInt(f.dayRate, 10) * 100,
  };
}

/** The job form's listing period when nothing was chosen yet. */
export const DEFAULT_LISTING_FORM_DAYS = String(DEFAULT_LISTING_DAYS);

// ---------- admin ----------
export const toggleActiveSchema = z.object({ isActive: z.boolean({ error: 'invalidInput' }) }).strict();

export const contractInputSchema = z
  .object({
    contractorId: z.number({ error: 'contractorRequired' }).int('contractorRequired').positive('contractorRequired'),
    employerId: z.number({ error: 'employerRequired' }).int('employerRequired').positive('employerRequired'),
    jobTitle: required('jobTitleRequired'),
    startDate: z.string({ error: 'startDateRequired' }).min(1, 'startDateRequired').pipe(isoDate),
    endDate: optionalDate,
    dayRate: z
      .number({ error: 'dayRateRequired' })
      .int('dayRateRequired')
      .min(0, 'dayRateRequired')
      .max(PAYROLL_LIMITS.maxDayRate, 'dayRateTooHigh'),
    feePercentage: z
      .number({ error: 'feeInvalid' })
      .int('feeInvalid')
      .min(0, 'feeInvalid')
      .max(PAYROLL_LIMITS.maxBp, 'feeInvalid')
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    source: oneOf(CONTRACT_SOURCES).default('internal'),
    notes: optionalText(5000),
    /** The client's country (ISO 3166-1 alpha-2), which decides the invoices' VAT regime, is the client
     *  company's (the contract keeps no copy). Optional, for clients that still send it: it must be the
     *  company's, else 400 billingFromCompany. */
    clientCountry: z.string({ error: 'countryInvalid' }).refine(isCountryCode, 'countryInvalid').optional(),
    /** The client's EU VAT number, likewise the company's when sent (required with another EU state). */
    clientVatNumber: optionalText(40),
    /** Part-time: a month below the pro-rated minimum wage is accepted. Left out, a new contract is
     *  full-time and an edited one keeps its own. */
    partTime: z.boolean({ error: 'invalidInput' }).optional(),
    /** The job needs at least secondary qualification: the guaranteed wage minimum is its floor. Left
     *  out, a new contract does not and an edited one keeps its own. */
    requiresQualification: z.boolean({ error: 'invalidInput' }).optional(),
  })
  .refine((c) => !c.endDate || c.endDate >= c.startDate, { message: 'endBeforeStart', path: ['endDate'] })
  .superRefine((c, ctx) => {
    if (c.clientCountry === undefined || !needsVatNumber(c.clientCountry)) return;
    if (c.clientVatNumber === null)
      ctx.addIssue({ code: 'custom', path: ['clientVatNumber'], message: 'vatNumberRequired' });
    else if (!isVatNumberOf(c.clientCountry, c.clientVatNumber))
      ctx.addIssue({ code: 'custom', path: ['clientVatNumber'], message: 'vatNumberInvalid' });
  })
  .transform(({ clientCountry, clientVatNumber, ...c }) => ({
    ...c,
    /** Both or neither: undefined when the country was left out. */
    client:
      clientCountry === undefined
        ? undefined
        : {
            country: clientCountry,
            vatNumber:
              needsVatNumber(clientCountry) && clientVatNumber !== null ? normalizeVatNumber(clientVatNumber) : null,
          },
  }));
export type ContractInput = z.input<typeof contractInputSchema>;

const optionalAdminPassword = z
  .union([z.literal(''), z.string().min(LIMITS.adminPasswordMin, 'passwordMin8').max(200, 'tooLong')])
  .optional()
  .transform((v) => (v ? v : null));

const adminCandidateFields = {
  ...candidateProfile,
  currentLocation: required('locationRequired'),
  jobCategory: required('jobCategoryRequired'),
};
export const adminCandidateCreateSchema = z.object({ ...adminCandidateFields, password: optionalAdminPassword });
export const adminCandidateUpdateSchema = z.object(adminCandidateFields);
export type AdminCandidateCreateInput = z.input<typeof adminCandidateCreateSchema>;
export type AdminCandidateUpdateInput = z.input<typeof adminCandidateUpdateSchema>;

const adminEmployerFields = {
  firstName: required('firstNameRequired', 100),
  lastName: required('lastNameRequired', 100),
  email,
  companyName: required('companyNameRequired'),
};
export const adminEmployerCreateSchema = z.object({ ...adminEmployerFields, password: optionalAdminPassword });
export const adminEmployerUpdateSchema = z.object(adminEmployerFields);
export type AdminEmployerCreateInput = z.input<typeof adminEmployerCreateSchema>;
export type AdminEmployerUpdateInput = z.input<typeof adminEmployerUpdateSchema>;

/** PATCH of a candidate or an employer is one of two things: `{ isActive }` alone turns the account
 * on or off, any other body is the edit form. A body that is neither is refused. */
export const adminCandidatePatchSchema = z.union([toggleActiveSchema, adminCandidateUpdateSchema]);
export const adminEmployerPatchSchema = z.union([toggleActiveSchema, jobReviewSwitchSchema, adminEmployerUpdateSchema]);

// ---------- queries ----------
/** ?lang= picks the text's language; anything but a known code (any case) means English, not an error. */
export const langQuerySchema = z.object({
  lang: z
    .unknown()
    .transform((v): Language | undefined => {
      const raw: unknown = Array.isArray(v) ? v[0] : v;
      if (typeof raw !== 'string' || raw === '') return undefined;
      return LANGUAGES.find((l) => l === raw.toLowerCase()) ?? 'en';
    })
    .optional(),
});
export const syncQuerySchema = z.object({ since: z.string().max(200).optional() });
export const contentSlugSchema = oneOf(CONTENT_SLUGS);

// ---------- response shapes ----------
const timestamp = z.string(); // ISO 8601
export const userSchema = z.strictObject({
  id: z.number(),
  email: z.string(),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  isActive: z.boolean(),
  /** The language of the user's mails and, on sign-in, of the app. */
  language: z.enum(LANGUAGES),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type User = z.infer<typeof userSchema>;

export const jobSchema = z.strictObject({
  id: z.number(),
  employerId: z.number().nullable(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  type: z.enum(JOB_TYPES),
  category: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
  skills: z.array(z.string()),
  salary: z.strictObject({ min: z.number().nullable(), max: z.number().nullable(), currency: z.string() }).nullable(),
  isActive: z.boolean(),
  slug: z.string(),
  source: z.string(),
  startDate: z.string().nullable(),
  /** End of the listing period (ISO): the job leaves the board then unless renewed. */
  validThrough: timestamp,
  listingDays: z.number(),
  /** Day rate in cents, or null. */
  dayRate: z.number().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Present (true) on a draft: made by staff from a lead, off the board until its employer publishes it. */
  isDraft: z.literal(true).optional(),
});
export type Job = z.infer<typeof jobSchema>;

export const applicationSchema = z.strictObject({
  id: z.number(),
  jobId: z.number(),
  candidateId: z.number(),
  status: z.enum(APPLICATION_STATUSES),
  cvUrl: z.string().nullable(),
  appliedAt: timestamp,
  notes: z.string().nullable(),
  job: z.strictObject({
    title: z.string(),
    company: z.string(),
    description: z.string(),
    location: z.string(),
    type: z.enum(JOB_TYPES),
    salary: jobSchema.shape.salary,
    slug: z.string(),
    isActive: z.boolean(),
  }),
  candidate: z.strictObject({ firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type Application = z.infer<typeof applicationSchema>;
/** An application as staff lists show it: no job description and no notes (the cover letter). */
export const applicationListingSchema = applicationSchema
  .omit({ notes: true })
  .extend({ job: applicationSchema.shape.job.omit({ description: true }) });
export type ApplicationListing = z.infer<typeof applicationListingSchema>;

/** A person's name in its two parts: the screen, CSV or PDF writes it in its own language's order (personName). */
export const personNameSchema = z.strictObject({ firstName: z.string(), lastName: z.string() });
export type PersonName = z.infer<typeof personNameSchema>;

export const contractSchema = z.strictObject({
  id: z.number(),
  contractorId: z.number(),
  employerId: z.number(),
  jobTitle: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  dayRate: z.number(),
  feePercentage: z.number().nullable(),
  source: z.enum(CONTRACT_SOURCES),
  notes: z.string().nullable(),
  /** The client company's country (null: the contract's company was removed). */
  clientCountry: z.string().nullable(),
  clientVatNumber: z.string().nullable(),
  partTime: z.boolean(),
  requiresQualification: z.boolean(),
  status: z.enum(CONTRACT_STATUSES),
  contractorName: personNameSchema,
  employerName: personNameSchema,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Contract = z.infer<typeof contractSchema>;

const personOption = z.strictObject({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() });
export type PersonOption = z.infer<typeof personOption>;

export const adminCandidateSchema = z.strictObject({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  createdAt: timestamp,
  applicationCount: z.number(),
  registration: z
    .strictObject({
      phone: z.string().nullable(),
      currentLocation: z.string().nullable(),
      jobCategory: z.string().nullable(),
      experience: z.enum(EXPERIENCE_LEVELS),
      availableForRemote: z.boolean(),
      /** The skills the candidate stated. */
      skills: z.array(z.string()),
    })
    .nullable(),
});
export type AdminCandidate = z.infer<typeof adminCandidateSchema>;

export const adminEmployerSchema = z.strictObject({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  createdAt: timestamp,
  jobCount: z.number(),
  request: z.strictObject({ companyName: z.string() }).nullable(),
  emailVerified: z.boolean(),
  jobReview: z.boolean(),
});
export type AdminEmployer = z.infer<typeof adminEmployerSchema>;

export const adminJobSchema = jobSchema.extend({
  review: jobReviewSchema,
  employerName: personNameSchema.nullable(),
  applicationCount: z.number(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const authResponseSchema = z.strictObject({ ok: z.literal(true), data: z.strictObject({ user: userSchema }) });
const messageKey = z.enum(Object.keys(MSG) as [MessageKey, ...MessageKey[]]);
/** Every error answer: the English text of `code`, and per field the code of its first problem. */
export const errorResponseSchema = z.strictObject({
  ok: z.literal(false),
  error: z.string(),
  code: messageKey,
  fields: z.record(z.string(), messageKey).optional(),
  /** The request's id (also its X-Request-Id header and log lines), for a support question. */
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A job as its employer sees it on their desk: with its review. */
export const employerJobSchema = jobSchema.extend({ review: jobReviewSchema });
export type EmployerJob = z.infer<typeof employerJobSchema>;

export const employerDashboardSchema = z.strictObject({
  user: userSchema,
  standing: employerStandingSchema,
  stats: z.strictObject({
    totalJobs: z.number(),
    activeJobs: z.number(),
    totalApplications: z.number(),
    newApplications: z.number(),
  }),
  jobs: z.array(employerJobSchema),
  applications: z.array(applicationSchema),
});
export type EmployerDashboard = z.infer<typeof employerDashboardSchema>;

export const candidateJobsSchema = z.strictObject({
  user: userSchema,
  jobs: z.array(jobSchema),
  appliedJobIds: z.array(z.number()),
});
export type CandidateJobs = z.infer<typeof candidateJobsSchema>;
export const candidateApplicationsSchema = z.strictObject({
  user: userSchema,
  applications: z.array(applicationSchema),
});
export type CandidateApplications = z.infer<typeof candidateApplicationsSchema>;
export const cvStatusSchema = z.strictObject({
  ok: z.literal(true),
  data: z.strictObject({ hasExistingCv: z.boolean(), cvFileName: z.string().nullable(), cvUrl: z.string().nullable() }),
});
export type CvStatus = z.infer<typeof cvStatusSchema>['data'];
export const uploadResponseSchema = z.strictObject({ ok: z.literal(true), filePath: z.string(), fileName: z.string() });

export const adminDashboardSchema = z.strictObject({
  user: userSchema,
  stats: z.strictObject({
    totalUsers: z.number(),
    totalEmployers: z.number(),
    totalCandidates: z.number(),
    totalJobs: z.number(),
    activeJobs: z.number(),
    totalApplications: z.number(),
    totalContracts: z.number(),
    recentActivity: z.number(),
  }),
  recentUsers: z.array(userSchema),
  recentJobs: z.array(jobSchema),
  recentApplications: z.array(applicationSchema),
  recentContracts: z.array(contractSchema),
  /** The newest DASHBOARD_APPLICATIONS (lists.ts) only; stats.totalApplications counts them all, and
   * GET /api/admin/applications pages through every one. */
  allApplications: z.array(applicationListingSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminContractsSchema = z.strictObject({
  contracts: z.array(contractSchema),
  contractors: z.array(personOption),
  employers: z.array(personOption),
});
export type AdminContracts = z.infer<typeof adminContractsSchema>;

/** GET /api/admin/contracts/summary: the contracts screen's figures (statuses on today's business day)
 * and the people a new contract may name; the rows themselves come a page at a time. */
export const adminContractsSummarySchema = z.strictObject({
  total: z.number(),
  active: z.number(),
  upcoming: z.number(),
  pending: z.number(),
  completed: z.number(),
  /** The day rates of the active contracts, summed (cents). */
  dayRates: z.number(),
  contractors: z.array(personOption),
  employers: z.array(personOption),
});
export type AdminContractsSummary = z.infer<typeof adminContractsSummarySchema>;

export const contentResponseSchema = z.strictObject({
  content: z.string(),
  lang: z.enum(LANGUAGES),
  updatedAt: timestamp,
});

export const syncJobsSchema = z.strictObject({
  jobs: z.array(jobSchema),
  removed: z.array(z.number()),
  cursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type SyncJobs = z.infer<typeof syncJobsSchema>;
export const contentPageSchema = z.strictObject({
  slug: z.enum(CONTENT_SLUGS),
  lang: z.enum(LANGUAGES),
  content: z.string(),
  updatedAt: timestamp,
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export const syncContentSchema = z.strictObject({ pages: z.array(contentPageSchema), cursor: z.string().nullable() });
export type SyncContent = z.infer<typeof syncContentSchema>;

export const settingsSchema = z.strictObject({
  database: z.strictObject({
    connected: z.boolean(),
    engine: z.enum(['postgresql', 'pglite']),
    environment: z.string(),
  }),
  security: z.strictObject({ sessionDays: z.number(), passwordPolicy: z.string(), twoFactor: z.boolean() }),
  /** mode 'smtp': mail is sent through SMTP_URL; 'log': built and kept for the 'Sent mail' screen. */
  email: z.strictObject({ configured: z.boolean(), fromAddress: z.string(), mode: z.enum(['smtp', 'log']) }),
  general: z.strictObject({ company: z.string(), brand: z.string(), domain: z.string(), vatNumber: z.string() }),
});
export type Settings = z.infer<typeof settingsSchema>;

export const healthSchema = z.strictObject({
  status: z.enum(['ok', 'error']),
  database: z.strictObject({ connected: z.boolean(), engine: z.enum(['postgresql', 'pglite']) }),
});

// ---------- saved jobs (the candidate's, on the server and on their devices) ----------
export const savedJobsMergeSchema = z.strictObject({ jobIds: z.array(id).max(1000, 'invalidInput') });
export const jobIdParamSchema = z.object({ jobId: id });
/** A saved job with what the list shows even after the job left the public list (isActive false). */
export const savedJobSchema = z.strictObject({
  jobId: z.number(),
  savedAt: timestamp,
  title: z.string(),
  company: z.string(),
  slug: z.string(),
  location: z.string(),
  isActive: z.boolean(),
});
export type SavedJob = z.infer<typeof savedJobSchema>;
export const savedJobsResponseSchema = z.strictObject({
  ok: z.literal(true),
  data: z.strictObject({ savedJobs: z.array(savedJobSchema) }),
});
export type SavedJobsResponse = z.infer<typeof savedJobsResponseSchema>;
/** The ids of the jobs the candidate applied for (the jobs themselves come from the device's synced list). */
export const appliedJobIdsSchema = z.strictObject({
  ok: z.literal(true),
  data: z.strictObject({ appliedJobIds: z.array(z.number()) }),
});
export type AppliedJobIds = z.infer<typeof appliedJobIdsSchema>['data'];
