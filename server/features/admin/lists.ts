// The staff lists, paged, sorted, filtered and searched in SQL. Each list is a definition:
// its joins and filters, its orders (every one ends in the id, so pages never overlap), the columns a
// page selects and how rows become the API's items. A page is a bounded query on an index (the sort's
// columns) plus a count; per-row counts (applications per candidate, jobs per employer) are grouped
// for the page's ids only. The search folds the query in JS (searchTerms) and the rows in SQL
// (fold_text(), kept in users.search_text and jobs.search_text by the database): every word must occur
// in one of the searched fields, accents and case ignored, as on the public board. A person, job,
// candidate's registration, employer's company or contract's title is searched through the ids the word
// finds in that table (`key in (select id …)`), which a trigram index answers (migrations 20261125010001,
// 20261126010001) instead of folding and testing every row; the total
// of a list whose joins do not filter is counted without them (ListDef.count).
import type { Knex } from 'knex';
import {
  businessToday,
  foldText,
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
import { likeWord } from '../../db/rows.ts';
import { USER_COLUMNS } from '../../middleware/session.ts';
import { filePath } from '../files/repo.ts';
import { budapestInstant } from '../interviews/time.ts';
import {
  APPLICATION_FIELDS,
  CONTRACT_COMPANY_COLUMNS,
  CONTRACT_PARTY_FIELDS,
  int,
  iso,
  presentContract,
  presentJob,
  presentReview,
  presentUser,
  type ApplicationRow,
  type ContractRow,
  type JobRow,
  type UserRow,
} from '../shared/presenters.ts';

/**
 * A list's order: SQL expressions compared one after the other, all ascending or all descending, the
 * last one the row's id (equal keys keep one order across pages and export batches). NULLs sort where
 * PostgreSQL puts them by default (as the largest value: last ascending, first descending); keysetAfter
 * relies on that.
 */
interface Order {
  keys: readonly string[];
  desc?: boolean;
}
const asc = (...keys: string[]): Order => ({ keys });
const desc = (...keys: string[]): Order => ({ keys, desc: true });
const orderSql = (o: Order) => o.keys.map((k) => `${k} ${o.desc ? 'desc' : 'asc'}`).join(', ');
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
/** A searched field: a folded SQL expression on the list's rows, or the rows of `table` (those `where`
 * keeps) whose folded `text` has the word, as the ids (`id`, default `id`) the column `key` must be
 * among. `text` is what a trigram index covers (migrations 20261125010001 and 20261126010001: the same
 * expression, or the index is not used), so the index finds the ids once instead of every listed row
 * being folded and tested. */
type Searched = string | { key: string; table: string; text: string; id?: string; where?: string };

/** The user or job that the column `key` names. */
const person = (key: string): Searched => ({ key, table: 'users', text: 'search_text' });
const job = (key: string): Searched => ({ key, table: 'jobs', text: 'search_text' });

/** Every word of `q` in at least one of the searched fields. */
function whereSearch(query: Knex.QueryBuilder, q: string | undefined, fields: readonly Searched[]) {
  for (const term of searchTerms(q ?? '')) {
    const pattern = likeWord(term);
    query.where((w) => {
      for (const field of fields) {
        if (typeof field === 'string') w.orWhereRaw(`${field} like ?`, [pattern]);
        else {
          const where = field.where ? `${field.where} and ` : '';
          w.orWhereRaw(
            `${field.key} in (select ${field.id ?? 'id'} from ${field.table} where ${where}${field.text} like ?)`,
            [pattern],
          );
        }
      }
    });
  }
  return query;
}

/** The candidates (the column `key`) who stated a skill containing `skill`, folded: 'kozmetika' finds
 * 'Kozmetika' and 'kozmetikus' finds nothing; a trigram index on skills_text serves it (migration
 * 20261129040002). */
function whereSkill(query: Knex.QueryBuilder, key: string, skill: string | undefined) {
  const folded = foldText(skill ?? '').trim();
  if (folded)
    query.whereRaw(`${key} in (select user_id from candidate_registrations where skills_text like ?)`, [
      likeWord(folded),
    ]);
  return query;
}

const whereActive = (query: Knex.QueryBuilder, column: string, status: string | undefined) =>
  status === undefined ? query : query.where(column, status === 'active');

const newest = (alias: string, col = 'created_at') => desc(`${alias}.${col}`, `${alias}.id`);
const oldest = (alias: string, col = 'created_at') => asc(`${alias}.${col}`, `${alias}.id`);
/** Text sorts compare folded text (Ångström among the A's whatever the database's collation). */
const byName = (alias: string, id = `${alias}.id`) =>
  asc(`fold_text(${alias}.last_name)`, `fold_text(${alias}.first_name)`, id);

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
    email: asc('u.email', 'u.id'),
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
  skills: string[] | null;
};
const LISTED_USER = ['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.is_active', 'u.created_at'];

