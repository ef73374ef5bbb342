// CSV exports of the staff lists: the rows the list's current filters select, in its order,
// written as they are read, one batch of rows at a time (any size, bounded memory). UTF-8 with a BOM so
// spreadsheet programs read the accents; cells encoded by shared/csv.ts (RFC 4180 quoting, `;` quoted too,
// formulas defused with an apostrophe); CRLF line ends. Headers and the words of the
// statuses in English or Hungarian (?lang=); a Hungarian export is `;`-separated with decimal commas, as
// Hungarian Excel reads it.
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import {
  nameOf,
  type AdminCandidate,
  type AdminEmployer,
  type AdminJob,
  type ApplicationListing,
  type Contract,
  type Language,
  type StaffList,
  type User,
} from '../../contract/index.ts';
import { csvFormat, csvLine, hundredths, type CsvFormat, type CsvValue } from '../shared/csv.ts';
import { listAfter, type Keyset, type ListDef } from './lists.ts';
import { LANGUAGES } from '../../contract/options.ts';
import { SERVER_RESOURCES, serverT } from '../../i18n/index.ts';

type Cell = CsvValue;

const BOM = '\uFEFF';

type HeadKey = keyof (typeof SERVER_RESOURCES)['en']['admin']['csv']['head'];

/** One export's language: its words (locales/, and the statuses and roles as the staff screens say them,
 * server/i18n's labels), made once per language rather than looked up for every cell. */
interface Texts {
  lang: Language;
  yes: string;
  no: string;
  active: string;
  inactive: string;
  statuses: Record<string, string>;
  head: (key: HeadKey) => string;
  /** The separator and decimal mark the language's spreadsheet reads. */
  format: CsvFormat;
}
function texts(lang: Language): Texts {
  const t = serverT(lang, 'admin');
  const { status, contractStatus, roles } = SERVER_RESOURCES[lang].labels;
  return {
    lang,
    format: csvFormat(lang),
    yes: t('csv.yes'),
    no: t('csv.no'),
    active: t('csv.active'),
    inactive: t('csv.inactive'),
    statuses: { ...status, ...contractStatus, ...roles },
    head: (key) => t(`csv.head.${key}`),
  };
}
const TEXTS = Object.fromEntries(LANGUAGES.map((lang) => [lang, texts(lang)])) as Record<Language, Texts>;
const statusWord = (t: Texts, s: string) => t.statuses[s] ?? s;
const activeWord = (t: Texts, active: boolean) => (active ? t.active : t.inactive);
const yesNo = (t: Texts, v: boolean) => (v ? t.yes : t.no);
const money = (t: Texts, cents: number | null) => (cents === null ? null : hundredths(cents, t.format.decimal));

export type Columns<I> = [HeadKey, (item: I, t: Texts) => Cell][];

const userColumns: Columns<User> = [
  ['id', (u) => u.id],
  ['firstName', (u) => u.firstName],
  ['lastName', (u) => u.lastName],
  ['email', (u) => u.email],
  ['role', (u, t) => statusWord(t, u.role)],
  ['status', (u, t) => activeWord(t, u.isActive)],
  ['joined', (u) => u.createdAt],
];
const candidateColumns: Columns<AdminCandidate> = [
  ['id', (c) => c.id],
  ['firstName', (c) => c.firstName],
  ['lastName', (c) => c.lastName],
  ['email', (c) => c.email],
  ['phone', (c) => c.registration?.phone],
  ['location', (c) => c.registration?.currentLocation],
  ['category', (c) => c.registration?.jobCategory],
  ['experience', (c) => c.registration?.experience],
  ['remote', (c, t) => (c.registration ? yesNo(t, c.registration.availableForRemote) : null)],
  ['applications', (c) => c.applicationCount],
  ['status', (c, t) => activeWord(t, c.isActive)],
  ['joined', (c) => c.createdAt],
];
const employerColumns: Columns<AdminEmployer> = [
  ['id', (e) => e.id],
  ['firstName', (e) => e.firstName],
  ['lastName', (e) => e.lastName],
  ['email', (e) => e.email],
  ['company', (e) => e.request?.companyName],
  ['jobs', (e) => e.jobCount],
  ['status', (e, t) => activeWord(t, e.isActive)],
  ['joined', (e) => e.createdAt],
];
const jobColumns: Columns<AdminJob> = [
  ['id', (j) => j.id],
  ['title', (j) => j.title],
  ['company', (j) => j.company],
  ['location', (j) => j.location],
  ['type', (j) => j.type],
  ['category', (j) => j.category],
  ['employer', (j, t) => j.employerName && nameOf(t.lang, j.employerName)],
  ['applications', (j) => j.applicationCount],
  ['status', (j, t) => activeWord(t, j.isActive)],
  ['created', (j) => j.createdAt],
  ['validThrough', (j) => j.validThrough],
  ['slug', (j) => `/jobs/${j.slug}`],
];
const contractColumns: Columns<Contract> = [
  ['id', (c) => c.id],
  ['contractor', (c, t) => nameOf(t.lang, c.contractorName)],
  ['employer', (c, t) => nameOf(t.lang, c.employerName)],
  ['title', (c) => c.jobTitle],
  ['start', (c) => c.startDate],
  ['end', (c) => c.endDate],
  ['dayRate', (c, t) => money(t, c.dayRate)],
  ['fee', (c, t) => money(t, c.feePercentage)],
  ['source', (c) => c.source],
  ['status', (c, t) => statusWord(t, c.status)],
  ['created', (c) => c.createdAt],
];
const applicationColumns: Columns<ApplicationListing> = [
  ['id', (a) => a.id],
  ['candidate', (a, t) => nameOf(t.lang, a.candidate)],
  ['email', (a) => a.candidate.email],
  ['job', (a) => a.job.title],
  ['company', (a) => a.job.company],
  ['location', (a) => a.job.location],
  ['status', (a, t) => statusWord(t, a.status)],
  ['applied', (a) => a.appliedAt],
];

