// Test helper for the validation messages: the forms keep the contract's code and translate it when
// drawing, so one submit shows English and switching the language shows Hungarian.
import { act, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { i18n } from '../i18n/index.ts';

/** Pairs of [English (the contract's message), Hungarian] texts a form must show. */
export type Messages = readonly (readonly [string, string])[];

export async function expectMessagesInBothLanguages(messages: Messages) {
  for (const [english] of messages) expect(await screen.findByText(english), english).toBeTruthy();
  await act(async () => {
    await i18n.changeLanguage('hu');
  });
  for (const [english, hungarian] of messages) {
    expect(screen.getByText(hungarian), hungarian).toBeTruthy();
    expect(screen.queryByText(english), english).toBeNull();
  }
  await act(async () => {
    await i18n.changeLanguage('en');
  });
}
