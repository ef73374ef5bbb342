import type { TFunction } from 'i18next';
import type { Job, JobType } from '../../../server/contract/index.ts';
import { en } from '../../i18n/index.ts';
import { dateFormat } from '../../i18n/intl.ts';

/** Salary min/max are thousands a year: '€60k – €80k / year' (hu '60 E € – 80 E € / év'), the same on every screen. */
export function formatSalary(t: TFunction, salary: Job['salary']): string | null {
  if (!salary || (salary.min === null && salary.max === null)) return null;
  const currency = salary.currency === 'EUR' ? '€' : salary.currency;
  const amount = (n: number) => t('jobs.salaryAmount', { currency, amount: n });
  const { min, max } = salary;
  if (min !== null && max !== null)
    return min === max
      ? t('jobs.salaryExact', { amount: amount(min) })
      : t('jobs.salaryRange', { min: amount(min), max: amount(max) });
  if (min !== null) return t('jobs.salaryFrom', { min: amount(min) });
  return t('jobs.salaryUpTo', { max: amount(max!) });
}

/** A contract role's day rate, in cents on the wire: '€650 / day' (hu '650 € / nap'). */
export const formatDayRate = (t: TFunction, cents: number): string => t('jobs.dayRate', { amount: cents / 100 });

export function formatDate(iso: string, lang: string): string {
  const d = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00`) : new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return dateFormat(lang, { year: 'numeric', month: 'long', day: 'numeric' }).format(d);
}

export const jobTypeLabel = (t: TFunction, type: JobType) => t(`options.jobType.${type}`);

/** Categories are free text on a job: the ones with a translation are translated, others shown as written. */
const hasCategoryText = (category: string): category is keyof typeof en.options.jobCategory =>
  Object.hasOwn(en.options.jobCategory, category);
export const jobCategoryLabel = (t: TFunction, category: string) =>
  hasCategoryText(category) ? t(`options.jobCategory.${category}`) : category;
