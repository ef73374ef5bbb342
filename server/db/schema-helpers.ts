// Column and trigger helpers shared by the migrations. Changing them changes old migrations:
// add new helpers instead of editing these.
import type { Knex } from 'knex';

/** created_at / updated_at with millisecond precision, so a JS Date round-trips exactly (sync cursors rely on it). */
export function timestamps(knex: Knex, t: Knex.CreateTableBuilder): void {
  t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
  t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
}

/** Keeps updated_at current on every UPDATE, whoever writes the row. */
export async function touchTrigger(knex: Knex, table: string): Promise<void> {
  await knex.raw(
    `CREATE TRIGGER ${table}_touch BEFORE UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION portal_touch_updated_at()`,
  );
}

/** A CHECK that a column holds one of the given values. */
export function checkIn(column: string, values: readonly string[]): string {
  return `${column} IN (${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`;
}
