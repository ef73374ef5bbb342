// Every form that asks for a person's name asks for it in the order of the interface language: given name
// first in English, family name first in Hungarian (as a Hungarian writes 'Szabó Réka').
import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignUpForm } from '../features/auth/SignUpForm.tsx';
import { ContactForm } from '../features/contact/ContactForm.tsx';
import CandidateRegistrationDialog from '../features/registration/CandidateRegistrationDialog.tsx';
import EmployerRegistrationDialog from '../features/registration/EmployerRegistrationDialog.tsx';
import { i18n } from '../i18n/index.ts';
import { json, stubApi } from '../test/api.ts';
import { renderWithApp } from '../test/render.tsx';

beforeEach(() => {
  stubApi(() => json({ ok: true }));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

const FORMS: [string, ReactElement][] = [
  ['candidate registration', <CandidateRegistrationDialog isOpen onClose={() => undefined} />],
  ['employer registration', <EmployerRegistrationDialog isOpen onClose={() => undefined} />],
  ['sign-up on /login', <SignUpForm />],
  ['contact', <ContactForm idPrefix="c" />],
];

/** Whether the field labelled `a` comes before the field labelled `b` in the form. */
const before = (form: HTMLElement, a: RegExp, b: RegExp) =>
  Boolean(within(form).getByLabelText(a).compareDocumentPosition(within(form).getByLabelText(b)) & 4);

describe('name fields', () => {
  it.each(FORMS)('%s asks for the given name first in English, the family name first in Hungarian', async (_, ui) => {
    renderWithApp(ui, { user: null });
    const form = await screen.findByRole('form');
    expect(before(form, /^First Name/, /^Last Name/)).toBe(true);
    await act(async () => {
      await i18n.changeLanguage('hu');
    });
    expect(before(form, /^Vezetéknév/, /^Keresztnév/)).toBe(true);
  });
});
