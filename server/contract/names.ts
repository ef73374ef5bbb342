// How a person's name is written, one rule for every screen, list, CSV, PDF and mail: in the order of the
// language it is shown in. Hungarian puts the family name first ('Szabó Réka'), English the given name.

/** The name an erased account keeps (its history stays, the person does not): written as the words
 * 'Deleted user' in the reader's language, never as a name turned around. */
export const ERASED_NAME = { firstName: 'Deleted', lastName: 'user' } as const;

/** A person's name as the language `lang` ('en', 'hu', or the app's i18n.language) writes it: Hungarian puts
 * the family name first. A missing part leaves no stray space. */
/** Whether the interface language writes, and asks for, the family name first (Hungarian: 'Szabó Réka'). */
export const familyNameFirst = (lang: string): boolean => lang === 'hu';

export const personName = (lang: string, first: string, last: string): string => {
  if (first === ERASED_NAME.firstName && last === ERASED_NAME.lastName)
    return lang === 'hu' ? 'Törölt felhasználó' : 'Deleted user';
  return (familyNameFirst(lang) ? [last, first] : [first, last]).filter((part) => part.trim() !== '').join(' ');
};

/** `personName` of a name the server sends in its two parts (PersonName). */
export const nameOf = (lang: string, p: { firstName: string; lastName: string }): string =>
  personName(lang, p.firstName, p.lastName);
