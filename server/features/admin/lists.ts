// The staff lists, paged, sorted, filtered and searched in SQL (issue 15). Each list is a definition:
// its joins and filters, its orders (every one ends in the id, so pages never overlap), the columns a
// page selects and how rows become the API's items. A page is a bounded query on an index (the sort's
// columns) plus a count; per-row counts (applications per candidate, jobs per employer) are grouped
// for the page's ids only. The search folds the query in JS (searchTerms) and the rows in SQL
// (fold_text(), kept in users.search_text and jobs.search_text by the database): every word must occur
// in one of the searched fields, accents and case ignored, as on the public board. A person or job a
// row points to is searched through the ids the word finds in that table (`key in (select id …)`), which
// a trigram index answers (migration 20261125010001) instead of joining every row to test it; the total
// of a list whose joins do not filter is counted without them (ListDef.count).
import type { Knex } from 'knex';
import {
  businessToday,
  searchTerms,
  type AdminCandidate,
  type AdminEmployer,
  type AdminJob,
  type ApplicationListing,
  type Contract,
  type ListQuery,
  type ListSort,
  type StaffList,
  type User,
} from '../../contract/index.ts';
import type { Count } from '../../db/tables.ts';
import { USER_COLUMNS } from '../../middleware/auth.ts';
import { filePath } from '../files/repo.ts';
import {
  APPLICATION_FIELDS,
  CONTRACT_PARTY_FIELDS,
  int,
  iso,
  presentContract,
  presentJob,
  presentUser,
  type ApplicationRow,
  type ContractRow,
  type JobRow,
  type UserRow,
} from '../shared/presenters.ts';

/** An ORDER BY clause; each ends in the id so that equal keys keep one order across pages. */
type Order = string;
type Filters<L extends StaffList> = Partial<Omit<ListQuery<L>, 'page' | 'pageSize'>>;

export interface ListDef<L extends StaffList, Item> {
  /** The list's tables and its filters (status, role, search); no columns, no order. */
  from(db: Knex, f: Filters<L>): Knex.QueryBuilder;
  orders: Record<ListSort<L>, Order>;
  /** A page's rows as items: selects its columns on `q` and presents them. */
  items(db: Knex, q: Knex.QueryBuilder): Promise<Item[]>;
  /** The same rows as `from` on a narrower query (no joins that only bring columns), for the total. */
  count?(db: Knex, f: Filters<L>): Knex.QueryBuilder;
}

/** LIKE's own wildcards in a search word match themselves. */
const likeWord = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A searched field: a folded SQL expression on the list's rows, or the search_text of the user or job
 * that the column `key` names. */
type Searched = string | { key: string; table: 'users' | 'jobs' };

/** Every word of `q` in at least one of the searched fields. */
function whereSearch(query: Knex.QueryBuilder, q: string | undefined, fields: readonly Searched[]) {
  for (const term of searchTerms(q ?? '')) {
    const pattern = likeWord(term);
    query.where((w) => {
      for (const field of fields) {
        if (typeof field === 'string') w.orWhereRaw(`${field} like ?`, [pattern]);
        else w.orWhereRaw(`${field.key} in (select id from ${field.table} where search_text like ?)`, [pattern]);
      }
    });
  }
  return query;
}

const whereActive = (query: Knex.QueryBuilder, column: string, status: string | undefined) =>
  status === undefined ? query : query.where(column, status === 'active');

const newest = (alias: string, col = 'created_at') => `${alias}.${col} desc, ${alias}.id desc`;
const oldest = (alias: string, col = 'created_at') => `${alias}.${col} asc, ${alias}.id asc`;
/** Text sorts compare folded text (Ångström among the A's whatever the database's collation). */
const byName = (alias: string, id = `${alias}.id`) =>
  `fold_text(${alias}.last_name), fold_text(${alias}.first_name), ${id}`;

/** Counts of `table` rows per `key`, for the given ids only. */
async function countsFor(db: Knex, table: 'applications' | 'jobs', key: string, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows: { k: number; n: Count }[] = await db(table)
    .whereIn(key, ids)
    .select(db.raw('?? as k, count(*) as n', [key]))
    .groupBy(key);
  return new Map(rows.map((r) => [r.k, int(r.n)]));
}

const userColumns = USER_COLUMNS.map((c) => `u.${c}`);

// ----- users -----
export const usersList: ListDef<'users', User> = {
  from: (db, f) => {
    const q = db('users as u');
    if (f.role) q.where('u.role', f.role);
    // Erased accounts ('Deleted user') show only when asked for.
    if (f.status === 'deleted') q.whereNotNull('u.deleted_at');
    else whereActive(q.whereNull('u.deleted_at'), 'u.is_active', f.status);
    return whereSearch(q, f.q, ['u.search_text']);
  },
  orders: {
    newest: newest('u'),
    oldest: oldest('u'),
    name: byName('u'),
    email: 'u.email, u.id',
  },
  items: async (_db, q) => (await q.select<UserRow[]>(userColumns)).map(presentUser),
};

