// The CSV cell encoding of every export: what a spreadsheet program reads back from each cell.
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['Kovács Árpád', 'Kovács Árpád'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    [' padded ', '" padded "'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+36 30 111 2222', "'+36 30 111 2222"],
    ['-1+1', "'-1+1"],
    ['-900.00', '-900.00'],
    ['-1', '-1'],
    // Hungarian Excel splits on ';': such a cell is quoted, and formula starts inside it are defused too.
    ['x;=1+1;y', `"x;'=1+1;y"`],
    ['a; @SUM(A1)', `"a; '@SUM(A1)"`],
    ['a,+1', `"a,'+1"`],
    ['line\n=1', `"line\n'=1"`],
    ['tab\there', '"tab\there"'],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers and booleans as they are, and nothing for a missing value', () => {
    expect([csvCell(-12.5), csvCell(0), csvCell(true), csvCell(null), csvCell(undefined)]).toEqual([
      '-12.5',
      '0',
      'true',
      '',
      '',
    ]);
  });

  it('ends every line with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });

  it('separates by `;` for Hungarian Excel, leaving decimal-comma numbers bare there only', () => {
    expect(csvLine(['a;b', '700,00', '-1,5', 'x,y'], ';')).toBe('"a;b";700,00;-1,5;"x,y"\r\n');
    expect(csvLine(['700,00'])).toBe('"700,00"\r\n');
    expect(csvLine(['=1,5'], ';')).toBe('"\'=1,5"\r\n');
  });
});
