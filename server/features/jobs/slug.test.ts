// Job slugs read well in every language the portal's companies use: letters are transliterated, not
// dropped, so 'Łódź' is 'lodz' rather than 'd'.
import { describe, expect, it } from 'vitest';
import { slugify } from './repo.ts';

describe('slugify', () => {
  it.each([
    ['Łódź Fintech Zrt.', 'lodz-fintech-zrt'],
    ['Ørsted', 'orsted'],
    ['Straße', 'strasse'],
    ['Őrült Ügyvédi Iroda', 'orult-ugyvedi-iroda'],
    ['Senior .NET Developer DevOps Kft.', 'senior-net-developer-devops-kft'],
  ])('%s -> %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('falls back to "job" when nothing readable is left, and stays within 120 characters', () => {
    expect(slugify('!!! ???')).toBe('job');
    const long = slugify('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long.endsWith('-')).toBe(false);
  });
});
