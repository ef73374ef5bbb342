// An alert's search in words, for the dialog and the account list: the text and each filter's label.
import type { TFunction } from 'i18next';
import type { AlertQuery } from '../../../server/contract/alerts.ts';
import { JOB_TYPES, PUBLIC_JOB_CATEGORIES, PUBLIC_JOB_LOCATIONS } from '../../../server/contract/options.ts';
import './i18n.ts';

const isOneOf = <T extends string>(list: readonly T[], v: string): v is T => (list as readonly string[]).includes(v);

export function alertSummary(t: TFunction, q: AlertQuery): string {
  const parts: string[] = [];
  if (q.q) parts.push(`“${q.q}”`);
  if (q.location !== 'all')
    parts.push(isOneOf(PUBLIC_JOB_LOCATIONS, q.location) ? t(`options.jobLocation.${q.location}`) : q.location);
  if (q.category !== 'all')
    parts.push(isOneOf(PUBLIC_JOB_CATEGORIES, q.category) ? t(`options.jobCategory.${q.category}`) : q.category);
  if (q.type !== 'all' && isOneOf(JOB_TYPES, q.type)) parts.push(t(`options.jobType.${q.type}`));
  if (q.mode !== 'all') parts.push(q.mode === 'remote' ? t('jobs.modeRemote') : t('jobs.modeHybrid'));
  if (q.minSalary !== null) parts.push(t('alerts.salaryAtLeast', { amount: q.minSalary }));
  return parts.length > 0 ? parts.join(' · ') : t('alerts.anything');
}
