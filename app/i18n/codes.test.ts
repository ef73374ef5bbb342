import { afterEach, describe, expect, it } from 'vitest';
import { codeText, fieldText } from './codes.ts';
import { i18n } from './index.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('error codes in the visitor language', () => {
  it("reads a code in English from the contract's own text, and in Hungarian from hu.json", async () => {
    expect(codeText(i18n.t, 'alreadyApplied')).toBe('You have already applied for this job.');
    await i18n.changeLanguage('hu');
    expect(codeText(i18n.t, 'alreadyApplied')).toBe('Erre az állásra már jelentkezett.');
  });

  it('falls back to the given text, else the generic form error, for an unknown or missing code', async () => {
    await i18n.changeLanguage('hu');
    expect(codeText(i18n.t, 'brandNewProblem', 'Tartalék')).toBe('Tartalék');
    expect(codeText(i18n.t, null)).toBe('Hiba történt. Kérjük, próbálja újra.');
    expect(codeText(i18n.t, 'You have already applied for this job.')).toBe('Hiba történt. Kérjük, próbálja újra.');
  });

  it("translates a field's code and keeps a text the app wrote itself", async () => {
    await i18n.changeLanguage('hu');
    expect(fieldText(i18n.t, 'required')).toBe(i18n.t('server.required'));
    expect(fieldText(i18n.t, 'required')).not.toBe('Required');
    expect(fieldText(i18n.t, 'Adja meg a napidíjat euróban')).toBe('Adja meg a napidíjat euróban');
  });
});
