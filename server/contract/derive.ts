// Contract status, dashboard figures and the CV size rule, which both the server and the screens
// compute: one definition each.
import { LIMITS, type ApplicationStatus, type ContractStatus } from './options.ts';

/** Today's date (YYYY-MM-DD) where the business runs: contract dates are Hungarian calendar days. */
export function businessToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Budapest',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A contract's status: no start date = pending; start in the future = upcoming; end in the past = completed; else active. */
export function contractStatus(
  startDate: string | null,
  endDate: string | null,
  today: string = businessToday(),
): ContractStatus {
  if (!startDate) return 'pending';
  if (startDate > today) return 'upcoming';
  if (endDate && endDate < today) return 'completed';
  return 'active';
}

/** Total daily rates sum active contracts only (cents). */
export function totalActiveDayRate(contracts: readonly { status: ContractStatus; dayRate: number }[]): number {
  return contracts.reduce((sum, c) => (c.status === 'active' ? sum + c.dayRate : sum), 0);
}

/** Success rate = (hired + offer) / total, rounded percent; pending review = submitted + review. */
export function applicationStats(apps: readonly { status: ApplicationStatus }[]) {
  const count = (s: ApplicationStatus) => apps.filter((a) => a.status === s).length;
  const total = apps.length;
  return {
    total,
    pendingReview: count('submitted') + count('review'),
    successRate: total === 0 ? 0 : Math.round(((count('hired') + count('offer')) / total) * 100),
  };
}

/** The employer's 'new applications' are those needing review. */
export const needsReview = (status: ApplicationStatus) => status === 'submitted' || status === 'review';

/** A CV must be *under* 5 MB, so exactly 5 MB is refused (browser check and server agree). */
export const cvSizeAllowed = (bytes: number): boolean => bytes < LIMITS.cvMaxBytes;

/** How long an employer's job stays on the board (days), unless renewed. */
export const LISTING_PERIODS = [30, 60, 90] as const;
export type ListingPeriod = (typeof LISTING_PERIODS)[number];
export const DEFAULT_LISTING_DAYS: ListingPeriod = 60;

/** A job is on the public board while it is active and its listing period has not run out. */
export const isListed = (job: { isActive: boolean; validThrough: string }, now: Date = new Date()): boolean =>
  job.isActive && Date.parse(job.validThrough) > now.getTime();
