import { describe, expect, it } from 'vitest';
import { ERASED_NAME, nameOf, personName } from './names.ts';

describe('personName', () => {
  it('writes the family name first in Hungarian and last in English', () => {
    expect(personName('hu', 'Réka', 'Szabó')).toBe('Szabó Réka');
    expect(personName('en', 'Réka', 'Szabó')).toBe('Réka Szabó');
  });
  it('leaves no stray space when a part is empty', () => {
    expect(personName('hu', 'Réka', '')).toBe('Réka');
    expect(personName('en', '', 'Szabó')).toBe('Szabó');
  });
  it("writes an erased account as 'Deleted user' in the reader's language, not as a name turned around", () => {
    expect(nameOf('en', ERASED_NAME)).toBe('Deleted user');
    expect(nameOf('hu', ERASED_NAME)).toBe('Törölt felhasználó');
  });
});
