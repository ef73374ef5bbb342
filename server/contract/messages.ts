// Every error the API can answer with: a stable code (the key) and its English text. Error bodies carry
// both ({ error: text, code }); schemas carry the code as their message. The app translates and branches
// on the code (i18n key `server.<code>`, English taken from here), never on the text.
export const MSG = {
  required: 'Required',
  invalidInput: 'Invalid input',
  invalidEmail: 'Invalid email',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Invalid email address',
  messageMin: 'Message must be at least 10 characters',
  passwordMin: 'Password must be at least 6 characters',
  passwordMin8: 'Password must be at least 8 characters',
  passwordRequired: 'Password is required',
  passwordsMismatch: "Passwords don't match",
  companyNameRequired: 'Company name is required',
  contactPersonRequired: 'Contact person is required',
  jobTitleRequired: 'Job title is required',
  requestDescriptionMin: 'Description must be at least 20 characters',
  locationRequired: 'Location is required',
  jobCategoryRequired: 'Job category is required',
  roleInvalid: 'Please choose employer or candidate',
  coverLetterMin: 'Cover letter must be at least 10 characters',
  coverLetterMax: 'Cover letter must be under 2000 characters',
  cvRequired: 'Please select a CV file or use your existing CV.',
  cvInvalidType: 'Please select a PDF, DOC, or DOCX file.',
  cvTooLarge: 'Please select a file smaller than 5MB.',
  jobTypeInvalid: 'Please select a job type',
  categoryRequired: 'Category is required',
  descriptionMin: 'Description must be at least 50 characters',
  salaryInvalid: 'Salary must be a whole number',
  salaryRange: 'Minimum salary cannot be higher than maximum salary',
  dateInvalid: 'Invalid date',
  contractorRequired: 'Please select a contractor',
  employerRequired: 'Please select an employer',
  startDateRequired: 'Start date is required',
  dayRateRequired: 'Day rate is required',
  endBeforeStart: 'End date cannot be before the start date',
  feeInvalid: 'Fee percentage must be between 0 and 100',
  tooLong: 'Too long',
  dayRateInvalid: 'Day rate must be a whole number of euros',
  listingDaysInvalid: 'Please choose a listing period of 30, 60 or 90 days',
  rateInvalid: 'Rates must be between 0 and 100 %, and income tax plus social security at most 100 %',
  exchangeRateInvalid: 'The exchange rate must be a positive number of forints with at most two decimals',
  // Server-only situations
  notAuthenticated: 'Not authenticated',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  jobNotFound: 'Job not found',
  invalidCredentials: 'Invalid email or password',
  accountDisabled: 'This account has been disabled. Please contact us.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a little and try again.',
  resetLinkInvalid: 'This reset link is invalid, used or expired. Please ask for a new one.',
  tooManyResetRequests: 'Too many reset requests. Please try again later.',
  currentPasswordWrong: 'The current password is not correct.',
  emailTaken: 'An account with this email already exists.',
  alreadyApplied: 'You have already applied for this job.',
  jobNotOpen: 'This job is no longer accepting applications.',
  jobExpired: 'This job listing has expired and no longer accepts applications.',
  onlyCandidatesApply: 'Only candidates can apply for jobs.',
  stageInvalid: 'Choose one of the stages: submitted, review, interview, offer, hired or rejected.',
  noteRequired: 'Write the note first.',
  noteTooLong: 'A note can be at most 10,000 characters long.',
  noteVisibilityInvalid: 'A note is either internal or shared with the employer.',
  internalNotesStaffOnly: 'Only the consultancy’s staff can write internal notes.',
  ratingInvalid: 'A rating is a whole number from 1 to 5.',
  slotsRequired: 'Propose at least one interview slot.',
  tooManySlots: 'Propose at most 10 interview slots at a time.',
  slotDateInvalid: 'Give the interview’s date as YYYY-MM-DD.',
  slotTimeInvalid: 'Give the interview’s start as HH:MM.',
  slotLengthInvalid: 'An interview lasts from 5 minutes to 8 hours: its end must come after its start.',
  slotInPast: 'An interview slot cannot be in the past.',
  slotNotInBudapest: 'This time does not exist in Budapest: the clocks jump forward an hour that night.',
  interviewLocationRequired: 'Give the place or the video link of the interview.',
  slotUnknown: 'Choose one of the proposed slots.',
  interviewClosed: 'This interview has already been answered or cancelled.',
  interviewNotScheduled: 'Only a scheduled interview can be moved to a new time.',
  protectedAccount: 'Admin and owner accounts are protected.',
  contractorNotCandidate: 'The contractor must be a candidate.',
  employerNotEmployer: 'The employer must be an employer account.',
  cvNotFound: 'The selected CV could not be found. Please upload it again.',
  noFile: 'No file was uploaded.',
  tooManyUploads: 'Too many uploads. Please try again later.',
  uploadQuotaExceeded: 'Your uploaded files have reached their storage limit. Please contact us if you need more.',
  fileUnavailable: 'This file is no longer available.',
  tooManyRequests: 'Too many requests from this address. Please try again later.',
  invalidCharacter: 'The text contains a character that is not allowed.',
  malformedJson: 'The request body is not valid JSON.',
  unsupportedContentType: 'Unsupported content type.',
  crossOrigin: 'Cross-origin requests are not allowed.',
  rateSetExists: 'A rate set already applies from this date.',
  timesheetLocked: 'This timesheet has been submitted or approved and can no longer be changed.',
  dayOutsideContract: 'A day worked is outside the month or the contract dates.',
  timesheetEmpty: 'Mark at least half a day before submitting the timesheet.',
  timesheetNotSubmitted: 'Only a submitted timesheet can be approved or rejected.',
  reviewNoteRequired: 'Please say why the timesheet is rejected.',
  noRateSet: 'No payroll rate set applies to this month yet. Add one before approving.',
  belowMinimumWage:
    'This month’s gross pay in forints is below the minimum wage pro-rated for the days worked. Check the days and the day rate, or ask us whether the contract should be part-time.',
  noExchangeRate: 'No MNB exchange rate is recorded on or before this date. Import or enter the rates first.',
  exchangeRateExists: 'An exchange rate is already recorded for this date.',
  exchangeRateCsvInvalid:
    'Each line of the file must be a date and a rate separated by a semicolon (2026-11-30;391,17).',
  creditNoteReasonRequired: 'Please give the reason for the credit note.',
  invoiceAlreadyCredited: 'This invoice has already been cancelled by a credit note.',
  creditNoteNotCreditable: 'A credit note cannot itself be credited.',
  countryInvalid: 'Choose the client’s country from the list.',
  vatNumberRequired: 'A client in another EU country needs its EU VAT number.',
  vatNumberInvalid: 'Enter the EU VAT number with its country prefix (EL for Greece) and 2–13 letters or digits.',
  huTaxNumberInvalid:
    'Enter the Hungarian tax number as 12345678-1-12: eight digits with a valid check digit, the VAT code (1–5) and the county code.',
  euVatNumberInvalid:
    'Enter the EU VAT number with its country prefix (EL for Greece, XI for Northern Ireland) in that country’s format.',
  taxIdInvalid: 'Enter the 10-digit Hungarian tax identification number (adóazonosító jel) starting with 8.',
  tajNumberInvalid: 'Enter the 9-digit TAJ number.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  serverError: 'Something went wrong. Please try again.',
  /** The app's own code (the server never sends it): a call that got no answer, a lost network or a server
   * that did not answer in time (app/api/http.ts). */
  noAnswer: 'The server could not be reached. What you entered is kept: please try again in a moment.',
} as const;
export type MessageKey = keyof typeof MSG;

