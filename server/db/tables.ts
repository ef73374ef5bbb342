// Every table's row, declared once (as the migrations leave it): Knex types each `db('table')` query
// from here, so a misspelt column or a value of the wrong type is a compile error, and the
// presenters' row types derive from these. Keep in step with migrations/.
import type { Knex } from 'knex';
import type { AlertFrequency, AlertQuery } from '../contract/alerts.ts';
import type {
  AllowanceKind,
  AllowanceLine,
  ApplicationStatus,
  InvoiceParty,
  CONTACT_SUBJECTS,
  CONTRACT_SOURCES,
  ContentSlug,
  ExperienceLevel,
  InterviewStatus,
  JobReviewStatus,
  JobType,
  Language,
  ExchangeRateSource,
  MessageStage,
  NavMessage,
  NavStatus,
  NoteVisibility,
  PayrollBreakdown,
  REQUEST_LOCATIONS,
  Role,
  SeenArea,
  URGENCIES,
  VatRegime,
} from '../contract/index.ts';

/** Columns that may hold NULL. */
type NullableKeys<Row> = { [K in keyof Row]-?: null extends Row[K] ? K : never }[keyof Row];
/** A row as written: columns with a database default, and nullable ones, may be left out. */
type Insert<Row, Defaulted extends keyof Row> = Omit<Row, Defaulted | NullableKeys<Row>> &
  Partial<Pick<Row, Defaulted | NullableKeys<Row>>>;
/** A change: any written columns, each a value or an SQL expression (`updated_at - interval '1 minute'`). */
type Update<Written> = { [K in keyof Written]?: Written[K] | Knex.Raw };
type Table<Row, Defaulted extends keyof Row, Written = Insert<Row, Defaulted>> = Knex.CompositeTableType<
  Row,
  Written,
  Update<Written>
>;

type Timestamps = 'created_at' | 'updated_at';
/** DATE columns: 'YYYY-MM-DD' text from pg (type parser in db/index.ts), a UTC-midnight Date from PGlite. */
export type DateColumn = string | Date;
/** count(*) and other bigint aggregates: a number on both engines unless too large (then text or BigInt). */
export type Count = number | string | bigint;

export interface UserRecord {
  id: number;
  email: string;
  /** Null for staff-created accounts given no password. */
  password_hash: string | null;
  role: Role;
  first_name: string;
  last_name: string;
  is_active: boolean;
  /** The language of the user's mails. */
  language: Language;
  /** Non-essential notifications (status changes, new applications) wanted. */
  notifications: boolean;
  /** Staff two-factor sign-in: the TOTP secret, in force once totp_enabled_at is set. */
  totp_secret?: string | null;
  totp_enabled_at?: Date | null;
  /** The time step of the last accepted code (bigint, read as text): a code is accepted once. */
  totp_last_step?: string | number | null;
  /** Set when the account was erased (its personal data is gone; the row stays for what must be kept).
   * Optional in the type: the shared user queries do not read it. */
  deleted_at?: Date | null;
  /** When the address was proven by the mailed link; null until an employer who signed up does so
   * (accounts made by staff or seeds count as verified). Optional: the shared user queries do not read it. */
  email_verified_at?: Date | null;
  /** An employer whose next jobs wait for staff review. */
  job_review?: boolean;
  /** The client company an employer account belongs to (migration 20261130020001). Optional: the shared
   * user queries do not read it. */
  company_id?: number | null;
  created_at: Date;
  updated_at: Date;
}

/** A client company: the buyer its invoices name (migration 20261130020001). Old rows may be incomplete. */
export interface ClientCompanyRecord {
  id: number;
  legal_name: string;
  country_code: string;
  postal_code: string | null;
  city: string | null;
  street: string | null;
  /** 12345678-1-12. */
  hu_tax_number: string | null;
  /** With its prefix: DE123456789. */
  eu_vat_number: string | null;
  billing_email: string | null;
  contact_name: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A party as an invoice printed it (Áfa tv. 169. § c)–e)), kept on the invoice row. */
export type { InvoiceParty };

