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

/** Lower case without accents: 'Kraków' → 'krakow', 'Łódź' → 'lodz', 'Straße' → 'strasse', 'Ørsted' → 'orsted'. */
export function foldText(text: string): string {
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

/** True when every term occurs in the searchable text (no terms: everything matches). */
export function matchesTerms(text: string, terms: readonly string[]): boolean {
  return terms.every((term) => text.includes(term));
}

/** True when every word of the query occurs in one of the fields (accents and case ignored). */
export function matchesQuery(fields: readonly (string | null | undefined)[], query: string): boolean {
  const terms = searchTerms(query);
  return terms.length === 0 || matchesTerms(searchableText(fields), terms);
}
