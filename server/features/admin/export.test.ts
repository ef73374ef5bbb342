// CSV exports read in keyset batches: on both engines, every list in every order exports the
// rows its pages show, in the same order, even in batches of two with ties and empty sort keys; and a
// row written or deleted between two batches is never written twice and never shifts the rows after it.
// On PostgreSQL the export is one snapshot (rows written meanwhile are not in it, deleted ones are).
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_SORTS, type StaffList } from '../../contract/index.ts';
import { startServer, type Client, type TestServer } from '../../test/harness.ts';
import { CSV_COLUMNS, csvLines, type Columns } from './csv.ts';
import {
  applicationsList,
  candidatesList,
  contractsList,
  employersList,
  jobsList,
  usersList,
  type ListDef,
} from './lists.ts';

const LISTS = {
  users: usersList,
  jobs: jobsList,
  candidates: candidatesList,
  employers: employersList,
  contracts: contractsList,
  applications: applicationsList,
} as const;

const minute = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i));

/** People with equal names and equal creation times (ties broken by the id), employers without a
 * company, contracts without a start date and with equal day rates. */
async function seed(db: Knex) {
  const users = await db('users')
    .insert(
      Array.from({ length: 9 }, (_, i) => ({
        email: `p${i}@export.test`,
        role: i < 6 ? 'candidate' : 'employer',
        first_name: i % 2 ? 'Anna' : 'Béla',
        last_name: i % 3 ? 'Kovács' : 'Szabó',
        created_at: minute(i % 4),
      })),
    )
    .returning('id');
  const ids = users.map((u: { id: number }) => u.id);
  const id = (i: number) => ids[i]!;
  await db('employer_requests').insert({
    user_id: id(6),
    is_account: true,
    company_name: 'Vistula Capital',
    contact_person: 'x',
    email: 'p6@export.test',
    job_title: 'Account Registration',
    description: 'Employer account',
  });
  const jobs = await db('jobs')
    .insert(
      Array.from({ length: 5 }, (_, i) => ({
        employer_id: id(6 + (i % 3)),
        title: i % 2 ? 'Adattudós' : 'Backend',
        company: 'Co',
        location: 'Budapest',
        type: 'full-time',
        category: 'devops',
        description: 'd',
        slug: `export-${i}`,
        created_at: minute(i % 2),
      })),
    )
    .returning('id');
  await db('applications').insert(
    jobs.flatMap((j: { id: number }, i: number) =>
      [0, 1, 2].map((c) => ({ job_id: j.id, candidate_id: id((i + c) % 6), applied_at: minute((i + c) % 3) })),
    ),
  );
  await db('contracts').insert(
    Array.from({ length: 5 }, (_, i) => ({
      contractor_id: id(i),
      employer_id: id(6 + (i % 3)),
      job_title: 'Data engineer',
      day_rate: i % 2 ? 50000 : 70000,
      source: 'internal',
      start_date: i % 2 ? null : `2026-0${1 + (i % 3)}-01`,
      created_at: minute(i % 2),
    })),
  );
}

/** The ids an export writes (first column), read in batches of `batch`. */
async function exportedIds<L extends StaffList>(
  db: Knex,
  list: L,
  filters: object,
  snapshot: boolean,
  batch = 2,
): Promise<number[]> {
  const ids: number[] = [];
  const def = LISTS[list] as unknown as ListDef<L, unknown>;
  const columns = CSV_COLUMNS[list] as unknown as Columns<unknown>;
  for await (const text of csvLines(def, columns, db, filters, 'en', { snapshot, batch })) ids.push(...idsOf(text));
  return ids;
}
const idsOf = (text: string) =>
  text
    .replace(/^\uFEFF.*\r\n/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => Number(line.split(',')[0]));

describe.each(['postgresql', 'pglite'] as const)('CSV export batches on %s', (engine) => {
  let s: TestServer;
  let admin: Client;
  const snapshot = engine === 'postgresql';
  beforeAll(async () => {
    s = await startServer({ engine });
    admin = (await s.as('admin')).client;
    await seed(s.db);
  });
  afterAll(() => s.close());

  it('exports every list in every order as its pages show it, in batches of two', async () => {
    for (const list of Object.keys(LISTS) as StaffList[]) {
      for (const sort of LIST_SORTS[list]) {
        const page = await admin.get(`/api/admin/${list}?page=1&pageSize=100&sort=${sort}`);
        const shown = (page.body.items as { id: number }[]).map((r) => r.id);
        expect(shown.length, `${list} ${sort}`).toBeGreaterThan(2);
        expect(await exportedIds(s.db, list, { sort }, snapshot), `${list} ${sort}`).toEqual(shown);
      }
    }
  });

  it('writes no row twice and skips none when rows are added and removed between batches', async () => {
    const [gone] = await s
      .db('users')
      .insert({
        email: 'gone@export.test',
        role: 'candidate',
        first_name: 'Ex',
        last_name: 'It',
        created_at: minute(0),
      })
      .returning('id');
    const before = await exportedIds(s.db, 'candidates', {}, snapshot, 100);
    expect(before.indexOf(gone!.id)).toBeGreaterThan(2);
    const lines = csvLines(candidatesList, CSV_COLUMNS.candidates, s.db, {}, 'en', { snapshot, batch: 2 });
    const ids: number[] = [];
    ids.push(...idsOf((await lines.next()).value as string)); // the header
    ids.push(...idsOf((await lines.next()).value as string)); // the newest two
    expect(ids).toEqual(before.slice(0, 2));
    // A new candidate sorts first (an OFFSET would now read the second row again), one sorts last,
    // and one not yet written is erased.
    const [newest] = await s
      .db('users')
      .insert({ email: 'new@export.test', role: 'candidate', first_name: 'Új', last_name: 'Jelölt' })
      .returning('id');
    const [oldest] = await s
      .db('users')
      .insert({
        email: 'old@export.test',
        role: 'candidate',
        first_name: 'Régi',
        last_name: 'Jelölt',
        created_at: new Date(Date.UTC(2000, 0, 1)),
      })
      .returning('id');
    await s.db('users').where({ id: gone!.id }).delete();
    try {
      for await (const text of lines) ids.push(...idsOf(text));
    } finally {
      await lines.return(undefined); // ends the export's transaction if an expectation failed mid-way
    }

    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(newest!.id);
    if (snapshot)
      expect(ids).toEqual(before); // one consistent snapshot: as the export began
    else expect(ids).toEqual([...before.filter((id) => id !== gone!.id), oldest!.id]);
  });
});