interface FileRecord {
  id: string;
  owner_id: number | null;
  original_name: string;
  mime_type: string;
  size: number;
  /** A Buffer from pg, a Uint8Array from PGlite; null when the bytes are on disk (storage 'disk'). */
  data: Uint8Array | null;
  /** Where the bytes are: 'database' (data) or 'disk' (server/storage/files.ts). */
  storage: 'database' | 'disk';
  /** Hex SHA-256 of the bytes. */
  sha256: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface JobRecord {
  id: number;
  employer_id: number | null;
  title: string;
  company: string;
  location: string;
  type: JobType;
  category: string;
  description: string;
  requirements: string[];
  skills: string[];
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  is_active: boolean;
  slug: string;
  source: string;
  start_date: DateColumn | null;
  /** The job leaves the board after this moment unless renewed. */
  listed_until: Date;
  /** The listing period the employer chose: 30, 60 or 90 days. */
  listing_days: number;
  /** Contract roles' day rate in cents. */
  day_rate: number | null;
  /** Staff review: only an approved job is public (pending waits in the queue; rejected carries the reason). */
  review_status: JobReviewStatus;
  review_reason: string | null;
  reviewed_at: Date | null;
  /** Made by staff from a lead, off the board until its employer publishes it (selected by the employer's
   * and staff's queries, not by the board's column list). */
  is_draft?: boolean;
  /** When it last went public (active, approved, no draft): stamped by a trigger; null while never public. */
  published_at?: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface ApplicationRecord {
  id: number;
  job_id: number;
  candidate_id: number;
  status: ApplicationStatus;
  cv_file_id: string | null;
  notes: string | null;
  /** Made by the client's offline outbox: a resent application is applied once. */
  client_id: string | null;
  applied_at: Date;
  updated_at: Date;
}

export interface ContractRecord {
  id: number;
  contractor_id: number;
  employer_id: number;
  job_title: string;
  start_date: DateColumn | null;
  end_date: DateColumn | null;
  /** Euro cents. */
  day_rate: number;
  /** Hundredths of a percent. */
  fee_percentage: number | null;
  source: (typeof CONTRACT_SOURCES)[number];
  notes: string | null;
  /** Part-time: a month below the pro-rated minimum wage is accepted (migration 20261127010002). */
  part_time: boolean;
  /** The job needs at least secondary qualification: the guaranteed wage minimum is the floor (20261130040001). */
  requires_qualification: boolean;
  /** The company the contract bills (migration 20261130020001): its country and EU VAT number are the
   *  contract's billing country and VAT number (the contract keeps no copy, 20261204030001). */
  client_company_id: number | null;
  created_at: Date;
  updated_at: Date;
}

interface ContactEnquiryRecord {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: (typeof CONTACT_SUBJECTS)[number];
  message: string;
  client_id: string | null;
  created_at: Date;
  updated_at: Date;
}

interface EmployerRequestRecord {
  id: number;
  user_id: number | null;
  /** Null on an account record whose sign-up gave no company name. */
  company_name: string | null;
  contact_person: string;
  email: string;
  phone: string | null;
  job_title: string;
  location: (typeof REQUEST_LOCATIONS)[number];
  description: string;
  urgency: (typeof URGENCIES)[number];
  /** True for the one record describing an employer's account. */
  is_account: boolean;
  created_at: Date;
  updated_at: Date;
}

interface CandidateRegistrationRecord {
  id: number;
  user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  current_location: string | null;
  job_category: string | null;
  experience: ExperienceLevel;
  available_for_remote: boolean;
  cv_file_id: string | null;
  /** The candidate's skills as they wrote them. */
  skills: string[];
  created_at: Date;
  updated_at: Date;
}

export interface ContentPageRecord {
  id: number;
  slug: ContentSlug;
  lang: Language;
  content: string;
  created_at: Date;
  updated_at: Date;
}

/** What koa-session keeps for a session: the signed-in user's id, and its own bookkeeping. */
export interface SessionData {
  userId?: number;
  [key: string]: unknown;
}

interface SessionRecord {
  /** SHA-256 of the cookie's session key. */
  id: string;
  user_id: number | null;
  /** jsonb: read as an object, written as JSON text. */
  data: SessionData;
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
}

interface SavedJobRecord {
  candidate_id: number;
  job_id: number;
  saved_at: Date;
}

interface AppMetaRecord {
  key: string;
  value: string;
  created_at: Date;
  updated_at: Date;
}

type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'kept';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailOutboxRecord {
  id: number;
  kind: string;
  to_address: string;
  language: Language;
  subject: string;
  text_body: string;
  html_body: string;
  message_id: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: Date;
  locked_until: Date | null;
  last_error: string | null;
  sent_at: Date | null;
  /** Extra headers (List-Unsubscribe…) of a mail that is not transactional; null for the others. */
  headers: Record<string, string> | null;
  /** The mail as sent, one-time links included, only while it waits to be sent; null once settled
   * (server/features/mail/outbox.ts). Never shown to anyone. */
  live_parts: { text: string; html: string; headers: Record<string, string> | null } | null;
  /** Files sent with the mail (an interview's .ics); null for most. */
  attachments: MailAttachment[] | null;
  created_at: Date;
  updated_at: Date;
}

export interface JobAlertRecord {
  id: number;
  user_id: number | null;
  email: string;
  language: Language;
  query: AlertQuery;
  frequency: AlertFrequency;
  status: 'pending' | 'active';
  confirm_token_hash: string | null;
  unsubscribe_token: string;
  confirmed_at: Date | null;
  next_run_at: Date | null;
  last_run_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

interface JobAlertSentRecord {
  alert_id: number;
  job_id: number;
  sent_at: Date;
}

interface TotpRecoveryCodeRecord {
  id: number;
  user_id: number;
  code_hash: string;
  used_at: Date | null;
  created_at: Date;
}

export interface PayrollRateSetRecord {
  id: number;
  valid_from: DateColumn;
  vat_bp: number;
  szocho_bp: number;
  szja_bp: number;
  tb_bp: number;
  /** @deprecated Dropped by migration 20261127010001 (exchange rates are dated rows now): absent on every
   *  row read. Typed only because the migration that created the table (never edited) writes it. */
  huf_per_eur_100?: number;
  created_at: Date;
  updated_at: Date;
}

/** The statutory monthly minimums from a date (migration 20261127010002), whole forints. */
interface MinimumWageRecord {
  id: number;
  valid_from: DateColumn;
  minimum_wage_huf: number;
  guaranteed_minimum_huf: number;
  source: string;
  created_at: Date;
  updated_at: Date;
}

/** The official MNB rate of a day (migration 20261127010001). */
export interface ExchangeRateRecord {
  id: number;
  currency: 'EUR';
  rate_date: DateColumn;
  /** Forints per euro × 100 (391.17 HUF/EUR = 39117). */
  huf_per_100: number;
  source: ExchangeRateSource;
  entered_by: number | null;
  created_at: Date;
  updated_at: Date;
}

type LeadKind = 'employerRequest' | 'contact' | 'employerSignup';
type LeadStatus = 'new' | 'contacted' | 'won' | 'lost';

export interface LeadRecord {
  id: number;
  kind: LeadKind;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string | null;
  /** Every field the sender gave, by its form field name. */
  fields: Record<string, string>;
  language: Language;
  status: LeadStatus;
  owner_id: number | null;
  user_id: number | null;
  job_id: number | null;
  converted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface LeadReplyRecord {
  id: number;
  lead_id: number;
  author_id: number | null;
  subject: string;
  body: string;
  sent_at: Date;
}

interface PasswordResetRecord {
  /** SHA-256 (hex) of the token the mail carried. */
  token_hash: string;
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

interface SignInSourceRecord {
  user_id: number;
  /** The client address the account signed in from (an IPv6 address's /64: middleware/proxy.ts addressKey). */
  address: string;
  last_seen_at: Date;
}

interface EmailChangeRecord {
  /** SHA-256 (hex) of the token the confirmation mail carried. */
  token_hash: string;
  user_id: number;
  new_email: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

/** When a user last opened an area whose unread items are counted (contract/live.ts). */
interface UserSeenRecord {
  user_id: number;
  area: SeenArea;
  seen_at: Date;
}

interface StatusHistoryRecord {
  id: number;
  application_id: number;
  status: ApplicationStatus;
  /** The stage it left (null for the first, 'submitted', entry). */
  from_status: ApplicationStatus | null;
  changed_by: number | null;
  /** The role of who moved it, at the time (null: unknown, before the desk recorded it). */
  changed_by_role: Role | null;
  changed_at: Date;
}

interface ApplicationNoteRecord {
  id: number;
  application_id: number;
  author_id: number | null;
  author_role: Role;
  visibility: NoteVisibility;
  body: string;
  created_at: Date;
}

/** A stage's message template in one language. */
interface StageMessageTemplateRecord {
  stage: MessageStage;
  language: Language;
  subject: string;
  body: string;
  updated_by: number | null;
  updated_at: Date;
}

/** A message sent to the candidate on a stage move, as rendered and mailed. */
export interface ApplicationMessageRecord {
  id: number;
  application_id: number;
  stage: MessageStage;
  subject: string;
  body: string;
  language: Language;
  sender_id: number | null;
  sender_role: Role;
  sent_at: Date;
}

export interface InterviewRecord {
  id: number;
  application_id: number;
  uid: string;
  sequence: number;
  status: InterviewStatus;
  location: string;
  note: string | null;
  proposed_by: number | null;
  proposed_by_role: Role;
  chosen_slot_id: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface InterviewSlotRecord {
  id: number;
  interview_id: number;
  starts_at: Date;
  ends_at: Date;
}

interface ApplicationRatingRecord {
  application_id: number;
  reviewer_id: number;
  rating: number;
  updated_at: Date;
}

export interface PayrollRateChangeRecord {
  id: number;
  rate_set_id: number;
  user_id: number | null;
  changed_at: Date;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown>;
}

export interface TimesheetRecord {
  id: number;
  contract_id: number;
  month: DateColumn;
  days: Record<string, number>;
  half_days: number;
  status: 'draft' | 'submitted' | 'approved' | 'rejected';
  review_note: string | null;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  reviewed_by: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

export interface InvoiceRecord {
  id: number;
  number: string;
  kind: 'invoice' | 'credit_note';
  credits_invoice_id: number | null;
  contract_id: number;
  timesheet_id: number;
  month: DateColumn;
  client_name: string;
  issue_date: DateColumn;
  due_date: DateColumn;
  lines: InvoiceLine[];
  net_cents: number;
  vat_rate_bp: number;
  vat_cents: number;
  total_cents: number;
  reverse_charge: boolean;
  vat_regime: VatRegime;
  client_country: string;
  client_vat_number: string | null;
  seller_vat_number: string | null;
  reason: string | null;
  issued_by: number | null;
  /** On a corrected invoice: the credited invoice it replaces (a reopened month). */
  corrects_invoice_id: number | null;
  /** What the invoice was issued with (migration 20261130020001); null on invoices issued before
   *  (optional in the type: rows built in tests leave them out). */
  client_company_id?: number | null;
  seller?: InvoiceParty | null;
  buyer?: InvoiceParty | null;
  /** Áfa tv. 58. § for a month of services. */
  fulfilment_date?: DateColumn | null;
  payment_method?: 'transfer' | null;
  /** The MNB rate (HUF per 100 EUR… ×100: 39117 = 391.17 HUF/EUR) and its date, Áfa tv. 80. §. */
  huf_per_eur_100?: number | null;
  rate_date?: DateColumn | null;
  /** Forint amounts at that rate (bigint: text from pg). */
  net_huf?: number | string | null;
  vat_huf?: number | string | null;
  total_huf?: number | string | null;
  created_at: Date;
}

export interface NavSubmissionRecord {
  id: number;
  invoice_id: number;
  operation: 'CREATE' | 'MODIFY' | 'STORNO';
  /** The InvoiceData XML as base64, once built (null until the worker's first look, or after a retry). */
  invoice_data: string | null;
  status: NavStatus;
  request_id: string | null;
  transaction_id: string | null;
  attempts: number;
  next_attempt_at: Date | null;
  locked_until: Date | null;
  last_error: string | null;
  messages: NavMessage[];
  sent_at: Date | null;
  finished_at: Date | null;
  /** When a manageInvoice got no answer (it may have reached NAV): the next attempt looks for it first
   *  (spec § 1.9.2; migration 20261204030002). Null once settled. */
  unanswered_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface PayslipRecord {
  id: number;
  contract_id: number;
  timesheet_id: number;
  contractor_id: number;
  month: DateColumn;
  job_title: string;
  client_name: string;
  half_days: number;
  day_rate: number;
  fee_bp: number;
  rate_set_id: number | null;
  huf_per_eur_100: number;
  /** The date of the exchange rate used (null on payslips issued before rates were dated). */
  rate_date: DateColumn | null;
  breakdown: PayrollBreakdown;
  gross_cents: number;
  net_cents: number;
  /** On a corrected month's payslip: the payslip it supersedes. */
  supersedes_payslip_id: number | null;
  issued_at: Date;
  /** Migration 20261130040001: the allowance lines, the employee's IDs and the payment date, as issued. */
  allowance_lines: AllowanceLine[];
  employee_tax_id: string | null;
  employee_taj: string | null;
  payment_date: DateColumn | null;
}

/** The allowances' dated amounts and caps (migration 20261130040001), whole forints. */
interface PayrollAllowanceFiguresRecord {
  id: number;
  valid_from: DateColumn;
  average_earnings_cap_huf: number;
  family_base_one_huf: number;
  family_base_two_huf: number;
  family_base_three_huf: number;
  first_marriage_base_huf: number;
  minimum_base_bp: number;
  source: string;
  created_at: Date;
  updated_at: Date;
}

/** A contractor's adóazonosító jel and TAJ number: read only by their own profile and their payslips. */
interface ContractorTaxDetailsRecord {
  user_id: number;
  tax_id: string | null;
  taj_number: string | null;
  created_at: Date;
  updated_at: Date;
}

/** An allowance a contractor declared (their adóelőleg-nyilatkozat), for whole months. */
export interface ContractorAllowanceRecord {
  id: number;
  user_id: number;
  kind: AllowanceKind;
  children: number | null;
  valid_from: DateColumn;
  valid_to: DateColumn | null;
  declared_on: DateColumn;
  created_at: Date;
  updated_at: Date;
}

type InvoiceIssueColumns =
  | 'client_company_id'
  | 'seller'
  | 'buyer'
  | 'fulfilment_date'
  | 'payment_method'
  | 'huf_per_eur_100'
  | 'rate_date'
  | 'net_huf'
  | 'vat_huf'
  | 'total_huf';

/** A request counter or a sign-in throttle (server/middleware/rateLimit.ts): disposable rows. */
interface RateLimitRecord {
  key: string;
  hits: number;
  window_start: Date;
  blocked_until: Date | null;
}

declare module 'knex/types/tables' {
  interface Tables {
    users: Table<UserRecord, 'id' | 'role' | 'is_active' | 'language' | 'notifications' | Timestamps>;
    files: Table<FileRecord, Timestamps | 'storage' | 'sha256'>;
    jobs: Table<
      JobRecord,
      | 'id'
      | 'requirements'
      | 'skills'
      | 'salary_currency'
      | 'is_active'
      | 'source'
      | 'listed_until'
      | 'listing_days'
      | 'day_rate'
      | 'review_status'
      | 'review_reason'
      | 'reviewed_at'
      | Timestamps
    >;
    applications: Table<ApplicationRecord, 'id' | 'status' | 'applied_at' | 'updated_at'>;
    contracts: Table<
      ContractRecord,
      'id' | 'source' | 'part_time' | 'requires_qualification' | 'client_company_id' | Timestamps
    >;
    client_companies: Table<
      ClientCompanyRecord,
      | 'id'
      | 'country_code'
      | 'postal_code'
      | 'city'
      | 'street'
      | 'hu_tax_number'
      | 'eu_vat_number'
      | 'billing_email'
      | 'contact_name'
      | Timestamps
    >;
    contact_enquiries: Table<ContactEnquiryRecord, 'id' | 'subject' | Timestamps>;
    employer_requests: Table<EmployerRequestRecord, 'id' | 'location' | 'urgency' | 'is_account' | Timestamps>;
    candidate_registrations: Table<
      CandidateRegistrationRecord,
      'id' | 'experience' | 'available_for_remote' | 'skills' | Timestamps
    >;
    content_pages: Table<ContentPageRecord, 'id' | Timestamps>;
    sessions: Table<SessionRecord, Timestamps, Insert<Omit<SessionRecord, 'data'> & { data: string }, Timestamps>>;
    app_meta: Table<AppMetaRecord, Timestamps>;
    saved_jobs: Table<SavedJobRecord, 'saved_at'>;
    mail_outbox: Table<
      MailOutboxRecord,
      'id' | 'language' | 'status' | 'attempts' | 'next_attempt_at' | 'live_parts' | 'attachments' | Timestamps
    >;
    password_resets: Table<PasswordResetRecord, 'created_at'>;
    email_changes: Table<EmailChangeRecord, 'created_at'>;
    email_verifications: Table<PasswordResetRecord, 'created_at'>;
    application_status_history: Table<StatusHistoryRecord, 'id' | 'changed_at'>;
    payroll_rate_sets: Table<PayrollRateSetRecord, 'id' | Timestamps>;
    payroll_rate_changes: Table<PayrollRateChangeRecord, 'id' | 'changed_at'>;
    exchange_rates: Table<ExchangeRateRecord, 'id' | 'currency' | 'entered_by' | Timestamps>;
    minimum_wages: Table<MinimumWageRecord, 'id' | Timestamps>;
    payroll_allowance_figures: Table<PayrollAllowanceFiguresRecord, 'id' | Timestamps>;
    contractor_tax_details: Table<ContractorTaxDetailsRecord, Timestamps>;
    contractor_allowances: Table<ContractorAllowanceRecord, 'id' | Timestamps>;
    timesheets: Table<TimesheetRecord, 'id' | 'days' | 'half_days' | 'status' | Timestamps>;
    invoice_counters: Table<{ year: number; last_number: number }, never>;
    // lines go in as JSON text: pg would write a JS array as a PostgreSQL array literal.
    invoices: Table<
      InvoiceRecord,
      'id' | 'created_at' | InvoiceIssueColumns,
      Insert<Omit<InvoiceRecord, 'lines'> & { lines: string }, 'id' | 'created_at' | InvoiceIssueColumns>
    >;
    // allowance_lines go in as JSON text, as invoices' lines do.
    payslips: Table<
      PayslipRecord,
      'id' | 'issued_at',
      Insert<
        Omit<PayslipRecord, 'allowance_lines'> & { allowance_lines?: string },
        'id' | 'issued_at' | 'allowance_lines' | 'employee_tax_id' | 'employee_taj' | 'payment_date'
      >
    >;
    // messages go in as JSON text, like invoices' lines.
    nav_submissions: Table<
      NavSubmissionRecord,
      'id' | 'status' | 'attempts' | 'messages' | Timestamps,
      Insert<
        Omit<NavSubmissionRecord, 'messages'> & { messages: string },
        'id' | 'status' | 'attempts' | 'messages' | Timestamps
      >
    >;
    job_alerts: Table<JobAlertRecord, 'id' | 'language' | 'status' | Timestamps>;
    job_alert_sent: Table<JobAlertSentRecord, 'sent_at'>;
    totp_recovery_codes: Table<TotpRecoveryCodeRecord, 'id' | 'created_at'>;
    sign_in_sources: Table<SignInSourceRecord, 'last_seen_at'>;
    catalogue_versions: Table<{ name: string; version: number | string }, 'version'>;
    application_notes: Table<ApplicationNoteRecord, 'id' | 'created_at'>;
    application_ratings: Table<ApplicationRatingRecord, 'updated_at'>;
    stage_message_templates: Table<StageMessageTemplateRecord, 'updated_at' | 'updated_by'>;
    application_messages: Table<ApplicationMessageRecord, 'id' | 'sent_at'>;
    interviews: Table<InterviewRecord, 'id' | 'sequence' | 'status' | 'note' | 'chosen_slot_id' | Timestamps>;
    interview_slots: Table<InterviewSlotRecord, 'id'>;
    user_seen: Table<UserSeenRecord, 'seen_at'>;
    leads: Table<
      LeadRecord,
      | 'id'
      | 'company'
      | 'phone'
      | 'message'
      | 'language'
      | 'status'
      | 'owner_id'
      | 'user_id'
      | 'job_id'
      | 'converted_at'
      | Timestamps
    >;
    lead_replies: Table<LeadReplyRecord, 'id' | 'sent_at'>;
    rate_limits: Table<RateLimitRecord, 'window_start'>;
  }
}