// ----- candidates -----
type CandidateRow = Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'email' | 'is_active' | 'created_at'> & {
  registration_id: number | null;
  phone: string | null;
  current_location: string | null;
  job_category: string | null;
  experience: AdminCandidate['registration'] extends infer R ? (R extends { experience: infer E } ? E : never) : never;
  available_for_remote: boolean | null;
};
const LISTED_USER = ['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.is_active', 'u.created_at'];

export const candidatesList: ListDef<'candidates', AdminCandidate> = {
  from: (db, f) => {
    const q = db('users as u')
      .leftJoin('candidate_registrations as r', 'r.user_id', 'u.id')
      .where('u.role', 'candidate');
    whereActive(q, 'u.is_active', f.status);
    return whereSearch(q, f.q, [
      'u.search_text',
      "fold_text(coalesce(r.current_location, '') || ' ' || coalesce(r.job_category, ''))",
    ]);
  },
  orders: { newest: newest('u'), oldest: oldest('u'), name: byName('u') },
  items: async (db, q) => {
    const rows = await q.select<CandidateRow[]>(
      ...LISTED_USER,
      'r.id as registration_id',
      'r.phone',
      'r.current_location',
      'r.job_category',
      'r.experience',
      'r.available_for_remote',
    );
    const counts = await countsFor(
      db,
      'applications',
      'candidate_id',
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      isActive: r.is_active,
      createdAt: iso(r.created_at),
      applicationCount: counts.get(r.id) ?? 0,
      registration:
        r.registration_id === null
          ? null
          : {
              phone: r.phone,
              currentLocation: r.current_location,
              jobCategory: r.job_category,
              experience: r.experience,
              availableForRemote: r.available_for_remote ?? false,
            },
    }));
  },
};

// ----- employers -----
type EmployerRow = Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'email' | 'is_active' | 'created_at'> & {
  company_name: string | null;
};
export const employersList: ListDef<'employers', AdminEmployer> = {
  from: (db, f) => {
    const q = db('users as u')
      .leftJoin(
        db('employer_requests').where('is_account', true).select('user_id', 'company_name').as('r'),
        'r.user_id',
        'u.id',
      )
      .where('u.role', 'employer');
    whereActive(q, 'u.is_active', f.status);
    return whereSearch(q, f.q, ['u.search_text', 'fold_text(r.company_name)']);
  },
  orders: {
    newest: newest('u'),
    oldest: oldest('u'),
    name: byName('u'),
    company: 'fold_text(r.company_name) nulls last, u.id',
  },
  items: async (db, q) => {
    const rows = await q.select<EmployerRow[]>(...LISTED_USER, 'r.company_name');
    const counts = await countsFor(
      db,
      'jobs',
      'employer_id',
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      isActive: r.is_active,
      createdAt: iso(r.created_at),
      jobCount: counts.get(r.id) ?? 0,
      request: r.company_name === null ? null : { companyName: r.company_name },
    }));
  },
};

// ----- jobs -----
type ListedJob = JobRow & { employer_first_name: string | null; employer_last_name: string | null };
export const jobsList: ListDef<'jobs', AdminJob> = {
  from: (db, f) => {
    const q = db('jobs as j').leftJoin('users as u', 'u.id', 'j.employer_id');
    whereActive(q, 'j.is_active', f.status);
    return whereSearch(q, f.q, ['j.search_text', { key: 'j.employer_id', table: 'users' }]);
  },
  orders: {
    newest: newest('j'),
    oldest: oldest('j'),
    title: 'fold_text(j.title), j.id',
    company: 'fold_text(j.company), j.id',
  },
  items: async (db, q) => {
    const rows = await q.select<ListedJob[]>(
      'j.*',
      'u.first_name as employer_first_name',
      'u.last_name as employer_last_name',
    );
    const counts = await countsFor(
      db,
      'applications',
      'job_id',
      rows.map((r) => r.id),
    );
    return rows.map((r) => {
      const { search_text: _unused, ...job } = r as ListedJob & { search_text?: string };
      return {
        ...presentJob(job),
        employerName: r.employer_first_name ? `${r.employer_first_name} ${r.employer_last_name}` : null,
        applicationCount: counts.get(r.id) ?? 0,
      };
    });
  },
};

