// How a person's name is written, one rule for every screen, list, CSV, PDF and mail: in the order of the
// language it is shown in. Hungarian puts the family name first ('Szabó Réka'), English the given name.
import type { Language } from './options.ts';

/** A person's name as `lang` writes it (Hungarian: family name first); a missing part leaves no stray space. */
export const personName = (lang: Language | string, first: string, last: string): string =>
  (lang === 'hu' ? [last, first] : [first, last]).filter((part) => part.trim() !== '').join(' ');
