import type { TFunction } from 'i18next';
import type { Job, JobType } from '../../../server/contract/index.ts';
import { en, intlLocale } from '../../i18n/index.ts';

/** Salary min/max are thousands: shown as '€60k – €80k'. */
export function formatSalary(t: TFunction, salary: Job['salary']): string | null {
  if (!salary || (salary.min === null && salary.max === null)) return null;
  const symbol = salary.currency === 'EUR' ? '€' : `${salary.currency} `;
  const k = (n: number) => `${symbol}${n}k`;
  if (salary.min !== null && salary.max !== null) {
    return salary.min === salary.max
      ? k(salary.min)
      : t('jobs.salaryRange', { min: k(salary.min), max: k(salary.max) });
  }
  if (salary.min !== null) return t('jobs.salaryFrom', { min: k(salary.min) });
  return t('jobs.salaryUpTo', { max: k(salary.max!) });
}

export function formatDate(iso: string, lang: string): string {
  const d = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00`) : new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(lang), { year: 'numeric', month: 'long', day: 'numeric' }).format(d);
}

export const jobTypeLabel = (t: TFunction, type: JobType) => t(`options.jobType.${type}`);

/** Categories are free text on a job: the ones with a translation are translated, others shown as written. */
const hasCategoryText = (category: string): category is keyof typeof en.options.jobCategory =>
  Object.hasOwn(en.options.jobCategory, category);
export const jobCategoryLabel = (t: TFunction, category: string) =>
  hasCategoryText(category) ? t(`options.jobCategory.${category}`) : category;