// ----- contracts -----
const contractColumns = [
  'c.*',
  ...CONTRACT_PARTY_FIELDS.map((c) => `cu.${c} as contractor_${c}`),
  ...CONTRACT_PARTY_FIELDS.map((c) => `eu.${c} as employer_${c}`),
];
/** The derived status (derive.ts contractStatus) as SQL over the dates, on the business day `today`. */
function whereContractStatus(q: Knex.QueryBuilder, status: string | undefined, today: string) {
  if (status === 'pending') q.whereNull('c.start_date');
  if (status === 'upcoming') q.where('c.start_date', '>', today);
  if (status === 'completed') q.where('c.start_date', '<=', today).where('c.end_date', '<', today);
  if (status === 'active')
    q.where('c.start_date', '<=', today).where((w) => w.whereNull('c.end_date').orWhere('c.end_date', '>=', today));
  return q;
}
export const contractsList: ListDef<'contracts', Contract> = {
  from: (db, f) => {
    const q = db('contracts as c')
      .join('users as cu', 'cu.id', 'c.contractor_id')
      .join('users as eu', 'eu.id', 'c.employer_id');
    whereContractStatus(q, f.status, businessToday());
    return whereSearch(q, f.q, [
      { key: 'c.contractor_id', table: 'users' },
      { key: 'c.employer_id', table: 'users' },
      'fold_text(c.job_title)',
    ]);
  },
  orders: {
    newest: newest('c'),
    oldest: oldest('c'),
    start: 'c.start_date nulls last, c.id',
    rate: 'c.day_rate desc, c.id desc',
  },
  items: async (_db, q) => {
    const today = businessToday();
    return (await q.select<ContractRow[]>(contractColumns)).map((r) => presentContract(r, today));
  },
};

// ----- applications -----
const LISTING_JOB_FIELDS = APPLICATION_FIELDS.job.filter((c) => c !== 'description');
type ListingRow = Omit<ApplicationRow, 'notes' | 'job_description'>;
const listingColumns = [
  ...APPLICATION_FIELDS.application.filter((c) => c !== 'notes').map((c) => `a.${c}`),
  ...LISTING_JOB_FIELDS.map((c) => `j.${c} as job_${c}`),
  ...APPLICATION_FIELDS.candidate.map((c) => `u.${c} as candidate_${c}`),
];
const presentListing = (r: ListingRow): ApplicationListing => ({
  id: r.id,
  jobId: r.job_id,
  candidateId: r.candidate_id,
  status: r.status,
  cvUrl: r.cv_file_id ? filePath(r.cv_file_id) : null,
  appliedAt: iso(r.applied_at),
  job: {
    title: r.job_title,
    company: r.job_company,
    location: r.job_location,
    type: r.job_type,
    slug: r.job_slug,
    isActive: r.job_is_active,
    salary:
      r.job_salary_min === null && r.job_salary_max === null
        ? null
        : { min: r.job_salary_min, max: r.job_salary_max, currency: r.job_salary_currency },
  },
  candidate: { firstName: r.candidate_first_name, lastName: r.candidate_last_name, email: r.candidate_email },
});
/** The applications a filter selects, without the job and candidate (every application has both). */
function applicationsOnly(db: Knex, f: Filters<'applications'>) {
  const q = db('applications as a');
  if (f.status) q.where('a.status', f.status);
  return whereSearch(q, f.q, [
    { key: 'a.candidate_id', table: 'users' },
    { key: 'a.job_id', table: 'jobs' },
  ]);
}
export const applicationsList: ListDef<'applications', ApplicationListing> = {
  from: (db, f) =>
    applicationsOnly(db, f).join('jobs as j', 'j.id', 'a.job_id').join('users as u', 'u.id', 'a.candidate_id'),
  count: applicationsOnly,
  orders: {
    newest: newest('a', 'applied_at'),
    oldest: oldest('a', 'applied_at'),
    candidate: byName('u', 'a.id'),
    job: 'fold_text(j.title), a.id',
  },
  items: async (_db, q) => (await q.select<ListingRow[]>(listingColumns)).map(presentListing),
};

// ----- running a list -----
const sortOf = <L extends StaffList, I>(def: ListDef<L, I>, f: Filters<L>): Order =>
  def.orders[(f.sort ?? Object.keys(def.orders)[0]) as ListSort<L>];

/** One window of the list in its order. */
export const listWindow = <L extends StaffList, I>(
  def: ListDef<L, I>,
  db: Knex,
  f: Filters<L>,
  limit: number,
  offset: number,
): Promise<I[]> => def.items(db, def.from(db, f).orderByRaw(sortOf(def, f)).limit(limit).offset(offset));

export async function listCount<L extends StaffList, I>(def: ListDef<L, I>, db: Knex, f: Filters<L>) {
  const row = await (def.count ?? def.from)(db, f).count<{ n: Count }[]>('* as n').first();
  return int(row?.n);
}
