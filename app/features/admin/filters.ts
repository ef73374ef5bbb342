// The client-side searches of the staff lists: every word of the query in one of the named fields,
// accents and case ignored (server/contract/search.ts).
import type {
  AdminCandidate,
  AdminEmployer,
  AdminJob,
  Contract,
  ContractStatus,
  Role,
  User,
} from '../../../server/contract/index.ts';
import { matchesTerms, searchableText, searchTerms } from '../../../server/contract/index.ts';

/** Rows whose listed fields contain the query (an empty query keeps every row). */
export function searchRows<T>(
  rows: readonly T[],
  query: string,
  fields: (row: T) => (string | null | undefined)[],
): T[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...rows];
  return rows.filter((row) => matchesTerms(searchableText(fields(row)), terms));
}

/**
 * First name, last name, email, current location and job category. `label` gives the text shown for a
 * stored option value (e.g. 'finland' → 'Finnország'), so staff find rows by what they read too.
 */
export function filterCandidates(
  rows: readonly AdminCandidate[],
  query: string,
  label: (value: string) => string = (v) => v,
): AdminCandidate[] {
  return searchRows(rows, query, (c) => {
    const r = c.registration;
    const loc = r?.currentLocation ?? null;
    const cat = r?.jobCategory ?? null;
    return [c.firstName, c.lastName, c.email, loc, cat, loc && label(loc), cat && label(cat)];
  });
}

/** First name, last name, email and company name. */
export const filterEmployers = (rows: readonly AdminEmployer[], query: string) =>
  searchRows(rows, query, (e) => [e.firstName, e.lastName, e.email, e.request?.companyName]);

/** Name (also 'first last'), email and role (its value and, through `label`, the shown name). */
export const filterUsers = (rows: readonly User[], query: string, label: (role: Role) => string = (r) => r) =>
  searchRows(rows, query, (u) => [
    u.firstName,
    u.lastName,
    `${u.firstName} ${u.lastName}`,
    u.email,
    u.role,
    label(u.role),
  ]);

/** Title, company, location, category and the posting employer's name. */
export const filterJobs = (rows: readonly AdminJob[], query: string) =>
  searchRows(rows, query, (j) => [j.title, j.company, j.location, j.category, j.employerName]);

/** Contractor, employer and job title; then the derived status ('all' keeps every status). */
export function filterContracts(rows: readonly Contract[], query: string, status: ContractStatus | 'all'): Contract[] {
  const found = searchRows(rows, query, (c) => [c.contractorName, c.employerName, c.jobTitle]);
  return status === 'all' ? found : found.filter((c) => c.status === status);
}
