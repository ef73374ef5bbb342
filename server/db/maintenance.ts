// What PostgreSQL's autovacuum does, for the embedded engine, which has none: PGlite is one backend with no
// background workers, so nothing ever ANALYZEd or VACUUMed its tables. Without statistics the planner guesses,
// and at 10,000 jobs a searched board page cost 129 ms instead of 14 ms after ANALYZE (PGlite, 2026-12-06).
// The same rules as autovacuum, read from the engine's own settings (autovacuum_*, PostgreSQL's defaults:
// analyze after 50 + 10 % of a table's rows changed, vacuum after 50 + 20 % dead or 1,000 + 20 % inserted),
// checked every autovacuum_naptime. PGlite also starts its activity counters from zero at every start (they
// are not written at close), so a table whose statistics are older than its size is caught by its size:
// grown by more than the analyze share since pg_class last recorded its pages, or never measured at all.
// Unlike autovacuum's, this work holds the engine's one connection, so it waits for a quiet moment.
import type { Knex } from 'knex';
import type { Logger } from '../log/index.ts';
import { Periodic } from '../periodic.ts';

interface MaintenancePass {
  /** Tables given fresh planner statistics (ANALYZE, or VACUUM with ANALYZE). */
  analyzed: string[];
  /** Tables vacuumed (dead rows reclaimed, visibility map set for index-only scans). */
  vacuumed: string[];
}

/** A table past autovacuum's thresholds, and what it needs. */
interface DueTable {
  name: string;
  vacuum: boolean;
  analyze: boolean;
}

/** The tables of the public schema past autovacuum's thresholds. */
async function dueTables(db: Knex): Promise<DueTable[]> {
  // This backend's own counts since its last report reach pg_stat_user_tables at the end of this statement.
  await db.raw('SELECT pg_stat_force_next_flush()');
  const { rows } = await db.raw<{ rows: DueTable[] }>(`
    WITH setting AS (
      SELECT current_setting('autovacuum_vacuum_threshold')::float8 AS vacuum_base,
        current_setting('autovacuum_vacuum_scale_factor')::float8 AS vacuum_share,
        current_setting('autovacuum_vacuum_insert_threshold')::float8 AS insert_base,
        current_setting('autovacuum_vacuum_insert_scale_factor')::float8 AS insert_share,
        current_setting('autovacuum_analyze_threshold')::float8 AS analyze_base,
        current_setting('autovacuum_analyze_scale_factor')::float8 AS analyze_share,
        current_setting('block_size')::float8 AS block
    ), tables AS (
      SELECT s.relname AS name, s.n_dead_tup, s.n_ins_since_vacuum, s.n_mod_since_analyze,
        greatest(c.reltuples, 0) AS tuples, c.reltuples < 0 AS never, c.relpages,
        pg_relation_size(c.oid) / setting.block AS pages, setting.*
      FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid CROSS JOIN setting
      WHERE s.schemaname = 'public'
    ), judged AS (
      SELECT name,
        (never AND pages > 0) OR pages > relpages * (1 + analyze_share) AS stale,
        n_dead_tup > vacuum_base + vacuum_share * tuples
          OR n_ins_since_vacuum > insert_base + insert_share * tuples AS dead,
        n_mod_since_analyze > analyze_base + analyze_share * tuples AS changed
      FROM tables
    )
    SELECT name, dead OR stale AS vacuum, changed OR stale AS analyze FROM judged
    WHERE dead OR changed OR stale ORDER BY name`);
  return rows;
}

/** One table's upkeep, in a statement of its own: VACUUM cannot run in a transaction, and on the one
 * connection the embedded engine has, a request waits for one table's work, not a whole pass. */
async function maintain(db: Knex, { name, vacuum, analyze }: DueTable, pass: MaintenancePass): Promise<void> {
  await db.raw(vacuum ? (analyze ? 'VACUUM (ANALYZE) ??' : 'VACUUM ??') : 'ANALYZE ??', [name]);
  if (vacuum) pass.vacuumed.push(name);
  if (analyze) pass.analyzed.push(name);
}

/** Looks at every table of the public schema once and ANALYZEs or VACUUMs those past autovacuum's thresholds. */
export async function maintainTables(db: Knex): Promise<MaintenancePass> {
  const pass: MaintenancePass = { analyzed: [], vacuumed: [] };
  for (const table of await dueTables(db)) await maintain(db, table, pass);
  return pass;
}

/**
 * Runs the upkeep on start and every autovacuum_naptime (60 s) after, until stopped. A table's ANALYZE holds
 * the embedded engine's one connection (about 0.5-2 s for 10,000 jobs, by the machine's load), so each table
 * waits for a quiet moment: no request received for `quietMs` (the server tells of each, noteRequest), or
 * `longestWaitMs` since the pass began, whichever comes first.
 */
export class TableMaintenance {
  private readonly loop: Periodic;
  private lastRequest = -Infinity;
  private readonly quietMs: number;
  private readonly longestWaitMs: number;

  constructor(
    private readonly db: Knex,
    private readonly log: Logger,
    timing: { everyMs?: number; quietMs?: number; longestWaitMs?: number } = {},
  ) {
    this.quietMs = timing.quietMs ?? 1_000;
    this.longestWaitMs = timing.longestWaitMs ?? 10 * 60_000;
    this.loop = new Periodic(
      () => this.pass(),
      timing.everyMs ?? 60_000,
      (err) => this.log.error({ err }, 'embedded database maintenance failed'),
    );
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** The server received a request: a table's upkeep waits until none has come for quietMs. */
  noteRequest(): void {
    this.lastRequest = performance.now();
  }

  private async pass(): Promise<void> {
    const began = performance.now();
    const pass: MaintenancePass = { analyzed: [], vacuumed: [] };
    for (const table of await dueTables(this.db)) {
      for (let waited = false; ; waited = true) {
        const wait = Math.min(this.lastRequest + this.quietMs, began + this.longestWaitMs) - performance.now();
        if (!this.loop.active || wait <= 0) break;
        if (!waited)
          this.log.debug({ table: table.name }, 'embedded database upkeep waits for a moment without requests');
        await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 250)).unref());
      }
      if (!this.loop.active) break;
      await maintain(this.db, table, pass);
    }
    if (pass.analyzed.length || pass.vacuumed.length)
      this.log.info({ ...pass, ms: Math.round(performance.now() - began) }, 'embedded database maintained');
  }
}
