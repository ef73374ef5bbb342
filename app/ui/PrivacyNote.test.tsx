// Every form that takes personal data links to the Privacy Statement near its submit button, in
// English and in Hungarian; those that ask for a person's name ask for it in the order of the interface
// language (given name first in English, family name first in Hungarian, as a Hungarian writes 'Szabó Réka').
import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_JOB_QUERY } from '../../server/contract/jobSearch.ts';
import AlertDialog from '../features/alerts/AlertDialog.tsx';
import '../features/alerts/i18n.ts';
import { SignUpForm } from '../features/auth/SignUpForm.tsx';
import { ContactForm } from '../features/contact/ContactForm.tsx';
import EmployerRequestDialog from '../features/contact/EmployerRequestDialog.tsx';
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
  ['contact in a dialog', <ContactForm idPrefix="cd" inDialog onCancel={() => undefined} />],
  ['post a job (employer request)', <EmployerRequestDialog isOpen onClose={() => undefined} />],
  ['job alert sign-up', <AlertDialog query={EMPTY_JOB_QUERY} onClose={() => undefined} />],
];

describe('forms that take personal data', () => {
  it.each(FORMS)('%s links to the Privacy Statement, in English and Hungarian', async (_, ui) => {
    renderWithApp(ui, { user: null });
    const form = await screen.findByRole('form');
    const english = within(form).getByRole('link', { name: 'Privacy Statement' });
    expect(english.getAttribute('href')).toBe('/privacy');
    await act(async () => {
      await i18n.changeLanguage('hu');
    });
    const hungarian = within(form).getByRole('link', { name: 'Adatvédelmi tájékoztatóban' });
    expect(hungarian.getAttribute('href')).toBe('/privacy');
  });
});

/** The forms above that ask for a name (the others ask for an e-mail address only). */
const NAMED = FORMS.filter(([name]) => !['post a job (employer request)', 'job alert sign-up'].includes(name));

/** Whether the field labelled `a` comes before the field labelled `b` in the form. */
const before = (form: HTMLElement, a: RegExp, b: RegExp) =>
  Boolean(within(form).getByLabelText(a).compareDocumentPosition(within(form).getByLabelText(b)) & 4);

describe('forms that ask for a name', () => {
  it.each(NAMED)('%s asks for the given name first in English, the family name first in Hungarian', async (_, ui) => {
    renderWithApp(ui, { user: null });
    const form = await screen.findByRole('form');
    expect(before(form, /^First Name/, /^Last Name/)).toBe(true);
    await act(async () => {
      await i18n.changeLanguage('hu');
    });
    expect(before(form, /^Vezetéknév/, /^Keresztnév/)).toBe(true);
  });
});