export const candidatesList: ListDef<'candidates', AdminCandidate> = {
  from: (db, f) => {
    const q = db('users as u')
      .leftJoin('candidate_registrations as r', 'r.user_id', 'u.id')
      .where('u.role', 'candidate');
    whereActive(q, 'u.is_active', f.status);
    whereSkill(q, 'u.id', f.skill);
    return whereSearch(q, f.q, [
      'u.search_text',
      {
        key: 'u.id',
        table: 'candidate_registrations',
        id: 'user_id',
        text: "fold_text(coalesce(current_location, '') || ' ' || coalesce(job_category, ''))",
      },
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
      'r.skills',
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
              skills: r.skills ?? [],
            },
    }));
  },
};

// ----- employers -----
type EmployerRow = Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'email' | 'is_active' | 'created_at'> & {
  company_name: string | null;
  email_verified_at: Date | null;
  job_review: boolean;
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
    return whereSearch(q, f.q, [
      'u.search_text',
      {
        key: 'u.id',
        table: 'employer_requests',
        id: 'user_id',
        where: 'is_account',
        text: 'fold_text(company_name)',
      },
    ]);
  },
  orders: {
    newest: newest('u'),
    oldest: oldest('u'),
    name: byName('u'),
    company: asc('fold_text(r.company_name)', 'u.id'), // no company: last
  },
  items: async (db, q) => {
    const rows = await q.select<EmployerRow[]>(...LISTED_USER, 'r.company_name', 'u.email_verified_at', 'u.job_review');
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
      emailVerified: r.email_verified_at !== null,
      jobReview: r.job_review,
    }));
  },
};

