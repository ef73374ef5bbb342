// The server's texts (keptTexts.ts) answer what i18next answers, in each language, with and without
// options, again and again; a feature's texts that join the store later are answered from then on.
import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from './index.ts';
import { keptTexts } from './keptTexts.ts';

const asked: [string, Record<string, unknown>?][] = [
  ['nav.jobs'],
  ['jobs.posted', { date: '4 December 2026' }],
  ['jobs.moreSkills', { count: 1 }],
  ['jobs.moreSkills', { count: 3 }],
  ['jobs.dayRate', { amount: 650 }],
  ['jobs.dayRate', { amount: 650.5 }],
  ['no.such.key'],
];

describe("the server's texts", () => {
  it.each(['en', 'hu'] as const)('answer as i18next does in %s, the second time too', async (lang) => {
    await loadLanguage(lang);
    const plain = i18n.cloneInstance({ lng: lang, initAsync: false }).getFixedT(lang);
    const t = keptTexts(lang).getFixedT(lang);
    for (const [key, options] of asked) {
      const expected = plain(key as never, options as never);
      expect(t(key as never, options as never), key).toBe(expected);
      expect(t(key as never, options as never), key).toBe(expected);
    }
    expect(t('jobs.moreSkills', { count: 3 })).not.toBe(t('jobs.moreSkills', { count: 1 }));
  });

  it('answer a text that joined the store after it was first asked', async () => {
    await loadLanguage('en');
    const texts = keptTexts('en');
    expect(texts.getFixedT('en')('kept.later' as never)).toBe('kept.later');
    i18n.addResourceBundle('en', 'translation', { kept: { later: 'Joined later' } }, true, true);
    expect(texts.getFixedT('en')('kept.later' as never)).toBe('Joined later');
  });
});