/** The columns with 'lastName' moved before 'firstName' (where a list has both). */
function familyNameFirst<I>(columns: Columns<I>): Columns<I> {
  const first = columns.findIndex(([key]) => key === 'firstName');
  const last = columns.findIndex(([key]) => key === 'lastName');
  if (first < 0 || last < first) return columns;
  const out = [...columns];
  [out[first], out[last]] = [out[last]!, out[first]!];
  return out;
}

/** The columns of each list's export. */
export const CSV_COLUMNS = {
  users: userColumns,
  candidates: candidateColumns,
  employers: employerColumns,
  jobs: jobColumns,
  contracts: contractColumns,
  applications: applicationColumns,
} satisfies Record<StaffList, Columns<never>>;

/** Rows read per query while an export is written. */
const BATCH = 500;

export interface CsvOptions {
  /**
   * PostgreSQL: read every batch in one READ ONLY REPEATABLE READ transaction, so the export is one
   * consistent snapshot (a row written meanwhile is not in it, a row deleted meanwhile still is). Not on
   * PGlite: it has one connection, and a transaction open for the whole export would hold up every other
   * request until the download ends; there the keyset batches alone keep rows from being written twice
   * or skipped.
   */
  snapshot: boolean;
  /** Rows per query (tests use tiny batches to write between them). */
  batch?: number;
}

/**
 * The export's CSV text, piece by piece: the header, then the rows batch by batch, each batch the rows
 * after the last one written in the list's order (listAfter: a keyset on the sort keys and the id), so
 * a row added or removed while the export runs cannot shift a batch onto rows already written.
 */
export async function* csvLines<L extends StaffList, I>(
  def: ListDef<L, I>,
  columns: Columns<I>,
  db: Knex,
  filters: Parameters<ListDef<L, I>['from']>[1],
  lang: Language,
  { snapshot, batch = BATCH }: CsvOptions,
): AsyncGenerator<string> {
  const t = TEXTS[lang];
  // Names in the order of the language: a Hungarian export has the family name's column first.
  if (lang === 'hu') columns = familyNameFirst(columns);
  yield (
    BOM +
    csvLine(
      columns.map(([key]) => t.head(key)),
      t.format.separator,
    )
  );
  // Opened when the first rows are wanted; ended by the finally, also when the download is cut short
  // (destroying the stream returns the generator).
  const trx = snapshot ? await db.transaction({ isolationLevel: 'repeatable read', readOnly: true }) : null;
  try {
    let at: Keyset | null = null;
    for (;;) {
      const { items, next }: { items: I[]; next: Keyset | null } = await listAfter(def, trx ?? db, filters, batch, at);
      if (items.length)
        yield items
          .map((row) =>
            csvLine(
              columns.map(([, value]) => value(row, t)),
              t.format.separator,
            ),
          )
          .join('');
      if (!next) return;
      at = next;
    }
  } finally {
    await trx?.commit();
  }
}

/** The export as a byte stream for the response body. */
export const csvStream = <L extends StaffList, I>(...args: Parameters<typeof csvLines<L, I>>): Readable =>
  Readable.from(csvLines(...args), { objectMode: false });
