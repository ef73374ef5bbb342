import { describe, expect, it } from 'vitest';
import { personName } from './names.ts';

describe('personName', () => {
  it('writes the family name first in Hungarian and last in English', () => {
    expect(personName('hu', 'Réka', 'Szabó')).toBe('Szabó Réka');
    expect(personName('en', 'Réka', 'Szabó')).toBe('Réka Szabó');
  });
  it('leaves no stray space when a part is empty', () => {
    expect(personName('hu', 'Réka', '')).toBe('Réka');
    expect(personName('en', '', 'Szabó')).toBe('Szabó');
  });
});