// ----- jobs -----
type ListedJob = JobRow & { employer_first_name: string | null; employer_last_name: string | null };
export const jobsList: ListDef<'jobs', AdminJob> = {
  from: (db, f) => {
    const q = db('jobs as j').leftJoin('users as u', 'u.id', 'j.employer_id');
    // 'pending' is staff's review queue, 'rejected' what it turned down, active or not.
    if (f.status === 'pending' || f.status === 'rejected') q.where('j.review_status', f.status);
    else whereActive(q, 'j.is_active', f.status);
    return whereSearch(q, f.q, ['j.search_text', person('j.employer_id')]);
  },
  orders: {
    newest: newest('j'),
    oldest: oldest('j'),
    title: asc('fold_text(j.title)', 'j.id'),
    company: asc('fold_text(j.company)', 'j.id'),
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
        review: presentReview(job),
        employerName:
          r.employer_first_name === null
            ? null
            : { firstName: r.employer_first_name, lastName: r.employer_last_name ?? '' },
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
  ...CONTRACT_COMPANY_COLUMNS,
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
      .join('users as eu', 'eu.id', 'c.employer_id')
      .leftJoin('client_companies as cc', 'cc.id', 'c.client_company_id');
    whereContractStatus(q, f.status, businessToday());
    return whereSearch(q, f.q, [
      person('c.contractor_id'),
      person('c.employer_id'),
      { key: 'c.id', table: 'contracts', text: 'fold_text(job_title)' },
    ]);
  },
  orders: {
    newest: newest('c'),
    oldest: oldest('c'),
    start: asc('c.start_date', 'c.id'), // no start date: last
    rate: desc('c.day_rate', 'c.id'),
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
/** The first instant of a Budapest calendar day (midnight exists on every day there: clocks change at 2–3 am). */
const dayStart = (day: string): Date => budapestInstant(day, '00:00')!;
const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** The applications a filter selects, without the job and candidate (every application has both). */
function applicationsOnly(db: Knex, f: Filters<'applications'>) {
  const q = db('applications as a');
  if (f.status) q.where('a.status', f.status);
  if (f.job) q.where('a.job_id', f.job);
  if (f.employer) q.whereIn('a.job_id', db('jobs').where('employer_id', f.employer).select('id'));
  // Applied dates are Budapest calendar days: from its first instant to the next day's first.
  if (f.from) q.where('a.applied_at', '>=', dayStart(f.from));
  if (f.to) q.where('a.applied_at', '<', dayStart(nextDay(f.to)));
  whereSkill(q, 'a.candidate_id', f.skill);
  return whereSearch(q, f.q, [person('a.candidate_id'), job('a.job_id')]);
}
export const applicationsList: ListDef<'applications', ApplicationListing> = {
  from: (db, f) =>
    applicationsOnly(db, f).join('jobs as j', 'j.id', 'a.job_id').join('users as u', 'u.id', 'a.candidate_id'),
  count: applicationsOnly,
  orders: {
    newest: newest('a', 'applied_at'),
    oldest: oldest('a', 'applied_at'),
    candidate: byName('u', 'a.id'),
    job: asc('fold_text(j.title)', 'a.id'),
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
): Promise<I[]> =>
  def.items(
    db,
    def
      .from(db, f)
      .orderByRaw(orderSql(sortOf(def, f)))
      .limit(limit)
      .offset(offset),
  );

/** A position in a list: the sort keys' values of the last row read (the id last). */
export type Keyset = readonly Knex.Value[];

/**
 * SQL true for a row after `at` in the order: (k0 after v0) or (k0 = v0 and (k1 after v1 or …)), with
 * NULL as the largest value. Plain comparisons, so it runs alike on both engines.
 */
function keysetAfter(order: Order, at: Keyset): [string, Knex.Value[]] {
  let sql = '';
  const bindings: Knex.Value[] = [];
  for (let i = order.keys.length - 1; i >= 0; i--) {
    const k = order.keys[i]!;
    const v = at[i] ?? null;
    let after: string;
    const args: Knex.Value[] = [];
    if (v === null) after = order.desc ? `${k} is not null` : 'false';
    else {
      after = order.desc ? `${k} < ?` : `(${k} > ? or ${k} is null)`;
      args.push(v);
    }
    if (sql) {
      const equal = v === null ? `${k} is null` : `${k} = ?`;
      sql = `(${after} or (${equal} and ${sql}))`;
      bindings.unshift(...args, ...(v === null ? [] : [v]));
    } else {
      sql = `(${after})`;
      bindings.push(...args);
    }
  }
  return [sql, bindings];
}

/**
 * The next `limit` rows after `at` (from the start without it), and the position after them (null at
 * the end): a keyset
 * window, which a row written or deleted meanwhile cannot shift as it shifts an OFFSET (no row twice,
 * none skipped among those that stay). The keys are read first, then the rows of those ids in order.
 */
export async function listAfter<L extends StaffList, I>(
  def: ListDef<L, I>,
  db: Knex,
  f: Filters<L>,
  limit: number,
  at: Keyset | null,
): Promise<{ items: I[]; next: Keyset | null }> {
  const order = sortOf(def, f);
  const q = def.from(db, f);
  if (at) q.whereRaw(...keysetAfter(order, at));
  const rows = await q
    .select<Record<string, Knex.Value>[]>(order.keys.map((k, i) => db.raw(`${k} as k${i}`)))
    .orderByRaw(orderSql(order))
    .limit(limit);
  if (rows.length === 0) return { items: [], next: null };
  const id = order.keys.at(-1)!;
  const ids = rows.map((r) => r[`k${order.keys.length - 1}`]);
  const items = await def.items(
    db,
    def
      .from(db, f)
      .whereIn(id, ids as number[])
      .orderByRaw(orderSql(order)),
  );
  // Fewer rows than asked: the list's end. (Rows of these ids deleted in between are simply not in items.)
  if (rows.length < limit) return { items, next: null };
  const last = rows.at(-1)!;
  return { items, next: order.keys.map((_, i) => last[`k${i}`] ?? null) };
}

export async function listCount<L extends StaffList, I>(def: ListDef<L, I>, db: Knex, f: Filters<L>) {
  const row = await (def.count ?? def.from)(db, f).count<{ n: Count }[]>('* as n').first();
  return int(row?.n);
}
