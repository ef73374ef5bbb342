// The embedded database looks after its own tables, as PostgreSQL's autovacuum does (PGlite has none):
// statistics for a table never measured, nothing below autovacuum's thresholds, ANALYZE past the share of
// changed rows, VACUUM past the share of dead ones, and a table grown while the activity counters started
// again from zero (as they do at every start of PGlite) is caught by its size.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from './index.ts';
import { maintainTables, TableMaintenance } from './maintenance.ts';
import { readPgliteImage } from '../test/templates.ts';
import { insertJobs } from '../test/scale-seed.ts';
import { createLogger } from '../log/index.ts';

const silent = createLogger({ level: 'silent' });
let database: Database;
let db: Knex;
beforeAll(async () => {
  database = await openDatabase({ image: readPgliteImage(inject('pgliteImage')) });
  db = database.knex;
  await db.raw(`INSERT INTO users (email, role, first_name, last_name)
    SELECT 'e' || i || '@maintenance.test', 'employer', 'Emp', 'Loyer' || i FROM generate_series(1, 20) i`);
  await insertJobs(db, 1000);
}, 60_000);
afterAll(() => database?.close());

/** What the planner believes of the jobs table: its rows, and whether it has statistics of its columns. */
async function planner() {
  const { reltuples } = await db('pg_class').where({ relname: 'jobs' }).first('reltuples');
  const columns = await db('pg_stats').where({ schemaname: 'public', tablename: 'jobs' }).count({ n: '*' }).first();
  return { rows: Number(reltuples), columnsMeasured: Number(columns!.n) };
}

const removeNewest = (n: number) =>
  db.raw('DELETE FROM jobs WHERE id IN (SELECT id FROM jobs ORDER BY id DESC LIMIT ?)', [n]);

describe('the embedded database without autovacuum', () => {
  it('measures a table that was never measured, once', async () => {
    expect(await planner()).toEqual({ rows: -1, columnsMeasured: 0 });
    const first = await maintainTables(db);
    expect(first.analyzed).toContain('jobs');
    expect(first.vacuumed).toContain('jobs');
    const after = await planner();
    expect(after.rows).toBe(1000);
    expect(after.columnsMeasured).toBeGreaterThan(10);
    expect(await maintainTables(db)).toEqual({ analyzed: [], vacuumed: [] });
  });

  it("analyzes only past autovacuum's share of changed rows (50 + 10 %)", async () => {
    // Deletes: they change rows without growing the table (an update writes its new row at the end).
    await removeNewest(140);
    expect(await maintainTables(db)).toEqual({ analyzed: [], vacuumed: [] });
    await removeNewest(20);
    expect(await maintainTables(db)).toEqual({ analyzed: ['jobs'], vacuumed: [] });
    expect((await planner()).rows).toBe(840);
  });

  it("vacuums past autovacuum's share of dead rows (50 + 20 %), and the dead rows are gone", async () => {
    // The 160 rows deleted above are still dead: 200 of 840 is not past 50 + 168, 220 is.
    await removeNewest(40);
    expect(await maintainTables(db)).toEqual({ analyzed: [], vacuumed: [] });
    await removeNewest(20);
    expect(await maintainTables(db)).toEqual({ analyzed: [], vacuumed: ['jobs'] });
    const stat = await db('pg_stat_user_tables').where({ relname: 'jobs' }).first('n_dead_tup');
    expect(Number(stat.n_dead_tup)).toBe(0);
  });

  it('catches a table grown since it was measured when the activity counters start again from zero', async () => {
    await insertJobs(db, 500, 5001);
    await db.raw('SELECT pg_stat_reset()');
    const pass = await maintainTables(db);
    expect(pass.analyzed).toContain('jobs');
    expect((await planner()).rows).toBe(1280);
  });

  it('keeps doing so while the server runs, until stopped', async () => {
    const maintenance = new TableMaintenance(db, silent, { everyMs: 20 });
    maintenance.start();
    try {
      await insertJobs(db, 600, 7001);
      await expect.poll(async () => (await planner()).rows, { timeout: 30_000 }).toBe(1880);
    } finally {
      await maintenance.stop();
    }
    await insertJobs(db, 600, 8001);
    // Stopped: the next pass is the test's own, and finds the new rows still unmeasured.
    expect((await maintainTables(db)).analyzed).toContain('jobs');
  }, 60_000);

  it('waits for a moment without requests, and no longer than its longest wait', async () => {
    await insertJobs(db, 600, 9001);
    const said: string[] = [];
    const log = createLogger({ level: 'debug', destination: { write: (line: string) => void said.push(line) } });
    const maintenance = new TableMaintenance(db, log, { everyMs: 20, quietMs: 5_000 });
    const asking = setInterval(() => maintenance.noteRequest(), 50);
    maintenance.noteRequest();
    maintenance.start();
    try {
      // Requests keep coming: the pass found the table due, says it waits, and leaves the table as it was.
      await expect.poll(() => said.join(''), { timeout: 30_000 }).toContain('waits for a moment without requests');
      expect((await planner()).rows).toBe(2480);
      clearInterval(asking);
      // Then none: after 5 s of quiet it is measured.
      await expect.poll(async () => (await planner()).rows, { timeout: 30_000 }).toBe(3080);
    } finally {
      clearInterval(asking);
      await maintenance.stop();
    }

    await insertJobs(db, 600, 10001);
    const busy = new TableMaintenance(db, silent, { everyMs: 20, quietMs: 3600_000, longestWaitMs: 300 });
    const alwaysAsking = setInterval(() => busy.noteRequest(), 50);
    busy.noteRequest();
    busy.start();
    try {
      // Requests never stop: after its longest wait the table is measured all the same.
      await expect.poll(async () => (await planner()).rows, { timeout: 30_000 }).toBe(3680);
    } finally {
      clearInterval(alwaysAsking);
      await busy.stop();
    }
  }, 90_000);
});
