// The contracts screen's client-side search (the other staff lists search on the server, see
// server/features/admin/lists.ts): every word of the query in one of the named fields, accents and
// case ignored (server/contract/search.ts).
import type { Contract, ContractStatus } from '../../../server/contract/index.ts';
import { matchesTerms, searchableText, searchTerms } from '../../../server/contract/index.ts';

/** Rows whose listed fields contain the query (an empty query keeps every row). */
function searchRows<T>(rows: readonly T[], query: string, fields: (row: T) => (string | null | undefined)[]): T[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...rows];
  return rows.filter((row) => matchesTerms(searchableText(fields(row)), terms));
}

/** Contractor, employer and job title; then the derived status ('all' keeps every status). */
export function filterContracts(rows: readonly Contract[], query: string, status: ContractStatus | 'all'): Contract[] {
  const found = searchRows(rows, query, (c) => [c.contractorName, c.employerName, c.jobTitle]);
  return status === 'all' ? found : found.filter((c) => c.status === status);
}
