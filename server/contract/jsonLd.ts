// schema.org JobPosting for a job page, built from the API's job (the presenter's shape) by both the
// server (in the HTML it sends) and the app (after navigation). SPEC: full-time, part-time and contract
// map to CONTRACTOR, anything else TEMPORARY; salary × 1000 per year. Google's job posting fields:
// validThrough (end of the listing period), remote jobs TELECOMMUTE with applicantLocationRequirements,
// baseSalary with its unit (a day rate per DAY when there is no yearly salary), directApply.
import type { Job } from './schemas.ts';

export function employmentType(type: Job['type']): 'CONTRACTOR' | 'TEMPORARY' {
  return type === 'full-time' || type === 'part-time' || type === 'contract' ? 'CONTRACTOR' : 'TEMPORARY';
}

/** Countries the board's locations name, by their English name (ISO 3166-1 alpha-2). */
const COUNTRIES: Record<string, string> = {
  hungary: 'HU',
  poland: 'PL',
  'united kingdom': 'GB',
  uk: 'GB',
  finland: 'FI',
  sweden: 'SE',
  germany: 'DE',
  austria: 'AT',
  'czech republic': 'CZ',
  czechia: 'CZ',
  slovakia: 'SK',
  romania: 'RO',
};
const CITIES: Record<string, string> = {
  budapest: 'HU',
  debrecen: 'HU',
  szeged: 'HU',
  warsaw: 'PL',
  kraków: 'PL',
  krakow: 'PL',
  london: 'GB',
  helsinki: 'FI',
  stockholm: 'SE',
};

/** 'Budapest, Hungary' → locality Budapest, country HU; a country is given only when recognised. */
function postalAddress(location: string): Record<string, string> {
  const parts = location.split(',').map((p) => p.replace(/\(.*?\)/g, '').trim());
  const locality = parts[0] || location;
  const country = parts
    .map((p) => p.toLowerCase())
    .reverse()
    .map((p) => COUNTRIES[p] ?? CITIES[p])
    .find(Boolean);
  return {
    '@type': 'PostalAddress',
    addressLocality: locality,
    ...(country ? { addressCountry: country } : {}),
  };
}

export function jobPostingJsonLd(job: Job, origin: string): Record<string, unknown> {
  const remote = job.type === 'remote' || /remote/i.test(job.location);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.createdAt,
    validThrough: job.validThrough,
    employmentType: employmentType(job.type),
    hiringOrganization: { '@type': 'Organization', name: job.company },
    identifier: { '@type': 'PropertyValue', name: job.company, value: String(job.id) },
    url: `${origin}/jobs/${job.slug}`,
    directApply: true,
    skills: job.skills.join(', ') || undefined,
  };
  if (remote) {
    data.jobLocationType = 'TELECOMMUTE';
    data.applicantLocationRequirements = { '@type': 'Country', name: 'EU' };
  } else {
    data.jobLocation = { '@type': 'Place', address: postalAddress(job.location) };
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
  } else if (job.dayRate !== null) {
    data.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', unitText: 'DAY', value: job.dayRate / 100 },
    };
  }
  return data;
}

/** JSON for a <script> element: no '<' (so no '</script>' or '<!--'), '>', '&' or line separators can
 * end the element or be read as markup. */
export const jsonForScript = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    // Every character beyond ASCII as an escape, U+2028 and U+2029 among them (line ends in older scripts):
    // the page around it stays ASCII (server/features/seo/pagePiece.mjs asciiHtml).
    .replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
