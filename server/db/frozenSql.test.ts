// Migrations keep SQL that code once generated as text, so rerunning one later (a new install, a test
// database) makes what it made the first time. This test rebuilds that SQL with today's code: when it
// differs, the code changed after the migration was written, and the change needs a NEW migration (and the
// comparison here moves to that migration's text); the old migration stays as it is.
import { describe, expect, it } from 'vitest';
import { foldText } from '../contract/search.ts';
import { FOLD_TEXT_SQL } from '../../migrations/20261124090001_add_search_columns.ts';

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** fold_text()'s expression of t from foldText(): every Latin letter it changes, to one letter by
 * translate(), to more by replace(), after combining accents are taken off. */
function foldTextSql(): string {
  const from: string[] = [];
  const to: string[] = [];
  const longer: [string, string][] = [];
  for (const [first, last] of [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ] as const) {
    for (let c = first; c <= last; c++) {
      const ch = String.fromCodePoint(c);
      const folded = foldText(ch);
      if (folded === ch) continue;
      if (folded.length === 1) {
        from.push(ch);
        to.push(folded);
      } else longer.push([ch, folded]);
    }
  }
  let expr = `regexp_replace(t, '[\u0300-\u036f]+', '', 'g')`;
  for (const [ch, folded] of longer) expr = `replace(${expr}, ${quote(ch)}, ${quote(folded)})`;
  return `lower(translate(${expr}, ${quote(from.join(''))}, ${quote(to.join(''))}))`;
}

describe('SQL frozen in migrations', () => {
  it("fold_text() (migration 20261124090001) is what today's foldText() generates", () => {
    expect(
      FOLD_TEXT_SQL,
      'foldText() changed: add a migration that replaces fold_text() (and the generated columns and indexes ' +
        'that use it) with the new text, and compare that text here; do not edit the old migration',
    ).toBe(foldTextSql());
  });

  it('would notice a change to the generator', () => {
    const changed = foldTextSql().replace("'ß', 'ss'", "'ß', 's'");
    expect(changed).not.toBe(FOLD_TEXT_SQL);
  });
});
