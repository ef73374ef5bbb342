/** The row a query that always answers one (INSERT … RETURNING, a clock read) answered: its absence
 * is a server bug, reported as such rather than as a TypeError further on. */
export function onlyRow<T>(rows: readonly T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`Expected a row from the database: ${what}`);
  return row;
}

/** A LIKE pattern finding `term` anywhere in a text (its own %, _ and \ taken literally). */
export const likeWord = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