/** Codes only one feature's screen shows: their translations live in that feature's bundle (not in the
 * first load's `server.<code>`); the English here is the API's `error` text. */
const FEATURE_MSG = {
  totpAlreadyOn: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  futureDays: 'Days after today cannot be submitted yet. Keep them in the draft and submit once they are worked.',
  contractorErased: 'The contractor’s account has been erased, so this timesheet cannot be approved.',
  tooManyAlerts: 'You have reached the limit of job alerts. Delete one before adding another.',
} as const;
type FeatureCode = keyof typeof FEATURE_MSG;
/** The feature codes by name only, so the app can recognise them without carrying their English. */
const FEATURE_CODES = [
  'totpAlreadyOn',
  'futureDays',
  'contractorErased',
  'tooManyAlerts',
] as const satisfies readonly FeatureCode[];
/** Any code an error answer can carry. */
export type ErrorCode = MessageKey | FeatureCode;

export const isMessageKey = (v: unknown): v is MessageKey => typeof v === 'string' && Object.hasOwn(MSG, v);
export const isErrorCode = (v: unknown): v is ErrorCode =>
  isMessageKey(v) || (FEATURE_CODES as readonly unknown[]).includes(v);
/** The English text of an error code. */
export const errorText = (code: ErrorCode): string => (isMessageKey(code) ? MSG[code] : FEATURE_MSG[code]);
