// Option lists, limits and fixed user-facing texts, imported by both the server and the app.
export const ROLES = ['admin', 'owner', 'employer', 'candidate'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['admin', 'owner'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Staff run the console and are protected from being disabled there: the one test of it. */
export const isStaffRole = (role: Role): role is StaffRole => (STAFF_ROLES as readonly Role[]).includes(role);
export const PUBLIC_ROLES = ['employer', 'candidate'] as const satisfies readonly Role[];

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'remote'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const APPLICATION_STATUSES = ['submitted', 'review', 'interview', 'offer', 'hired', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** A note on an application: internal to the consultancy's staff, or shared with the job's employer too. */
export const NOTE_VISIBILITIES = ['internal', 'shared'] as const;
export type NoteVisibility = (typeof NOTE_VISIBILITIES)[number];

export const CONTACT_SUBJECTS = ['recruitment', 'umbrella', 'general', 'partnership'] as const;
export const REQUEST_LOCATIONS = ['hungary', 'poland', 'uk', 'finland', 'sweden', 'remote'] as const;
export const URGENCIES = ['low', 'medium', 'high'] as const;

export const REGISTRATION_LOCATIONS = ['hungary', 'poland', 'uk', 'finland', 'sweden', 'other'] as const;
export const REGISTRATION_CATEGORIES = [
  'software-dev',
  'ai-ml',
  'data-science',
  'devops',
  'product-mgmt',
  'other',
] as const;
export const EXPERIENCE_LEVELS = ['junior', 'mid', 'senior', 'lead'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const PUBLIC_JOB_LOCATIONS = ['hungary', 'poland', 'uk', 'finland', 'sweden', 'remote'] as const;
export const PUBLIC_JOB_CATEGORIES = [
  'software-development',
  'ai-machine-learning',
  'data-science',
  'devops',
  'product-management',
] as const;
export const CANDIDATE_JOB_LOCATIONS = ['all', 'budapest', 'remote', 'hybrid'] as const;
export const CANDIDATE_JOB_CATEGORIES = [
  'all',
  'software-dev',
  'data',
  'ai-ml',
  'devops',
  'product',
  'design',
] as const;

export const CONTRACT_SOURCES = ['internal', 'portal_match'] as const;
export const CONTRACT_STATUSES = ['pending', 'upcoming', 'active', 'completed'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTENT_SLUGS = ['about', 'privacy', 'terms', 'cookies'] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];
export const LANGUAGES = ['en', 'hu'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The cookie holding the language a browser chose (the app sets it beside localStorage), read by the server
 * so a page it draws is in that language. */
export const LANGUAGE_COOKIE = 'portal.lang';

/** localStorage key set once this device has the brand font's files (app/ui/brandFont.ts); a page is drawn
 * in the brand font only then (the server's starter script reads it too, server/features/seo/head.ts). */
export const BRAND_FONT_KEY = 'portal.brandFont';
/** The class on <html> that draws the page in the brand font (app/styles/app.css). */
export const BRAND_FONT_CLASS = 'brand-font';

export const LIMITS = {
  jobsPageSize: 10,
  /** A board search counts its jobs exactly up to this many; past it the total says "more than" it
   * (`totalExact: false`), as the big search engines do: an exact count of a word found in most jobs read
   * every one of them. */
  boardCountCap: 1000,
  jobsSkeletonCount: 5,
  coverLetterMin: 10,
  coverLetterMax: 2000,
  /** A note on an application, in characters. */
  noteMax: 10_000,
  /** A stage message to a candidate: its subject and body. */
  messageSubjectMax: 200,
  messageBodyMax: 10_000,
  cvMaxBytes: 5 * 1024 * 1024,
  passwordMin: 6,
  adminPasswordMin: 8,
  jobDescriptionMin: 50,
  contactMessageMin: 10,
  requestDescriptionMin: 20,
  employerDashboardJobs: 3,
  employerDashboardApplications: 5,
  adminRecentUsers: 5,
  adminRecentJobs: 5,
  adminActivityApplications: 3,
  adminActivityUsers: 2,
  sessionDays: 30,
  jobCardSkills: 4,
} as const;

export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const CV_MIME_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export const DEFAULT_CURRENCY = 'EUR';
export const ADMIN_DEFAULT_JOB_CATEGORY = 'IT & Technology';
export const ACCOUNT_REGISTRATION_JOB_TITLE = 'Account Registration';
export const ACCOUNT_REGISTRATION_DESCRIPTION =
  'New employer account registered through the portal. Please contact the employer to discuss their hiring needs.';

/** The readable cookie that says a session is open (no value beyond '1'); the session itself stays HttpOnly. */
export const SIGNED_IN_COOKIE = 'portal.signedIn';
