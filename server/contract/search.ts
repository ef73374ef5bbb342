// One search normaliser for every place a user types a query (the public board, the candidate area,
// the staff lists, the job feed): case- and accent-insensitive, and several words match a row holding
// all of them, in any order and in any of the fields searched.

/** Letters that Unicode does not decompose into a base letter plus marks (NFD leaves them whole). */
const FOLDS: Readonly<Record<string, string>> = {
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};
const FOLDABLE = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');

/** Outside plain ASCII: only such text can hold letters to decompose or fold. */
const NON_ASCII = /[^\p{ASCII}]/u;

/** Lower case without accents: 'Kraków' → 'krakow', 'Łódź' → 'lodz', 'Straße' → 'strasse', 'Ørsted' → 'orsted'. */
export function foldText(text: string): string {
  // Most job texts are English: lower-casing them alone is several times cheaper than decomposing them,
  // and gives the same text (the letters that decompose or fold are all outside ASCII).
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(FOLDABLE, (ch) => FOLDS[ch] ?? ch);
}

/** The folded words of a query, duplicates dropped ('Python  remote' → ['python', 'remote']). */
export function searchTerms(query: string): string[] {
  return [...new Set(foldText(query).split(/\s+/u).filter(Boolean))];
}

/** One folded text of the fields searched, to test many queries against without folding again. */
export function searchableText(fields: readonly (string | null | undefined)[]): string {
  return foldText(fields.filter((f): f is string => typeof f === 'string' && f !== '').join('\n'));
}

/** True when whatever matches every term of `next` also matches every term of `prev` (each earlier term
 * lies within a later one, as when the query grows by a key): `next`'s results are among `prev`'s. */
export function narrows(prev: readonly string[], next: readonly string[]): boolean {
  return prev.every((p) => next.some((n) => n.includes(p)));
}

/** True when every term occurs in the searchable text (no terms: everything matches). */
export function matchesTerms(text: string, terms: readonly string[]): boolean {
  return terms.every((term) => text.includes(term));
}

/** True when every word of the query occurs in one of the fields (accents and case ignored). */
export function matchesQuery(fields: readonly (string | null | undefined)[], query: string): boolean {
  const terms = searchTerms(query);
  return terms.length === 0 || matchesTerms(searchableText(fields), terms);
}
