// schema.org JobPosting for a job detail page (full-time/part-time/contract map to
// CONTRACTOR, anything else TEMPORARY; salary × 1000 per year; remote jobs are TELECOMMUTE).
import type { Job } from '../../../server/contract/index.ts';

export function employmentType(type: Job['type']): 'CONTRACTOR' | 'TEMPORARY' {
  return type === 'full-time' || type === 'part-time' || type === 'contract' ? 'CONTRACTOR' : 'TEMPORARY';
}

export function jobPostingJsonLd(job: Job, origin: string): Record<string, unknown> {
  const remote = job.type === 'remote' || /remote/i.test(job.location);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.createdAt,
    employmentType: employmentType(job.type),
    hiringOrganization: { '@type': 'Organization', name: job.company },
    identifier: { '@type': 'PropertyValue', name: job.company, value: String(job.id) },
    url: `${origin}/jobs/${job.slug}`,
    skills: job.skills.join(', ') || undefined,
  };
  if (remote) {
    data.jobLocationType = 'TELECOMMUTE';
    data.applicantLocationRequirements = { '@type': 'Country', name: 'EU' };
  } else {
    data.jobLocation = { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location } };
  }
  if (job.startDate) data.jobStartDate = job.startDate;
  const s = job.salary;
  if (s && (s.min !== null || s.max !== null)) {
    const value: Record<string, unknown> = { '@type': 'QuantitativeValue', unitText: 'YEAR' };
    if (s.min !== null && s.max !== null && s.min !== s.max) {
      value.minValue = s.min * 1000;
      value.maxValue = s.max * 1000;
    } else {
      value.value = (s.min ?? s.max ?? 0) * 1000;
    }
    data.baseSalary = { '@type': 'MonetaryAmount', currency: s.currency, value };
  }
  return data;
}
