import { describe, expect, it } from 'vitest';
import { foldText, matchesQuery, narrows, searchTerms } from './search.ts';

describe('foldText', () => {
  it.each([
    ['Hungarian', 'Kovács Őrs Űrhajó ÁRVÍZTŰRŐ TÜKÖRFÚRÓGÉP', 'kovacs ors urhajo arvizturo tukorfurogep'],
    ['Polish', 'Łódź Kraków Gdańsk Żółć Świętokrzyskie', 'lodz krakow gdansk zolc swietokrzyskie'],
    [
      'Czech',
      'Brno Čeněk Ďáblice Řízení Šťastný Žďár Ústí Ůbytek',
      'brno cenek dablice rizeni stastny zdar usti ubytek',
    ],
    ['Nordic', 'Ørsted Ærø Åbo Göteborg Þór Reykjavík Tromsø', 'orsted aero abo goteborg thor reykjavik tromso'],
    ['German', 'Straße München Größe Übung', 'strasse munchen grosse ubung'],
  ])('folds %s letters', (_, text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});

describe('matchesQuery', () => {
  const job = ['Senior Python Engineer', 'Nordbank', 'Kraków, Poland (Remote)', 'Work with Kovács on data'];

  it('ignores accents and case both ways', () => {
    expect(matchesQuery(job, 'krakow')).toBe(true);
    expect(matchesQuery(job, 'KRAKÓW')).toBe(true);
    expect(matchesQuery(job, 'kovacs')).toBe(true);
    expect(matchesQuery(['Łódź'], 'lodz')).toBe(true);
    expect(matchesQuery(['Lodz'], 'Łódź')).toBe(true);
    expect(matchesQuery(['Straße'], 'strasse')).toBe(true);
  });

  it('needs every word, in any order and any field', () => {
    expect(matchesQuery(job, 'python remote')).toBe(true);
    expect(matchesQuery(job, 'remote   PYTHON nordbank')).toBe(true);
    expect(matchesQuery(job, 'python java')).toBe(false);
  });

  it('matches everything for an empty query and skips missing fields', () => {
    expect(matchesQuery(job, '   ')).toBe(true);
    expect(matchesQuery([null, undefined, 'Budapest'], 'budapest')).toBe(true);
  });

  it('splits a query into distinct folded words', () => {
    expect(searchTerms('  Python  python PYTHON remote ')).toEqual(['python', 'remote']);
  });
});

describe('foldText on plain ASCII', () => {
  it('folds as the full decomposition does', () => {
    const full = (text: string) =>
      text
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{M}+/gu, '');
    for (const text of ['Senior Data ENGINEER, Budapest (Hybrid)', 'C++ / C# dev\n\t100% remote!', ''])
      expect(foldText(text)).toBe(full(text));
    expect(foldText('Kraków ENGINEER')).toBe('krakow engineer');
  });
});

describe('narrows', () => {
  it('says whether every earlier word lies within a later one', () => {
    expect(narrows(['eng'], ['engi'])).toBe(true);
    expect(narrows(['eng'], ['eng', 'p'])).toBe(true);
    expect(narrows([], ['x'])).toBe(true);
    expect(narrows(['engi'], ['eng'])).toBe(false);
    expect(narrows(['eng', 'p'], ['engi'])).toBe(false);
  });
});
