import transliterate from '@sindresorhus/slugify';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { DEFAULT_LISTING_DAYS, type jobInputSchema } from '../../contract/index.ts';
import { LIMITS } from '../../contract/options.ts';
import type { JobQuery } from '../../contract/jobSearch.ts';
import { foldText, searchTerms } from '../../contract/search.ts';
import { likeWord, onlyRow } from '../../db/rows.ts';
import type { JobRow } from '../shared/presenters.ts';

type JobInput = z.output<typeof jobInputSchema>;

/** Lower-case ASCII words joined by dashes, letters transliterated the Hungarian way (Ő to o, Ü to u)
 * because most of the companies named are Hungarian; Polish, Nordic and German letters read as
 * expected too (Ł to l, Ø to o, ß to ss). */
export function slugify(text: string): string {
  return transliterate(text, { decamelize: false, locale: 'hu' }).slice(0, 120).replace(/-+$/, '') || 'job';
}

/** A readable unique slug: title-company, then -2, -3… when taken. */
async function uniqueSlug(db: Knex, title: string, company: string): Promise<string> {
  const base = slugify(`${title} ${company}`);
  const taken = new Set<string>(
    await db('jobs').where('slug', base).orWhere('slug', 'like', `${base}-%`).pluck('slug'),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

export const jobColumns = (input: JobInput) => ({
  title: input.title,
  company: input.company,
  location: input.location,
  type: input.type,
  category: input.category,
  description: input.description,
  requirements: input.requirements,
  skills: input.skills,
  salary_min: input.salary?.min ?? null,
  salary_max: input.salary?.max ?? null,
  salary_currency: input.salary?.currency ?? 'EUR',
  start_date: input.startDate,
  ...(input.dayRate === undefined ? {} : { day_rate: input.dayRate }),
});

/** listed_until for a listing of `days` starting now (the database's clock). */
const listedFor = (db: Knex, days: number) => db.raw('now() + make_interval(days => ?)', [days]);

/** Whether a new job of this employer waits for staff review: while their address is not
 * verified, or while staff review their jobs (a new employer's first job, or turned back to review).
 * Staff's own jobs (no employer) never wait. */
async function reviewStatusForNewJob(db: Knex, employerId: number | null): Promise<'approved' | 'pending'> {
  if (employerId === null) return 'approved';
  const employer = await db('users').where({ id: employerId }).first('email_verified_at', 'job_review');
  return employer && (employer.email_verified_at === null || employer.job_review) ? 'pending' : 'approved';
}

export async function insertJob(
  db: Knex,
  employerId: number | null,
  input: JobInput,
  source = 'employer_portal',
  extra: { is_active?: boolean } = {},
): Promise<JobRow> {
  const review_status = await reviewStatusForNewJob(db, employerId);
  // Two posts of one title at once can pick the same slug: the unique index refuses one, which retries.
  for (let attempt = 0; ; attempt++) {
    try {
      const rows = await db('jobs')
        .insert({
          ...jobColumns(input),
          listing_days: input.listingDays ?? DEFAULT_LISTING_DAYS,
          // A database expression (the listing starts by the database's clock); the row type wants a Date.
          listed_until: listedFor(db, input.listingDays ?? DEFAULT_LISTING_DAYS) as unknown as Date,
          employer_id: employerId,
          source,
          review_status,
          ...extra,
          slug: await uniqueSlug(db, input.title, input.company),
        })
        .returning('*');
      return onlyRow(rows, 'inserted job');
    } catch (err) {
      if ((err as { code?: string }).code !== '23505' || attempt >= 3) throw err;
    }
  }
}

/** SQL true for a job on the public board: active, its listing period has not run out (`isListed`) and
 * staff's review let it through (`review_status`: an unverified employer's jobs never are). */
export const listedSql = (alias = 'jobs') =>
  `(${alias}.is_active AND ${alias}.listed_until > now() AND ${alias}.review_status = 'approved')`;

/** The same for a row already read (the sync feed's rows). */
export const isListedRow = (row: Pick<JobRow, 'is_active' | 'listed_until' | 'review_status'>, now: Date): boolean =>
  row.is_active && new Date(row.listed_until).getTime() > now.getTime() && row.review_status === 'approved';

/** A job's columns as presented (not the generated search texts, which only queries read). */
const JOB_COLUMNS = [
  'id',
  'employer_id',
  'title',
  'company',
  'location',
  'type',
  'category',
  'description',
  'requirements',
  'skills',
  'salary_min',
  'salary_max',
  'salary_currency',
  'is_active',
  'slug',
  'source',
  'start_date',
  'listed_until',
  'listing_days',
  'day_rate',
  'review_status',
  'review_reason',
  'reviewed_at',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof JobRow)[];

/** The public board: active jobs whose listing period has not run out, newest first (the first `limit`). */
export const activeJobs = (db: Knex, limit?: number): Promise<JobRow[]> => {
  const q = db('jobs')
    .select(...JOB_COLUMNS)
    .whereRaw(listedSql())
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return limit === undefined ? q : q.limit(limit);
};

// The shared search's terms in SQL (server/contract/jobSearch.ts searchJobs; a test runs both over the same
// queries). A job's texts are folded by fold_text(), the SQL twin of foldText(); board_text and search_text
// are its generated folded texts, which trigram indexes cover: each exact test on one folded field comes
// after a test on the indexed text holding that field whole, so the index picks the rows to test.
/** The salary a job can reach, in thousands of EUR (topSalary): null without one or in another currency. */
const TOP_SALARY = "(case when jobs.salary_currency = 'EUR' then coalesce(jobs.salary_max, jobs.salary_min) end)";
/** createdAt's order (kept to the millisecond, as on the wire): the newest first, then the highest id. */
const NEWEST = 'jobs.created_at desc, jobs.id desc';
const PLACE = "fold_text(jobs.title || E'\\n' || jobs.location)";
const DAY_MS = 24 * 60 * 60 * 1000;

function whereBoardQuery(q: Knex.QueryBuilder, query: JobQuery, now: number): Knex.QueryBuilder {
  q.whereRaw(listedSql());
  for (const term of searchTerms(query.q)) q.whereRaw('jobs.board_text like ?', [likeWord(term)]);
  if (query.location !== 'all') {
    const pattern = likeWord(foldText(query.location));
    q.whereRaw('jobs.board_text like ? and fold_text(jobs.location) like ?', [pattern, pattern]);
  }
  if (query.category !== 'all') {
    const pattern = likeWord(foldText(query.category));
    q.whereRaw('jobs.search_text like ? and fold_text(jobs.category) like ?', [pattern, pattern]);
  }
  if (query.type !== 'all') q.where('jobs.type', query.type);
  // A remote-type job is remote wherever its office is; hybrid work is named in the location or the text.
  if (query.mode === 'remote')
    q.whereRaw(`(jobs.type = 'remote' or (jobs.board_text like '%remote%' and ${PLACE} like '%remote%'))`);
  if (query.mode === 'hybrid')
    q.whereRaw(
      `jobs.board_text like '%hybrid%' and (${PLACE} like '%hybrid%' or fold_text(jobs.description) like '%hybrid%')`,
    );
  if (query.posted !== null)
    q.whereRaw('jobs.created_at >= ?::timestamptz', [new Date(now - query.posted * DAY_MS).toISOString()]);
  if (query.minSalary !== null) q.whereRaw(`coalesce(${TOP_SALARY}, -1) >= ?`, [query.minSalary]);
  return q;
}

/** Whether the search tests a job's texts (a word, a place, a category, the work mode). The planner cannot tell how
 * many jobs such a test finds (board_text is wider than its statistics keep), so it guesses few, reads every
 * match from the trigram index and sorts them all: 10,000 of them for a word every job holds. */
const testsTexts = (query: JobQuery) =>
  searchTerms(query.q).length > 0 || query.location !== 'all' || query.category !== 'all' || query.mode !== 'all';

/** The listed jobs a text search's page first tests along its order's index, as a multiple of the rows the page
 * needs (within WINDOW_MIN and WINDOW_MAX): a word in a third of the jobs or more fills the page from them. */
const WINDOW_FACTOR = 3;
const WINDOW_MIN = 200;
const WINDOW_MAX = 5000;
/** The share of the jobs tested that a word is found in, from which its count tests the newest jobs first. */
const COMMON_SHARE = 0.8;

/** One page of what the board's search finds, in its order: newest or best paid first, each walking its index
 * (migration 20261202030001) and stopping after the page, so a page costs its rows (and the rows skipped to
 * it), not the whole board's. A text search first tests a window of the first listed jobs in that order (a
 * subquery with a LIMIT, which the planner keeps apart): the matches among them are the first matches of all,
 * so when they fill the page it is the page, and `share` is the part of the jobs tested that matched; otherwise
 * (a rarer word, a deeper page) the trigram index finds every match, and `share` is 0. */
export async function pageOfListedJobs(
  db: Knex,
  query: JobQuery,
  now: number,
  offset: number,
  limit: number,
): Promise<{ rows: JobRow[]; share: number }> {
  const order = query.sort === 'salary' ? `${TOP_SALARY} desc nulls last, ${NEWEST}` : NEWEST;
  const page = (from: Knex.QueryBuilder, ...more: string[]) =>
    whereBoardQuery(from, query, now)
      .select(...JOB_COLUMNS.map((c) => `jobs.${c}`), ...more)
      .orderByRaw(order)
      .offset(offset)
      .limit(limit);
  if (testsTexts(query)) {
    const size = Math.min(WINDOW_MAX, Math.max(WINDOW_MIN, (offset + limit) * WINDOW_FACTOR));
    const window = db('jobs')
      .select('*', db.raw(`row_number() over (order by ${order}) as tested`))
      .whereRaw(listedSql())
      .orderByRaw(order)
      .limit(size)
      .as('jobs');
    const rows = (await page(db.from(window), 'jobs.tested')) as (JobRow & { tested?: number | string })[];
    const tested = Number(rows.at(-1)?.tested);
    for (const row of rows) delete row.tested;
    if (rows.length === limit) return { rows, share: (offset + limit) / tested };
  }
  return { rows: (await page(db('jobs'))) as JobRow[], share: 0 };
}

/** What the board's search finds in all: how many jobs (exact up to LIMITS.boardCountCap, else the cap and
 * `exact` false), and until when that holds while no job is written (the first among them whose listing runs
 * out, or that grows older than 'posted within'). */
interface BoardFound {
  total: number;
  exact: boolean;
  holdsUntil: number;
}

type Summary = { found: number | string; first_end: Date | string | null; oldest: Date | string | null };
/** A summary of the jobs found, with the whole board's bounds (boardBounds) beside it. */
type BoundedSummary = Summary & { board_first_end: Date | string | null; board_oldest: Date | string | null };
const ms = (v: Date | string | null | undefined) => (v == null ? Infinity : new Date(v).getTime());

/** How many jobs the board's search finds, `now` (ms) dating 'posted within': a count that reads no job's
 * columns but the tested ones (without a search word, jobs_board_listed_index alone) and stops at one job past
 * the cap. A text search whose page found it in nearly every job tested (`share`, pageOfListedJobs) first tests
 * the newest jobs alone, enough of them to pass the cap at that share: on a board of no more than the cap that is
 * every job, and on a larger one the count is past the cap without reading the rest when they hold that many;
 * otherwise the trigram index finds every match. So a word found in every one of 10,000 jobs reads 1,001 of
 * them, not all, and a rarer one reads only its matches. */
export async function countListedJobs(db: Knex, query: JobQuery, now: number, share = 0): Promise<BoardFound> {
  const cap = LIMITS.boardCountCap;
  const summarised = (from: Knex.QueryBuilder | string, ...more: Knex.Raw[]) =>
    db
      .from(
        whereBoardQuery(db.from(from), query, now)
          .select('jobs.listed_until', 'jobs.created_at')
          .limit(cap + 1)
          .as('found'),
      )
      .first(db.raw('count(*) as found, min(listed_until) as first_end, min(created_at) as oldest'), ...more);
  if (share >= COMMON_SHARE && testsTexts(query)) {
    const newest = db('jobs')
      .select('*')
      .whereRaw(listedSql())
      .orderByRaw(NEWEST)
      .limit(Math.ceil((cap + 1) / COMMON_SHARE))
      .as('jobs');
    const first = (await summarised(newest, ...boardBounds(db, query, now, 'board_'))) as BoundedSummary | undefined;
    if (first && Number(first.found) > cap)
      return found(query, first, { first_end: first.board_first_end, oldest: first.board_oldest });
    const listed = await db
      .from(
        db('jobs')
          .whereRaw(listedSql())
          .select(db.raw('1'))
          .limit(cap + 1)
          .as('listed'),
      )
      .count<{ n: number | string }[]>('* as n')
      .first();
    if (first && Number(listed?.n) <= cap) return found(query, first);
  }
  const summary = (await summarised('jobs', ...boardBounds(db, query, now, 'board_'))) as BoundedSummary | undefined;
  if (Number(summary?.found ?? 0) <= cap) return found(query, summary);
  return found(query, summary, { first_end: summary?.board_first_end ?? null, oldest: summary?.board_oldest ?? null });
}

/** The first listing to run out on the whole board, and the oldest job 'posted within' lets in: no later than those
 * of any search's matches (each an index's first entry, read beside the count), so a count past the cap is
 * searched again no later. */
function boardBounds(db: Knex, query: JobQuery, now: number, prefix = ''): Knex.Raw[] {
  return [
    db.raw(`(select min(jobs.listed_until) from jobs where ${listedSql()}) as ${prefix}first_end`),
    query.posted === null
      ? db.raw(`null as ${prefix}oldest`)
      : db.raw(
          `(select min(jobs.created_at) from jobs where ${listedSql()} and jobs.created_at >= ?::timestamptz) as ${prefix}oldest`,
          [new Date(now - query.posted * DAY_MS).toISOString()],
        ),
  ];
}

/** A count's answer from the summary of every job found, or past the cap (`board`: the whole board's bounds). */
function found(query: JobQuery, summary: Summary | undefined, board?: Partial<Summary>): BoardFound {
  const bounds = board ?? summary;
  const agesOut = query.posted === null ? Infinity : ms(bounds?.oldest) + query.posted * DAY_MS;
  return {
    total: board ? LIMITS.boardCountCap : Number(summary?.found ?? 0),
    exact: !board,
    holdsUntil: Math.min(ms(bounds?.first_end), agesOut),
  };
}

/** Every listed job's address and last change (the sitemap), and when its listing runs out (ms epoch). */
export async function listedJobLinks(db: Knex): Promise<{ slug: string; updatedAt: string; listedUntil: number }[]> {
  const rows: Pick<JobRow, 'slug' | 'updated_at' | 'listed_until'>[] = await db('jobs')
    .whereRaw(listedSql())
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('slug', 'updated_at', 'listed_until');
  return rows.map((r) => ({
    slug: r.slug,
    updatedAt: new Date(r.updated_at).toISOString(),
    listedUntil: new Date(r.listed_until).getTime(),
  }));
}

/** The version of a cached catalogue, which a trigger bumps in every transaction that writes its table
 * (migrations/20261127030001_create_catalogue_versions.ts). */
export async function catalogueVersion(db: Knex, name: 'jobs' | 'content'): Promise<string> {
  const row = await db('catalogue_versions').where({ name }).first('version');
  return String(row?.version ?? 0);
}

/** How many jobs the public board lists. */
export async function countActiveJobs(db: Knex): Promise<number> {
  const row = await db('jobs').whereRaw(listedSql()).count<{ n: number | string }[]>('* as n').first();
  return Number(row?.n ?? 0);
}

export const activeJobBySlug = (db: Knex, slug: string): Promise<JobRow | undefined> =>
  db('jobs')
    .where({ slug })
    .whereRaw(listedSql())
    .first(...JOB_COLUMNS);

/** Ids of active jobs whose listing ran out after `since` (up to now): the sync feed reports them removed,
 * as their rows did not change. */
export const jobsExpiredSince = (db: Knex, since: string): Promise<number[]> =>
  db('jobs')
    .where({ is_active: true, review_status: 'approved' })
    .whereRaw('listed_until > ?::timestamptz AND listed_until <= now()', [since])
    .pluck('id');

/** A sync position: rows changed after this updated_at, then id. */
export interface Cursor {
  at: string;
  id: number;
}

/** Rows changed after the cursor (all of them without one), oldest change first. */
function changedSince<T extends 'jobs' | 'content_pages'>(db: Knex, table: T, cursor: Cursor | null) {
  const q = db(table).orderBy([
    { column: 'updated_at', order: 'asc' },
    { column: 'id', order: 'asc' },
  ]);
  if (cursor) q.whereRaw('(updated_at, id) > (?::timestamptz, ?)', [cursor.at, cursor.id]);
  return q;
}

export const jobsChangedSince = (db: Knex, cursor: Cursor | null, limit: number): Promise<JobRow[]> =>
  changedSince(db, 'jobs', cursor)
    .select(...JOB_COLUMNS)
    .limit(limit);

export const contentChangedSince = (db: Knex, cursor: Cursor | null) => changedSince(db, 'content_pages', cursor);
